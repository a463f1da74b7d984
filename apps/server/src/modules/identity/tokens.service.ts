import { and, eq, isNull, sql } from 'drizzle-orm';
import { TOKEN_EXPIRED_MESSAGE, type TLoginType } from '@fwmig/contract';
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
 * Who an access token belongs to. 401 "Token expired" (exactly: spec §4, the SPA refreshes on
 * it) for an expired token; 401 with another message for anything else.
 */
export async function authenticateAccessToken(db: AppDb, token: string) {
  const [row] = await db
    .select({ expiresAt: accessTokens.expiresAt, family: tokenFamilies })
    .from(accessTokens)
    .innerJoin(tokenFamilies, eq(tokenFamilies.id, accessTokens.familyId))
    .where(eq(accessTokens.tokenHash, sha256(token)));
  if (!row) throw unauthenticated('The access token is not valid. Sign in again.');
  if (row.family.revokedAt)
    throw unauthenticated('The session was signed out or revoked. Sign in again.');
  if (row.expiresAt.getTime() <= Date.now()) throw unauthenticated(TOKEN_EXPIRED_MESSAGE);
  return {
    familyId: row.family.id,
    loginId: row.family.loginId,
    loginType: row.family.loginType as TLoginType,
  };
}

/**
 * Rotates a refresh token: exactly one caller wins and gets the successor pair. A token used
 * again after the grace window revokes its whole family (it was copied); within the window the
 * late caller is told to use the new tokens.
 */
export async function refreshSession(db: AppDb, refreshToken: string) {
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
        'CONFLICT',
        'This refresh token was just exchanged by another request: use the new tokens.',
      );
    }
    await revokeFamily(db, family.id);
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

/** Signs a session out: every token of its family stops working. */
export async function revokeFamily(db: AppDb, familyId: string): Promise<void> {
  await db
    .update(tokenFamilies)
    .set({ revokedAt: sql`now()` })
    .where(eq(tokenFamilies.id, familyId));
}
