import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type {
  TCreateAccountRequest,
  TDirectoryAccount,
  TUpdateAccountRequest,
} from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { devices } from '../../db/schema/devices.js';
import { accounts, idpRoles, memberships, orgNodes } from '../../db/schema/identity.js';
import { licences } from '../../db/schema/tickets.js';
import { AppError } from '../../errors/app-error.js';
import { containing } from './directory-kit.js';
import { findOrCreateLogin } from './logins.service.js';

type TAccountRow = typeof accounts.$inferSelect;

/** The account of a system ID, or 404 saying which. */
export async function accountBySystemId(db: AppDb, userId: string): Promise<TAccountRow> {
  const [account] = await db.select().from(accounts).where(eq(accounts.userId, userId));
  if (!account) throw new AppError('NOT_FOUND', `There is no account with system ID ${userId}.`);
  return account;
}

// Correlated sub-queries name the outer row in full: drizzle leaves a one-table select's
// columns unqualified, and an unqualified "id" would mean the inner table's own.
const outerAccount = sql.raw('"accounts"."id"');

const columns = {
  userId: accounts.userId,
  companyName: accounts.companyName,
  masterEmail: accounts.masterEmail,
  hasConverter: accounts.hasConverter,
  premium: accounts.premium,
  blocked: accounts.blocked,
  createdAt: accounts.createdAt,
  logins: sql<number>`(
    (select count(*) from ${memberships} where ${memberships.accountId} = ${outerAccount})
    + (select count(*) from ${idpRoles} where ${idpRoles.accountId} = ${outerAccount})
  )`.mapWith(Number),
  devices:
    sql<number>`(select count(*) from ${devices} where ${devices.accountId} = ${outerAccount})`.mapWith(
      Number,
    ),
  licencesAvailable: sql<number>`(select count(*) from ${licences}
    where ${licences.accountId} = ${outerAccount} and ${licences.kind} = 'purchased'
      and ${licences.ticketId} is null)`.mapWith(Number),
};

const present = (
  row: Omit<TDirectoryAccount, 'createdAt'> & { createdAt: Date },
): TDirectoryAccount => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Accounts by system ID, matching the search in the system ID, company or master e-mail. */
export async function accountPage(
  db: AppDb,
  query: { skip: number; limit: number; search?: string | undefined },
): Promise<{ data: TDirectoryAccount[]; total: number }> {
  const where = query.search
    ? or(
        ilike(accounts.userId, containing(query.search)),
        ilike(accounts.companyName, containing(query.search)),
        ilike(accounts.masterEmail, containing(query.search)),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(accounts)
      .where(where)
      .orderBy(asc(accounts.userId))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ value: count() }).from(accounts).where(where),
  ]);
  return { data: rows.map(present), total: total?.value ?? 0 };
}

export async function accountDetail(db: AppDb, userId: string): Promise<TDirectoryAccount> {
  const [row] = await db.select(columns).from(accounts).where(eq(accounts.userId, userId));
  if (!row) throw new AppError('NOT_FOUND', `There is no account with system ID ${userId}.`);
  return present(row);
}

/** The next system ID: one above the highest numeric one, starting at 100001. */
async function nextSystemId(db: AppDb): Promise<string> {
  const [row] = await db
    .select({
      top: sql<string | null>`max(case when ${accounts.userId} ~ '^[0-9]{1,15}$'
        then ${accounts.userId}::bigint end)`,
    })
    .from(accounts);
  const top = row?.top ? Number(row.top) : 100000;
  return String(Math.max(top, 100000) + 1);
}

/**
 * Creates a customer account and its master user: the login of the master e-mail (created
 * when the portal does not know it, to sign in through the identity provider).
 */
export async function createAccount(
  db: AppDb,
  input: TCreateAccountRequest & { hasConverter: boolean; premium: boolean },
): Promise<TDirectoryAccount> {
  const userId = await db.transaction(async (tx) => {
    const systemId = input.userId ?? (await nextSystemId(tx));
    const [taken] = await tx.select().from(accounts).where(eq(accounts.userId, systemId));
    if (taken) {
      throw new AppError(
        'CONFLICT',
        `System ID ${systemId} belongs to ${taken.companyName} already. Choose another or leave it empty.`,
      );
    }
    const login = await findOrCreateLogin(tx, input.masterEmail, 'account');
    const [account] = await tx
      .insert(accounts)
      .values({
        userId: systemId,
        companyName: input.companyName,
        masterEmail: input.masterEmail,
        hasConverter: input.hasConverter,
        premium: input.premium,
      })
      .returning();
    if (!account) throw new Error('account not created');
    await tx
      .insert(memberships)
      .values({ loginId: login.id, accountId: account.id, subUserId: '0' });
    return systemId;
  });
  return accountDetail(db, userId);
}

/** Changes an account's company, apps or block; blocking refuses its users on their next call. */
export async function updateAccount(
  db: AppDb,
  userId: string,
  input: TUpdateAccountRequest,
): Promise<TDirectoryAccount> {
  const account = await accountBySystemId(db, userId);
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(changes).length > 0) {
    await db.transaction(async (tx) => {
      await tx.update(accounts).set(changes).where(eq(accounts.id, account.id));
      // A member account's node in an OU tree is named after its company.
      if (input.companyName !== undefined) {
        await tx
          .update(orgNodes)
          .set({ name: input.companyName, description: `${userId}/${input.companyName}` })
          .where(eq(orgNodes.accountId, account.id));
      }
    });
  }
  return accountDetail(db, userId);
}
