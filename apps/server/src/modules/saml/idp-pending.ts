import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { idpPending } from '../../db/schema/saml.js';
import { newSecret, sha256 as hash } from '../../lib/secrets.js';
import type { VerifiedAuthnRequest } from './idp-request.js';
import { SAML_REQUEST_TTL_MS } from './request-cache.js';

/** Wrong passwords allowed in one sign-in before the user must start again. */
export const MAX_ATTEMPTS_PER_SIGN_IN = 5;

export type TPendingSignIn = typeof idpPending.$inferSelect;

/**
 * Starts a sign-in at the built-in IdP: keeps the verified request in the database under a
 * random id (only its hash is stored) that the login form carries. It lives as long as the SP
 * waits for the answer.
 */
export async function startPendingSignIn(
  db: AppDb,
  request: VerifiedAuthnRequest,
): Promise<string> {
  const id = newSecret();
  const now = new Date();
  await db.delete(idpPending).where(lt(idpPending.expiresAt, now));
  await db.insert(idpPending).values({
    idHash: hash(id),
    requestId: request.requestId,
    acsUrl: request.acsUrl,
    relayState: request.relayState ?? null,
    expiresAt: new Date(now.getTime() + SAML_REQUEST_TTL_MS),
  });
  return id;
}

/** The pending sign-in, unless it is unknown, used up or expired. */
export async function findPendingSignIn(
  db: AppDb,
  id: string,
): Promise<TPendingSignIn | undefined> {
  const [row] = await db
    .select()
    .from(idpPending)
    .where(and(eq(idpPending.idHash, hash(id)), gt(idpPending.expiresAt, new Date())));
  return row;
}

/** Counts a wrong password; true when the sign-in may go on, false when it was used up. */
export async function recordFailedAttempt(db: AppDb, id: string): Promise<boolean> {
  const [row] = await db
    .update(idpPending)
    .set({ failedAttempts: sql`${idpPending.failedAttempts} + 1` })
    .where(eq(idpPending.idHash, hash(id)))
    .returning({ failedAttempts: idpPending.failedAttempts });
  if (row && row.failedAttempts < MAX_ATTEMPTS_PER_SIGN_IN) return true;
  await db.delete(idpPending).where(eq(idpPending.idHash, hash(id)));
  return false;
}

/** Ends the sign-in; only the first caller gets it, so one form yields one assertion. */
export async function consumePendingSignIn(
  db: AppDb,
  id: string,
): Promise<TPendingSignIn | undefined> {
  const [row] = await db
    .delete(idpPending)
    .where(and(eq(idpPending.idHash, hash(id)), gt(idpPending.expiresAt, new Date())))
    .returning();
  return row;
}
