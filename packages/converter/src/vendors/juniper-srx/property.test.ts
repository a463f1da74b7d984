import fc from 'fast-check';
import { describe, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { expectHonestVerdict, itSurvivesCuts } from '../../test/property-suite.js';
import { juniperSrxParser } from './vendor.js';

const HEADER = `set interfaces ge-0/0/0 unit 0 family inet address 198.51.100.2/24
set interfaces ge-0/0/1 unit 0 family inet address 10.0.0.1/16
set interfaces ge-0/0/2 unit 0 family inet address 172.16.0.1/24
set security zones security-zone untrust interfaces ge-0/0/0.0
set security zones security-zone trust interfaces ge-0/0/1.0
set security zones security-zone dmz interfaces ge-0/0/2.0
set routing-options static route 0.0.0.0/0 next-hop 198.51.100.1
`;
const ZONES = ['untrust', 'trust', 'dmz'];

const octet = fc.integer({ min: 0, max: 255 });
const port = fc.integer({ min: 1, max: 65534 });
const prefix = fc.oneof(
  fc.tuple(octet, octet).map(([a, b]) => `10.0.${a}.${b}/32`),
  fc.tuple(octet, fc.constantFrom(16, 24, 28)).map(([a, n]) => `10.${a}.0.0/${n}`),
);
const address = fc.constantFrom('any', 'A1', 'A2', 'R1', 'S1', 'S2');
const application = fc.constantFrom(
  'any',
  'junos-http',
  'junos-https',
  'junos-ping',
  'APP1',
  'APP2',
  'SET1',
);

const objects = fc
  .tuple(
    prefix,
    prefix,
    port,
    fc.tuple(port, port),
    fc.array(prefix, { minLength: 1, maxLength: 3 }),
  )
  .map(
    ([a1, a2, p1, [x, y], members]) => `set security address-book global address A1 ${a1}
set security address-book global address A2 ${a2}
set security address-book global address R1 range-address 10.9.0.10 to 10.9.0.40
${members.map((m, i) => `set security address-book global address M${i} ${m}`).join('\n')}
${members.map((_, i) => `set security address-book global address-set S1 address M${i}`).join('\n')}
set security address-book global address-set S2 address-set S1
set security address-book global address-set S2 address A1
set applications application APP1 protocol tcp destination-port ${p1}
set applications application APP2 term t1 protocol udp destination-port ${Math.min(x, y)}-${Math.max(x, y)}
set applications application APP2 term t2 protocol icmp icmp-type echo-request
set applications application-set SET1 application APP1
set applications application-set SET1 application junos-ssh
`,
  );

const policy = fc.record({
  src: fc.array(address, { minLength: 1, maxLength: 2 }),
  dst: fc.array(address, { minLength: 1, maxLength: 2 }),
  app: fc.array(application, { minLength: 1, maxLength: 2 }),
  action: fc.constantFrom('permit', 'deny', 'reject'),
  excluded: fc.boolean(),
  inactive: fc.boolean(),
});
type TPolicyCase = {
  src: string[];
  dst: string[];
  app: string[];
  action: string;
  excluded: boolean;
  inactive: boolean;
};
const zonePolicy = fc.tuple(fc.constantFrom(...ZONES), fc.constantFrom(...ZONES), policy);

function lines(path: string, p: TPolicyCase): string[] {
  const out = [
    ...p.src.map((s) => `set ${path} match source-address ${s}`),
    ...p.dst.map((d) => `set ${path} match destination-address ${d}`),
    ...p.app.map((a) => `set ${path} match application ${a}`),
    `set ${path} then ${p.action}`,
  ];
  if (p.excluded) out.push(`set ${path} match destination-address-excluded`);
  if (p.inactive) out.push(`deactivate ${path}`);
  return out;
}

const config = fc
  .tuple(
    objects,
    fc.array(zonePolicy, { minLength: 1, maxLength: 20 }),
    fc.array(policy, { maxLength: 4 }),
    fc.boolean(),
  )
  .map(([objs, pairs, globals, permitAll]) =>
    [
      HEADER,
      objs,
      ...pairs.flatMap(([from, to, p], i) =>
        lines(`security policies from-zone ${from} to-zone ${to} policy p${i}`, p),
      ),
      ...globals.flatMap((p, i) => [
        ...lines(`security policies global policy g${i}`, p),
        `set security policies global policy g${i} match from-zone any`,
        `set security policies global policy g${i} match to-zone any`,
      ]),
      `set security policies default-policy ${permitAll ? 'permit-all' : 'deny-all'}`,
    ].join('\n'),
  );

describe('Junos conversion, property-based', () => {
  it('random rulebases convert to output verification proves equivalent', () => {
    fc.assert(
      fc.property(config, (text) => {
        const result = convertWith(juniperSrxParser, {
          files: [{ name: 'random.cfg', content: text }],
        });
        expectHonestVerdict(result);
      }),
      { numRuns: 50 },
    );
  });

  itSurvivesCuts(juniperSrxParser, config, 'cut.cfg', 50);
});
