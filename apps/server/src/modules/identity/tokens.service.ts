import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TLoginType } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { accessTokens, refreshTokens, tokenFamilies } from '../../db/schema/sessions.js';
import { AppError } from '../../errors/app-error.js';
import { newSecret, sha256 } from '../../lib/secrets.js';

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Concurrent refreshes with one token: the losers within this window are not treated as theft. */
export const REFRESH_REUSE_GRACE_MS = 10 * 1000;

export interface TTokenPair {
  accessToken: string;
  refreshToken: string;
  /** Access token expiry, epoch ms. */
  expires: number;
}

async function issuePair(db: AppDb, familyId: string): Promise<TTokenPair> {
  const accessToken = newSecret();
  const refreshToken = newSecret();
  const expires = Date.now() + ACCESS_TOKEN_TTL_MS;
  await db
    .insert(accessTokens)
    .values({ tokenHash: sha256(accessToken), familyId, expiresAt: new Date(expires) });
  await db.insert(refreshTokens).values({
    tokenHash: sha256(refreshToken),
    familyId,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return { accessToken, refreshToken, expires };
}

/** A new sign-in: a token family and its first pair. */
export async function startSession(db: AppDb, input: { loginId: string; loginType: TLoginType }) {
  return db.transaction(async (tx) => {
    const [family] = await tx
      .insert(tokenFamilies)
      .values(input)
      .returning({ id: tokenFamilies.id });
    if (!family) throw new Error('token family not created');
    return { familyId: family.id, ...(await issuePair(tx, family.id)) };
  });
}

const unauthenticated = (message: string, internal?: string) =>
  new AppError('UNAUTHENTICATED', message, internal ? { internal } : {});

/**
 * Rotates a refresh token: exactly one caller wins and gets the successor pair. A token used
 * again after the grace window revokes its whole family (it was copied); within the window the
 * late caller is told to use the new tokens.
 */
export async function refreshSession(
  db: AppDb,
  refreshToken: string,
  /** Called once when a reuse revokes the family (for the audit log). */
  onReuse?: (family: { familyId: string; loginId: string }) => Promise<void>,
) {
  const hash = sha256(refreshToken);
  // One statement decides the winner, on PGlite and on a PostgreSQL pool alike.
  const [claimed] = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt)))
    .returning();
  const [row] = claimed
    ? [claimed]
    : await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
  if (!row) throw unauthenticated('The refresh token is not valid. Sign in again.');
  const [family] = await db.select().from(tokenFamilies).where(eq(tokenFamilies.id, row.familyId));
  if (!family || family.revokedAt)
    throw unauthenticated('The session was signed out or revoked. Sign in again.');
  if (!claimed) {
    const usedAgo = Date.now() - (row.usedAt?.getTime() ?? 0);
    if (usedAgo <= REFRESH_REUSE_GRACE_MS) {
      throw new AppError(
        'TOKEN_ALREADY_REFRESHED',
        'This refresh token was just exchanged by another request: use the new tokens.',
      );
    }
    if (await revokeFamily(db, family.id, 'refresh_reuse')) {
      await onReuse?.({ familyId: family.id, loginId: family.loginId });
    }
    throw unauthenticated(
      'The refresh token was already used: the session is revoked for safety. Sign in again.',
      'refresh token reuse',
    );
  }
  if (row.expiresAt.getTime() <= Date.now())
    throw unauthenticated('The session has expired. Sign in again.');
  const pair = await db.transaction((tx) => issuePair(tx, family.id));
  return {
    familyId: family.id,
    loginId: family.loginId,
    loginType: family.loginType as TLoginType,
    ...pair,
  };
}

/** Why a token family stopped working (token_families.revoked_reason). */
export type TRevokeReason = 'logout' | 'refresh_reuse' | 'admin' | 'blocked' | 'password_reset';

/**
 * Signs a session out: every token of its family stops working. True when this call revoked it
 * (false when it already was, so an event is recorded once).
 */
export async function revokeFamily(
  db: AppDb,
  familyId: string,
  reason: TRevokeReason,
): Promise<boolean> {
  const revoked = await db
    .update(tokenFamilies)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(tokenFamilies.id, familyId), isNull(tokenFamilies.revokedAt)))
    .returning({ id: tokenFamilies.id });
  return revoked.length > 0;
}

/**
 * Logout (issue 18 item 3): revokes the family of each presented token, access or refresh,
 * expired or not. Unknown tokens are ignored. Returns the sessions this call ended.
 */
export async function revokePresentedTokens(db: AppDb, tokens: readonly string[]) {
  const hashes = [...new Set(tokens.filter(Boolean).map(sha256))];
  if (hashes.length === 0) return [];
  const [viaAccess, viaRefresh] = await Promise.all([
    db
      .select({ familyId: accessTokens.familyId })
      .from(accessTokens)
      .where(inArray(accessTokens.tokenHash, hashes)),
    db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(inArray(refreshTokens.tokenHash, hashes)),
  ]);
  const familyIds = [...new Set([...viaAccess, ...viaRefresh].map((row) => row.familyId))];
  if (familyIds.length === 0) return [];
  return db
    .update(tokenFamilies)
    .set({ revokedAt: sql`now()`, revokedReason: 'logout' })
    .where(and(inArray(tokenFamilies.id, familyIds), isNull(tokenFamilies.revokedAt)))
    .returning({ familyId: tokenFamilies.id, loginId: tokenFamilies.loginId });
}

/** Revokes every live session of a login (an admin's revoke, or a block). Returns how many. */
export async function revokeLoginSessions(
  db: AppDb,
  loginId: string,
  reason: TRevokeReason,
): Promise<number> {
  const revoked = await db
    .update(tokenFamilies)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(tokenFamilies.loginId, loginId), isNull(tokenFamilies.revokedAt)))
    .returning({ id: tokenFamilies.id });
  return revoked.length;
}

/**
 * Remembers the account a session asks for (`user_id/sub_user_id`, '' for none) and returns the
 * one it asked for before, when it changed: a role or account switch (issue 18 item 11).
 * Undefined when nothing changed or this is the session's first choice.
 */
export async function noteSessionScope(
  db: AppDb,
  familyId: string,
  scope: string,
): Promise<string | undefined> {
  const [family] = await db
    .select({ lastScope: tokenFamilies.lastScope })
    .from(tokenFamilies)
    .where(eq(tokenFamilies.id, familyId));
  if (!family || family.lastScope === scope) return undefined;
  await db.update(tokenFamilies).set({ lastScope: scope }).where(eq(tokenFamilies.id, familyId));
  return family.lastScope ?? undefined;
}
