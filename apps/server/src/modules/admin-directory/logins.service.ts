import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { TDirectoryLogin } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { accounts, idpRoles, logins, memberships } from '../../db/schema/identity.js';
import { AppError } from '../../errors/app-error.js';
import { unusablePassword } from '../identity/passwords.js';
import { revokeLoginSessions } from '../identity/tokens.service.js';
import { containing } from './directory-kit.js';

type TLoginRow = typeof logins.$inferSelect;

/**
 * The login of an e-mail, of the kind it must be ('account' for master and IAM users, 'idp' for
 * IdP users), created when the portal does not know the e-mail yet: it gets no usable password
 * (it signs in through the identity provider). Staff logins are not customers' logins.
 */
export async function findOrCreateLogin(
  db: AppDb,
  email: string,
  kind: 'account' | 'idp',
  idpUserName?: string,
): Promise<TLoginRow> {
  const [known] = await db.select().from(logins).where(eq(logins.email, email));
  if (known) {
    if (known.staffLevel) {
      throw new AppError(
        'CONFLICT',
        `${email} is an administrator's login; administrators do not belong to customer accounts. Use another e-mail.`,
      );
    }
    if (known.kind !== kind) {
      throw new AppError(
        'CONFLICT',
        kind === 'idp'
          ? `${email} signs in as a master or IAM user, not as an IdP user. Add it as an IAM user, or use another e-mail.`
          : `${email} signs in as an IdP user, through roles. Give it a role instead, or use another e-mail.`,
      );
    }
    return known;
  }
  const [created] = await db
    .insert(logins)
    .values({
      email,
      passwordHash: await unusablePassword(),
      kind,
      ...(kind === 'idp'
        ? { idpUserId: `idp-${crypto.randomUUID()}`, idpUserName: idpUserName || null }
        : {}),
    })
    .returning();
  if (!created) throw new Error('login not created');
  return created;
}

/** The outer row in full: drizzle leaves a one-table select's columns unqualified. */
const outerLogin = sql.raw('"logins"."id"');

/** The system IDs of the accounts a login reaches, as a sub-query on logins. */
const accountIds = sql<string[]>`coalesce((
  select array_agg(a.user_id order by a.user_id) from (
    select ${memberships.accountId} as account_id from ${memberships}
      where ${memberships.loginId} = ${outerLogin}
    union select ${idpRoles.accountId} from ${idpRoles} where ${idpRoles.loginId} = ${outerLogin}
  ) reach inner join ${accounts} a on a.id = reach.account_id
), '{}')`;

const present = (row: TLoginRow & { accounts: string[] }): TDirectoryLogin => ({
  id: row.id,
  email: row.email,
  kind: row.kind,
  staffLevel: row.staffLevel,
  blocked: row.blocked,
  idpUserName: row.idpUserName,
  accounts: row.accounts,
  createdAt: row.createdAt.toISOString(),
});

/** Every login (customers' and staff), by e-mail, matching the search in the e-mail. */
export async function loginPage(
  db: AppDb,
  query: { skip: number; limit: number; search?: string | undefined },
): Promise<{ data: TDirectoryLogin[]; total: number }> {
  const where = query.search ? ilike(logins.email, containing(query.search)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ login: logins, accounts: accountIds })
      .from(logins)
      .where(where)
      .orderBy(asc(logins.email))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ value: count() }).from(logins).where(where),
  ]);
  return {
    data: rows.map((row) => present({ ...row.login, accounts: row.accounts })),
    total: total?.value ?? 0,
  };
}

async function loginRow(db: AppDb, loginId: string) {
  const [row] = await db
    .select({ login: logins, accounts: accountIds })
    .from(logins)
    .where(eq(logins.id, loginId));
  if (!row) throw new AppError('NOT_FOUND', 'There is no such login. Reload the list.');
  return present({ ...row.login, accounts: row.accounts });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Blocks a login, ending every session at once (its next call and its next sign-in are
 * refused with USER LOGIN BLOCKED), or unblocks it. Administrators may not block themselves.
 */
export async function setLoginBlocked(
  db: AppDb,
  loginId: string,
  blocked: boolean,
  actorLoginId: string,
): Promise<{ login: TDirectoryLogin; revokedSessions: number }> {
  if (!UUID.test(loginId))
    throw new AppError('NOT_FOUND', 'There is no such login. Reload the list.');
  if (blocked && loginId === actorLoginId) {
    throw new AppError('CONFLICT', 'You cannot block your own login. Ask another administrator.');
  }
  await loginRow(db, loginId);
  const revokedSessions = await db.transaction(async (tx) => {
    await tx.update(logins).set({ blocked }).where(eq(logins.id, loginId));
    return blocked ? revokeLoginSessions(tx, loginId, 'blocked') : 0;
  });
  return { login: await loginRow(db, loginId), revokedSessions };
}
