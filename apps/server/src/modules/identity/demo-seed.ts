import { devices } from '../../db/schema/devices.js';
import { licences } from '../../db/schema/tickets.js';
import { randomBytes } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import {
  accounts,
  idpRoles,
  logins,
  memberships,
  orgNodes,
  organisations,
  portalConfig,
} from '../../db/schema/identity.js';
import { hashPassword } from './passwords.js';

/** The password of every demo sign-in (README, "Demo sign-ins"). */
export const DEMO_PASSWORD = 'Demo-Passw0rd!';

/** The demo sign-ins, as the README lists them. */
export const DEMO_SIGN_INS = [
  { who: 'Customer master user (Acme, 3 accounts on one e-mail)', signIn: 'master@acme.example' },
  { who: 'IAM user with portal access', signIn: 'account 100001, username netops' },
  {
    who: 'IAM user without portal access (IAM_NOPORTAL)',
    signIn: 'account 100001, username auditor',
  },
  {
    who: 'IAM user without read/write permission',
    signIn: 'account 100001, username viewer',
  },
  { who: 'IdP user with two roles', signIn: 'idp.user@acme.example' },
  { who: 'E-mail without any account', signIn: 'nobody@acme.example' },
  { who: 'Account without the converter app', signIn: 'master@noconv.example' },
  { who: 'Blocked user', signIn: 'blocked@acme.example' },
  { who: 'Admin, read-write', signIn: 'admin@converter.example' },
  { who: 'Admin, read-only', signIn: 'viewer@converter.example' },
] as const;

type TAccountRow = typeof accounts.$inferSelect;

/**
 * Creates the demo data once (a second run changes nothing): a customer with a master user, IAM
 * users, an IdP user with roles, one e-mail on three accounts, an organisation with a two-level
 * OU tree, an account without the converter, a blocked user, two admins, target devices and licences.
 */
export async function seedDemo(db: AppDb): Promise<boolean> {
  const [existing] = await db.select().from(logins).where(eq(logins.email, 'master@acme.example'));
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const account = async (
      userId: string,
      companyName: string,
      masterEmail: string,
      extra: Partial<TAccountRow> = {},
    ) => {
      const [row] = await tx
        .insert(accounts)
        .values({ userId, companyName, masterEmail, ...extra })
        .returning();
      if (!row) throw new Error('demo account not created');
      return row;
    };
    const login = async (email: string, extra: Partial<typeof logins.$inferInsert> = {}) => {
      const [row] = await tx
        .insert(logins)
        .values({ email, passwordHash, ...extra })
        .returning();
      if (!row) throw new Error('demo login not created');
      return row;
    };
    const acme = await account('100001', 'Acme Networks', 'master@acme.example', { premium: true });
    const acmeLabs = await account('100002', 'Acme Labs', 'master@acme.example');
    const acmeEu = await account('100003', 'Acme Europe', 'master@acme.example');
    const branchNorth = await account('100011', 'Acme Branch North', 'it-north@acme.example');
    const branchSouth = await account('100012', 'Acme Branch South', 'it-south@acme.example');
    const noConverter = await account('200001', 'Globex (no converter)', 'master@noconv.example', {
      hasConverter: false,
    });

    const master = await login('master@acme.example');
    for (const target of [acme, acmeLabs, acmeEu]) {
      await tx
        .insert(memberships)
        .values({ loginId: master.id, accountId: target.id, subUserId: '0' });
    }
    const netops = await login('netops@acme.example');
    await tx
      .insert(memberships)
      .values({ loginId: netops.id, accountId: acme.id, subUserId: '5001', username: 'netops' });
    const auditor = await login('auditor@acme.example');
    await tx.insert(memberships).values({
      loginId: auditor.id,
      accountId: acme.id,
      subUserId: '5002',
      username: 'auditor',
      portalAccess: false,
      readWrite: false,
    });
    const viewer = await login('viewer@acme.example');
    await tx.insert(memberships).values({
      loginId: viewer.id,
      accountId: acme.id,
      subUserId: '5004',
      username: 'viewer',
      readWrite: false,
    });
    await login('nobody@acme.example');
    const blocked = await login('blocked@acme.example', { blocked: true });
    await tx
      .insert(memberships)
      .values({ loginId: blocked.id, accountId: acme.id, subUserId: '5003', username: 'blocked' });
    const idp = await login('idp.user@acme.example', {
      kind: 'idp',
      idpUserId: 'idp-9001',
      idpUserName: 'Ines IdP',
    });
    await tx
      .insert(idpRoles)
      .values({ loginId: idp.id, accountId: acme.id, roleName: 'Network Admin' });
    await tx
      .insert(idpRoles)
      .values({ loginId: idp.id, accountId: acmeLabs.id, roleName: 'Lab Operator' });
    const globex = await login('master@noconv.example');
    await tx
      .insert(memberships)
      .values({ loginId: globex.id, accountId: noConverter.id, subUserId: '0' });
    // Acme's target devices (models from the catalogue's serial prefixes); one already licensed.
    const demoDevices = await tx
      .insert(devices)
      .values([
        { accountId: acme.id, sn: 'FGT60FTK20000001' },
        { accountId: acme.id, sn: 'FGT60FTK20000002', license: true },
        { accountId: acme.id, sn: 'FG100FTK21000003' },
        { accountId: acmeLabs.id, sn: 'FGT40FTK22000004' },
        { accountId: branchNorth.id, sn: 'FG200FTK23000005' },
      ])
      .returning();
    // Conversion licences: the one sold with the licensed device, and a few bought per account.
    const licensed = demoDevices.find((d) => d.license);
    const bought = (accountId: string, quantity: number) =>
      Array.from({ length: quantity }, () => ({ accountId, kind: 'purchased' as const }));
    await tx
      .insert(licences)
      .values([
        { accountId: acme.id, kind: 'purchased' as const, deviceId: licensed?.id },
        ...bought(acme.id, 3),
        ...bought(acmeLabs.id, 1),
        ...bought(branchNorth.id, 2),
      ]);
    await login('admin@converter.example', { staffLevel: 'read_write' });
    await login('viewer@converter.example', { staffLevel: 'read_only' });

    const [org] = await tx
      .insert(organisations)
      .values({
        orgId: 'org-acme',
        name: 'Acme Group',
        description: 'All Acme companies',
        ownerAccountId: acme.id,
      })
      .returning();
    if (!org) throw new Error('demo organisation not created');
    const node = (values: Omit<typeof orgNodes.$inferInsert, 'organisationId'>) =>
      tx.insert(orgNodes).values({ organisationId: org.id, ...values });
    await node({
      nodeId: 'ou-regions',
      type: 'ORG_UNIT',
      name: 'Regions',
      description: 'Regional offices',
      parentId: org.orgId,
    });
    await node({
      nodeId: 'ou-north',
      type: 'ORG_UNIT',
      name: 'North',
      description: 'Northern branches',
      parentId: 'ou-regions',
    });
    await node({
      nodeId: 'ou-south',
      type: 'ORG_UNIT',
      name: 'South',
      description: 'Southern branches',
      parentId: 'ou-regions',
    });
    await node({
      nodeId: 'acc-north',
      type: 'OU_ACCOUNT',
      name: branchNorth.companyName,
      description: `${branchNorth.userId}/${branchNorth.companyName}`,
      parentId: 'ou-north',
      accountId: branchNorth.id,
    });
    await node({
      nodeId: 'acc-south',
      type: 'OU_ACCOUNT',
      name: branchSouth.companyName,
      description: `${branchSouth.userId}/${branchSouth.companyName}`,
      parentId: 'ou-south',
      accountId: branchSouth.id,
    });
  });
  return true;
}

/**
 * Without demo data, the first start creates one read-write admin with a random password and
 * returns it, once, to be printed; later starts return undefined.
 */
export async function ensureFirstAdmin(
  db: AppDb,
): Promise<{ email: string; password: string } | undefined> {
  const [staff] = await db
    .select({ id: logins.id })
    .from(logins)
    .where(isNotNull(logins.staffLevel))
    .limit(1);
  if (staff) return undefined;
  const password = randomBytes(12).toString('base64url');
  const email = 'admin@localhost';
  await db
    .insert(logins)
    .values({ email, passwordHash: await hashPassword(password), staffLevel: 'read_write' })
    .onConflictDoNothing();
  return { email, password };
}

/** Top-bar configuration defaults (spec §3, §9: AccountCreation_URL). */
export async function ensurePortalConfig(db: AppDb, accountCreationUrl: string): Promise<void> {
  await db
    .insert(portalConfig)
    .values({ name: 'AccountCreation_URL', value: accountCreationUrl })
    .onConflictDoNothing();
}
