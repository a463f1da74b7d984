/**
 * The verdict of a comparison, in the order it is decided: a difference found (widened wins
 * over narrowed: accepting too much is the worse defect), then a source with nothing to
 * compare, then an address translation that differs (neither wider nor narrower filtering:
 * "Not proven" whose reason starts with "source NAT differs: …"), then anything unproven or
 * uncompared; `equivalent` only when none of these holds.
 */
import type { TUncompared } from './coverage.js';
import { describeUncompared } from './coverage.js';
import type { TNatDifference } from './nat-differences.js';
import { describeNatDifferences } from './nat-differences.js';
import type { TVerdictStatus } from './verify.js';

export function verdictOf(found: {
  widened: readonly unknown[];
  narrowed: readonly unknown[];
  /** Address translations compared and found to differ. */
  natDifferences?: readonly TNatDifference[];
  uncompared: readonly TUncompared[];
  /** The source yielded no enabled rule and no address translation. */
  nothing: boolean;
  /** Why the comparison itself is incomplete (a limit, an approximation). */
  unknown?: string | undefined;
}): { status: TVerdictStatus; reason?: string } {
  if (found.widened.length > 0) return { status: 'widened' };
  if (found.narrowed.length > 0) return { status: 'narrowed' };
  if (found.nothing) {
    return {
      status: 'nothing_compared',
      reason:
        'the source yielded no rules (empty, cut short, wrong vendor or everything in another part)',
    };
  }
  const reasons: string[] = [];
  if (found.natDifferences?.length) reasons.push(describeNatDifferences(found.natDifferences));
  const incomplete = found.uncompared.filter((u) => u.item === 'input');
  if (incomplete.length > 0) reasons.push(incomplete.map((u) => u.reason).join('; '));
  if (found.unknown) reasons.push(found.unknown);
  if (found.uncompared.length > incomplete.length)
    reasons.push(describeUncompared(found.uncompared.filter((u) => u.item !== 'input')));
  return reasons.length > 0
    ? { status: 'unknown', reason: reasons.join('; ') }
    : { status: 'equivalent' };
}
