import type { TPolicy, TRefList } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';

/**
 * A policy of all addresses and services between interfaces that the converter makes for what
 * the source does without a rule (a default accept, an access list's unprinted deny, traffic
 * between unfiltered interfaces). `implicit` says why, in the report's words.
 */
export function wholeTrafficPolicy(
  id: string,
  origin: TOrigin,
  between: { srcIntf: TRefList; dstIntf: TRefList },
  action: TPolicy['action'],
  why: { implicit: string; comment?: string; enabled?: boolean },
): TPolicy {
  const policy: TPolicy = {
    id,
    origin,
    srcIntf: between.srcIntf,
    dstIntf: between.dstIntf,
    srcAddr: 'any',
    dstAddr: 'any',
    service: 'any',
    action,
    log: false,
    enabled: why.enabled ?? true,
    implicit: why.implicit,
  };
  if (why.comment !== undefined) policy.comment = why.comment;
  return policy;
}

/** Between any interface and any other. */
export const ANY_TO_ANY = { srcIntf: 'any', dstIntf: 'any' } as const;
