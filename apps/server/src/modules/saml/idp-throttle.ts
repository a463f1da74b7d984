import { inArray, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { sha256 } from '../../lib/secrets.js';
import { idpLoginThrottle } from '../../db/schema/saml.js';

/**
 * issue 18 item 6: failed passwords are counted per user *and client address* and per client
 * address, never per user alone, so an attacker elsewhere cannot lock the real user out. Past
 * the free failures each further one doubles the wait, up to MAX_BACKOFF_SECONDS; the counts
 * are forgotten FORGET_AFTER_MINUTES after the last failure, and a success clears its user's.
 */
export const FREE_FAILURES_PER_USER_AND_ADDRESS = 5;
/** A client address spraying many users (or guessing at one) is slowed down here. */
export const FREE_FAILURES_PER_ADDRESS = 20;
export const FIRST_BACKOFF_SECONDS = 5;
export const MAX_BACKOFF_SECONDS = 15 * 60;
export const FORGET_AFTER_MINUTES = 15;

// The table's window_start column holds the instant of the latest failure: the wait counts
// from it (no schema change needed).
const forget = sql.raw(`interval '${FORGET_AFTER_MINUTES} minutes'`);

/** The throttle keys of one attempt: what the user typed, at the address it came from. */
export interface TThrottleKeys {
  userAtAddress: string;
  address: string;
}

/** The user the form names: the e-mail, or the account and username. */
export function throttleUser(input: { email?: string; account?: string; username?: string }) {
  return input.account && input.username
    ? `iam:${input.account}/${input.username}`
    : `email:${(input.email ?? '').trim().toLowerCase()}`;
}

export function throttleKeys(user: string, address: string): TThrottleKeys {
  return { userAtAddress: sha256(`${user}|${address}`), address: sha256(`address:${address}`) };
}

/** The wait after `failures` failures with `free` of them allowed; 0 while under the limit. */
export function backoffSeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_BACKOFF_SECONDS, FIRST_BACKOFF_SECONDS * 2 ** (failures - free));
}

/** Seconds until this attempt may be checked; 0 when it may be checked now. */
export async function throttledFor(db: AppDb, keys: TThrottleKeys): Promise<number> {
  const t = idpLoginThrottle;
  const rows = await db
    .select({
      keyHash: t.keyHash,
      failures: t.failures,
      since: sql<number>`extract(epoch from (now() - ${t.windowStart}))::float8`,
    })
    .from(t)
    .where(inArray(t.keyHash, [keys.userAtAddress, keys.address]));
  let wait = 0;
  for (const row of rows) {
    const free =
      row.keyHash === keys.address ? FREE_FAILURES_PER_ADDRESS : FREE_FAILURES_PER_USER_AND_ADDRESS;
    wait = Math.max(wait, backoffSeconds(row.failures, free) - Number(row.since));
  }
  return Math.ceil(Math.max(0, wait));
}

/** Counts a failure under both keys; counts older than the forget time start again at one. */
export async function recordFailure(db: AppDb, keys: TThrottleKeys): Promise<void> {
  const t = idpLoginThrottle;
  const stale = sql`${t.windowStart} <= now() - ${forget}`;
  await db.delete(t).where(lt(t.windowStart, sql`now() - ${forget}`));
  await db
    .insert(t)
    .values([
      { keyHash: keys.userAtAddress, failures: 1 },
      { keyHash: keys.address, failures: 1 },
    ])
    .onConflictDoUpdate({
      target: t.keyHash,
      set: {
        failures: sql`case when ${stale} then 1 else ${t.failures} + 1 end`,
        windowStart: sql`now()`,
      },
    });
}

/** A successful sign-in forgets its user's failures at this address (not the address's). */
export async function clearFailures(db: AppDb, keys: TThrottleKeys): Promise<void> {
  await db.delete(idpLoginThrottle).where(inArray(idpLoginThrottle.keyHash, [keys.userAtAddress]));
}
