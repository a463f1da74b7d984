import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { idpSecondFactor } from '../../db/schema/onboarding.js';
import { newSecret, sha256 } from '../../lib/secrets.js';
import type { TAuthenticated } from '../identity/credentials.js';

/** A code form lives five minutes and allows five wrong codes. */
const TICKET_TTL_MS = 5 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
/** Marks a ticket of the enrolment page (no sign-in to finish). */
export const ENROLMENT = 'enrolment';

/**
 * After a right password for a login with TOTP: a random ticket for the code form, bound to the
 * pending sign-in (by its hash) and holding the credential check's result; never the password.
 */
export async function startSecondFactor(
  db: AppDb,
  pending: string,
  signedIn: TAuthenticated,
): Promise<string> {
  const ticket = newSecret();
  await db.delete(idpSecondFactor).where(lt(idpSecondFactor.expiresAt, new Date()));
  const result: Record<string, string> = {
    loginId: signedIn.loginId,
    email: signedIn.email,
    loginType: signedIn.loginType,
    ...(signedIn.accountId ? { accountId: signedIn.accountId } : {}),
  };
  await db.insert(idpSecondFactor).values({
    ticketHash: sha256(ticket),
    pendingHash: pending === ENROLMENT ? ENROLMENT : sha256(pending),
    loginId: signedIn.loginId,
    signedIn: result,
    expiresAt: new Date(Date.now() + TICKET_TTL_MS),
  });
  return ticket;
}

export type TSecondFactor = typeof idpSecondFactor.$inferSelect;

/** The ticket, while unexpired and bound to this pending sign-in (or to enrolment). */
export async function findSecondFactor(
  db: AppDb,
  ticket: string,
  pending: string,
): Promise<TSecondFactor | undefined> {
  const [row] = await db
    .select()
    .from(idpSecondFactor)
    .where(
      and(
        eq(idpSecondFactor.ticketHash, sha256(ticket)),
        eq(idpSecondFactor.pendingHash, pending === ENROLMENT ? ENROLMENT : sha256(pending)),
        gt(idpSecondFactor.expiresAt, new Date()),
      ),
    );
  return row;
}

/** Counts a wrong code; false (and the ticket gone) once the attempts are used up. */
export async function recordWrongCode(db: AppDb, ticket: string): Promise<boolean> {
  const [row] = await db
    .update(idpSecondFactor)
    .set({ failedAttempts: sql`${idpSecondFactor.failedAttempts} + 1` })
    .where(eq(idpSecondFactor.ticketHash, sha256(ticket)))
    .returning({ failedAttempts: idpSecondFactor.failedAttempts });
  if (row && row.failedAttempts < MAX_CODE_ATTEMPTS) return true;
  await endSecondFactor(db, ticket);
  return false;
}

export async function endSecondFactor(db: AppDb, ticket: string): Promise<void> {
  await db.delete(idpSecondFactor).where(eq(idpSecondFactor.ticketHash, sha256(ticket)));
}

/** The credential check's result the ticket kept. */
export function signedInOf(row: TSecondFactor): TAuthenticated {
  const { loginId = row.loginId, email = '', loginType, accountId } = row.signedIn;
  return {
    loginId,
    email,
    loginType: loginType as TAuthenticated['loginType'],
    ...(accountId ? { accountId } : {}),
  };
}
