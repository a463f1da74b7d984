import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { readItems } from './lines.js';
import { screenOsParser } from './vendor.js';

/**
 * Empty address groups, as the ScreenOS reference allows them ("Concepts & Examples ScreenOS
 * Reference Guide", Vol. 2 Fundamentals, "Address Groups": `set group address <zone> <name>`
 * creates the group; members are added with `add`). ScreenOS has no comment syntax, so the
 * input lives here.
 */
const EMPTY_GROUPS = `set interface "ethernet0/0" zone "Untrust"
set interface "ethernet0/1" zone "Trust"
set interface ethernet0/0 ip 198.51.100.2/24
set interface ethernet0/1 ip 10.0.0.1/24
set address "Trust" "lan" 10.0.0.0 255.255.255.0
set group address "Trust" "retired"
set group address "Untrust" "blocked"
set group address "Untrust" "gone" comment "members removed"
set policy id 1 from "Trust" to "Untrust" "retired" "Any" "ANY" permit
set policy id 2 from "Trust" to "Untrust" "lan" "blocked" "ANY" deny
set policy id 3 from "Trust" to "Untrust" "lan" "gone" "HTTP" permit
set policy id 3
set dst-address negate
exit
set policy id 4 from "Trust" to "Untrust" "lan" "Any" "HTTPS" permit
`;

describe('issue 17 item 5h: ScreenOS empty address groups', () => {
  const result = convertWith(screenOsParser, {
    files: [{ name: 'empty.cfg', content: EMPTY_GROUPS }],
  });
  const policy = (id: string) => result.model.policies.find((p) => p.id === id);

  it('give no false difference: a policy on an empty group matches nothing', () => {
    expect(policy('1')?.enabled).toBe(false);
    expect(policy('2')?.enabled).toBe(false);
    expect(policy('4')?.enabled).toBe(true);
    expect(result.verification?.status).toBe('equivalent');
  });

  it('negated, an empty group matches every address', () => {
    expect(policy('3')).toMatchObject({ enabled: true, dstAddr: 'any' });
    expect(policy('3')?.dstNegate).toBeUndefined();
  });

  it('says why the policy is disabled', () => {
    const entry = result.report.entries.find((e) => e.message.includes('empty address group'));
    expect(entry?.origin.line).toBe(9);
  });
});

describe('issue 17 item 5k: the ScreenOS line reader does linear work', () => {
  const block = fc.record({
    members: fc.integer({ min: 1, max: 6 }),
    context: fc.boolean(),
    noise: fc.boolean(),
  });
  const build = (b: { members: number; context: boolean; noise: boolean }, i: number) =>
    [
      `set address "Trust" "h${i}" 10.0.${i % 250}.1 255.255.255.255`,
      ...Array.from(
        { length: b.members },
        (_, m) => `set group address "Trust" "g${i}" add "h${m}"`,
      ),
      `set policy id ${i} from "Trust" to "Untrust" "h${i}" "Any" "HTTP" permit`,
      ...(b.context ? [`set policy id ${i}`, `set service "HTTPS"`, 'exit'] : []),
      ...(b.noise ? ['fw1-> get config', '--- more ---'] : []),
      '',
    ].join('\n');

  it('4x the input costs at most 4.5x the work', () => {
    fc.assert(
      fc.property(block, fc.integer({ min: 20, max: 60 }), (b, n) => {
        const text = (count: number) =>
          Array.from({ length: count }, (_, i) => build(b, i)).join('');
        expect(readItems(text(4 * n)).work / readItems(text(n)).work).toBeLessThanOrEqual(4.5);
      }),
      { numRuns: 30 },
    );
  });
});
