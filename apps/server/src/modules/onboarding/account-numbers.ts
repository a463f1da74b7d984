import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { accounts, memberships } from '../../db/schema/identity.js';

/** Where new account numbers start when there is none yet. */
const FIRST_ACCOUNT_NUMBER = 100001;
/** IAM users get sub user ids from here up ('0' is the master user). */
const FIRST_SUB_USER_ID = 11;

/** The next free public account number (user_id): one above the highest numeric one. */
export async function nextAccountNumber(db: AppDb): Promise<string> {
  const [row] = await db
    .select({
      top: sql<
        string | null
      >`max(case when ${accounts.userId} ~ '^[0-9]{1,15}$' then ${accounts.userId}::bigint end)::text`,
    })
    .from(accounts);
  const top = row?.top ? Number(row.top) : FIRST_ACCOUNT_NUMBER - 1;
  return String(Math.max(top + 1, FIRST_ACCOUNT_NUMBER));
}

/** The next free IAM sub user id in an account. */
export async function nextSubUserId(db: AppDb, accountId: string): Promise<string> {
  const [row] = await db
    .select({
      top: sql<
        string | null
      >`max(case when ${memberships.subUserId} ~ '^[0-9]{1,15}$' then ${memberships.subUserId}::bigint end)::text`,
    })
    .from(memberships)
    .where(sql`${memberships.accountId} = ${accountId}`);
  const top = row?.top ? Number(row.top) : 0;
  return String(Math.max(top + 1, FIRST_SUB_USER_ID));
}
