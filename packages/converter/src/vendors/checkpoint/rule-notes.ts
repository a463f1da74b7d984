import type { TPolicy } from '../../model/ir.js';
import type { CpContext } from './context.js';

const list = (names: readonly string[]) => names.join(', ');

/**
 * What a policy keeps of its rule's conditions beyond addresses and ports, and what the FortiOS
 * policy lacks of them (issue 17 item 2): each kept condition is a partial entry, so the report
 * says it, and the verifier, which sees the condition in the model, never calls it equivalent.
 */
export function noteConditions(
  ctx: CpContext,
  policy: TPolicy,
  split: { of: number; why: string[] },
): void {
  const note = (code: string, message: string, effect?: 'widens') =>
    ctx.note('policies', policy.id, 'partial', code, message, effect);
  if (split.of > 1)
    ctx.note(
      'policies',
      policy.id,
      'converted',
      'CP_RULE_SPLIT',
      `One of ${split.of} policies of this rule, which matches when any of them does: ${list(split.why)} (each is a policy of its own beside the cell's other objects).`,
    );
  if (policy.applications?.length)
    note(
      'CP_APPLICATION_KEPT',
      `Applications ${list(policy.applications)} are kept as a condition for review, with service ${policy.service === 'any' ? 'Any (Check Point matches an application on its own services)' : list(policy.service)}. FortiOS enforces only those it maps to an application control list; for the others the policy accepts all this traffic (wider).`,
    );
  const roles = (policy.otherConditions ?? []).filter((c) => c.kind === 'access-role');
  if (roles.length)
    note(
      'CP_ACCESS_ROLE_KEPT',
      `Access roles ${list(roles.map((c) => c.value))} are kept as a condition the FortiOS policy does not have: it accepts ${policy.srcAddr === 'any' ? 'any source' : "the roles' networks"} for every user and machine (wider). Add the matching FSSO or LDAP user group to the policy.`,
      'widens',
    );
  const content = (policy.otherConditions ?? []).filter((c) => c.kind === 'content');
  if (content.length)
    note(
      'CP_CONTENT_KEPT',
      `Its content column (${list(content.map((c) => c.value))}) is kept as a condition the FortiOS policy does not have: it accepts this traffic whatever data it carries (wider). Add a DLP profile if the data type must be checked.`,
      'widens',
    );
}
