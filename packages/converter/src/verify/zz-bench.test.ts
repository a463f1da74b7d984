import { it } from 'vitest';
import type { TConfigModel, TPolicy } from '../model/ir.js';
import { address, addressGroup, model, policy, tcp } from './test-models.js';
import { summarizeVerification, verifyConversion } from './verify.js';

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
const time = (label: string, f: () => ReturnType<typeof verifyConversion>) => {
  const t = performance.now();
  const r = f();
  console.log(
    label,
    Math.round(performance.now() - t),
    'ms',
    summarizeVerification(r).slice(0, 160),
  );
};
it('bench', () => {
  for (const n of [10_000, 100_000]) {
    const a = big(n, 'a');
    const b = big(n, 'b');
    time(`${n} identical`, () => verifyConversion(a, b));
    const changed = b.policies.map((r, i) => (i === n / 2 ? { ...r, service: ['bp1'] } : r));
    time(`${n} one change`, () => verifyConversion(a, { ...b, policies: changed }));
    const swapped = [...b.policies];
    [swapped[n / 2], swapped[n / 2 + 1]] = [
      swapped[n / 2 + 1] as TPolicy,
      swapped[n / 2] as TPolicy,
    ];
    time(`${n} swap`, () => verifyConversion(a, { ...b, policies: swapped }));
    const inserted = [...b.policies];
    inserted.splice(n / 4, 0, policy('new', 'deny', { srcAddr: ['b5'] }));
    time(`${n} insert`, () => verifyConversion(a, { ...b, policies: inserted }));
    time(`${n} default differs`, () => verifyConversion(a, { ...b, defaultAction: 'accept' }));
    time(`${n} reversed`, () => verifyConversion(a, { ...b, policies: [...b.policies].reverse() }));
  }
}, 600_000);
