import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { expectHonestVerdict, itSurvivesCuts } from '../../test/property-suite.js';
import { coveredLines, meaningfulLines } from '../../test/golden.js';
import { isIosComment } from './context.js';
import { ciscoIosParser } from './vendor.js';

const HEADER = [
  'version 15.2',
  'hostname gen',
  'object-group network SERVERS',
  ' host 10.2.0.10',
  ' 10.2.1.0 255.255.255.0',
  'object-group service WEB',
  ' tcp eq www',
  ' tcp eq 443',
  'interface GigabitEthernet0/0',
  ' ip address 198.51.100.2 255.255.255.0',
  'interface GigabitEthernet0/1',
  ' ip address 10.1.0.1 255.255.0.0',
  'interface GigabitEthernet0/2',
  ' ip address 10.2.0.1 255.255.0.0',
  'ip route 0.0.0.0 0.0.0.0 198.51.100.1',
];

const address = fc.constantFrom(
  'any',
  'host 10.1.0.5',
  '10.1.0.0 0.0.255.255',
  '10.2.0.0 0.0.0.255',
  'object-group SERVERS',
  '10.0.0.0 0.255.255.255',
);
const ace = fc.record({
  action: fc.constantFrom('permit', 'deny'),
  proto: fc.constantFrom('ip', 'tcp', 'udp', 'icmp', 'gre', 'object-group WEB'),
  src: address,
  dst: address,
  port: fc.constantFrom('', 'eq 22', 'range 1000 2000', 'gt 1023', 'neq 80', 'lt 1024'),
  log: fc.boolean(),
  established: fc.boolean(),
});
type TAce = typeof ace extends fc.Arbitrary<infer T> ? T : never;

function aceText(a: TAce, withEstablished: boolean): string {
  const ports = a.proto === 'tcp' || a.proto === 'udp' ? a.port : '';
  const established = withEstablished && a.proto === 'tcp' && a.established ? ' established' : '';
  return ` ${a.action} ${a.proto} ${a.src} ${a.dst}${ports ? ` ${ports}` : ''}${established}${a.log ? ' log' : ''}`;
}

const config = (withEstablished: boolean, first?: Partial<TAce>, outAllowed = true) =>
  fc
    .record({
      aces: fc
        .array(ace, { minLength: 1, maxLength: 8 })
        .map(([head, ...rest]) => [{ ...(head as TAce), ...first }, ...rest]),
      on: fc.subarray(['GigabitEthernet0/0', 'GigabitEthernet0/1', 'GigabitEthernet0/2'], {
        minLength: 1,
      }),
      out: fc.boolean().map((out) => out && outAllowed),
    })
    .map(({ aces, on, out }) => ({
      aces,
      text: [
        ...HEADER.flatMap((line) =>
          line.startsWith('interface') && on.includes(line.slice(10))
            ? [line, ` ip access-group GEN ${out && line.endsWith('2') ? 'out' : 'in'}`]
            : [line],
        ),
        'ip access-list extended GEN',
        ...aces.map((a) => aceText(a, withEstablished)),
        'end',
      ].join('\n'),
    }));

// issue 22 item 4: generated IOS configurations.
describe('Cisco IOS generated configurations', () => {
  it('convert without a throw, account for every line and get an honest verdict', () => {
    fc.assert(
      fc.property(config(false), ({ text }) => {
        const result = convertWith(ciscoIosParser, { files: [{ name: 'gen.cfg', content: text }] });
        const covered = coveredLines(result.report.entries, 'gen.cfg');
        expect(meaningfulLines(text, isIosComment).filter((n) => !covered.has(n))).toEqual([]);
        expect(result.report.entries.filter((e) => e.status === 'unrecognised')).toEqual([]);
        expectHonestVerdict(result);
      }),
      { numRuns: 60 },
    );
  });

  it('is never equivalent when a permit that decides matches established TCP replies only', () => {
    // The established permit first, the rest denies, bound in (an out list sees only what is
    // routed out of its interface): FortiOS would admit new sessions IOS denied.
    fc.assert(
      fc.property(
        config(true, { proto: 'tcp', established: true, action: 'permit' }, false),
        ({ text }) => {
          const denies = text.replace(/\n permit (?!tcp [^\n]*established)/g, '\n deny ');
          const result = convertWith(ciscoIosParser, {
            files: [{ name: 'gen.cfg', content: denies }],
          });
          expect(result.verification?.status).not.toBe('equivalent');
        },
      ),
      { numRuns: 40 },
    );
  });

  itSurvivesCuts(
    ciscoIosParser,
    config(false).map((c) => c.text),
    'gen.cfg',
    40,
  );
});
