/** Profile names: FortiOS application list and web filter profile names hold 35 characters. */
export const PROFILE_NAME_LIMIT = 35;

/**
 * A readable, unique profile name: `<prefix>-<names joined by _>` when it fits, else the first
 * name with the count of the others, else a numbered name. Only letters, digits, `.`, `-`, `_`.
 */
export function profileName(prefix: string, sources: readonly string[], used: Set<string>): string {
  const clean = sources.map((s) => s.replace(/[^A-Za-z0-9._-]+/g, '-'));
  const candidates = [`${prefix}-${clean.join('_')}`];
  if (clean.length > 1) candidates.push(`${prefix}-${clean[0] ?? ''}-and-${clean.length - 1}`);
  let name = candidates.find((c) => c.length <= PROFILE_NAME_LIMIT && !used.has(c));
  for (let n = used.size + 1; name === undefined; n += 1) {
    const numbered = `${prefix}-${n}`;
    if (!used.has(numbered)) name = numbered;
  }
  used.add(name);
  return name;
}

/** The conditions of a policy, without the vendor's "any". */
export const conditionList = (values: readonly string[] | undefined): string[] =>
  (values ?? []).filter((v) => v !== 'any');
