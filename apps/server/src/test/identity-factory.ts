import { randomBytes } from 'node:crypto';
import type { TLoginType } from '@fwmig/contract';
import type { AppDb } from '../db/database.js';
import {
  accounts,
  idpRoles,
  logins,
  memberships,
  orgNodes,
  organisations,
} from '../db/schema/identity.js';
import { issueLoginId } from '../modules/identity/login-ids.js';
import { hashPassword } from '../modules/identity/passwords.js';

// One hash for every test login: scrypt is deliberately slow.
let hashed: Promise<string> | undefined;
const testHash = () => (hashed ??= hashPassword('correct horse battery staple'));
const unique = () => randomBytes(4).toString('hex');

export async function createAccount(
  db: AppDb,
  overrides: Partial<typeof accounts.$inferInsert> = {},
) {
  const id = unique();
  const [account] = await db
    .insert(accounts)
    .values({
      userId: `9${parseInt(id, 16)}`,
      companyName: `Company ${id}`,
      masterEmail: `master-${id}@example.com`,
      ...overrides,
    })
    .returning();
  if (!account) throw new Error('account not created');
  return account;
}

export async function createLogin(db: AppDb, overrides: Partial<typeof logins.$inferInsert> = {}) {
  const [login] = await db
    .insert(logins)
    .values({ email: `user-${unique()}@example.com`, passwordHash: await testHash(), ...overrides })
    .returning();
  if (!login) throw new Error('login not created');
  return login;
}

export async function addMembership(db: AppDb, values: typeof memberships.$inferInsert) {
  await db.insert(memberships).values(values);
}

export async function addIdpRole(db: AppDb, values: typeof idpRoles.$inferInsert) {
  await db.insert(idpRoles).values(values);
}

/** An organisation owned by `owner` with one OU holding `members`. */
export async function createOrganisation(
  db: AppDb,
  owner: { id: string },
  members: { id: string; companyName: string }[],
) {
  const id = unique();
  const [org] = await db
    .insert(organisations)
    .values({ orgId: `org-${id}`, name: `Org ${id}`, ownerAccountId: owner.id })
    .returning();
  if (!org) throw new Error('organisation not created');
  await db.insert(orgNodes).values({
    organisationId: org.id,
    nodeId: `ou-${id}`,
    type: 'ORG_UNIT',
    name: 'Branches',
    parentId: org.orgId,
  });
  for (const member of members) {
    await db.insert(orgNodes).values({
      organisationId: org.id,
      nodeId: `acc-${unique()}`,
      type: 'OU_ACCOUNT',
      name: member.companyName,
      parentId: `ou-${id}`,
      accountId: member.id,
    });
  }
  return org;
}

/** Signs a login in as SSO would (a loginId) and exchanges it over HTTP for tokens. */
export async function signIn(
  baseUrl: string,
  db: AppDb,
  loginId: string,
  loginType: TLoginType = 'IAM',
  accountId?: string,
) {
  const id = await issueLoginId(db, { loginId, loginType, ...(accountId ? { accountId } : {}) });
  const response = await fetch(`${baseUrl}/client/v1/token?loginId=${encodeURIComponent(id)}`);
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as {
    data: { webAccessToken: { access_token: string; refresh_token: string } };
  };
  return body.data.webAccessToken;
}
