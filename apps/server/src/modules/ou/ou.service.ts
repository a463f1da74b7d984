import { eq, inArray } from 'drizzle-orm';
import type { TAccountDetail, TOrganisation } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { accounts, orgNodes, organisations } from '../../db/schema/identity.js';
import { AppError } from '../../errors/app-error.js';
import type { TRequestContext } from '../identity/scope.js';

/** The organisations the given accounts own, as spec §3 trees. */
async function organisationsOf(
  db: AppDb,
  accountIds: string[],
): Promise<Map<string, TOrganisation[]>> {
  const byOwner = new Map<string, TOrganisation[]>();
  if (accountIds.length === 0) return byOwner;
  const orgs = await db
    .select()
    .from(organisations)
    .where(inArray(organisations.ownerAccountId, accountIds))
    .orderBy(organisations.orgId);
  if (orgs.length === 0) return byOwner;
  const nodes = await db
    .select({ node: orgNodes, account: accounts })
    .from(orgNodes)
    .leftJoin(accounts, eq(accounts.id, orgNodes.accountId))
    .where(
      inArray(
        orgNodes.organisationId,
        orgs.map((o) => o.id),
      ),
    )
    .orderBy(orgNodes.nodeId);
  for (const org of orgs) {
    const mine = nodes.filter(({ node }) => node.organisationId === org.id);
    const tree: TOrganisation = {
      orgId: org.orgId,
      orgName: org.name,
      orgDescription: org.description,
      orgUnits: mine
        .filter(({ node }) => node.type === 'ORG_UNIT')
        .map(({ node }) => ({
          ouNodeId: node.nodeId,
          ouName: node.name,
          ouDescription: node.description,
          parentId: node.parentId,
        })),
      memberAccounts: mine
        .filter(({ node, account }) => node.type === 'OU_ACCOUNT' && account)
        .map(({ node, account }) => ({
          accountNodeId: node.nodeId,
          accountId: account?.userId ?? '',
          accountName: node.name,
          accountDescription: `${account?.userId ?? ''}/${node.name}`,
          parentId: node.parentId,
        })),
    };
    byOwner.set(org.ownerAccountId, [...(byOwner.get(org.ownerAccountId) ?? []), tree]);
  }
  return byOwner;
}

/** spec §7 POST /api/ou/user_org_node and /client/v1/listAccount: accounts and their trees. */
export async function userOrgNodes(db: AppDb, ctx: TRequestContext) {
  const trees = await organisationsOf(
    db,
    ctx.access.map((a) => a.accountId),
  );
  const accountDetailList: TAccountDetail[] = ctx.access.map((access) => ({
    accountId: access.userId,
    accountCompany: access.companyName,
    idpRoleName: access.roleName,
    userId: access.subUserId,
    parentId: null,
    accessFrom: { userId: access.userId },
    orgDetailList: trees.get(access.accountId) ?? [],
  }));
  return { accountDetailList, orgDetailList: [...trees.values()].flat() };
}

/** spec §4: picking an OU account; it must be a member of a tree the scoped account owns. */
export async function selectOuAccount(
  db: AppDb,
  ctx: TRequestContext,
  input: { account_id: string; org_id?: string | undefined; ou_id?: string | undefined },
) {
  if (!ctx.account)
    throw new AppError(
      'BAD_REQUEST',
      'Send the user_id header of the account whose organisation you are browsing.',
    );
  const trees =
    (await organisationsOf(db, [ctx.account.accountId])).get(ctx.account.accountId) ?? [];
  for (const tree of trees) {
    if (input.org_id !== undefined && tree.orgId !== input.org_id) continue;
    const member = tree.memberAccounts.find(
      (m) =>
        m.accountId === input.account_id &&
        (input.ou_id === undefined ||
          m.parentId === input.ou_id ||
          tree.orgUnits.some((u) => u.ouNodeId === input.ou_id)),
    );
    if (member) return { account_id: member.accountId, node_id: member.accountNodeId };
  }
  throw new AppError(
    'FORBIDDEN',
    'That account is not a member of an organisation you may browse.',
  );
}
