import type { CookieSerializeOptions } from '@fastify/cookie';
import { eq, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { samlIdpSessions } from '../../db/schema/saml.js';
import { newSecret, sha256 } from '../../lib/secrets.js';

/**
 * The IdP session behind a browser's sign-in (issue 20 item 4: single logout), kept in the
 * database under a random id the browser holds in an HttpOnly cookie (S4-6: `casb_` prefix).
 * Written for every verified answer, refused ones too: an unknown user can still sign out at
 * the IdP to sign in as someone else.
 */
export const IDP_SESSION_COOKIE = 'casb_saml_idp_session';

/** About a working day: IdP sessions rarely last longer. */
export const IDP_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export function idpSessionCookieOptions(https: boolean) {
  return {
    path: '/saml2',
    httpOnly: true,
    secure: https,
    // Top-level GETs (the portal's logout, the IdP's redirect back) carry a Lax cookie.
    sameSite: 'lax',
    maxAge: Math.floor(IDP_SESSION_TTL_MS / 1000),
  } satisfies CookieSerializeOptions;
}

export interface TIdpSession {
  email: string;
  nameId: string;
  nameIdFormat: string | null;
  sessionIndex: string | null;
}

/** Stores the session; returns the cookie value. */
export async function rememberIdpSession(db: AppDb, session: TIdpSession): Promise<string> {
  const id = newSecret(24);
  await db.delete(samlIdpSessions).where(lt(samlIdpSessions.expiresAt, new Date()));
  await db.insert(samlIdpSessions).values({
    idHash: sha256(id),
    ...session,
    expiresAt: new Date(Date.now() + IDP_SESSION_TTL_MS),
  });
  return id;
}

export async function findIdpSession(db: AppDb, cookie: string | undefined) {
  if (!cookie) return undefined;
  const [row] = await db
    .select()
    .from(samlIdpSessions)
    .where(eq(samlIdpSessions.idHash, sha256(cookie)));
  return row && row.expiresAt > new Date() ? row : undefined;
}

/** Forgets the session (single logout started, or the IdP ended it). */
export async function forgetIdpSession(db: AppDb, cookie: string | undefined): Promise<void> {
  if (cookie) await db.delete(samlIdpSessions).where(eq(samlIdpSessions.idHash, sha256(cookie)));
}

/** Forgets every session of one IdP subject (the IdP's own LogoutRequest names it). */
export async function forgetIdpSessionsOf(db: AppDb, nameId: string): Promise<void> {
  await db.delete(samlIdpSessions).where(eq(samlIdpSessions.nameId, nameId));
}
