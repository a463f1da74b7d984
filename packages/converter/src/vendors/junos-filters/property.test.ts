import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { coveredLines, meaningfulLines } from '../../test/golden.js';
import { expectHonestVerdict, itSurvivesCuts } from '../../test/property-suite.js';
import { junosFiltersParser } from './vendor.js';

// Issue 22 item 5: generated Junos filter configurations.
const HEADER = `set interfaces ge-0/0/0 unit 0 family inet address 198.51.100.2/24
set interfaces ge-0/0/0 unit 0 family inet filter input EDGE-IN
set interfaces ge-0/0/1 unit 0 family inet address 10.0.0.1/16
set interfaces ge-0/0/2 unit 0 family inet address 172.16.0.1/24
set routing-options static route 0.0.0.0/0 next-hop 198.51.100.1
set policy-options prefix-list PL 10.0.5.0/24
set policy-options prefix-list PL 10.0.6.7/32
`;

const octet = fc.integer({ min: 0, max: 255 });
const port = fc.integer({ min: 1, max: 65534 });
const prefix = fc.oneof(
  fc.tuple(octet, octet).map(([a, b]) => `10.0.${a}.${b}/32`),
  fc.tuple(octet, fc.constantFrom(16, 24, 28)).map(([a, n]) => `10.${a}.0.0/${n}`),
);

/** Conditions FortiOS matches. */
const condition = fc.oneof(
  prefix.map((p) => [`source-address ${p}`]),
  prefix.map((p) => [`destination-address ${p}`]),
  prefix.map((p) => [`source-address 0.0.0.0/0`, `source-address ${p} except`]),
  fc.constant(['destination-prefix-list PL']),
  fc
    .tuple(fc.constantFrom('tcp', 'udp'), fc.array(port, { minLength: 1, maxLength: 3 }))
    .map(([proto, ports]) => [`protocol ${proto}`, ...ports.map((p) => `destination-port ${p}`)]),
  fc.constant(['protocol icmp', 'icmp-type echo-request']),
  fc.constant(['protocol ospf']),
  // Either side: one policy per side.
  prefix.map((p) => [`address ${p}`]),
  fc.constant(['prefix-list PL']),
  port.map((p) => ['protocol tcp', `port ${p}`]),
);
/** Conditions it does not: the term is reported, never silently dropped. */
const unconvertible = fc.constantFrom(
  ['packet-length 100-200'],
  ['is-fragment'],
  ['protocol tcp', 'tcp-established'],
  ['dscp ef'],
);

const term = fc.record({
  conditions: fc.array(condition, { maxLength: 3 }),
  odd: fc.option(unconvertible, { freq: 4 }),
  action: fc.constantFrom('accept', 'discard', 'reject', 'next term'),
  count: fc.boolean(),
  log: fc.boolean(),
});
type TTermCase = {
  conditions: (readonly string[])[];
  odd: readonly string[] | null;
  action: string;
  count: boolean;
  log: boolean;
};

function termLines(filter: string, name: string, t: TTermCase): string[] {
  const path = `set firewall family inet filter ${filter} term ${name}`;
  // One protocol per term: Junos ANDs conditions, so two protocol lists would match nothing.
  const seen = new Set<string>();
  const from = [...t.conditions, ...(t.odd ? [t.odd] : [])].filter((c) => {
    const key = c[0]?.split(' ')[0] ?? '';
    const proto = c.some((w) => w.startsWith('protocol'));
    const k = proto ? 'protocol' : key;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return [
    ...from.flat().map((c) => `${path} from ${c}`),
    ...(t.count ? [`${path} then count c-${name}`] : []),
    ...(t.log ? [`${path} then log`] : []),
    `${path} then ${t.action}`,
  ];
}

const general = fc
  .tuple(fc.array(term, { minLength: 1, maxLength: 15 }), fc.boolean())
  .map(([terms, output]) => ({
    terms,
    text: [
      HEADER,
      ...terms.flatMap((t, i) => termLines('EDGE-IN', `t${i}`, t)),
      ...(output
        ? [
            'set interfaces ge-0/0/2 unit 0 family inet filter output DMZ-OUT',
            ...termLines('DMZ-OUT', 'web', {
              conditions: [['protocol tcp', 'destination-port 80']],
              odd: null,
              action: 'accept',
              count: false,
              log: false,
            }),
          ]
        : []),
    ].join('\n'),
  }));

/** Accept terms only, the last accepting everything: nothing is discarded, replies included. */
const acceptOnly = fc
  .array(term, { minLength: 1, maxLength: 12 })
  .map((terms) =>
    [
      HEADER,
      ...terms.flatMap((t, i) =>
        termLines('EDGE-IN', `t${i}`, { ...t, odd: null, action: 'accept' }),
      ),
      'set firewall family inet filter EDGE-IN term last then accept',
    ].join('\n'),
  );

const convert = (text: string) =>
  convertWith(junosFiltersParser, { files: [{ name: 'random.cfg', content: text }] });

describe('Junos filter conversion, property-based', () => {
  it('accept-only filters convert to output verification proves equivalent', () => {
    fc.assert(
      fc.property(acceptOnly, (text) => expectHonestVerdict(convert(text))),
      { numRuns: 40 },
    );
  });

  it('every line is accounted for, and a filter that discards or drops a term is never equivalent', () => {
    fc.assert(
      fc.property(general, ({ terms, text }) => {
        const result = convert(text);
        const covered = coveredLines(result.report.entries, 'random.cfg');
        expect(meaningfulLines(text, () => false).filter((n) => !covered.has(n))).toEqual([]);
        for (const [i, t] of terms.entries()) {
          if (!t.odd || t.action === 'next term') continue;
          const entry = result.report.entries.find((e) => e.name === `EDGE-IN term t${i}`);
          // Reached terms are reported with why; a term after an accept-all is never reached.
          if (entry)
            expect(entry.status === 'unsupported' || entry.code === 'JUNOS_FILTER_SHADOWED').toBe(
              true,
            );
        }
        // Terms after one that decides every packet are never reached.
        const last = terms.findIndex(
          (t) => !t.conditions.length && !t.odd && t.action !== 'next term',
        );
        const reached = last < 0 ? terms : terms.slice(0, last + 1);
        const endsInAccept = last >= 0 && terms[last]?.action === 'accept';
        const discards =
          !endsInAccept ||
          reached.some((t) => t.action !== 'next term' && (t.action !== 'accept' || t.odd));
        // Junos filters every reply too; what a discarding filter did to replies is not compared.
        if (discards) expect(result.verification?.status).not.toBe('equivalent');
        expect(result.verification?.danglingReferences).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  itSurvivesCuts(
    junosFiltersParser,
    general.map((g) => g.text),
    'cut.cfg',
    50,
  );
});
