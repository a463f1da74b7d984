import { and, eq } from 'drizzle-orm';
import type { TLoginType } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { accounts, logins, memberships } from '../../db/schema/identity.js';
import { verifyPassword } from './passwords.js';

export interface TAuthenticated {
  loginId: string;
  email: string;
  loginType: TLoginType;
  /** The account an IAM sign-in named, if it named one. */
  accountId?: string;
}

/**
 * Checks a sign-in at the built-in IdP. By e-mail and password alone (master users, IdP users,
 * staff), or, for an IAM user, with the account number and username as well.
 * Null when anything does not match: the caller says only "wrong credentials".
 */
export async function verifyCredentials(
  db: AppDb,
  input: { email?: string; password: string; account?: string; username?: string },
): Promise<TAuthenticated | null> {
  if (input.account && input.username) {
    const [row] = await db
      .select({ login: logins, membership: memberships, account: accounts })
      .from(memberships)
      .innerJoin(accounts, eq(accounts.id, memberships.accountId))
      .innerJoin(logins, eq(logins.id, memberships.loginId))
      .where(and(eq(accounts.userId, input.account), eq(memberships.username, input.username)));
    if (!row || !(await verifyPassword(input.password, row.login.passwordHash))) return null;
    return {
      loginId: row.login.id,
      email: row.login.email,
      loginType: row.membership.portalAccess ? 'IAM' : 'IAM_NOPORTAL',
      accountId: row.account.id,
    };
  }
  const email = input.email?.trim().toLowerCase();
  if (!email) return null;
  const [login] = await db.select().from(logins).where(eq(logins.email, email));
  if (!login || !(await verifyPassword(input.password, login.passwordHash))) return null;
  return { loginId: login.id, email: login.email, loginType: login.kind === 'idp' ? 'IDP' : 'IAM' };
}
