/**
 * Match conditions on either side of the packet (`address`, `prefix-list`, `port`): Junos
 * matches when the source or the destination does. A term with them becomes one FortiOS policy
 * per side (two, or four with both an address and a port), in a row with the same action:
 * first match over the row is the union, as Junos means.
 */

/** Either-side key -> its source and destination keys. */
const EITHER: Readonly<Record<string, readonly [string, string]>> = {
  address: ['source-address', 'destination-address'],
  'prefix-list': ['source-prefix-list', 'destination-prefix-list'],
  port: ['source-port', 'destination-port'],
};

/** Which keys of a term are of the address kind or the port kind (either side or one). */
const KIND: Readonly<Record<string, 'address' | 'port'>> = {
  address: 'address',
  'prefix-list': 'address',
  'source-address': 'address',
  'destination-address': 'address',
  'source-prefix-list': 'address',
  'destination-prefix-list': 'address',
  port: 'port',
  'source-port': 'port',
  'destination-port': 'port',
};

export interface TVariant {
  /** `''` for a term with no either-side condition; else `src-address`, `dst-port`, ... */
  label: string;
  from: readonly string[][];
}

/** The one-sided variants of a term's conditions, or why they cannot be made. */
export function eitherVariants(from: readonly string[][]): TVariant[] | { why: string } {
  const either = new Set<'address' | 'port'>();
  const sided = new Set<'address' | 'port'>();
  // Plain index loops: this runs once per term, and destructuring costs an iterator each.
  for (let i = 0; i < from.length; i += 1) {
    const key = from[i]?.[0] ?? '';
    const kind = KIND[key];
    if (kind) (EITHER[key] ? either : sided).add(kind);
  }
  if (either.size === 0) return [{ label: '', from }];
  for (const kind of either)
    if (sided.has(kind))
      return {
        why: `a ${kind} match on either side beside a source or destination ${kind} one (an intersection FortiOS policies cannot say)`,
      };
  let variants: TVariant[] = [{ label: '', from }];
  for (const kind of either) {
    variants = variants.flatMap((v) =>
      (['src', 'dst'] as const).map((side, i) => ({
        label: [v.label, `${side}-${kind}`].filter(Boolean).join('+'),
        from: v.from.map((f) => {
          const sides = EITHER[f[0] ?? ''];
          return sides && KIND[f[0] ?? ''] === kind ? [sides[i] ?? '', ...f.slice(1)] : f;
        }),
      })),
    );
  }
  return variants;
}
