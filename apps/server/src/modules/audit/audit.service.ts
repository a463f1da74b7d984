import { desc } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { auditLog } from '../../db/schema/system.js';

export interface TAuditEvent {
  actor: string;
  action: string;
  target?: string;
  detail?: Record<string, unknown>;
}

/** Appends one event to the audit log. */
export async function recordAudit(db: AppDb, event: TAuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    actor: event.actor,
    action: event.action,
    target: event.target ?? null,
    detail: event.detail ?? null,
  });
}

/** The newest events first. */
export async function listAudit(db: AppDb, limit = 50) {
  return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
}
