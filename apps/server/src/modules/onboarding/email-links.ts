import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { idpEmailLinks, type TEmailLinkPurpose } from '../../db/schema/onboarding.js';
import { newSecret, sha256 } from '../../lib/secrets.js';

/** How long a mailed link works: a registration a day, a password link an hour. */
export const EMAIL_LINK_TTL_MS: Record<TEmailLinkPurpose, number> = {
  registration: 24 * 60 * 60 * 1000,
  password: 60 * 60 * 1000,
};

export type TEmailLink = typeof idpEmailLinks.$inferSelect;

/** A new link's token (only its SHA-256 is stored); expired links are swept on the way. */
export async function issueEmailLink(
  db: AppDb,
  input: {
    purpose: TEmailLinkPurpose;
    email: string;
    payload?: Record<string, string>;
    ttlMs?: number;
  },
): Promise<string> {
  const token = newSecret();
  const now = Date.now();
  await db.delete(idpEmailLinks).where(lt(idpEmailLinks.expiresAt, new Date(now)));
  await db.insert(idpEmailLinks).values({
    tokenHash: sha256(token),
    purpose: input.purpose,
    email: input.email,
    payload: input.payload ?? {},
    expiresAt: new Date(now + (input.ttlMs ?? EMAIL_LINK_TTL_MS[input.purpose])),
  });
  return token;
}

const usable = (purpose: TEmailLinkPurpose, token: string) =>
  and(
    eq(idpEmailLinks.tokenHash, sha256(token)),
    eq(idpEmailLinks.purpose, purpose),
    isNull(idpEmailLinks.usedAt),
    gt(idpEmailLinks.expiresAt, new Date()),
  );

/** The link, while it is unused and unexpired (to show its form); does not use it. */
export async function findEmailLink(
  db: AppDb,
  purpose: TEmailLinkPurpose,
  token: string,
): Promise<TEmailLink | undefined> {
  const [row] = await db.select().from(idpEmailLinks).where(usable(purpose, token));
  return row;
}

/** Uses the link up: the first caller gets it, every later one (and an expired link) nothing. */
export async function consumeEmailLink(
  db: AppDb,
  purpose: TEmailLinkPurpose,
  token: string,
): Promise<TEmailLink | undefined> {
  const [row] = await db
    .update(idpEmailLinks)
    .set({ usedAt: new Date() })
    .where(usable(purpose, token))
    .returning();
  return row;
}
