import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { AppDb } from '../../db/database.js';
import { loginTotp } from '../../db/schema/onboarding.js';

/** RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30 s steps. */
const PERIOD = 30;
const DIGITS = 6;
/** One step either side, for clocks a little apart. */
const WINDOW = 1;

const totpOf = (secret: string, label = 'user', issuer = 'portal') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), digits: DIGITS, period: PERIOD });

/** The time step a code matches (within the window), or undefined. */
function matchingCounter(secret: string, code: string): number | undefined {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const totp = totpOf(secret);
  const delta = totp.validate({ token, window: WINDOW });
  return delta === null ? undefined : totp.counter() + delta;
}

/** Whether the login signs in with a code after its password. */
export async function totpEnabled(db: AppDb, loginId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: loginTotp.loginId })
    .from(loginTotp)
    .where(and(eq(loginTotp.loginId, loginId), isNotNull(loginTotp.enabledAt)));
  return Boolean(row);
}

/** What the enrolment page shows: the secret as text, the otpauth URI and its QR code (SVG). */
export interface TTotpEnrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}

/** Starts (or restarts) enrolment with a new secret; undefined when TOTP is already on. */
export async function startTotpEnrolment(
  db: AppDb,
  login: { id: string; email: string },
  issuer: string,
): Promise<TTotpEnrolment | undefined> {
  if (await totpEnabled(db, login.id)) return undefined;
  const secret = new Secret({ size: 20 }).base32;
  await db
    .insert(loginTotp)
    .values({ loginId: login.id, secret })
    .onConflictDoUpdate({ target: loginTotp.loginId, set: { secret, lastCounter: null } });
  return enrolmentFor(secret, login.email, issuer);
}

/** The enrolment started and not yet confirmed, shown again (after a wrong first code). */
export async function currentTotpEnrolment(
  db: AppDb,
  login: { id: string; email: string },
  issuer: string,
): Promise<TTotpEnrolment | undefined> {
  const [row] = await db
    .select()
    .from(loginTotp)
    .where(and(eq(loginTotp.loginId, login.id), isNull(loginTotp.enabledAt)));
  return row ? enrolmentFor(row.secret, login.email, issuer) : undefined;
}

async function enrolmentFor(
  secret: string,
  email: string,
  issuer: string,
): Promise<TTotpEnrolment> {
  const uri = totpOf(secret, email, issuer).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}

/**
 * Uses a code: right for the secret, and of a later time step than the last code used (a code
 * seen once is refused after). `enrolment` checks the not-yet-confirmed secret and turns it on.
 */
export async function useTotpCode(
  db: AppDb,
  loginId: string,
  code: string,
  stage: 'sign-in' | 'enrolment',
): Promise<boolean> {
  const [row] = await db.select().from(loginTotp).where(eq(loginTotp.loginId, loginId));
  if (!row || (stage === 'sign-in') !== (row.enabledAt !== null)) return false;
  const counter = matchingCounter(row.secret, code);
  if (counter === undefined) return false;
  const [used] = await db
    .update(loginTotp)
    .set({
      lastCounter: counter,
      ...(stage === 'enrolment' ? { enabledAt: new Date() } : {}),
    })
    .where(
      and(
        eq(loginTotp.loginId, loginId),
        stage === 'enrolment' ? isNull(loginTotp.enabledAt) : isNotNull(loginTotp.enabledAt),
        or(isNull(loginTotp.lastCounter), lt(loginTotp.lastCounter, sql`${counter}`)),
      ),
    )
    .returning({ id: loginTotp.loginId });
  return Boolean(used);
}

/** Turns the second factor off (the user, or an admin's reset); true when one was set. */
export async function removeTotp(db: AppDb, loginId: string): Promise<boolean> {
  const removed = await db
    .delete(loginTotp)
    .where(eq(loginTotp.loginId, loginId))
    .returning({ id: loginTotp.loginId });
  return removed.length > 0;
}
