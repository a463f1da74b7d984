import { describe, expect, it } from 'vitest';
import type { TConfigModel, TPolicy } from '../model/ir.js';
import { address, model, policy, tcp } from './test-models.js';
import { verifyConversion } from './verify.js';

describe('verification at scale', () => {
  const big = (count: number, prefix: string): TConfigModel =>
    model({
      addresses: Array.from({ length: count }, (_, i) =>
        address(`${prefix}${i}`, `10.${i >> 8}.${i & 255}.0/24`),
      ),
      services: Array.from({ length: 50 }, (_, i) => tcp(`${prefix}p${i}`, `${1000 + i}`)),
      policies: Array.from({ length: count }, (_, i) =>
        policy(`${i + 1}`, i % 3 ? 'accept' : 'deny', {
          srcAddr: [`${prefix}${i}`],
          dstAddr: [`${prefix}${(i * 7) % count}`],
          service: [`${prefix}p${i % 50}`],
        }),
      ),
    });

  it('a 10,000-rule policy and its renamed copy are equivalent', () => {
    expect(verifyConversion(big(10_000, 'a'), big(10_000, 'b')).status).toBe('equivalent');
  });

  it('one changed rule in 10,000 is found; two swapped disjoint rules are not a difference', () => {
    const target = big(10_000, 'b');
    const changed = target.policies.map((rule, i) =>
      i === 5000 ? { ...rule, service: ['bp1'] } : rule,
    );
    // issue 17 item 1: the rule accepts another port (widened) and lost its own (narrowed).
    const result = verifyConversion(big(10_000, 'a'), { ...target, policies: changed });
    expect(result.status).toBe('widened');
    expect(result.widened.map((f) => [f.sourceRuleId, f.targetRuleId])).toEqual([['5001', '5001']]);
    expect(result.narrowed.map((f) => [f.sourceRuleId, f.targetRuleId])).toEqual([
      ['5001', 'default'],
    ]);
    const swapped = [...target.policies];
    [swapped[4000], swapped[4001]] = [swapped[4001] as TPolicy, swapped[4000] as TPolicy];
    expect(verifyConversion(big(10_000, 'a'), { ...target, policies: swapped }).status).toBe(
      'equivalent',
    );
  });
});
