import { describe, expect, it } from 'vitest';
import { parseFortios } from './parse-fortios.js';

const parse = (...text: string[]) => parseFortios(text.join('\n'), { file: 'test.conf' });
const notesOf = (result: ReturnType<typeof parse>, key: string) =>
  result.diagnostics.notes.get(key) ?? [];

const objects = [
  'config system interface',
  '    edit "port1"',
  '        set type physical',
  '    next',
  '    edit "port2"',
  '        set type physical',
  '    next',
  'end',
  'config firewall address',
  '    edit "srv"',
  '        set subnet 10.0.0.5 255.255.255.255',
  '    next',
  'end',
  'config firewall ippool',
  '    edit "pool1"',
  '        set startip 60.53.219.65',
  '        set endip 60.53.219.70',
  '    next',
  'end',
  'config user local',
  '    edit "alice"',
  '        set type password',
  '        set passwd ENC abc',
  '    next',
  'end',
  'config user group',
  '    edit "staff"',
  '        set member "alice"',
  '    next',
  'end',
];

describe('firewall policy', () => {
  const result = parse(
    ...objects,
    'config firewall policy',
    '    edit 3',
    '        set name "web"',
    '        set srcintf "port1"',
    '        set dstintf "port2"',
    '        set srcaddr "all"',
    '        set dstaddr "srv"',
    '        set action accept',
    '        set schedule "always"',
    '        set service "HTTP" "HTTPS"',
    '        set logtraffic all',
    '        set nat enable',
    '        set ippool enable',
    '        set poolname "pool1"',
    '        set comments "to the server"',
    '    next',
    '    edit 252',
    '        set srcintf "any"',
    '        set dstintf "port2"',
    '        set srcaddr "srv"',
    '        set dstaddr "all"',
    '        set srcaddr-negate enable',
    '        set schedule "always"',
    '        set service "ALL"',
    '    next',
    '    edit 253',
    '        set status disable',
    '        set srcintf "port1"',
    '        set dstintf "any"',
    '        set srcaddr "all"',
    '        set dstaddr "srv"',
    '        set dstaddr-negate enable',
    '        set action accept',
    '        set schedule "always"',
    '        set service "ALL"',
    '        set logtraffic disable',
    '        set users "alice"',
    '        set groups "staff"',
    '        set nat enable',
    '    next',
    '    edit 1',
    '        set srcintf "port1"',
    '        set dstintf "port2"',
    '        set srcaddr "all"',
    '        set dstaddr "all"',
    '        set action accept',
    '        set schedule "always"',
    '        set service "ALL"',
    '    next',
    'end',
  );
  const [p3, p252, p253, p1] = result.model.policies;

  it('keeps the order of the edit blocks and uses the edit number as id', () => {
    expect(result.model.policies.map((p) => p.id)).toEqual(['3', '252', '253', '1']);
    expect(p3?.origin).toMatchObject({ line: 32, endLine: 46 });
  });

  it('reads an explicit accept policy with pool NAT', () => {
    expect(p3).toMatchObject({
      name: 'web',
      srcIntf: ['port1'],
      dstIntf: ['port2'],
      srcAddr: 'any',
      dstAddr: ['srv'],
      service: ['HTTP', 'HTTPS'],
      action: 'accept',
      log: true,
      enabled: true,
      comment: 'to the server',
      nat: { pool: ['pool1'] },
    });
    expect(p3?.schedule).toBeUndefined();
  });

  it('fills the defaults FortiOS leaves out: deny without action, enabled, logtraffic utm', () => {
    expect(p252).toMatchObject({
      action: 'deny',
      enabled: true,
      srcIntf: 'any',
      service: 'any',
      srcNegate: true,
    });
    // utm logs security events of accepted sessions: a deny policy logs nothing.
    expect(p252?.log).toBe(false);
    expect(p1?.log).toBe(true);
    expect(p252?.nat).toBeUndefined();
  });

  it('reads status, negation, logtraffic disable, users, groups and interface NAT', () => {
    expect(p253).toMatchObject({
      enabled: false,
      dstIntf: 'any',
      dstNegate: true,
      log: false,
      users: ['alice'],
      groups: ['staff'],
      nat: {},
    });
  });

  it('adds the factory services the policies use and leaves no reference unresolved', () => {
    expect(result.model.services.map((s) => [s.name, s.generated])).toEqual([
      ['HTTP', true],
      ['HTTPS', true],
    ]);
    expect([...result.diagnostics.notes.keys()]).toEqual([]);
  });
});

describe('firewall policy references', () => {
  it('notes references to names the file does not define', () => {
    const result = parse(
      'config firewall policy',
      '    edit 7',
      '        set srcintf "port9"',
      '        set dstintf "any"',
      '        set srcaddr "nowhere"',
      '        set dstaddr "all"',
      '        set action accept',
      '        set schedule "weekends"',
      '        set service "NO-SUCH"',
      '    next',
      'end',
    );
    expect(notesOf(result, 'policies:7').map((n) => n.message)).toEqual([
      'interface "port9" is not defined in the file',
      'address "nowhere" is not defined in the file',
      'service "NO-SUCH" is not defined in the file',
      'schedule "weekends" is not defined in the file',
    ]);
  });

  it('adds the interfaces FortiOS has without an entry: ssl.<vdom>, the SD-WAN zone', () => {
    const result = parse(
      'config firewall policy',
      '    edit 4',
      '        set srcintf "ssl.root"',
      '        set dstintf "virtual-wan-link"',
      '        set srcaddr "all"',
      '        set dstaddr "all"',
      '        set action accept',
      '        set service "ALL"',
      '    next',
      'end',
    );
    expect(result.model.interfaces).toMatchObject([
      { name: 'ssl.root', kind: 'tunnel', generated: true },
    ]);
    expect(result.model.zones).toMatchObject([
      { name: 'virtual-wan-link', interfaces: [], generated: true },
    ]);
    expect(result.diagnostics.notes.size).toBe(0);
  });

  it('issue 17 item 5b: keeps internet services as conditions, never converts a negated service, notes UTM profiles', () => {
    const result = parse(
      'config firewall policy',
      '    edit 8',
      '        set srcintf "any"',
      '        set dstintf "any"',
      '        set srcaddr "all"',
      '        set internet-service enable',
      '        set internet-service-name "Google-Web"',
      '        set action accept',
      '        set service-negate enable',
      '        set utm-status enable',
      '        set av-profile "default"',
      '    next',
      'end',
    );
    expect(notesOf(result, 'policies:8').map((n) => [n.status, n.code])).toEqual([
      ['partial', 'FORTIOS_POLICY_SECURITY_PROFILES'],
    ]);
    const [policy] = result.model.policies;
    expect(policy?.otherConditions).toEqual([{ kind: 'internet-service', value: 'Google-Web' }]);
    expect(policy?.dstAddr).toBe('any');
    expect(policy?.service).toBe('any');
    expect(policy?.incomplete).toMatch(/service-negate/);
  });

  it('names the mapped (real) addresses of VIPs and VIP groups in policies, as central NAT does', () => {
    const result = parse(
      'config firewall vip',
      '    edit "web80"',
      '        set extip 203.0.113.10',
      '        set mappedip "10.0.0.10"',
      '        set extintf "port1"',
      '    next',
      '    edit "web443"',
      '        set extip 203.0.113.11',
      '        set mappedip "10.0.0.11"',
      '        set extintf "port1"',
      '    next',
      'end',
      'config firewall vipgrp',
      '    edit "webs"',
      '        set interface "port1"',
      '        set member "web80" "web443"',
      '    next',
      'end',
      'config firewall policy',
      '    edit 9',
      '        set srcintf "port1"',
      '        set dstintf "any"',
      '        set srcaddr "all"',
      '        set dstaddr "webs"',
      '        set action accept',
      '        set service "ALL"',
      '    next',
      '    edit 10',
      '        set srcintf "port1"',
      '        set dstintf "any"',
      '        set srcaddr "all"',
      '        set dstaddr "web80"',
      '        set action accept',
      '        set service "ALL"',
      '    next',
      'end',
    );
    expect(result.model.policies.map((p) => p.dstAddr)).toEqual([
      ['web80-mappedip', 'web443-mappedip'],
      ['web80-mappedip'],
    ]);
    expect(result.model.nat.map((n) => [n.id, n.translatedDst])).toEqual([
      ['web80', { kind: 'address', ref: 'web80-mappedip' }],
      ['web443', { kind: 'address', ref: 'web443-mappedip' }],
    ]);
    expect(result.diagnostics.lines.find((l) => l.name === 'webs')?.code).toBe(
      'FORTIOS_VIPGRP_EXPANDED',
    );
  });
});

describe('send-deny-packet', () => {
  it('a deny policy that answers the client keeps that; an accept ignores it', () => {
    const result = parse(
      ...objects,
      'config firewall policy',
      '    edit 7',
      '        set srcintf "port1"',
      '        set dstintf "port2"',
      '        set srcaddr "all"',
      '        set dstaddr "srv"',
      '        set action deny',
      '        set send-deny-packet enable',
      '        set schedule "always"',
      '        set service "ALL"',
      '    next',
      '    edit 8',
      '        set srcintf "port1"',
      '        set dstintf "port2"',
      '        set srcaddr "all"',
      '        set dstaddr "srv"',
      '        set action accept',
      '        set send-deny-packet enable',
      '        set schedule "always"',
      '        set service "ALL"',
      '    next',
      'end',
    );
    const [deny, accept] = result.model.policies;
    expect(deny).toMatchObject({ id: '7', action: 'deny', sendDeny: true });
    expect(accept?.sendDeny).toBeUndefined();
  });
});
