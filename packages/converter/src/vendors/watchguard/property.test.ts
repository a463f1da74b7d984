import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { coveredLines, meaningfulLines } from '../../test/golden.js';
import { watchGuardParser } from './vendor.js';

/** A generated policy of a Fireware profile: From/To members are (interface, address). */
interface TGenPolicy {
  from: [string, string];
  to: [string, string];
  service: string;
  action: 'allow' | 'deny';
  proxy: boolean;
  enabled: boolean;
}

const INTERFACES = [
  ['External', 'eth0', '2', '203.0.113.2'],
  ['Trusted', 'eth1', '1', '10.0.1.1'],
  ['DMZ', 'eth2', '3', '172.16.1.1'],
] as const;
const ADDRESSES = ['Any', 'h1', 'h2', 'n1'] as const;
const SERVICES = ['Any', 'web', 'dns'] as const;

const element = (name: string, body: string) => `<${name}>${body}</${name}>`;

/**
 * A Fireware profile with the policies, in the shape docs/watchguard.md describes; External has
 * the default route, so every destination is routed (the verifier compares routed packets).
 */
function profile(policies: TGenPolicy[], autoOrder: boolean): string {
  const member = ([iface, address]: [string, string]) =>
    element(
      'alias-member',
      `<type>1</type><user>Any</user><address>${address}</address><interface>${iface}</interface>`,
    );
  const alias = (name: string, end: [string, string]) =>
    element('alias', `<name>${name}</name>${element('alias-member-list', member(end))}`);
  const lines = [
    '<?xml version="1.0"?>',
    '<profile>',
    ' <for-version>12.10.4</for-version>',
    ` <system-parameters><misc-global-setting><auto-order-enabled>${autoOrder ? 1 : 0}</auto-order-enabled></misc-global-setting></system-parameters>`,
    ' <address-group-list>',
    '  <address-group><name>h1</name><addr-group-member><member><type>1</type><host-ip-addr>10.0.1.10</host-ip-addr></member></addr-group-member></address-group>',
    '  <address-group><name>h2</name><addr-group-member><member><type>1</type><host-ip-addr>172.16.1.20</host-ip-addr></member></addr-group-member></address-group>',
    '  <address-group><name>n1</name><addr-group-member><member><type>2</type><ip-network-addr>198.51.100.0</ip-network-addr><ip-mask>255.255.255.0</ip-mask></member></addr-group-member></address-group>',
    ' </address-group-list>',
    ' <service-list>',
    '  <service><name>Any</name><service-item><member><type>1</type><protocol>0</protocol><server-port>0</server-port></member></service-item></service>',
    '  <service><name>web</name><service-item><member><type>1</type><protocol>6</protocol><server-port>80</server-port></member><member><type>2</type><protocol>6</protocol><start-server-port>8000</start-server-port><end-server-port>8080</end-server-port></member></service-item></service>',
    '  <service><name>dns</name><service-item><member><type>1</type><protocol>17</protocol><server-port>53</server-port></member></service-item></service>',
    ' </service-list>',
    ' <policy-list>',
    ...policies.map((p, i) =>
      [
        '  <policy>',
        `   <name>P${i}-00</name>`,
        `   <service>${p.service}</service>`,
        `   <firewall>${p.action === 'allow' ? (p.proxy ? 4 : 1) : 2}</firewall>`,
        `   <from-alias-list><alias>P${i}.1.from</alias></from-alias-list>`,
        `   <to-alias-list><alias>P${i}.1.to</alias></to-alias-list>`,
        `   <proxy>${p.proxy ? 'HTTP-Client.Standard' : ''}</proxy>`,
        `   <enable>${p.enabled ? 1 : 0}</enable>`,
        '  </policy>',
      ].join('\n'),
    ),
    ' </policy-list>',
    ' <alias-list>',
    ...policies.flatMap((p, i) => [
      `  ${alias(`P${i}.1.from`, p.from)}`,
      `  ${alias(`P${i}.1.to`, p.to)}`,
    ]),
    ' </alias-list>',
    ' <interface-list>',
    ...INTERFACES.map(
      ([name, dev, type, ip]) =>
        `  <interface><name>${name}</name><if-item-list><item><item-type>1</item-type><physical-if><if-dev-name>${dev}</if-dev-name><enabled>1</enabled><if-property>${type}</if-property><ip>${ip}</ip><netmask>255.255.255.0</netmask>${name === 'External' ? '<default-gateway>203.0.113.1</default-gateway>' : ''}</physical-if></item></if-item-list></interface>`,
    ),
    ' </interface-list>',
    '</profile>',
  ];
  return `${lines.join('\n')}\n`;
}

const end = fc.tuple(
  fc.constantFrom('Any', 'Trusted', 'DMZ', 'External', 'Any-Trusted', 'Any-External'),
  fc.constantFrom(...ADDRESSES),
) as fc.Arbitrary<[string, string]>;
const policy = (proxy: fc.Arbitrary<boolean>) =>
  fc.record({
    from: end,
    to: end,
    service: fc.constantFrom(...SERVICES),
    action: fc.constantFrom('allow' as const, 'deny' as const),
    proxy,
    enabled: fc.boolean(),
  });

const convert = (text: string) =>
  convertWith(watchGuardParser, { files: [{ name: 'gen.xml', content: text }] });

describe('WatchGuard generated profiles (issue 21 item 6, issue 17 item 1)', () => {
  it('convert without a throw and account for every line', () => {
    fc.assert(
      fc.property(
        fc.array(policy(fc.boolean()), { maxLength: 12 }),
        fc.boolean(),
        (policies, auto) => {
          const text = profile(policies, auto);
          const result = convert(text);
          const covered = coveredLines(result.report.entries, 'gen.xml');
          const missing = meaningfulLines(text, (l) => l.startsWith('<?xml')).filter(
            (n) => !covered.has(n),
          );
          expect(missing).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a manually ordered rulebase of packet filters only is equivalent', () => {
    fc.assert(
      fc.property(
        fc.array(policy(fc.constant(false)), { minLength: 1, maxLength: 12 }),
        (policies) => {
          fc.pre(policies.some((p) => p.enabled));
          expect(convert(profile(policies, false)).verification?.status).toBe('equivalent');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('an enabled proxy policy (content inspection not carried) is never equivalent', () => {
    fc.assert(
      fc.property(
        fc.array(policy(fc.boolean()), { maxLength: 10 }),
        // First, and matching routed traffic (Trusted to the Internet), so it decides packets.
        policy(fc.constant(true)).map((p) => ({
          ...p,
          from: ['Trusted', 'Any'] as [string, string],
          to: ['Any-External', 'Any'] as [string, string],
          action: 'allow' as const,
          enabled: true,
        })),
        (before, proxied) => {
          const status = convert(profile([proxied, ...before], false)).verification?.status;
          expect(status).not.toBe('equivalent');
        },
      ),
      { numRuns: 40 },
    );
  });

  it('automatic order with both allow and deny policies is never equivalent', () => {
    fc.assert(
      fc.property(
        fc.array(policy(fc.constant(false)), { minLength: 2, maxLength: 10 }),
        (policies) => {
          const enabled = policies.filter((p) => p.enabled);
          fc.pre(new Set(enabled.map((p) => p.action)).size === 2);
          expect(convert(profile(policies, true)).verification?.status).not.toBe('equivalent');
        },
      ),
      { numRuns: 40 },
    );
  });
});
