import { describe, expect, it } from 'vitest';
import type { TFlatRule } from './flatten.js';
import { hull, hullWithin, intersect, normalize, type TInterval } from './intervals.js';
import { prng } from './mutate.js';
import { canonicalServices } from './resolve-services.js';
import { firstMatch, relation, type TRegion } from './snat-region.js';
import { ADDRESS_TOP, PORT_TOP } from './space.js';

const ANY_SERVICE = canonicalServices([
  { proto: [0, 255], sport: [0, PORT_TOP], dport: [[0, PORT_TOP]] },
]);
const TCP_80 = canonicalServices([{ proto: [6, 6], sport: [0, PORT_TOP], dport: [[80, 80]] }]);

/** Random address sets: hosts, subnets of a few sizes, `any`, in a few /16 blocks. */
function addresses(random: () => number): TInterval[] {
  const pick = random();
  if (pick < 0.1) return [[0, ADDRESS_TOP]];
  const out: TInterval[] = [];
  for (let i = 0; i < 1 + Math.floor(random() * 3); i += 1) {
    const base = 0x0a000000 + Math.floor(random() * 6) * 0x10000 + Math.floor(random() * 0x10000);
    const size = [1, 256, 4096, 2 ** 20][Math.floor(random() * 4)] as number;
    const start = base - (base % size);
    out.push([start, start + size - 1]);
  }
  return normalize(out) as TInterval[];
}

function rules(random: () => number, count: number): { rule: TFlatRule }[] {
  return Array.from({ length: count }, (_, i) => ({
    rule: {
      id: `${i}`,
      action: 'accept',
      srcIntf: random() < 0.5 ? 'any' : [random() < 0.5 ? 'inside' : 'outside'],
      dstIntf: 'any',
      src: addresses(random),
      dst: addresses(random),
      services: random() < 0.7 ? ANY_SERVICE : TCP_80,
      key: `${i}`,
      opaque: [],
    },
  }));
}

function region(random: () => number): TRegion {
  const [src] = addresses(random) as [TInterval];
  const [dst] = addresses(random) as [TInterval];
  return {
    si: ['inside', 'outside'],
    di: ['outside'],
    src,
    dst,
    proto: [0, 255],
    sport: [0, PORT_TOP],
    dport: [0, PORT_TOP],
  };
}

/** What firstMatch answered before it had an index: a scan in order. */
function scan(list: readonly { rule: TFlatRule }[], from: number, box: TRegion) {
  for (let index = from; index < list.length; index += 1) {
    const found = relation((list[index] as { rule: TFlatRule }).rule, box);
    if (found !== 'disjoint') return { index, relation: found, looked: index - from + 1 };
  }
  return { index: list.length, relation: undefined, looked: Math.max(0, list.length - from) };
}

describe('first-match index of the source NAT walk (issue 17 item 8)', () => {
  it('issue 17 item 8: firstMatch with its index gives what a scan in order gives, work counted alike', () => {
    const random = prng(8);
    for (let list = 0; list < 20; list += 1) {
      const entries = rules(random, 64 + Math.floor(random() * 400));
      for (let query = 0; query < 200; query += 1) {
        const box = region(random);
        const from = Math.floor(random() * entries.length);
        const work = { done: 0 };
        const got = firstMatch(entries, from, box, work);
        const want = scan(entries, from, box);
        expect(got.index).toBe(want.index);
        expect(JSON.stringify(got.relation)).toBe(JSON.stringify(want.relation));
        expect(work.done).toBe(want.looked);
      }
    }
  });

  it('issue 17 item 8: hullWithin is the hull of the intersection', () => {
    const random = prng(9);
    const set = () =>
      normalize(
        Array.from({ length: Math.floor(random() * 6) }, (): TInterval => {
          const low = Math.floor(random() * 100);
          return [low, low + Math.floor(random() * 25)];
        }),
      );
    for (let i = 0; i < 5000; i += 1) {
      const a = set();
      const b = set();
      expect(hullWithin(a, b)).toEqual(hull(intersect(a, b)));
    }
  });
});
