import type { TRefList } from '../../model/ir.js';
import type { TPartialEffect } from '../../report/report-types.js';
import { readSide } from './addresses.js';
import type { JunosFilterContext, TTerm } from './context.js';
import { eitherVariants } from './either.js';
import { readService, SERVICE_KEYS, serviceRefs } from './services.js';

/** A term as one FortiOS policy's match and action. */
export interface TTermRule {
  kind: 'rule';
  /** The side of an either-side match this policy is for (`src-address`), or `''`. */
  variant: string;
  srcAddr: TRefList;
  srcNegate: boolean;
  dstAddr: TRefList;
  dstNegate: boolean;
  service: TRefList;
  action: 'accept' | 'deny';
  sendDeny: boolean;
  log: boolean;
  /** `then policer P`: the accepted packets are rate-limited. */
  policer?: string;
  /** Non-terminating actions FortiOS does not carry (count, forwarding-class, ...). */
  lost: string[];
  initial: boolean;
}

/**
 * A term as policies in a row (one per side of an either-side match, else one), with the
 * sides left out as return traffic; a term that does not decide (`next term`); or one that
 * cannot become a policy, and why.
 */
export type TTermResult =
  | { kind: 'rules'; rules: TTermRule[]; replies: { variant: string; why: string }[] }
  | { kind: 'next'; policer?: string; lost: string[] }
  | { kind: 'skip'; code: string; why: string; effect?: TPartialEffect };

const CARRIED = new Set(['log', 'syslog']);
const ADDRESS_KEYS = new Set([
  'source-address',
  'destination-address',
  'source-prefix-list',
  'destination-prefix-list',
]);
/** Actions FortiOS has no policy field for; they do not change whether a packet passes. */
const NOT_CARRIED = new Set([
  'count',
  'sample',
  'port-mirror',
  'forwarding-class',
  'loss-priority',
  'dscp',
  'traffic-class',
  'service-accounting',
  'packet-mode',
]);

function readActions(then: readonly string[][]):
  | {
      action?: string;
      reject?: string;
      next: boolean;
      policer?: string;
      log: boolean;
      lost: string[];
    }
  | { why: string } {
  let action: string | undefined;
  let reject: string | undefined;
  let policer: string | undefined;
  let next = false;
  let log = false;
  const lost: string[] = [];
  for (const words of then) {
    const word = words[0];
    const arg = words[1];
    if (word === 'accept' || word === 'discard' || word === 'reject') {
      action = word;
      if (word === 'reject') reject = arg ?? 'unreachable';
    } else if (word === 'next' && arg === 'term') next = true;
    else if (word === 'policer' || word === 'three-color-policer') policer = arg ?? word;
    else if (word && CARRIED.has(word)) log = true;
    else if (word && NOT_CARRIED.has(word)) lost.push(arg ? `${word} ${arg}` : word);
    else if (word === 'routing-instance' || word === 'logical-system')
      return {
        why: `then ${word} ${arg ?? ''} forwards the packet in another routing table (filter-based forwarding): make a FortiOS policy route (router policy) by hand`,
      };
    else return { why: `then ${[word, arg].filter(Boolean).join(' ')} is not converted` };
  }
  return {
    ...(action ? { action } : {}),
    ...(reject ? { reject } : {}),
    next,
    log,
    lost,
    ...(policer ? { policer } : {}),
  };
}

/**
 * One term read as FortiOS matches (one per side of an either-side match): addresses, service,
 * action. A term needing a match FortiOS lacks (fragments, length, TTL, DSCP, `*-except`) is
 * skipped with why: dropping the condition would widen an accept or over-block a discard.
 */
export function convertTerm(ctx: JunosFilterContext, term: TTerm): TTermResult {
  const skip = (
    why: string,
    code = 'JUNOS_FILTER_MATCH',
    effect?: TPartialEffect,
  ): TTermResult => ({
    kind: 'skip',
    code,
    why,
    ...(effect ? { effect } : {}),
  });
  const actions = readActions(term.then);
  if ('why' in actions) return skip(actions.why, 'JUNOS_FILTER_ACTION', 'unknown');
  if (actions.next && !actions.action)
    return {
      kind: 'next',
      lost: actions.lost,
      ...(actions.policer ? { policer: actions.policer } : {}),
    };
  const variants = eitherVariants(term.from);
  if ('why' in variants) return skip(variants.why);
  const rules: TTermRule[] = [];
  const replies: { variant: string; why: string }[] = [];
  for (const { label, from } of variants) {
    const one = convertVariant(ctx, term, from, actions, label);
    if ('code' in one) {
      // One side of an either-side match may be return traffic: left out, the others kept.
      if (one.code === 'JUNOS_FILTER_REPLY' && variants.length > 1)
        replies.push({ variant: label, why: one.why });
      else return skip(one.why, one.code, one.effect);
    } else rules.push(one);
  }
  if (rules.length === 0 && replies[0])
    return skip(replies[0].why, 'JUNOS_FILTER_REPLY', 'narrows');
  return { kind: 'rules', rules, replies };
}

type TActions = Exclude<ReturnType<typeof readActions>, { why: string }>;

/** One variant of a term's conditions as a policy's match and action, or why not. */
function convertVariant(
  ctx: JunosFilterContext,
  term: TTerm,
  from: readonly string[][],
  actions: TActions,
  variant: string,
): TTermRule | { code: string; why: string; effect?: TPartialEffect } {
  const { origin } = term;
  const skip = (why: string, code = 'JUNOS_FILTER_MATCH', effect?: TPartialEffect) => ({
    code,
    why,
    ...(effect ? { effect } : {}),
  });
  // One pass over the conditions, by match key: the readers below look keys up.
  const by = new Map<string, string[][]>();
  for (const f of from) {
    const key = f[0] ?? '';
    if (!SERVICE_KEYS.has(key) && !ADDRESS_KEYS.has(key))
      return skip(`from ${f.join(' ')}: FortiOS policies have no such match`);
    const list = by.get(key);
    if (list) list.push(f);
    else by.set(key, [f]);
  }
  const service = readService(by, `${term.filter}-${term.name}`);
  if ('why' in service) return skip(service.why);
  const action = actions.action === 'discard' || actions.action === 'reject' ? 'deny' : 'accept';
  if (action === 'accept' && service.reply)
    return skip(
      `return traffic (${service.reply}): FortiOS admits replies to the sessions it allowed by session state, and a policy for it would open new sessions`,
      'JUNOS_FILTER_REPLY',
      'narrows',
    );
  const src = readSide(ctx, by, 'source', origin);
  if ('why' in src) return skip(src.why);
  const dst = readSide(ctx, by, 'destination', origin);
  if ('why' in dst) return skip(dst.why);
  return {
    kind: 'rule',
    variant,
    srcAddr: src.refs,
    srcNegate: src.negate,
    dstAddr: dst.refs,
    dstNegate: dst.negate,
    service: serviceRefs(ctx, service, origin),
    action,
    sendDeny: actions.action === 'reject',
    log: actions.log,
    lost: actions.lost,
    initial: service.initial === true,
    ...(actions.policer ? { policer: actions.policer } : {}),
  };
}
