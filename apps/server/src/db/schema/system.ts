import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row that names this installation: created on the first start, read on every later one,
 * so "a second start reuses the data" can be seen from outside (GET /readyz).
 */
export const installation = pgTable(
  'installation',
  {
    key: text('key').primaryKey().default('this'),
    id: uuid('id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('installation_single_row', sql`${table.key} = 'this'`)],
);

/**
 * Who did what, when and from where (issue 18 item 11): sign-ins, failed sign-ins, logouts,
 * refresh-token reuse, role and account switches, admin changes and system events.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    /** The client's address as the server saw it (behind a proxy: per trustProxy). */
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  // The screen filters by action and pages newest first (by id).
  (table) => [index('audit_log_action').on(table.action, table.id)],
);
