import type { TPolicy, TRefList } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import type { JunosFilterContext, TFilter, TTerm } from './context.js';
import { flatTerms } from './filters.js';
import { convertTerm, type TTermRule } from './terms.js';
import { wholeTrafficPolicy } from '../toolkit/implicit-policy.js';

/** Where a chain of terms is applied: interfaces of the policies, or none (not applied). */
export interface TPlace {
  label: string;
  srcIntf: TRefList;
  dstIntf: TRefList;
  /** Not applied to any interface in the file: written disabled. */
  unbound: boolean;
  origin: TOrigin;
}

const refText = (refs: TRefList, negate: boolean) =>
  `${negate ? 'all but ' : ''}${refs === 'any' ? 'all' : refs.join(' ')}`;

/** What a term's rule reads as, for messages (`srcaddr … dstaddr … service … action …`). */
export const describeRule = (r: TTermRule) =>
  `srcaddr ${refText(r.srcAddr, r.srcNegate)}, dstaddr ${refText(r.dstAddr, r.dstNegate)}, service ${r.service === 'any' ? 'ALL' : r.service.join(' ')}, action ${r.action}`;

const isAll = (r: TTermRule) =>
  r.srcAddr === 'any' && r.dstAddr === 'any' && r.service === 'any' && !r.policer;

/** The terms of a filter chain (input-list: each filter's in turn), with filters not found. */
export function chainTerms(ctx: JunosFilterContext, names: readonly string[]) {
  const terms: TTerm[] = [];
  const missing: string[] = [];
  for (const name of names) {
    const filter: TFilter | undefined = ctx.filters.get(name);
    if (!filter) missing.push(name);
    else {
      const flat = flatTerms(ctx, filter);
      terms.push(...flat.terms);
      missing.push(...flat.missing);
    }
  }
  return { terms, missing };
}

/**
 * A chain of terms applied at `place` as FortiOS policies, in order: each term that decides
 * becomes one policy; `next term` terms and terms FortiOS cannot match are reported. The
 * implicit discard that ends every Junos filter becomes a deny policy unless a term before it
 * accepts or discards everything. True when the chain may discard a packet.
 */
export function convertChain(
  ctx: JunosFilterContext,
  place: TPlace,
  terms: readonly TTerm[],
  /** Every filter of the chain is in the file: it ends with the implicit discard. */
  complete: boolean,
): boolean {
  let discards = false;
  let ended = false;
  for (const term of terms) {
    const { origin } = term;
    const label = `${term.filter} term ${term.name}`;
    ctx.claim(term.stmts, 'ACLs', label);
    if (ended) {
      ctx.report(
        'ignored',
        'ACLs',
        origin,
        'JUNOS_FILTER_SHADOWED',
        `A term before it matches every packet: this term is never reached (${place.label}).`,
        label,
      );
      continue;
    }
    const result = convertTerm(ctx, term);
    if (result.kind === 'skip') {
      discards = true;
      ctx.report(
        'unsupported',
        'ACLs',
        origin,
        result.code,
        `${label} (${place.label}) is not converted: ${result.why}.`,
        label,
        result.effect,
      );
      continue;
    }
    if (result.kind === 'next') {
      const policed = result.policer !== undefined;
      ctx.report(
        policed ? 'unsupported' : 'ignored',
        'ACLs',
        origin,
        policed ? 'JUNOS_FILTER_POLICER' : 'JUNOS_FILTER_NEXT',
        policed
          ? `${label} rate-limits with policer ${result.policer} and goes on to the next term: the rate limit is not converted (FortiOS: a traffic shaper or DoS policy).`
          : `${label} decides nothing (then next term): ${result.lost.join(', ') || 'no action'} is not carried; the packet goes on to the next term.`,
        label,
        policed ? 'widens' : undefined,
      );
      continue;
    }
    for (const { variant, why } of result.replies)
      ctx.report(
        'unsupported',
        'ACLs',
        origin,
        'JUNOS_FILTER_REPLY',
        `${label} (${place.label}), its ${variant} side, is not converted: ${why}.`,
        `${label} ${variant}`,
        'narrows',
      );
    for (const rule of result.rules) {
      if (rule.action === 'deny') discards = true;
      pushPolicy(ctx, place, term, rule, origin);
    }
    const [only] = result.rules;
    ended = result.rules.length === 1 && only !== undefined && isAll(only);
  }
  if (!ended && complete) {
    discards = true;
    ctx.model.policies.push(
      implicitPolicy(`${place.label}:implicit-discard`, place, 'deny', {
        comment: `Junos implicit discard at the end of ${place.label}`,
        implicit: 'Every Junos filter ends with an implicit discard of what no term accepted',
      }),
    );
  }
  return discards;
}

/** A policy of all addresses and services between `at`'s interfaces, made by the converter. */
export function implicitPolicy(
  id: string,
  at: Pick<TPlace, 'origin' | 'srcIntf' | 'dstIntf'> & { unbound?: boolean },
  action: 'accept' | 'deny',
  why: { comment: string; implicit: string },
): TPolicy {
  return wholeTrafficPolicy(id, at.origin, at, action, { ...why, enabled: !at.unbound });
}

function pushPolicy(
  ctx: JunosFilterContext,
  place: TPlace,
  term: TTerm,
  rule: TTermRule,
  origin: TOrigin,
): void {
  const id = `${place.label}:${term.filter}:${term.name}${rule.variant ? `:${rule.variant}` : ''}`;
  const policy: TPolicy = {
    id,
    origin,
    srcIntf: place.srcIntf,
    dstIntf: place.dstIntf,
    srcAddr: rule.srcAddr,
    dstAddr: rule.dstAddr,
    ...(rule.srcNegate ? { srcNegate: true } : {}),
    ...(rule.dstNegate ? { dstNegate: true } : {}),
    service: rule.service,
    action: rule.action,
    ...(rule.sendDeny ? { sendDeny: true } : {}),
    log: rule.log,
    enabled: !place.unbound,
    comment: `Junos ${term.filter} term ${term.name}${rule.variant ? ` (${rule.variant})` : ''} (${place.label})`,
  };
  if (rule.policer && rule.action === 'accept')
    policy.otherConditions = [{ kind: 'policer', value: rule.policer }];
  ctx.model.policies.push(policy);
  if (policy.otherConditions)
    ctx.note(
      'policies',
      id,
      'partial',
      'JUNOS_FILTER_POLICER',
      `Junos rate-limits what this term accepts (policer ${rule.policer ?? ''}): not converted, so the policy accepts more. Add a traffic shaper or DoS policy on FortiOS.`,
      'widens',
    );
  if (rule.lost.length)
    ctx.note(
      'policies',
      id,
      'converted',
      'JUNOS_FILTER_NOT_CARRIED',
      `Not carried (counters and class of service do not change what passes): ${rule.lost.join(', ')}.`,
    );
  if (rule.initial)
    ctx.note(
      'policies',
      id,
      'converted',
      'JUNOS_FILTER_TCP_INITIAL',
      'tcp-initial (SYN without ACK): a FortiOS session begins with that packet, so the policy matches the same new connections.',
    );
}
