import type { CpContext } from './context.js';
import { str } from './json-file.js';
import type { TCpLayer } from './layers.js';
import type { CpObjects } from './objects.js';
import { labelOf, matchesAll, notAny, readMatch } from './rule-cells.js';
import type { CpStore } from './store.js';
import type { CpZones } from './zones.js';

/**
 * An ordered layer after the first: converted only when it opens with a rule that accepts all
 * traffic (it then changes no decision), else reported with each of its rules.
 */
export function laterLayer(
  ctx: CpContext,
  { objects, store, zones }: { objects: CpObjects; store: CpStore; zones: CpZones },
  layer: TCpLayer,
  position: number,
): void {
  const opener = layer.rules.find((rule) => rule.raw.enabled !== false);
  const match = opener ? readMatch(objects, store, opener, zones) : undefined;
  const open =
    opener !== undefined &&
    match !== undefined &&
    !('error' in match) &&
    match.length === 1 &&
    match.every(matchesAll) &&
    labelOf(store, opener, opener.raw.action) === 'Accept' &&
    ['time', 'vpn', 'content'].every((f) => notAny(store, opener, f).length === 0);
  const why = open
    ? `its rule ${opener.number} accepts all traffic, so the layer changes no decision.`
    : 'FortiOS decides with one policy list: this layer must also accept a packet, which is not carried over. Merge its rules into the first layer by hand.';
  ctx.report(
    open ? 'converted' : 'unsupported',
    'Policies',
    layer.origin,
    open ? 'CP_LAYER_OPEN' : 'CP_ORDERED_LAYER',
    `Ordered layer ${position} (${layer.name}): ${why}`,
    layer.name,
  );
  for (const rule of layer.rules) {
    ctx.report(
      open ? 'ignored' : 'unsupported',
      'Policies',
      rule.origin,
      open ? 'CP_RULE_OPEN_LAYER' : 'CP_ORDERED_LAYER_RULE',
      open
        ? `Rule ${rule.number} of layer ${layer.name}, which accepts all traffic.`
        : `Rule ${rule.number} of ordered layer ${layer.name} is not converted (see the layer).`,
      str(rule.raw.name),
    );
  }
}

/** An inline layer whose parent rule was not converted: the layer and its rules. */
export function unusedInline(ctx: CpContext, layer: TCpLayer): void {
  for (const rule of [{ origin: layer.origin, number: '' }, ...layer.rules]) {
    ctx.report(
      'unsupported',
      'Policies',
      rule.origin,
      'CP_INLINE_LAYER_UNUSED',
      `Inline layer ${layer.name}${rule.number ? ` rule ${rule.number}` : ''}: its parent rule was not converted.`,
    );
  }
}
