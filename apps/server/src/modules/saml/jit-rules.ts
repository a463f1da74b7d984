import { eq, inArray } from 'drizzle-orm';
import type { TJitRule } from '../../config/env.js';
import type { AppDb } from '../../db/database.js';
import { accounts, idpRoles, logins } from '../../db/schema/identity.js';
import type { TAssertionAttributes } from './sign-in-claims.js';

export type JitRule = TJitRule;

/** A JIT login never signs in with a password: no scrypt hash matches this. */
const NO_PASSWORD = 'external-idp';

/** The rules whose attribute holds their value (any of the attribute's values; exact match). */
export function matchingRules(
  rules: readonly JitRule[],
  attributes: TAssertionAttributes,
): JitRule[] {
  return rules.filter((rule) => (attributes[rule.attribute] ?? []).includes(rule.value));
}

/**
 * Just-in-time provisioning (issue 20 item 4): the rules that match give an IdP user the
 * roles they name, in the accounts they name (by account number). An unknown e-mail becomes an
 * IdP login with those roles; a known IdP login gains the roles it lacks (none is removed, so
 * an administrator's changes stay). Rules naming an account that does not exist are skipped.
 * Returns the login's id, or undefined when no rule applies.
 */
export async function applyJitRules(
  db: AppDb,
  input: {
    email: string;
    rules: readonly JitRule[];
    login: { id: string; kind: string } | undefined;
  },
): Promise<string | undefined> {
  if (input.rules.length === 0) return undefined;
  if (input.login && input.login.kind !== 'idp') return undefined;
  const numbers = [...new Set(input.rules.map((rule) => rule.account))];
  const found = await db
    .select({ id: accounts.id, userId: accounts.userId })
    .from(accounts)
    .where(inArray(accounts.userId, numbers));
  const byNumber = new Map(found.map((account) => [account.userId, account.id]));
  const grants = input.rules.flatMap((rule) => {
    const accountId = byNumber.get(rule.account);
    return accountId ? [{ accountId, roleName: rule.role }] : [];
  });
  if (grants.length === 0) return input.login?.id;
  return db.transaction(async (tx) => {
    let loginId = input.login?.id;
    if (!loginId) {
      const [created] = await tx
        .insert(logins)
        .values({
          email: input.email,
          passwordHash: NO_PASSWORD,
          kind: 'idp',
          idpUserName: input.email,
        })
        .onConflictDoNothing()
        .returning({ id: logins.id });
      // Created meanwhile by a concurrent sign-in: use that one.
      loginId =
        created?.id ??
        (await tx.select({ id: logins.id }).from(logins).where(eq(logins.email, input.email)))[0]
          ?.id;
      if (!loginId) throw new Error(`just-in-time login for ${input.email} was not created`);
    }
    const id = loginId;
    // One role per account (idp_roles_login_account): the first matching rule wins.
    await tx
      .insert(idpRoles)
      .values(grants.map((grant) => ({ ...grant, loginId: id })))
      .onConflictDoNothing();
    return id;
  });
}
