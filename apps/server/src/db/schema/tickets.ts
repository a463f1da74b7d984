import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TConvertableObject, TSslVpnSettings, TTicketStatus } from '@fwmig/contract';
import { devices } from './devices.js';
import { accounts, logins } from './identity.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A conversion ticket: one target device, one source configuration (its files), the objects to
 * convert, the customer's contact, its status and the engineer working it. `id` is the ticket
 * number customers and engineers quote.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 10001 }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id').references(() => logins.id, { onDelete: 'set null' }),
    creatorName: text('creator_name').notNull(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'restrict' }),
    sn: text('sn').notNull(),
    model: text('model'),
    firmwareVersion: text('firmware_version').notNull(),
    isFreeLicense: boolean('is_free_license').notNull(),
    sourceVendor: text('source_vendor').notNull(),
    sourceModel: text('source_model').notNull(),
    sourceVersion: text('source_version').notNull(),
    objects: jsonb('objects').$type<TConvertableObject[]>().notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    notes: text('notes').notNull(),
    aiTrainingConsent: boolean('ai_training_consent').notNull(),
    status: text('status').$type<TTicketStatus>().notNull(),
    assigneeId: uuid('assignee_id').references(() => logins.id, { onDelete: 'set null' }),
    sslvpn: jsonb('sslvpn').$type<TSslVpnSettings>(),
    dueAt: at('due_at').notNull(),
    firstResponseAt: at('first_response_at'),
    deliveredAt: at('delivered_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** What the list's text search looks in, lower case, kept by the database. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(sn || ' ' || coalesce(model, '') || ' ' || source_model || ' ' || contact_name || ' ' || contact_email)`,
    ),
  },
  (table) => [
    index('tickets_account_id').on(table.accountId, table.id),
    index('tickets_status').on(table.status, table.id),
    index('tickets_assignee').on(table.assigneeId, table.id),
    index('tickets_due').on(table.dueAt),
    index('tickets_device').on(table.deviceId),
    // The list's sort orders (issue 18 item 10), for one account and for all: a page is read
    // in index order, never sorted from the whole set.
    index('tickets_account_created').on(table.accountId, table.createdAt, table.id),
    index('tickets_account_updated').on(table.accountId, table.updatedAt, table.id),
    index('tickets_account_due').on(table.accountId, table.dueAt, table.id),
    index('tickets_account_status').on(table.accountId, table.status, table.id),
    index('tickets_created_id').on(table.createdAt, table.id),
    index('tickets_updated_id').on(table.updatedAt, table.id),
    index('tickets_due_id').on(table.dueAt, table.id),
    // The overdue filter: unanswered tickets only (a third of them or fewer).
    index('tickets_unanswered')
      .on(table.status, table.dueAt, table.assigneeId)
      .where(sql`${table.firstResponseAt} is null`),
    // Text search has a trigram index on search_text where pg_trgm exists: created by the
    // migration 0011_ticket_list_sql.sql, not here (it is skipped without the extension).
  ],
);

/**
 * How many tickets each account has by status and source vendor, kept by triggers on tickets
 * (migration 0011_ticket_list_sql.sql): the list's total for these filters without counting
 * rows (issue 18 item 10).
 */
export const ticketCounts = pgTable(
  'ticket_counts',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<TTicketStatus>().notNull(),
    sourceVendor: text('source_vendor').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.status, table.sourceVendor] })],
);

/** A message on a ticket; `internal` notes are for engineers only. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => logins.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    fromEngineer: boolean('from_engineer').notNull(),
    internal: boolean('internal').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('ticket_messages_ticket').on(table.ticketId, table.createdAt)],
);

/** A file of a ticket; its bytes are the blob named by sha256 in the blob store. */
export const ticketFiles = pgTable(
  'ticket_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['source', 'message', 'deliverable'] }).notNull(),
    messageId: uuid('message_id').references(() => ticketMessages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    extension: text('extension').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('ticket_files_ticket').on(table.ticketId),
    index('ticket_files_sha256').on(table.sha256),
  ],
);

/** The history of a ticket: every change, who made it and when. */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    actor: text('actor').notNull(),
    kind: text('kind', {
      enum: ['created', 'status', 'assigned', 'edited', 'files', 'sslvpn', 'message', 'conversion'],
    }).notNull(),
    fromStatus: text('from_status').$type<TTicketStatus>(),
    toStatus: text('to_status').$type<TTicketStatus>(),
    text: text('text').notNull().default(''),
    /** Engineers-only events (internal notes) are hidden from customers. */
    internal: boolean('internal').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('ticket_events_ticket').on(table.ticketId, table.createdAt)],
);

/**
 * Conversion licences of an account: purchased ones (optionally bought with one device) and the
 * one free licence a device may claim. A ticket consumes one.
 */
export const licences = pgTable(
  'licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['purchased', 'free'] }).notNull(),
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'set null' }),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    consumedAt: at('consumed_at'),
  },
  (table) => [
    index('licences_account').on(table.accountId, table.kind),
    uniqueIndex('licences_ticket_unique').on(table.ticketId),
  ],
);

/** A create request's Idempotency-Key and the ticket it made, per login. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    loginId: uuid('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** sha256 of the request body (ticket and files); null for keys kept before it was. */
    requestHash: text('request_hash'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.loginId, table.key] })],
);
