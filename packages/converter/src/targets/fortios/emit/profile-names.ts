import { nameLimit, type TNamespace } from './name-rules.js';
import type { NameRegistry } from './names.js';

/**
 * A readable, unique profile name: `<prefix>-<names joined by _>` when it fits, else the first
 * name with the count of the others. Only letters, digits, `.`, `-`, `_`. Uniqueness (and
 * FortiOS's own profile names) is the emitter's name registry's, as for every other table:
 * a clash is numbered (`_2`), a name too long cut.
 */
export function profileName(
  names: NameRegistry,
  namespace: Extract<TNamespace, 'application-list' | 'webfilter-profile'>,
  prefix: string,
  sources: readonly string[],
  /** What makes the profile unique (its sorted FortiGuard ids): one name per key. */
  key: string,
): string {
  const clean = sources.map((s) => s.replace(/[^A-Za-z0-9._-]+/g, '-'));
  const full = `${prefix}-${clean.join('_')}`;
  const short = `${prefix}-${clean[0] ?? ''}-and-${clean.length - 1}`;
  const wanted = full.length <= nameLimit(namespace) || clean.length < 2 ? full : short;
  // The name is generated, not the source's: the registry's rename note does not apply.
  return names.claim(namespace, key, { name: wanted, why: '' }).name;
}

/** The conditions of a policy, without the vendor's "any". */
export const conditionList = (values: readonly string[] | undefined): string[] =>
  (values ?? []).filter((v) => v !== 'any');
