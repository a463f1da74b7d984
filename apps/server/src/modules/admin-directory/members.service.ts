import { and, asc, eq, sql } from 'drizzle-orm';
import type { TAccountMember, TAddMemberRequest, TUpdateMemberRequest } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { accounts, idpRoles, logins, memberships } from '../../db/schema/identity.js';
import { AppError } from '../../errors/app-error.js';
import { accountBySystemId } from './accounts.service.js';
import { findOrCreateLogin } from './logins.service.js';

/** The first IAM user id an account hands out (the demo's are 5001 and up). */
const FIRST_IAM_ID = 1001;

/** The account's master user, IAM users (by sub user id) and IdP users (by e-mail). */
export async function accountMembers(db: AppDb, userId: string): Promise<TAccountMember[]> {
  const account = await accountBySystemId(db, userId);
  const [members, roles] = await Promise.all([
    db
      .select({ membership: memberships, login: logins })
      .from(memberships)
      .innerJoin(logins, eq(logins.id, memberships.loginId))
      .where(eq(memberships.accountId, account.id))
      .orderBy(sql`${memberships.subUserId} <> '0'`, asc(memberships.username), asc(logins.email)),
    db
      .select({ role: idpRoles, login: logins })
      .from(idpRoles)
      .innerJoin(logins, eq(logins.id, idpRoles.loginId))
      .where(eq(idpRoles.accountId, account.id))
      .orderBy(asc(logins.email)),
  ]);
  return [
    ...members.map(({ membership, login }) => ({
      id: membership.id,
      kind: membership.subUserId === '0' ? ('master' as const) : ('iam' as const),
      loginId: login.id,
      email: login.email,
      loginBlocked: login.blocked,
      subUserId: membership.subUserId,
      username: membership.username,
      portalAccess: membership.portalAccess,
      portalAdmin: membership.portalAdmin,
      readWrite: membership.readWrite,
      roleName: null,
      idpUserName: null,
    })),
    ...roles.map(({ role, login }) => ({
      id: role.id,
      kind: 'idp' as const,
      loginId: login.id,
      email: login.email,
      loginBlocked: login.blocked,
      subUserId: login.idpUserId ?? '0',
      username: null,
      portalAccess: true,
      portalAdmin: true,
      readWrite: true,
      roleName: role.roleName,
      idpUserName: login.idpUserName,
    })),
  ];
}

async function memberOf(db: AppDb, userId: string, memberId: string): Promise<TAccountMember> {
  const member = (await accountMembers(db, userId)).find((m) => m.id === memberId);
  if (!member) {
    throw new AppError('NOT_FOUND', `Account ${userId} has no such login. Reload the account.`);
  }
  return member;
}

/** The next free IAM user id of an account. */
async function nextSubUserId(db: AppDb, accountId: string): Promise<string> {
  const [row] = await db
    .select({
      top: sql<string | null>`max(case when ${memberships.subUserId} ~ '^[0-9]{1,15}$'
        then ${memberships.subUserId}::bigint end)`,
    })
    .from(memberships)
    .where(eq(memberships.accountId, accountId));
  return String(Math.max(Number(row?.top ?? 0) + 1, FIRST_IAM_ID));
}

/**
 * Gives an e-mail access to an account: as its master user (one per account), as an IAM user
 * (a username unique in the account), or as an IdP user through a role (one per account).
 */
export async function addMember(
  db: AppDb,
  userId: string,
  input: TAddMemberRequest,
): Promise<TAccountMember> {
  const account = await accountBySystemId(db, userId);
  const id = await db.transaction(async (tx) => {
    // The account row locked: additions to one account (their next sub-user ID, the checks
    // for a taken username or login) happen one at a time.
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, account.id))
      .for('update');
    if (input.kind === 'idp') {
      const login = await findOrCreateLogin(tx, input.email, 'idp', input.idpUserName);
      const [had] = await tx
        .select()
        .from(idpRoles)
        .where(and(eq(idpRoles.loginId, login.id), eq(idpRoles.accountId, account.id)));
      if (had) {
        throw new AppError(
          'CONFLICT',
          `${input.email} already has the role "${had.roleName}" in account ${userId}. Change that role instead.`,
        );
      }
      const [role] = await tx
        .insert(idpRoles)
        .values({ loginId: login.id, accountId: account.id, roleName: input.roleName })
        .returning({ id: idpRoles.id });
      return role?.id;
    }
    const login = await findOrCreateLogin(tx, input.email, 'account');
    const existing = await tx
      .select()
      .from(memberships)
      .where(eq(memberships.accountId, account.id));
    const same = existing.find((m) => m.loginId === login.id);
    if (same) {
      throw new AppError(
        'CONFLICT',
        `${input.email} is already ${same.subUserId === '0' ? 'the master user' : `IAM user ${same.username ?? same.subUserId}`} of account ${userId}.`,
      );
    }
    if (input.kind === 'master') {
      if (existing.some((m) => m.subUserId === '0')) {
        throw new AppError(
          'CONFLICT',
          `Account ${userId} has a master user already. Remove it first, or add this e-mail as an IAM user.`,
        );
      }
      const [row] = await tx
        .insert(memberships)
        .values({ loginId: login.id, accountId: account.id, subUserId: '0' })
        .returning({ id: memberships.id });
      // The account's master e-mail is its master user's (the account chooser shows it).
      await tx
        .update(accounts)
        .set({ masterEmail: input.email })
        .where(eq(accounts.id, account.id));
      return row?.id;
    }
    const username = input.username.toLowerCase();
    if (existing.some((m) => m.username?.toLowerCase() === username)) {
      throw new AppError(
        'CONFLICT',
        `Account ${userId} has an IAM user named ${input.username} already. Choose another username.`,
      );
    }
    const [row] = await tx
      .insert(memberships)
      .values({
        loginId: login.id,
        accountId: account.id,
        subUserId: await nextSubUserId(tx, account.id),
        username: input.username,
        portalAccess: input.portalAccess ?? true,
        portalAdmin: input.portalAdmin ?? true,
        readWrite: input.readWrite ?? true,
      })
      .returning({ id: memberships.id });
    return row?.id;
  });
  if (!id) throw new Error('member not added');
  return memberOf(db, userId, id);
}

/**
 * Changes an IAM user's username or permissions, or an IdP user's role name; answers the member
 * before and after, for the audit.
 */
export async function updateMember(
  db: AppDb,
  userId: string,
  memberId: string,
  input: TUpdateMemberRequest,
): Promise<{ before: TAccountMember; after: TAccountMember }> {
  const before = await memberOf(db, userId, memberId);
  return { before, after: await applyMemberUpdate(db, userId, before, input) };
}

async function applyMemberUpdate(
  db: AppDb,
  userId: string,
  member: TAccountMember,
  input: TUpdateMemberRequest,
): Promise<TAccountMember> {
  const memberId = member.id;
  if (member.kind === 'idp') {
    const { roleName, ...rest } = input;
    if (Object.values(rest).some((value) => value !== undefined)) {
      throw new AppError(
        'VALIDATION_FAILED',
        'An IdP user has a role name only; its permissions come with the role.',
      );
    }
    if (roleName !== undefined) {
      await db.update(idpRoles).set({ roleName }).where(eq(idpRoles.id, member.id));
    }
    return memberOf(db, userId, memberId);
  }
  if (input.roleName !== undefined) {
    throw new AppError('VALIDATION_FAILED', 'Only IdP users have a role name.');
  }
  if (member.kind === 'master' && Object.values(input).some((value) => value !== undefined)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'The master user always has every permission; only IAM users have their own.',
    );
  }
  if (input.username !== undefined) {
    const others = await accountMembers(db, userId);
    const taken = others.find(
      (m) => m.id !== member.id && m.username?.toLowerCase() === input.username?.toLowerCase(),
    );
    if (taken) {
      throw new AppError(
        'CONFLICT',
        `Account ${userId} has an IAM user named ${input.username} already. Choose another username.`,
      );
    }
  }
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length > 0) {
    await db.update(memberships).set(changes).where(eq(memberships.id, member.id));
  }
  return memberOf(db, userId, memberId);
}

/** Takes a login's access to the account away (the login itself stays). */
export async function removeMember(
  db: AppDb,
  userId: string,
  memberId: string,
): Promise<TAccountMember> {
  const member = await memberOf(db, userId, memberId);
  if (member.kind === 'idp') {
    await db.delete(idpRoles).where(eq(idpRoles.id, member.id));
    return member;
  }
  await db.transaction(async (tx) => {
    await tx.delete(memberships).where(eq(memberships.id, member.id));
    // An account without a master user names none, until a new one is added.
    if (member.kind === 'master')
      await tx.update(accounts).set({ masterEmail: '' }).where(eq(accounts.userId, userId));
  });
  return member;
}
