import { randomUUID } from 'node:crypto';
import type { AppDb } from '../../db/database.js';
import { installation } from '../../db/schema/system.js';

/** The id of this installation: made on the first start, the same on every later one. */
export async function ensureInstallation(db: AppDb): Promise<{ id: string; createdAt: Date }> {
  await db.insert(installation).values({ id: randomUUID() }).onConflictDoNothing();
  const [row] = await db.select().from(installation);
  if (!row) throw new Error('installation row missing after insert');
  return { id: row.id, createdAt: row.createdAt };
}
