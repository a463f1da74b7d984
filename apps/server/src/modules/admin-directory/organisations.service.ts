import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type {
  TAddOrgNodeRequest,
  TCreateOrganisationRequest,
  TDirectoryOrgNode,
  TDirectoryOrganisation,
  TOrganisationDetail,
  TUpdateOrgNodeRequest,
} from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { accounts, orgNodes, organisations } from '../../db/schema/identity.js';
import { AppError } from '../../errors/app-error.js';
import { accountBySystemId } from './accounts.service.js';
import { containing } from './directory-kit.js';

/** The outer row in full, as a correlated sub-query must name it. */
const outerOrganisation = sql.raw('"organisations"."id"');

const columns = {
  id: organisations.id,
  orgId: organisations.orgId,
  name: organisations.name,
  description: organisations.description,
  ownerUserId: accounts.userId,
  ownerCompany: accounts.companyName,
  units: sql<number>`(select count(*) from ${orgNodes}
    where ${orgNodes.organisationId} = ${outerOrganisation} and ${orgNodes.type} = 'ORG_UNIT')`.mapWith(
    Number,
  ),
  members: sql<number>`(select count(*) from ${orgNodes}
    where ${orgNodes.organisationId} = ${outerOrganisation} and ${orgNodes.type} = 'OU_ACCOUNT')`.mapWith(
    Number,
  ),
};

const present = ({ id: _id, ...row }: { id: string } & TDirectoryOrganisation) => row;

/** Organisations by name, matching the search in the name, org id or owner. */
export async function organisationPage(
  db: AppDb,
  query: { skip: number; limit: number; search?: string | undefined },
): Promise<{ data: TDirectoryOrganisation[]; total: number }> {
  const where = query.search
    ? or(
        ilike(organisations.name, containing(query.search)),
        ilike(organisations.orgId, containing(query.search)),
        ilike(accounts.userId, containing(query.search)),
        ilike(accounts.companyName, containing(query.search)),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(organisations)
      .innerJoin(accounts, eq(accounts.id, organisations.ownerAccountId))
      .where(where)
      .orderBy(asc(organisations.name), asc(organisations.orgId))
      .limit(query.limit)
      .offset(query.skip),
    db
      .select({ value: count() })
      .from(organisations)
      .innerJoin(accounts, eq(accounts.id, organisations.ownerAccountId))
      .where(where),
  ]);
  return { data: rows.map(present), total: total?.value ?? 0 };
}

async function organisationRow(db: AppDb, orgId: string) {
  const [row] = await db
    .select(columns)
    .from(organisations)
    .innerJoin(accounts, eq(accounts.id, organisations.ownerAccountId))
    .where(eq(organisations.orgId, orgId));
  if (!row) throw new AppError('NOT_FOUND', `There is no organisation ${orgId}.`);
  return row;
}

/** An organisation and every node of its tree (parents before children is the web's job). */
export async function organisationDetail(db: AppDb, orgId: string): Promise<TOrganisationDetail> {
  const row = await organisationRow(db, orgId);
  const nodes = await db
    .select({ node: orgNodes, accountUserId: accounts.userId })
    .from(orgNodes)
    .leftJoin(accounts, eq(accounts.id, orgNodes.accountId))
    .where(eq(orgNodes.organisationId, row.id))
    .orderBy(asc(orgNodes.type), asc(orgNodes.name));
  return {
    organisation: present(row),
    nodes: nodes.map(({ node, accountUserId }): TDirectoryOrgNode => ({
      nodeId: node.nodeId,
      type: node.type,
      name: node.name,
      description: node.description,
      parentId: node.parentId,
      accountUserId,
    })),
  };
}

async function nodeOf(db: AppDb, orgId: string, nodeId: string): Promise<TDirectoryOrgNode> {
  const node = (await organisationDetail(db, orgId)).nodes.find((n) => n.nodeId === nodeId);
  if (!node) throw new AppError('NOT_FOUND', `Organisation ${orgId} has no node ${nodeId}.`);
  return node;
}

const newId = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`;

export async function createOrganisation(
  db: AppDb,
  input: TCreateOrganisationRequest & { description: string },
): Promise<TOrganisationDetail> {
  const owner = await accountBySystemId(db, input.ownerUserId);
  const orgId = newId('org');
  await db.insert(organisations).values({
    orgId,
    name: input.name,
    description: input.description,
    ownerAccountId: owner.id,
  });
  return organisationDetail(db, orgId);
}

export async function updateOrganisation(
  db: AppDb,
  orgId: string,
  input: { name?: string | undefined; description?: string | undefined },
): Promise<TOrganisationDetail> {
  const row = await organisationRow(db, orgId);
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length > 0) {
    await db.update(organisations).set(changes).where(eq(organisations.id, row.id));
  }
  return organisationDetail(db, orgId);
}

/** Deletes an organisation and its tree; the member accounts themselves stay. */
export async function deleteOrganisation(db: AppDb, orgId: string): Promise<void> {
  const row = await organisationRow(db, orgId);
  await db.delete(organisations).where(eq(organisations.id, row.id));
}

type TNodeRow = typeof orgNodes.$inferSelect;

/** The parent a node may hang under: the organisation itself or one of its OUs. */
function checkParent(orgId: string, nodes: TNodeRow[], parentId: string): void {
  if (parentId === orgId) return;
  const parent = nodes.find((n) => n.nodeId === parentId);
  if (!parent) {
    throw new AppError(
      'VALIDATION_FAILED',
      `parentId ${parentId} is neither this organisation (${orgId}) nor one of its OUs.`,
    );
  }
  if (parent.type !== 'ORG_UNIT') {
    throw new AppError(
      'VALIDATION_FAILED',
      `${parent.name} is a member account; nodes go under the organisation or an OU.`,
    );
  }
}

/** The node and every node under it. */
function subtree(nodes: TNodeRow[], rootId: string): TNodeRow[] {
  const found: TNodeRow[] = [];
  const walk = (id: string) => {
    for (const child of nodes.filter((n) => n.parentId === id)) {
      found.push(child);
      walk(child.nodeId);
    }
  };
  const root = nodes.find((n) => n.nodeId === rootId);
  if (root) found.push(root);
  walk(rootId);
  return found;
}

async function treeOf(db: AppDb, orgId: string) {
  const row = await organisationRow(db, orgId);
  const nodes = await db.select().from(orgNodes).where(eq(orgNodes.organisationId, row.id));
  return { row, nodes };
}

/**
 * Adds an OU, or places a member account in the tree (once per organisation; never the owner
 * itself). The owner's users may then act as the member account (spec §4 "OU access").
 */
export async function addOrgNode(
  db: AppDb,
  orgId: string,
  input: TAddOrgNodeRequest,
): Promise<TDirectoryOrgNode> {
  const { row, nodes } = await treeOf(db, orgId);
  checkParent(orgId, nodes, input.parentId);
  if (input.type === 'ORG_UNIT') {
    const nodeId = newId('ou');
    await db.insert(orgNodes).values({
      organisationId: row.id,
      nodeId,
      type: 'ORG_UNIT',
      name: input.name,
      description: input.description ?? '',
      parentId: input.parentId,
    });
    return nodeOf(db, orgId, nodeId);
  }
  const member = await accountBySystemId(db, input.accountUserId);
  if (member.userId === row.ownerUserId) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Account ${member.userId} owns this organisation; only other accounts can be members.`,
    );
  }
  if (nodes.some((n) => n.accountId === member.id)) {
    throw new AppError(
      'CONFLICT',
      `Account ${member.userId} is a member of this organisation already. Move it instead.`,
    );
  }
  const nodeId = newId('acc');
  await db.insert(orgNodes).values({
    organisationId: row.id,
    nodeId,
    type: 'OU_ACCOUNT',
    name: member.companyName,
    description: `${member.userId}/${member.companyName}`,
    parentId: input.parentId,
    accountId: member.id,
  });
  return nodeOf(db, orgId, nodeId);
}

/** Renames or moves a node; a node cannot move under itself or what is under it. */
export async function updateOrgNode(
  db: AppDb,
  orgId: string,
  nodeId: string,
  input: TUpdateOrgNodeRequest,
): Promise<TDirectoryOrgNode> {
  const { row, nodes } = await treeOf(db, orgId);
  const node = nodes.find((n) => n.nodeId === nodeId);
  if (!node) throw new AppError('NOT_FOUND', `Organisation ${orgId} has no node ${nodeId}.`);
  if (input.parentId !== undefined && input.parentId !== node.parentId) {
    checkParent(orgId, nodes, input.parentId);
    if (subtree(nodes, nodeId).some((n) => n.nodeId === input.parentId)) {
      throw new AppError(
        'VALIDATION_FAILED',
        `${node.name} cannot move under itself or under a node inside it.`,
      );
    }
  }
  if (node.type === 'OU_ACCOUNT' && input.name !== undefined) {
    throw new AppError(
      'VALIDATION_FAILED',
      "A member account is named after its company; change the account's company instead.",
    );
  }
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length > 0) {
    await db
      .update(orgNodes)
      .set(changes)
      .where(and(eq(orgNodes.organisationId, row.id), eq(orgNodes.nodeId, nodeId)));
  }
  return nodeOf(db, orgId, nodeId);
}

/** Removes a node and everything under it; member accounts leave the tree, not the portal. */
export async function removeOrgNode(db: AppDb, orgId: string, nodeId: string): Promise<string[]> {
  const { row, nodes } = await treeOf(db, orgId);
  const removed = subtree(nodes, nodeId);
  if (removed.length === 0) {
    throw new AppError('NOT_FOUND', `Organisation ${orgId} has no node ${nodeId}.`);
  }
  await db.delete(orgNodes).where(
    and(
      eq(orgNodes.organisationId, row.id),
      inArray(
        orgNodes.nodeId,
        removed.map((n) => n.nodeId),
      ),
    ),
  );
  return removed.map((n) => n.nodeId);
}
