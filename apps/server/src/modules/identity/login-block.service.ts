import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { logins } from '../../db/schema/identity.js';
import { AppError } from '../../errors/app-error.js';
import { revokeLoginSessions } from './tokens.service.js';

/**
 * Blocks a login, ending its sessions, or unblocks it; the one way both admin calls do it
 * (the directory's PATCH /api/admin/logins/:loginId and POST /api/admin/login/block). An
 * administrator cannot block their own login. Answers how many sessions ended.
 */
export async function blockLogin(
  db: AppDb,
  loginId: string,
  blocked: boolean,
  actorLoginId: string,
): Promise<number> {
  if (blocked && loginId === actorLoginId) {
    throw new AppError('CONFLICT', 'You cannot block your own login. Ask another administrator.');
  }
  return db.transaction(async (tx) => {
    await tx.update(logins).set({ blocked }).where(eq(logins.id, loginId));
    return blocked ? revokeLoginSessions(tx, loginId, 'blocked') : 0;
  });
}
