import type { TPolicy } from '../../model/ir.js';
import type { Fields } from './parse/fields.js';
import { q, type TSetValue } from './writer.js';

/**
 * What a FortiOS policy matches beyond interfaces, addresses and services: internet services
 * (FortiOS 6.x-7.x `set internet-service enable` with `internet-service-name`, `-id`, `-group`,
 * `-custom`, `-custom-group`; the same with `-src` for the source side). They replace the
 * policy's destination addresses and services (source addresses for `-src`); the model keeps
 * them as `otherConditions` of kind `internet-service` / `internet-service-src`, each value the
 * FortiOS name (`id:<n>`, `group:<name>`, `custom:<name>`, `custom-group:<name>` for the other
 * keys), so the verifier sees them and the FortiOS emitter writes them back.
 */

const KEYS: [suffix: string, prefix: string][] = [
  ['name', ''],
  ['id', 'id:'],
  ['group', 'group:'],
  ['custom', 'custom:'],
  ['custom-group', 'custom-group:'],
];

export interface TInternetServices {
  /** `internet-service enable`: destination addresses and services are replaced. */
  dst: boolean;
  /** `internet-service-src enable`: source addresses are replaced. */
  src: boolean;
  conditions: NonNullable<TPolicy['otherConditions']>;
  /** Why the policy cannot be read completely (a side enabled with no service, a negation). */
  incomplete: string[];
}

function side(f: Fields, base: 'internet-service' | 'internet-service-src') {
  return KEYS.flatMap(([suffix, prefix]) =>
    f.list(`${base}-${suffix}`).map((value) => ({ kind: base, value: `${prefix}${value}` })),
  );
}

export function readInternetServices(f: Fields): TInternetServices {
  const dst = f.flag('internet-service', false);
  const src = f.flag('internet-service-src', false);
  const out: TInternetServices = { dst, src, conditions: [], incomplete: [] };
  for (const [on, base] of [
    [dst, 'internet-service'],
    [src, 'internet-service-src'],
  ] as const) {
    if (!on) continue;
    const found = side(f, base);
    if (found.length === 0) out.incomplete.push(`${base} enable names no internet service`);
    // The model cannot negate a condition: the policy would match the opposite traffic.
    if (f.flag(`${base}-negate`, false))
      out.incomplete.push(`${base}-negate: the model cannot negate internet services`);
    out.conditions.push(...found);
  }
  return out;
}

/** The `set` lines of the internet-service conditions of a policy, for the emitter. */
export function internetServiceSets(
  conditions: TPolicy['otherConditions'],
): { key: string; values: TSetValue[] }[] {
  const sets: { key: string; values: TSetValue[] }[] = [];
  for (const base of ['internet-service', 'internet-service-src'] as const) {
    const values = (conditions ?? []).filter((c) => c.kind === base).map((c) => c.value);
    if (values.length === 0) continue;
    sets.push({ key: base, values: ['enable'] });
    for (const [suffix, prefix] of KEYS) {
      const named = values.filter((value) =>
        prefix === '' ? !KEYS.some(([, p]) => p && value.startsWith(p)) : value.startsWith(prefix),
      );
      // Ids are numbers; names are quoted.
      const value = (v: string) =>
        suffix === 'id' ? v.slice(prefix.length) : q(v.slice(prefix.length));
      if (named.length) sets.push({ key: `${base}-${suffix}`, values: named.map(value) });
    }
  }
  return sets;
}
