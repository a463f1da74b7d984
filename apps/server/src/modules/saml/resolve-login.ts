import { and, eq } from 'drizzle-orm';
import { LOGIN_TYPES, type TLoginType } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { accounts, idpRoles, logins, memberships } from '../../db/schema/identity.js';
import { applyJitRules, matchingRules, type JitRule } from './jit-rules.js';
import type { SignInClaims, TAssertionAttributes } from './sign-in-claims.js';
import { SignInRefusal } from './sign-in-refusal.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AGAIN = 'Go back to the portal and sign in again.';

type TLogin = typeof logins.$inferSelect;

/** What the one-time loginId stands for. */
export interface TSignInTarget {
  loginId: string;
  loginType: TLoginType;
  accountId?: string;
}

/**
 * THE place where the e-mail an IdP signed in becomes a login of this portal (one call per
 * sign-in, whichever IdP): the login with that e-mail, after just-in-time rules had their say.
 * Pending invitations for the e-mail were accepted just before (`completeSamlSignIn`).
 */
export async function loginForEmail(
  db: AppDb,
  input: { email: string; attributes: TAssertionAttributes; jitRules: readonly JitRule[] },
): Promise<TLogin | undefined> {
  const find = async () => (await db.select().from(logins).where(eq(logins.email, input.email)))[0];
  const login = await find();
  const rules = matchingRules(input.jitRules, input.attributes);
  const provisioned = await applyJitRules(db, { email: input.email, rules, login });
  return login ?? (provisioned ? find() : undefined);
}

/**
 * Maps verified claims to a sign-in: the login (loginForEmail), its login type and the
 * account it lands in, when the IdP named one it may act as. Throws SignInRefusal.
 */
export async function resolveSignIn(
  db: AppDb,
  claims: SignInClaims,
  context: { attributes: TAssertionAttributes; jitRules: readonly JitRule[] },
): Promise<TSignInTarget> {
  const { email } = claims;
  const login = await loginForEmail(db, { email, ...context });
  const refuse = (why: string, internal?: string) =>
    new SignInRefusal(
      'UNAUTHENTICATED',
      'claims',
      `The identity provider signed in ${email}, ${why}`,
      {
        email,
        internal,
      },
    );
  if (!login) {
    throw new SignInRefusal(
      'UNAUTHENTICATED',
      'unknown_user',
      `The identity provider signed in ${email}, who has no access to this portal yet.`,
      { email, internal: `no login for ${email}` },
    );
  }
  if (claims.loginId !== undefined && claims.loginId !== login.id) {
    throw refuse(`but its loginId attribute names another login. ${AGAIN}`);
  }
  const claimed = claims.loginType;
  if (claimed !== undefined && !(LOGIN_TYPES as readonly string[]).includes(claimed)) {
    throw refuse(`with an unknown login type. ${AGAIN}`);
  }
  const accountId = await claimedAccount(db, login, claims, refuse);
  let loginType = (claimed as TLoginType | undefined) ?? (login.kind === 'idp' ? 'IDP' : 'IAM');
  if (claimed === undefined && accountId && login.kind !== 'idp') {
    const [membership] = await db
      .select({ portalAccess: memberships.portalAccess })
      .from(memberships)
      .where(and(eq(memberships.loginId, login.id), eq(memberships.accountId, accountId)));
    if (membership && !membership.portalAccess) loginType = 'IAM_NOPORTAL';
  }
  return { loginId: login.id, loginType, ...(accountId ? { accountId } : {}) };
}

/** The account the claims name (by number or id, or through a role), checked against the login. */
async function claimedAccount(
  db: AppDb,
  login: TLogin,
  claims: SignInClaims,
  refuse: (why: string) => SignInRefusal,
): Promise<string | undefined> {
  let accountId: string | undefined;
  if (claims.account !== undefined) {
    const byId = UUID.test(claims.account);
    if (!byId && !/^\d{1,20}$/.test(claims.account)) {
      throw refuse(`for an account that is not valid (${claims.account}). ${AGAIN}`);
    }
    const [account] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(byId ? eq(accounts.id, claims.account) : eq(accounts.userId, claims.account));
    if (!account) throw refuse(`for an account it is not a member of. ${AGAIN}`);
    accountId = account.id;
  }
  if (claims.role !== undefined) {
    const roles = await db
      .select({ accountId: idpRoles.accountId })
      .from(idpRoles)
      .where(and(eq(idpRoles.loginId, login.id), eq(idpRoles.roleName, claims.role)));
    const role = roles.find((r) => accountId === undefined || r.accountId === accountId);
    if (!role) throw refuse(`with the role ${claims.role}, which it does not hold here. ${AGAIN}`);
    return role.accountId;
  }
  if (accountId === undefined) return undefined;
  const [member] =
    login.kind === 'idp'
      ? await db
          .select({ id: idpRoles.id })
          .from(idpRoles)
          .where(and(eq(idpRoles.loginId, login.id), eq(idpRoles.accountId, accountId)))
      : await db
          .select({ id: memberships.id })
          .from(memberships)
          .where(and(eq(memberships.loginId, login.id), eq(memberships.accountId, accountId)));
  if (!member) throw refuse(`for an account it is not a member of. ${AGAIN}`);
  return accountId;
}
