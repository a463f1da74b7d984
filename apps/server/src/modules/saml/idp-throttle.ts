import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { sha256 } from '../../lib/secrets.js';
import { idpLoginThrottle } from '../../db/schema/saml.js';

/** Failed sign-ins allowed per identifier and window, across every replica. */
export const MAX_FAILURES_PER_WINDOW = 10;
export const THROTTLE_WINDOW_MINUTES = 15;

const window = sql.raw(`interval '${THROTTLE_WINDOW_MINUTES} minutes'`);

/** The throttle key of what the user typed: the e-mail, or the account and username. */
export function throttleKey(input: { email?: string; account?: string; username?: string }) {
  const who =
    input.account && input.username
      ? `iam:${input.account}/${input.username}`
      : `email:${(input.email ?? '').trim().toLowerCase()}`;
  return sha256(who);
}

/** Whether this identifier has failed too often lately (it is then not even checked). */
export async function isThrottled(db: AppDb, key: string): Promise<boolean> {
  const [row] = await db
    .select({ failures: idpLoginThrottle.failures })
    .from(idpLoginThrottle)
    .where(
      and(
        eq(idpLoginThrottle.keyHash, key),
        gt(idpLoginThrottle.windowStart, sql`now() - ${window}`),
      ),
    );
  return (row?.failures ?? 0) >= MAX_FAILURES_PER_WINDOW;
}

/** Counts a failure; a window that has ended starts again at one. */
export async function recordFailure(db: AppDb, key: string): Promise<void> {
  const t = idpLoginThrottle;
  const ended = sql`${t.windowStart} <= now() - ${window}`;
  await db.delete(t).where(lt(t.windowStart, sql`now() - ${window}`));
  await db
    .insert(t)
    .values({ keyHash: key, failures: 1 })
    .onConflictDoUpdate({
      target: t.keyHash,
      set: {
        failures: sql`case when ${ended} then 1 else ${t.failures} + 1 end`,
        windowStart: sql`case when ${ended} then now() else ${t.windowStart} end`,
      },
    });
}

/** A successful sign-in forgets earlier failures. */
export async function clearFailures(db: AppDb, key: string): Promise<void> {
  await db.delete(idpLoginThrottle).where(eq(idpLoginThrottle.keyHash, key));
}
