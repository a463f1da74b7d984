import type { TBinding } from './bindings.js';
import type { JunosFilterContext } from './context.js';
import { reportLoopback } from './loopback.js';
import { chainTerms, convertChain, implicitPolicy, type TPlace } from './policies.js';

const isLoopback = (device: string) => /^lo\d+$/.test(device);

/**
 * The filters where they are applied: an input filter on X becomes policies from X to any
 * interface, an output filter on Y policies from any interface to Y, a loopback filter a
 * report of local-in policies to make. Units without a filter forward everything on Junos: an
 * accept policy between them keeps that. A filter applied nowhere is written disabled.
 */
export function placeFilters(ctx: JunosFilterContext, bindings: readonly TBinding[]): void {
  const names = new Set(ctx.model.interfaces.map((i) => i.name));
  const transit: TBinding[] = [];
  for (const binding of bindings) {
    const at = ctx.rangeOf(binding.stmts, binding.stmts[0]?.words.length ?? 0);
    const where = `${binding.direction} of ${binding.iface}`;
    if (isLoopback(binding.device)) reportLoopback(ctx, binding);
    else if (!names.has(binding.iface)) {
      ctx.report(
        'unsupported',
        'ACLs',
        at,
        'JUNOS_FILTER_INTERFACE',
        `Filter ${binding.filters.join(' ')} (${where}): the interface is not converted (a management, IRB or tunnel port), so neither is its filter; on FortiOS limit it with allowaccess and trusted hosts, or a policy on the interface made for it.`,
        where,
      );
      for (const t of chainTerms(ctx, binding.filters).terms)
        ctx.claim(t.stmts, 'ACLs', `filter ${t.filter} (${where})`);
    } else transit.push(binding);
  }
  // Input filters first: a packet meets the ingress unit's filter before the egress unit's.
  const ordered = [
    ...transit.filter((b) => b.direction === 'input'),
    ...transit.filter((b) => b.direction === 'output'),
  ];
  for (const binding of ordered) placeTransit(ctx, binding, transit);
  for (const [name, filter] of ctx.filters) {
    if (ctx.reached.has(name)) continue;
    const origin = ctx.rangeOf(filter.stmts, filter.depth);
    const place: TPlace = {
      label: `filter ${name}, not applied`,
      srcIntf: 'any',
      dstIntf: 'any',
      unbound: true,
      origin,
    };
    ctx.report(
      'converted',
      'ACLs',
      origin,
      'JUNOS_FILTER_UNBOUND',
      `Filter ${name} is applied to no interface in this file: its terms are written as disabled policies from any to any interface. Set srcintf (input filter) or dstintf (output filter) to the interface it protects, then enable them; a loopback filter becomes local-in policies instead.`,
      name,
    );
    const chain = chainTerms(ctx, [name]);
    convertChain(ctx, place, chain.terms, chain.missing.length === 0);
  }
  forwardUnfiltered(ctx, transit);
}

function placeTransit(ctx: JunosFilterContext, binding: TBinding, all: readonly TBinding[]): void {
  const input = binding.direction === 'input';
  const where = `${binding.direction} of ${binding.iface}`;
  const origin = ctx.rangeOf(binding.stmts, binding.stmts[0]?.words.length ?? 0);
  const place: TPlace = {
    label: where,
    srcIntf: input ? [binding.iface] : 'any',
    dstIntf: input ? 'any' : [binding.iface],
    unbound: false,
    origin,
  };
  const { terms, missing } = chainTerms(ctx, binding.filters);
  for (const name of missing)
    ctx.report(
      'unsupported',
      'ACLs',
      origin,
      'JUNOS_FILTER_MISSING',
      `Filter ${name} (${where}) is not defined in this file: its terms are not converted.`,
      where,
    );
  // A chain naming a filter not in the file is not known to its end: no implicit discard.
  const discards = convertChain(ctx, place, terms, missing.length === 0);
  if (discards && missing.length === 0)
    ctx.report(
      'unsupported',
      'ACLs',
      origin,
      'JUNOS_FILTER_REPLIES',
      `Replies: Junos runs ${binding.filters.join(' ')} on every packet ${input ? 'entering' : 'leaving'} ${binding.iface}, the replies of sessions opened the other way included, and discards those no term accepts; FortiOS admits a reply by its session instead. What this filter discarded of replies is not converted (not compared).`,
      where,
    );
  if (!input) {
    const before = all
      .filter((b) => b.direction === 'input' && b.iface !== binding.iface)
      .map((b) => b.iface);
    if (before.length)
      ctx.report(
        'unsupported',
        'ACLs',
        origin,
        'JUNOS_FILTER_BOTH',
        `Traffic from ${before.join(', ')} to ${binding.iface} passes the input filter there and this output filter on Junos; FortiOS takes the first matching policy, that of the input filter (its destination interface is any), so this filter is not applied to it: combine the two by hand.`,
        where,
      );
  }
}

/** Junos forwards between units with no filter: an accept from the unfiltered to the unfiltered. */
function forwardUnfiltered(ctx: JunosFilterContext, transit: readonly TBinding[]): void {
  // Units that route: not the loopback, and with an address (an ethernet-switching port has none).
  const units = ctx.model.interfaces.filter(
    (i) => i.kind !== 'loopback' && i.addressing.mode !== 'none',
  );
  const filtered = (direction: string) =>
    new Set(transit.filter((b) => b.direction === direction).map((b) => b.iface));
  const inputs = filtered('input');
  const outputs = filtered('output');
  const from = units.filter((i) => !inputs.has(i.name));
  const to = units.filter((i) => !outputs.has(i.name));
  const first = from[0];
  if (!first || to.length === 0) return;
  const at = {
    origin: first.origin,
    srcIntf: from.map((i) => i.name),
    dstIntf: to.map((i) => i.name),
  };
  ctx.model.policies.push(
    implicitPolicy('unfiltered-forwarding', at, 'accept', {
      comment: 'Junos forwards traffic between units without a filter',
      implicit:
        'Junos forwards every packet between interface units that have no input or output filter; FortiOS denies what no policy accepts',
    }),
  );
}
