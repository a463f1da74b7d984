import { count, desc, ilike } from 'drizzle-orm';
import type { TMailOutboxEntry } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { mailOutbox } from '../../db/schema/onboarding.js';

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the outbox, newest first; `to` filters by part of the recipient. */
export async function pageOutbox(
  db: AppDb,
  query: { skip: number; limit: number; to?: string | undefined },
): Promise<{ data: TMailOutboxEntry[]; total: number }> {
  const where = query.to ? ilike(mailOutbox.to, `%${likeLiteral(query.to)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return {
    data: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total: total?.n ?? 0,
  };
}
