import { describe, expect, it } from 'vitest';
import { parseFortios } from './parse-fortios.js';

const parse = (...text: string[]) => parseFortios(text.join('\n'), { file: 'test.conf' });
const notesOf = (result: ReturnType<typeof parse>, key: string) =>
  result.diagnostics.notes.get(key as never) ?? [];

/** FortiOS 7.2 CLI reference, `system sdwan` (6.4+) and `system virtual-wan-link` (6.0-6.2). */
const INTERFACES = [
  'config system interface',
  '    edit "wan1"',
  '        set ip 203.0.113.2 255.255.255.0',
  '    next',
  '    edit "wan2"',
  '        set ip 198.51.100.2 255.255.255.0',
  '    next',
  '    edit "internal"',
  '        set ip 10.0.0.1 255.255.255.0',
  '    next',
  'end',
];
const POLICY = [
  'config firewall policy',
  '    edit 4',
  '        set srcintf "internal"',
  '        set dstintf "underlay"',
  '        set srcaddr "all"',
  '        set dstaddr "all"',
  '        set action accept',
  '        set service "ALL"',
  '    next',
  'end',
];

describe('issue 17 item 5b: SD-WAN zones, internet services and threat feeds', () => {
  it('reads SD-WAN zones with their members, so policies naming them keep their interfaces', () => {
    const result = parse(
      ...INTERFACES,
      'config system sdwan',
      '    set status enable',
      '    config zone',
      '        edit "virtual-wan-link"',
      '        next',
      '        edit "underlay"',
      '        next',
      '    end',
      '    config members',
      '        edit 1',
      '            set interface "wan1"',
      '            set zone "underlay"',
      '        next',
      '        edit 2',
      '            set interface "wan2"',
      '            set zone "underlay"',
      '        next',
      '    end',
      'end',
      ...POLICY,
    );
    const zones = result.model.zones.map((z) => [z.name, z.interfaces, z.sdwan]);
    expect(zones).toEqual([
      ['virtual-wan-link', [], true],
      ['underlay', ['wan1', 'wan2'], true],
    ]);
    expect(result.model.policies[0]?.dstIntf).toEqual(['underlay']);
    expect(notesOf(result, 'policies:4')).toEqual([]);
    expect(notesOf(result, 'zones:underlay').map((n) => n.code)).toEqual(['FORTIOS_SDWAN_ZONE']);
  });

  it('puts 6.2 virtual-wan-link members (no `set zone`) into the virtual-wan-link zone', () => {
    const result = parse(
      ...INTERFACES,
      'config system virtual-wan-link',
      '    set status enable',
      '    config members',
      '        edit 1',
      '            set interface "wan1"',
      '        next',
      '    end',
      'end',
    );
    expect(result.model.zones.map((z) => [z.name, z.interfaces])).toEqual([
      ['virtual-wan-link', ['wan1']],
    ]);
  });

  it('keeps source-side internet services as conditions in place of the source addresses', () => {
    const result = parse(
      'config firewall policy',
      '    edit 5',
      '        set srcintf "wan1"',
      '        set dstintf "internal"',
      '        set internet-service-src enable',
      '        set internet-service-src-name "Microsoft-Azure"',
      '        set internet-service-src-group "cloud"',
      '        set dstaddr "all"',
      '        set action accept',
      '        set service "HTTPS"',
      '    next',
      'end',
    );
    const [policy] = result.model.policies;
    expect(policy?.srcAddr).toBe('any');
    expect(policy?.otherConditions).toEqual([
      { kind: 'internet-service-src', value: 'Microsoft-Azure' },
      { kind: 'internet-service-src', value: 'group:cloud' },
    ]);
    expect(policy?.incomplete).toBeUndefined();
  });

  it('says a threat feed is a threat feed, not "not defined in the file"', () => {
    const result = parse(
      'config system external-resource',
      '    edit "bad-ips"',
      '        set type address',
      '        set resource "https://feeds.example.net/bad-ips.txt"',
      '    next',
      'end',
      'config firewall policy',
      '    edit 6',
      '        set srcintf "any"',
      '        set dstintf "any"',
      '        set srcaddr "all"',
      '        set dstaddr "bad-ips"',
      '        set service "ALL"',
      '    next',
      'end',
    );
    const messages = notesOf(result, 'policies:6').map((n) => n.message);
    expect(messages).toEqual([
      'address "bad-ips" is an external threat feed (config system external-resource), which is not converted: its addresses are unknown.',
    ]);
    // The deny keeps naming the feed: the verifier cannot resolve it, so never proves it.
    expect(result.model.policies[0]?.dstAddr).toEqual(['bad-ips']);
  });

  it('never converts a policy that lacks a match field or negates an internet service', () => {
    const result = parse(
      'config firewall policy',
      '    edit 7',
      '        set srcintf "any"',
      '        set srcaddr "all"',
      '        set dstaddr "all"',
      '        set service "ALL"',
      '    next',
      '    edit 8',
      '        set srcintf "any"',
      '        set dstintf "any"',
      '        set srcaddr "all"',
      '        set internet-service enable',
      '        set internet-service-id 65646',
      '        set internet-service-negate enable',
      '    next',
      'end',
    );
    expect(result.model.policies.map((p) => p.incomplete)).toEqual([
      'no dstintf',
      'internet-service-negate: the model cannot negate internet services',
    ]);
  });
});
