import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { ConversionInputError } from '../../errors.js';
import { naiveDecider } from '../../verify/test-evaluator.js';
import { checkPointParser } from './vendor.js';

const DATA = { uid: 'd-cp', name: 'Check Point Data', 'domain-type': 'data domain' };
const USER = { uid: 'd-user', name: 'SMC User', 'domain-type': 'domain' };
const obj = (uid: string, name: string, type: string, extra: object = {}, domain = USER) => ({
  uid,
  name,
  type,
  domain,
  ...extra,
});

/** Objects every random rulebase may name. */
const OBJECTS = [
  obj('any', 'Any', 'CpmiAnyObject', {}, DATA),
  obj('accept', 'Accept', 'RulebaseAction', {}, DATA),
  obj('drop', 'Drop', 'RulebaseAction', {}, DATA),
  obj('reject', 'Reject', 'RulebaseAction', {}, DATA),
  obj('apply', 'Apply Layer', 'RulebaseAction', {}, DATA),
  obj('log', 'Log', 'Track', {}, DATA),
  obj('none', 'None', 'Track', {}, DATA),
  obj('h1', 'h1', 'host', { 'ipv4-address': '10.0.0.1' }),
  obj('h2', 'h2', 'host', { 'ipv4-address': '10.0.1.7' }),
  obj('n1', 'n1', 'network', { subnet4: '10.0.0.0', 'mask-length4': 24 }),
  obj('n2', 'n2', 'network', { subnet4: '10.0.0.0', 'mask-length4': 16 }),
  obj('r1', 'r1', 'address-range', {
    'ipv4-address-first': '10.0.0.100',
    'ipv4-address-last': '10.0.2.3',
  }),
  obj('g1', 'g1', 'group', { members: ['h1', 'r1'] }),
  obj('g2', 'g2', 'group', { members: ['g1', 'n1'] }),
  obj('gx', 'gx', 'group-with-exclusion', { include: 'n2', except: 'g1' }),
  obj('tcp80', 'web80', 'service-tcp', { port: '80' }),
  obj('tcphi', 'high', 'service-tcp', { port: '>1023' }),
  obj('tcplo', 'low', 'service-tcp', { port: '<1024' }),
  obj('udp53', 'dns53', 'service-udp', { port: '53' }),
  obj('udprg', 'udp-range', 'service-udp', { port: '5000-5010' }),
  obj('icmp8', 'ping', 'service-icmp', { 'icmp-type': 8 }),
  obj('gre', 'gre47', 'service-other', { 'ip-protocol': 47 }),
  obj('sg1', 'sg1', 'service-group', { members: ['tcp80', 'udp53'] }),
];

const addressUid = fc.constantFrom('any', 'h1', 'h2', 'n1', 'n2', 'r1', 'g1', 'g2', 'gx');
const serviceUid = fc.constantFrom(
  'any',
  'tcp80',
  'tcphi',
  'tcplo',
  'udp53',
  'udprg',
  'icmp8',
  'gre',
  'sg1',
);
const cell = (uid: fc.Arbitrary<string>) =>
  fc
    .uniqueArray(uid, { minLength: 1, maxLength: 3 })
    .map((uids) => (uids.includes('any') ? ['any'] : uids));

const ruleShape = fc.record({
  source: cell(addressUid),
  destination: cell(addressUid),
  service: cell(serviceUid),
  srcNeg: fc.boolean(),
  dstNeg: fc.boolean(),
  action: fc.constantFrom('accept', 'drop', 'reject'),
  enabled: fc.boolean(),
  log: fc.boolean(),
});

type TShape = typeof ruleShape extends fc.Arbitrary<infer T> ? T : never;

interface TRule {
  uid: string;
  name: string;
  type: string;
  'rule-number': number;
  source: string[];
  'source-negate': boolean;
  destination: string[];
  'destination-negate': boolean;
  service: string[];
  'service-negate': boolean;
  action: string;
  track: { type: string };
  enabled: boolean;
  vpn: string[];
  time: string[];
  'install-on': string[];
  'inline-layer'?: string;
}

const toRule = (layer: string, n: number, r: TShape, action: string = r.action): TRule => ({
  uid: `${layer}-r${n}`,
  name: `rule ${n}`,
  type: 'access-rule',
  'rule-number': n,
  source: r.source,
  'source-negate': r.srcNeg,
  destination: r.destination,
  'destination-negate': r.dstNeg,
  service: r.service,
  'service-negate': false,
  action,
  track: { type: r.log ? 'log' : 'none' },
  enabled: r.enabled,
  vpn: ['any'],
  time: ['any'],
  'install-on': [],
});

/** A random Network layer, paged in two, with sections and an optional inline layer. */
const exportFiles = fc
  .tuple(
    fc.array(ruleShape, { minLength: 1, maxLength: 20 }),
    fc.array(ruleShape, { maxLength: 5 }),
    fc.nat(),
  )
  .map(([rules, childRules, split]) => {
    const all = rules.map((r, i) => toRule('net', i + 1, r));
    const child = childRules.map((r, i) =>
      toRule('child', i + 1, { ...r, source: ['any'], srcNeg: false }),
    );
    // The parent of an inline layer restricts one side only, so every child rule can combine.
    const [first] = rules;
    if (first && child.length) {
      const parent = toRule(
        'net',
        all.length + 1,
        {
          ...first,
          source: ['n2'],
          srcNeg: false,
          destination: ['any'],
          dstNeg: false,
          service: ['any'],
        },
        'apply',
      );
      all.push({ ...parent, 'inline-layer': 'child' });
    }
    const cut = split % (all.length + 1);
    const page = (from: number, items: object[]) => ({
      uid: 'net',
      name: 'Network',
      rulebase: [
        { uid: `sec-${from}`, name: `section ${from}`, type: 'access-section', rulebase: items },
      ],
      'objects-dictionary': OBJECTS,
      from,
      to: from + items.length - 1,
      total: all.length,
    });
    const pages: object[] = [page(1, all.slice(0, cut)), page(cut + 1, all.slice(cut))];
    if (child.length) {
      pages.push({
        uid: 'child',
        name: 'Child',
        rulebase: child,
        'objects-dictionary': OBJECTS,
        from: 1,
        to: child.length,
        total: child.length,
      });
    }
    const files = [{ name: 'show-access-rulebase.json', content: JSON.stringify(pages, null, 2) }];
    return { files, layer: all, child };
  });

// ---- Check Point semantics, written apart from the parser, to check what it builds ----

const ip = (text: string) => text.split('.').reduce((acc, octet) => acc * 256 + Number(octet), 0);
const within = (a: string, b: string) => (x: number) => x >= ip(a) && x <= ip(b);
const h1 = (x: number) => x === ip('10.0.0.1');
const n1 = within('10.0.0.0', '10.0.0.255');
const n2 = within('10.0.0.0', '10.0.255.255');
const r1 = within('10.0.0.100', '10.0.2.3');
const g1 = (x: number) => h1(x) || r1(x);
const ADDRESS: Record<string, (x: number) => boolean> = {
  any: () => true,
  h1,
  h2: (x) => x === ip('10.0.1.7'),
  n1,
  n2,
  r1,
  g1,
  g2: (x) => g1(x) || n1(x),
  gx: (x) => n2(x) && !g1(x),
};
type TProbe = { src: number; dst: number; protocol: number; dport: number };
const tcp80 = (p: TProbe) => p.protocol === 6 && p.dport === 80;
const udp53 = (p: TProbe) => p.protocol === 17 && p.dport === 53;
const SERVICE: Record<string, (p: TProbe) => boolean> = {
  any: () => true,
  tcp80,
  udp53,
  tcphi: (p) => p.protocol === 6 && p.dport >= 1024,
  tcplo: (p) => p.protocol === 6 && p.dport >= 1 && p.dport <= 1023,
  udprg: (p) => p.protocol === 17 && p.dport >= 5000 && p.dport <= 5010,
  icmp8: (p) => p.protocol === 1 && Math.floor(p.dport / 256) === 8,
  gre: (p) => p.protocol === 47,
  sg1: (p) => tcp80(p) || udp53(p),
};

const matches = (rule: TRule, p: TProbe) =>
  rule.source.some((u) => ADDRESS[u]?.(p.src)) !== rule['source-negate'] &&
  rule.destination.some((u) => ADDRESS[u]?.(p.dst)) !== rule['destination-negate'] &&
  rule.service.some((u) => SERVICE[u]?.(p));

/** First match; Apply Layer hands over to the inline layer, whose implicit cleanup drops. */
function checkPointDecides(layer: TRule[], child: TRule[], p: TProbe): 'accept' | 'deny' {
  for (const rule of layer) {
    if (!rule.enabled || !matches(rule, p)) continue;
    if (rule.action === 'apply') return checkPointDecides(child, [], p);
    return rule.action === 'accept' ? 'accept' : 'deny';
  }
  return 'deny';
}

const probe = fc.record({
  src: fc
    .constantFrom(
      '10.0.0.1',
      '10.0.1.7',
      '10.0.0.5',
      '10.0.0.150',
      '10.0.2.3',
      '10.0.2.4',
      '10.0.5.5',
      '10.1.0.1',
    )
    .map(ip),
  dst: fc
    .constantFrom('10.0.0.1', '10.0.1.7', '10.0.0.150', '10.0.2.4', '10.0.9.9', '192.0.2.1')
    .map(ip),
  protocol: fc.constantFrom(6, 17, 1, 47, 50),
  dport: fc.constantFrom(80, 53, 1023, 1024, 5005, 8 * 256, 0),
});

const GAIA = {
  name: 'gaia-show-configuration.txt',
  content: [
    'set hostname fw-prop',
    'set interface eth0 ipv4-address 198.51.100.2 mask-length 24',
    'set interface eth0 state on',
    'set interface eth1 ipv4-address 10.0.0.254 mask-length 16',
    'set interface eth1 state on',
    'set static-route default nexthop gateway address 198.51.100.1 on',
  ].join('\n'),
};

describe('Check Point conversion, property-based', () => {
  it('issue 17 item 2: random Management API rulebases convert to output verification proves equivalent', () => {
    fc.assert(
      fc.property(exportFiles, ({ files }) => {
        // The gateway's routes, so that the verifier compares where each packet goes.
        const result = convertWith(checkPointParser, { files: [...files, GAIA] });
        const rules = result.model.policies.filter((p) => p.enabled).length;
        const status = result.verification?.status;
        expect(status, result.verification?.reason).toBe(rules ? 'equivalent' : 'nothing_compared');
        expect(result.verification?.danglingReferences).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('the model decides packets as Check Point does (sections, paging, negation, inline layers)', () => {
    fc.assert(
      fc.property(
        exportFiles,
        fc.array(probe, { minLength: 20, maxLength: 40 }),
        (spec, probes) => {
          const { model } = convertWith(checkPointParser, {
            files: spec.files,
            options: { verify: false },
          });
          const decide = naiveDecider(model);
          for (const p of probes) {
            const packet = { srcIntf: 'port1', dstIntf: 'port2', sport: 40000, ...p };
            const expected = checkPointDecides(spec.layer, spec.child, p);
            expect({ p, action: decide(packet).action }).toEqual({ p, action: expected });
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it('a JSON export cut anywhere converts or fails with a typed error, never a crash', () => {
    fc.assert(
      fc.property(exportFiles, fc.nat(), ({ files }, cut) => {
        const [file] = files;
        const content = file ? file.content.slice(0, cut % (file.content.length + 1)) : '';
        try {
          const result = convertWith(checkPointParser, { files: [{ name: 'cut.json', content }] });
          expect(result.report.entries.length).toBeGreaterThan(0);
        } catch (error) {
          expect(error).toBeInstanceOf(ConversionInputError);
        }
      }),
      { numRuns: 40 },
    );
  });
});
