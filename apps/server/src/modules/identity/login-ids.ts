import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TLoginType } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { loginIds } from '../../db/schema/sessions.js';
import { newSecret, sha256 } from '../../lib/secrets.js';

/** A loginId lives two minutes: long enough for a redirect, too short to be worth stealing. */
export const LOGIN_ID_TTL_MS = 2 * 60 * 1000;

/** Made by the SAML ACS after a valid assertion; the SPA exchanges it once for tokens. */
export async function issueLoginId(
  db: AppDb,
  input: { loginId: string; loginType: TLoginType; accountId?: string },
): Promise<string> {
  const id = newSecret(24);
  await db.insert(loginIds).values({
    idHash: sha256(id),
    loginId: input.loginId,
    loginType: input.loginType,
    accountId: input.accountId ?? null,
    expiresAt: new Date(Date.now() + LOGIN_ID_TTL_MS),
  });
  return id;
}

/** Uses a loginId up: the first caller gets its sign-in, every later one nothing. */
export async function consumeLoginId(db: AppDb, id: string) {
  const [row] = await db
    .update(loginIds)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(loginIds.idHash, sha256(id)),
        isNull(loginIds.usedAt),
        gt(loginIds.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}
