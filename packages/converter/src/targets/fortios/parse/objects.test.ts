import { describe, expect, it } from 'vitest';
import { parseFortios } from './parse-fortios.js';

const parse = (...text: string[]) => parseFortios(text.join('\n'), { file: 'test.conf' });
const notesOf = (result: ReturnType<typeof parse>, key: string) =>
  result.diagnostics.notes.get(key) ?? [];

describe('firewall address', () => {
  const result = parse(
    'config firewall address',
    '    edit "net"',
    '        set comment "office"',
    '        set subnet 10.1.0.0 255.255.0.0',
    '    next',
    '    edit "host"',
    '        set subnet 10.1.2.3/32',
    '    next',
    '    edit "all"',
    '    next',
    '    edit "range"',
    '        set type iprange',
    '        set start-ip 10.0.0.1',
    '        set end-ip 10.0.0.9',
    '    next',
    '    edit "web"',
    '        set type fqdn',
    '        set fqdn "*.google.com"',
    '    next',
    '    edit "india"',
    '        set type geography',
    '        set country "IN"',
    '    next',
    '    edit "wild"',
    '        set type wildcard',
    '        set wildcard 10.0.0.1 255.0.255.255',
    '    next',
    '    edit "lan address"',
    '        set type interface-subnet',
    '        set subnet 10.200.95.254 255.255.255.0',
    '        set interface "LAN"',
    '    next',
    '    edit "pc"',
    '        set type mac',
    '        set macaddr "00:11:22:33:44:55"',
    '    next',
    'end',
  );

  it('maps each address type the model has, with the default ipmask type', () => {
    expect(result.model.addresses.map(({ origin: _origin, ...a }) => a)).toEqual([
      { name: 'net', comment: 'office', kind: 'subnet', ip: '10.1.0.0', prefix: 16 },
      { name: 'host', kind: 'host', ip: '10.1.2.3' },
      { name: 'all', kind: 'subnet', ip: '0.0.0.0', prefix: 0 },
      { name: 'range', kind: 'range', start: '10.0.0.1', end: '10.0.0.9' },
      { name: 'web', kind: 'fqdn', fqdn: '*.google.com' },
      { name: 'india', kind: 'geo', country: 'IN' },
      // FortiOS marks the bits that must match; the model marks the others.
      { name: 'wild', kind: 'wildcard', ip: '10.0.0.1', wildcard: '0.255.0.0' },
      { name: 'lan address', kind: 'subnet', ip: '10.200.95.254', prefix: 24 },
    ]);
    expect(result.model.addresses[0]?.origin).toEqual({ file: 'test.conf', line: 2, endLine: 5 });
  });

  it('reports an address type it cannot map on the entry', () => {
    expect(result.diagnostics.lines.find((l) => l.name === 'pc')).toMatchObject({
      status: 'unsupported',
      code: 'FORTIOS_ADDRESS_UNSUPPORTED',
      origin: { line: 33, endLine: 36 },
    });
  });
});

describe('firewall addrgrp', () => {
  it('reads members and, with exclude enable, the excluded members', () => {
    const { model } = parse(
      'config firewall address',
      '    edit "a"',
      '    next',
      '    edit "b"',
      '    next',
      'end',
      'config firewall addrgrp',
      '    edit "g"',
      '        set member "a" "b"',
      '        set exclude enable',
      '        set exclude-member "b"',
      '    next',
      '    edit "h"',
      '        set member "a"',
      '        set exclude-member "b"',
      '    next',
      'end',
    );
    expect(model.addressGroups.map((g) => [g.name, g.members, g.exclude])).toEqual([
      ['g', ['a', 'b'], ['b']],
      ['h', ['a'], undefined],
    ]);
  });
});

describe('firewall service custom', () => {
  const result = parse(
    'config firewall service custom',
    '    edit "web"',
    '        set tcp-portrange 80 443 8080-8090',
    '    next',
    '    edit "mixed"',
    '        set tcp-portrange 513:512-1023 514:512-1023 22',
    '        set udp-portrange 53',
    '        set sctp-portrange 2905',
    '    next',
    '    edit "ping"',
    '        set protocol ICMP',
    '        set icmptype 8',
    '        unset icmpcode',
    '    next',
    '    edit "icmp6"',
    '        set protocol ICMP6',
    '        set icmptype 1',
    '        set icmpcode 4',
    '    next',
    '    edit "gre"',
    '        set protocol IP',
    '        set protocol-number 47',
    '    next',
    '    edit "any-ip"',
    '        set protocol IP',
    '    next',
    '    edit "all"',
    '        set protocol ALL',
    '    next',
    '    edit "bad"',
    '        set tcp-portrange 99999',
    '    next',
    'end',
  );
  const terms = Object.fromEntries(result.model.services.map((s) => [s.name, s.terms]));

  it('reads port ranges, keeping items with the same source range together', () => {
    expect(terms.web).toEqual([
      {
        protocol: 'tcp',
        dst: [
          [80, 80],
          [443, 443],
          [8080, 8090],
        ],
      },
    ]);
    expect(terms.mixed).toEqual([
      {
        protocol: 'tcp',
        dst: [
          [513, 513],
          [514, 514],
        ],
        src: [[512, 1023]],
      },
      { protocol: 'tcp', dst: [[22, 22]] },
      { protocol: 'udp', dst: [[53, 53]] },
      { protocol: 'sctp', dst: [[2905, 2905]] },
    ]);
  });

  it('reads ICMP, IP protocol numbers, protocol-number 0 and ALL', () => {
    expect(terms.ping).toEqual([{ protocol: 'icmp', type: 8 }]);
    expect(terms.icmp6).toEqual([{ protocol: 'icmp6', type: 1, code: 4 }]);
    expect(terms.gre).toEqual([{ protocol: 'ip', number: 47 }]);
    expect(terms['any-ip']).toEqual([{ protocol: 'ip', number: 0 }]);
    expect(terms.all).toEqual([{ protocol: 'ip', number: 0 }]);
  });

  it('notes a port range it cannot read', () => {
    expect(notesOf(result, 'services:bad')).toMatchObject([
      { status: 'partial', code: 'FORTIOS_SERVICE_PORTS' },
    ]);
  });
});

describe('firewall service group and schedules', () => {
  const result = parse(
    'config firewall service group',
    '    edit "Web Access"',
    '        set member "DNS" "HTTP" "HTTPS"',
    '    next',
    'end',
    'config firewall schedule recurring',
    '    edit "nights"',
    '        set start 1:00',
    '        set end 05:30',
    '        set day monday friday',
    '    next',
    '    edit "always"',
    '        set day sunday monday tuesday wednesday thursday friday saturday',
    '    next',
    'end',
    'config firewall schedule onetime',
    '    edit "may"',
    '        set start 00:00 2022/05/12',
    '        set end 23:59 2022/05/23',
    '    next',
    'end',
    'config firewall schedule group',
    '    edit "both"',
    '        set member "nights" "always"',
    '    next',
    '    edit "odd"',
    '        set member "nights" "may"',
    '    next',
    'end',
  );
  const schedules = Object.fromEntries(
    result.model.schedules.map(({ origin: _o, name, ...s }) => [name, s]),
  );

  it('reads service group members, resolving factory services it uses', () => {
    expect(result.model.serviceGroups[0]?.members).toEqual(['DNS', 'HTTP', 'HTTPS']);
    const factory = result.model.services.filter((s) => s.generated).map((s) => [s.name, s.terms]);
    expect(factory).toEqual([
      [
        'DNS',
        [
          { protocol: 'tcp', dst: [[53, 53]] },
          { protocol: 'udp', dst: [[53, 53]] },
        ],
      ],
      ['HTTP', [{ protocol: 'tcp', dst: [[80, 80]] }]],
      ['HTTPS', [{ protocol: 'tcp', dst: [[443, 443]] }]],
    ]);
  });

  it('reads recurring and one-time schedules', () => {
    expect(schedules.nights).toEqual({
      recurring: [{ days: ['monday', 'friday'], start: '01:00', end: '05:30' }],
    });
    expect(schedules.may).toEqual({
      absolute: { start: '2022/05/12 00:00', end: '2022/05/23 23:59' },
      recurring: [],
    });
  });

  it('merges a group of recurring schedules and notes a group it cannot merge', () => {
    expect(schedules.both?.recurring).toHaveLength(2);
    expect(notesOf(result, 'schedules:both')).toEqual([]);
    expect(notesOf(result, 'schedules:odd')).toMatchObject([
      { status: 'unsupported', code: 'FORTIOS_SCHEDULE_GROUP' },
    ]);
  });
});
