import type { TPolicy } from '../../model/ir.js';
import { aclPolicies, type TBinding } from './acl.js';
import type { TAsaBlock } from './blocks.js';
import type { AsaContext } from './context.js';
import { securityLevelPolicies } from './security-levels.js';

/* Access lists, the access-groups that bind them, and the policies they become. */

/** An `access-list` line, kept with its list until it is known what uses the list. */
export function collectAcl(ctx: AsaContext, block: TAsaBlock): void {
  const name = block.head.tokens[1] ?? '';
  const acl = ctx.acls.get(name) ?? { name, lines: [] };
  acl.lines.push(block.head);
  ctx.acls.set(name, acl);
}

/** `access-group ACL in|out interface IF` or `access-group ACL global`. */
export function readAccessGroup(ctx: AsaContext, block: TAsaBlock, bindings: TBinding[]): void {
  const [, acl = '', direction, keyword, nameif] = block.head.tokens;
  if (direction === 'global') bindings.push({ acl, direction: 'global', line: block.head });
  else if ((direction === 'in' || direction === 'out') && keyword === 'interface' && nameif) {
    bindings.push({ acl, direction, nameif, line: block.head });
  } else {
    ctx.report(
      'unsupported',
      'Policies',
      block,
      'ASA_ACCESS_GROUP_UNREADABLE',
      'The access-group could not be read.',
    );
    return;
  }
  ctx.useAcl(acl, 'access-group');
  if (direction === 'out') {
    // ASA checks an inbound and an outbound list in turn; FortiOS decides with one policy.
    ctx.report(
      'partial',
      'Policies',
      block,
      'ASA_OUT_ACL',
      `Rules of ${acl} become policies towards ${nameif ?? ''}, placed after all inbound rules: traffic an inbound rule permits is not checked against them again, as ASA would.`,
      acl,
    );
    return;
  }
  const where =
    direction === 'global'
      ? 'every interface (after interface rules)'
      : `traffic ${direction === 'in' ? 'entering' : 'leaving'} ${nameif ?? ''}`;
  ctx.report(
    'converted',
    'Policies',
    block,
    'ASA_ACCESS_GROUP',
    `Rules of ${acl} apply to ${where}.`,
    acl,
  );
}

/** Interface rules first (their srcintf keeps them apart), then global, then security levels. */
export function buildPolicies(
  ctx: AsaContext,
  bindings: TBinding[],
  sameSecurity: boolean,
): TPolicy[] {
  const counts = new Map<string, number>();
  for (const binding of bindings) counts.set(binding.acl, (counts.get(binding.acl) ?? 0) + 1);
  const seen = new Set<string>();
  const policiesOf = (binding: TBinding) => {
    const shared = (counts.get(binding.acl) ?? 0) > 1;
    const firstUse = !seen.has(binding.acl);
    seen.add(binding.acl);
    return aclPolicies(ctx, binding, {
      idPrefix: shared ? `${binding.acl}@${binding.nameif ?? 'global'}` : binding.acl,
      reportLines: firstUse,
    });
  };
  const order = { in: 0, out: 1, global: 2 } as const;
  const sorted = [...bindings].sort((a, b) => order[a.direction] - order[b.direction]);
  const policies = sorted.flatMap(policiesOf);
  const hasGlobal = bindings.some((b) => b.direction === 'global');
  const withInbound = new Set(
    bindings.filter((b) => b.direction === 'in').map((b) => b.nameif ?? ''),
  );
  if (!hasGlobal) policies.push(...securityLevelPolicies(ctx, withInbound, sameSecurity));
  return policies;
}
