import type { TBinding } from './bindings.js';
import type { JunosFilterContext } from './context.js';
import { chainTerms, describeRule } from './policies.js';
import { convertTerm, type TTermRule } from './terms.js';

/**
 * A filter on `lo0` protects the Routing Engine: it sees traffic to the router itself, from
 * every interface, not transit. FortiOS says that with local-in policies, which this converter
 * does not write: each term is reported with the local-in policy to make by hand (its address
 * and service objects are written), the final discard with the care it needs.
 */
export function reportLoopback(ctx: JunosFilterContext, binding: TBinding): void {
  const where = `${binding.direction} of ${binding.iface}`;
  const at = ctx.rangeOf(binding.stmts, binding.stmts[0]?.words.length ?? 0);
  const { terms, missing } = chainTerms(ctx, binding.filters);
  if (binding.direction === 'output') {
    ctx.report(
      'unsupported',
      'ACLs',
      at,
      'JUNOS_FILTER_LOOPBACK_OUTPUT',
      `Filter ${binding.filters.join(' ')} (${where}) filters what the router itself sends: FortiOS has no policy for its own outgoing traffic; not converted.`,
      where,
    );
    for (const term of terms) ctx.claim(term.stmts, 'ACLs', `${term.filter} term ${term.name}`);
    return;
  }
  for (const name of missing)
    ctx.report(
      'unsupported',
      'ACLs',
      at,
      'JUNOS_FILTER_MISSING',
      `Filter ${name} (${where}) is not defined in this file.`,
      where,
    );
  for (const term of terms) {
    const label = `${term.filter} term ${term.name}`;
    ctx.claim(term.stmts, 'ACLs', label);
    const result = convertTerm(ctx, term);
    const { origin } = term;
    const policy = (r: TTermRule) =>
      `(${describeRule(r)}${r.policer ? `; its policer ${r.policer} has no local-in counterpart, the closest is a DoS policy` : ''})`;
    const todo =
      result.kind === 'rules'
        ? `make it ${result.rules.length === 1 ? 'a FortiOS local-in policy' : 'FortiOS local-in policies, in this order,'} by hand (config firewall local-in-policy, intf any: ${result.rules.map(policy).join(', then ')})`
        : result.kind === 'next'
          ? 'it decides nothing (then next term)'
          : `${result.why}`;
    ctx.report(
      'unsupported',
      'ACLs',
      origin,
      'JUNOS_FILTER_LOOPBACK',
      `${label} protects the router itself (${where}): local-in policies are not written by this converter; ${todo}.`,
      label,
    );
  }
  ctx.report(
    'unsupported',
    'ACLs',
    at,
    'JUNOS_FILTER_LOOPBACK_DISCARD',
    `The implicit discard at the end of ${binding.filters.join(' ')} (${where}) has no FortiOS counterpart by default: traffic to the FortiGate is limited by each interface's allowaccess. A final deny-all local-in policy would also block BGP, OSPF, IKE, HA and management not accepted before it: add it last, after checking them.`,
    where,
  );
}
