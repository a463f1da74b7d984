import { it } from 'vitest';
import type { TConfigModel } from '../model/ir.js';
import { address, addressGroup, model, policy, tcp } from './test-models.js';
import { flattenPolicies, newFlattenContext } from './flatten.js';
import { compareRuleLists } from './equivalence.js';
import { danglingReferences } from './references.js';

const big = (count: number, prefix: string): TConfigModel =>
  model({
    addresses: Array.from({ length: count }, (_, i) =>
      address(`${prefix}${i}`, `10.${(i >> 8) & 255}.${i & 255}.0/24`),
    ),
    addressGroups: Array.from({ length: 100 }, (_, g) =>
      addressGroup(
        `${prefix}g${g}`,
        Array.from({ length: 20 }, (_, k) => `${prefix}${(g * 37 + k * 101) % count}`),
      ),
    ),
    services: Array.from({ length: 50 }, (_, i) => tcp(`${prefix}p${i}`, `${1000 + i}`)),
    policies: Array.from({ length: count }, (_, i) =>
      policy(`${i + 1}`, i % 3 ? 'accept' : 'deny', {
        srcAddr: i % 10 ? [`${prefix}${i}`] : [`${prefix}g${i % 100}`],
        dstAddr: [`${prefix}${(i * 7) % count}`],
        service: [`${prefix}p${i % 50}`],
      }),
    ),
  });
it('bench2', () => {
  const a = big(100_000, 'a');
  const b = big(100_000, 'b');
  for (let k = 0; k < 3; k++) {
    const ctx = newFlattenContext();
    let t = performance.now();
    const fa = flattenPolicies(a, { side: 's', context: ctx });
    const fb = flattenPolicies(b, { side: 't', context: ctx });
    console.log('flatten', Math.round(performance.now() - t));
    t = performance.now();
    compareRuleLists(fa, fb, { atoms: ctx.atoms, conditions: ctx.conditions });
    console.log('compare', Math.round(performance.now() - t));
    t = performance.now();
    danglingReferences(b);
    console.log('refs', Math.round(performance.now() - t));
  }
}, 600_000);
