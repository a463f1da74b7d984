import { describe, expect, it } from 'vitest';
import { readXml } from '../toolkit/xml-tree.js';
import { orderRules } from './rule-order.js';

const rule = (name: string, position: string, anchor?: string) =>
  `<FirewallRule><Name>${name}</Name><Position>${position}</Position>${
    anchor === undefined ? '' : `<${position}><Name>${anchor}</Name></${position}>`
  }</FirewallRule>`;

const order = (...rules: string[]) =>
  orderRules(readXml(`<Configuration>${rules.join('')}</Configuration>`).root?.children ?? []);

describe('rule order from Position/After (issue 21 item 4)', () => {
  it('follows After and Before from the Top rule, Bottom last, whatever the document order', () => {
    const placed = order(
      rule('c', 'After', 'b'),
      rule('z', 'Bottom'),
      rule('b', 'After', 'a'),
      rule('a', 'Top'),
      rule('before-c', 'Before', 'c'),
    );
    expect(placed.map((p) => p.name)).toEqual(['a', 'b', 'before-c', 'c', 'z']);
    expect(placed.every((p) => p.orphan === undefined)).toBe(true);
  });

  it('an After with an empty name starts the chain', () => {
    expect(order(rule('b', 'After', 'a'), rule('a', 'After', '')).map((p) => p.name)).toEqual([
      'a',
      'b',
    ]);
  });

  it('keeps rules of a broken chain or a loop at the end, saying why', () => {
    const placed = order(
      rule('a', 'Top'),
      rule('x', 'After', 'gone'),
      rule('p', 'After', 'q'),
      rule('q', 'After', 'p'),
    );
    expect(placed.map((p) => p.name)).toEqual(['a', 'x', 'p', 'q']);
    expect(placed[1]?.orphan).toMatch(/names no rule/);
    expect(placed[2]?.orphan).toMatch(/loop/);
  });

  it('follows a chain of 20,000 rules without deep recursion', () => {
    const rules = [rule('r0', 'Top')];
    for (let i = 1; i < 20000; i++) rules.push(rule(`r${i}`, 'After', `r${i - 1}`));
    const placed = order(...rules.reverse());
    expect(placed[19999]?.name).toBe('r19999');
    expect(placed.some((p) => p.orphan)).toBe(false);
  });
});
