import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { containing } from '../../db/like-pattern.js';
import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/database.js';
import { auditLog } from '../../db/schema/system.js';

/** Where a request came from, as recorded with each event (issue 18 item 11). */
export interface TAuditOrigin {
  ip?: string | null;
  userAgent?: string | null;
}

export interface TAuditEvent extends TAuditOrigin {
  actor: string;
  action: string;
  target?: string;
  detail?: Record<string, unknown>;
}

/** A user agent is the client's own text: kept, but bounded. */
const MAX_USER_AGENT = 512;

/** The IP address and user agent of a request, for recordAudit. */
export function auditOrigin(request: FastifyRequest): TAuditOrigin {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof agent === 'string' ? agent.slice(0, MAX_USER_AGENT) : null,
  };
}

/** Appends one event to the audit log. */
export async function recordAudit(db: AppDb, event: TAuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    actor: event.actor,
    action: event.action,
    target: event.target ?? null,
    detail: event.detail ?? null,
    ip: event.ip ?? null,
    userAgent: event.userAgent ?? null,
  });
}

/** The newest events first. */
export async function listAudit(db: AppDb, limit = 50) {
  return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
}

/** `%` and `_` in what the user typed match themselves, not any text. */

/**
 * One page of the log, newest first, with the number of matching events: one action exactly,
 * and an actor containing the given text (case-insensitive).
 */
export async function pageAudit(
  db: AppDb,
  query: { skip: number; limit: number; action?: string; actor?: string },
) {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.actor) filters.push(ilike(auditLog.actor, containing(query.actor)));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(query.limit)
      .offset(query.skip),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
