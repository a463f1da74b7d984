import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import {
  accounts,
  idpRoles,
  logins,
  memberships,
  orgNodes,
  organisations,
} from '../../db/schema/identity.js';

export type TLogin = typeof logins.$inferSelect;

/** One account a login may act as, and as whom. */
export interface TAccountAccess {
  accountId: string;
  userId: string;
  subUserId: string;
  companyName: string;
  username: string | null;
  readWrite: boolean;
  portalAccess: boolean;
  hasConverter: boolean;
  /** The account is blocked by an administrator (issue 20): refused like a blocked login. */
  accountBlocked: boolean;
  roleName: string | null;
}

export async function findLogin(db: AppDb, loginId: string): Promise<TLogin | undefined> {
  const [login] = await db.select().from(logins).where(eq(logins.id, loginId));
  return login;
}

/**
 * Every account the login may act as: its memberships (master '0' or IAM user), or for an IdP
 * user, the accounts its roles grant (acting with its IdP user id as sub user id).
 */
export async function accountAccess(db: AppDb, login: TLogin): Promise<TAccountAccess[]> {
  if (login.kind === 'idp') {
    const rows = await db
      .select({ role: idpRoles, account: accounts })
      .from(idpRoles)
      .innerJoin(accounts, eq(accounts.id, idpRoles.accountId))
      .where(eq(idpRoles.loginId, login.id))
      .orderBy(accounts.userId);
    return rows.map(({ role, account }) => ({
      accountId: account.id,
      userId: account.userId,
      subUserId: login.idpUserId ?? '0',
      companyName: account.companyName,
      username: null,
      readWrite: true,
      portalAccess: true,
      hasConverter: account.hasConverter,
      accountBlocked: account.blocked,
      roleName: role.roleName,
    }));
  }
  const rows = await db
    .select({ membership: memberships, account: accounts })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(eq(memberships.loginId, login.id))
    .orderBy(accounts.userId, memberships.subUserId);
  return rows.map(({ membership, account }) => ({
    accountId: account.id,
    userId: account.userId,
    subUserId: membership.subUserId,
    companyName: account.companyName,
    username: membership.username,
    readWrite: membership.readWrite && membership.portalAdmin,
    portalAccess: membership.portalAccess,
    hasConverter: account.hasConverter,
    accountBlocked: account.blocked,
    roleName: null,
  }));
}

/** Member accounts of the organisations an account owns (the OU accounts it may act as). */
export async function ouMemberAccounts(db: AppDb, ownerAccountId: string) {
  const orgs = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.ownerAccountId, ownerAccountId));
  if (orgs.length === 0) return [];
  return db
    .select({ node: orgNodes, account: accounts })
    .from(orgNodes)
    .innerJoin(accounts, eq(accounts.id, orgNodes.accountId))
    .where(
      and(
        inArray(
          orgNodes.organisationId,
          orgs.map((o) => o.id),
        ),
        eq(orgNodes.type, 'OU_ACCOUNT'),
      ),
    );
}
