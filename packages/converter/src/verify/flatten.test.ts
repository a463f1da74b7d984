import { describe, expect, it } from 'vitest';
import { parseIpv4 } from '../net/ipv4.js';
import { flattenPolicies, newFlattenContext } from './flatten.js';
import { contains } from './intervals.js';
import { wildcardIntervals } from './resolve-addresses.js';
import {
  address,
  addressGroup,
  intf,
  model,
  origin,
  policy,
  service,
  serviceGroup,
  tcp,
} from './test-models.js';

const ip = (text: string) => parseIpv4(text) ?? -1;
const only = <T>(items: readonly T[]): T => {
  expect(items).toHaveLength(1);
  return items[0] as T;
};

describe('wildcard masks', () => {
  it('a contiguous wildcard is one range', () => {
    expect(wildcardIntervals(ip('10.1.0.0'), ip('0.0.255.255'))).toEqual([
      [ip('10.1.0.0'), ip('10.1.255.255')],
    ]);
  });

  it('a non-contiguous wildcard is exactly the addresses it matches', () => {
    const set = wildcardIntervals(ip('10.0.0.1'), ip('0.0.255.0')) ?? [];
    expect(set).toHaveLength(256);
    expect(contains(set, ip('10.0.77.1'))).toBe(true);
    expect(contains(set, ip('10.0.77.2'))).toBe(false);
  });

  it('past the cap the rule is marked approximate', () => {
    const source = model({
      addresses: [
        { name: 'w', origin, kind: 'wildcard', ip: '10.0.0.0', wildcard: '255.255.255.0' },
      ],
      policies: [policy('1', 'accept', { srcAddr: ['w'] })],
    });
    const rule = only(flattenPolicies(source, { side: 's' }).rules);
    expect(rule.inexact).toMatch(/more than 65536 ranges/);
  });
});

describe('flattenPolicies', () => {
  it('resolves nested groups with excludes and drops disabled rules', () => {
    const source = model({
      addresses: [
        address('net', '10.0.0.0/8'),
        address('hole', '10.1.0.0/16'),
        address('h', '192.168.0.1'),
      ],
      addressGroups: [
        addressGroup('inner', ['net'], ['hole']),
        addressGroup('outer', ['inner', 'h']),
      ],
      policies: [
        policy('off', 'deny', { enabled: false }),
        policy('1', 'accept', { dstAddr: ['outer'] }),
      ],
    });
    const rule = only(flattenPolicies(source, { side: 's' }).rules);
    expect(rule.id).toBe('1');
    expect(rule.dst).toEqual([
      [ip('10.0.0.0'), ip('10.0.255.255')],
      [ip('10.2.0.0'), ip('10.255.255.255')],
      [ip('192.168.0.1'), ip('192.168.0.1')],
    ]);
  });

  it('collects undefined names and group cycles as errors of the rule', () => {
    const source = model({
      addressGroups: [addressGroup('a', ['b']), addressGroup('b', ['a'])],
      policies: [policy('1', 'accept', { srcAddr: ['a'], service: ['nope'], srcIntf: ['ghost'] })],
    });
    const flat = flattenPolicies(source, { side: 's' });
    expect(flat.errors.map((error) => error.message)).toEqual([
      "undefined interface 'ghost' (compared by name)",
      "address group 'a' contains itself",
      "undefined service 'nope'",
    ]);
    expect(only(flat.rules).inexact).toBeDefined();
  });

  it('expands zones to interfaces and renames them through the interface map', () => {
    const source = model({
      interfaces: [intf('inside', 'trust'), intf('dmz')],
      zones: [{ name: 'trust', origin, interfaces: ['dmz'], intrazone: 'deny' }],
      policies: [policy('1', 'accept', { srcIntf: ['trust'] })],
    });
    const rule = only(
      flattenPolicies(source, { side: 's', interfaceMap: { inside: 'port1', dmz: 'port3' } }).rules,
    );
    expect(rule.srcIntf).toEqual(['port1', 'port3']);
  });

  it('equal services in different spellings get equal keys', () => {
    const source = model({
      services: [
        service('all-tcp', { protocol: 'ip', number: 6 }),
        service('tcp-any', { protocol: 'tcp', dst: [[1, 65535]] }),
        tcp('p80', '80'),
        tcp('p81', '81'),
        tcp('p80-81', '80-81'),
      ],
      serviceGroups: [serviceGroup('web', ['p81', 'p80'])],
      policies: [
        policy('1', 'accept', { service: ['all-tcp'] }),
        policy('2', 'accept', { service: ['tcp-any'] }),
        policy('3', 'accept', { service: ['web'] }),
        policy('4', 'accept', { service: ['p80-81'] }),
      ],
    });
    const [a, b, c, d] = flattenPolicies(source, { side: 's' }).rules;
    expect(a?.key).toBe(b?.key);
    expect(c?.key).toBe(d?.key);
    expect(a?.key).not.toBe(c?.key);
  });

  it('0.0.0.0/0 covers FQDN objects; an FQDN alone is an opaque atom', () => {
    const source = model({
      addresses: [
        address('all', '0.0.0.0/0'),
        { name: 'web', origin, kind: 'fqdn', fqdn: 'www.example.com' },
      ],
      addressGroups: [addressGroup('both', ['all', 'web'])],
      policies: [
        policy('1', 'accept', { dstAddr: ['all'] }),
        policy('2', 'accept', { dstAddr: ['both'] }),
        policy('3', 'accept', { dstAddr: ['web'] }),
      ],
    });
    const [all, both, web] = flattenPolicies(source, { side: 's' }).rules;
    expect(all?.key).toBe(both?.key);
    expect(web?.opaque).toEqual(['fqdn:www.example.com']);
  });
});

describe('issue 17 item 2: conditions in flat rules', () => {
  it('a FortiOS profile rule becomes an accept with its conditions and a deny without them', () => {
    const rules = flattenPolicies(
      model({
        policies: [
          policy('7', 'accept', {
            groups: ['staff'],
            applications: ['fortiguard:1', 'fortiguard:2'],
            urlCategories: ['fgcat:36'],
            conditionsBlock: true,
          }),
        ],
      }),
      { side: 't' },
    ).rules;
    expect(rules.map((r) => [r.id, r.action, r.clauses?.length])).toEqual([
      ['7', 'accept', 3],
      // The deny keeps whom the rule is for: other users fall through to the next rule.
      ['7', 'deny', 1],
    ]);
    expect(rules[1]?.clauses).toEqual([rules[0]?.clauses?.[0]]);
    expect(rules[0]?.key).not.toBe(rules[1]?.key);
  });

  it('source names are renamed to target tokens; order does not change the key', () => {
    const context = newFlattenContext();
    const source = flattenPolicies(
      model({ policies: [policy('1', 'accept', { applications: ['ssh', 'dns'] })] }),
      { side: 's', context, applicationMap: { ssh: ['fortiguard:16060'], dns: 'fortiguard:15' } },
    );
    const target = (applications: string[]) =>
      only(
        flattenPolicies(model({ policies: [policy('1', 'accept', { applications })] }), {
          side: 't',
          context,
        }).rules,
      ).key;
    expect(only(source.rules).key).toBe(target(['fortiguard:15', 'fortiguard:16060']));
    expect(only(source.rules).key).not.toBe(target(['fortiguard:15']));
  });

  it('rules read incompletely are left out', () => {
    const flat = flattenPolicies(
      model({
        policies: [policy('1', 'accept', { incomplete: 'cut short' }), policy('2', 'deny')],
      }),
      { side: 's' },
    );
    expect(flat.rules.map((r) => r.id)).toEqual(['2']);
  });
});
