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
import type {
  TConversionReportJson,
  TInterfaceMapping,
  TRunCounts,
  TRunFailure,
  TRunInputs,
  TRunReason,
  TRunScope,
  TRunStatus,
  TSourceInterface,
  TVerdict,
  TVerificationResult,
} from '@fwmig/contract';
import { tickets } from './tickets.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A conversion run of a ticket: what it was given (a snapshot of the ticket's inputs when it was
 * requested), where it is, and how it ended. Its result is stored once, in conversion_results.
 */
export const conversionRuns = pgTable(
  'conversion_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 ... within the ticket. */
    number: integer('number').notNull(),
    reason: text('reason').$type<TRunReason>().notNull(),
    automatic: boolean('automatic').notNull(),
    requestedBy: text('requested_by').notNull(),
    inputs: jsonb('inputs').$type<TRunInputs>().notNull(),
    status: text('status').$type<TRunStatus>().notNull().default('queued'),
    error: text('error'),
    /** Why a failed run failed: 'input' (the files given) or 'engine' (issue 19 item 2). */
    failure: text('failure').$type<TRunFailure>(),
    /** Times a worker took the run (more than one after a worker died). */
    attempts: integer('attempts').notNull().default(0),
    /** When the run was handed to the job queue; null until then. */
    dispatchedAt: at('dispatched_at'),
    queuedAt: at('queued_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    releasedAt: at('released_at'),
    releasedBy: text('released_by'),
    deliveredAt: at('delivered_at'),
    engineVersion: text('engine_version'),
  },
  (table) => [
    uniqueIndex('conversion_runs_ticket_number').on(table.ticketId, table.number),
    index('conversion_runs_status').on(table.status, table.dispatchedAt),
  ],
);

/** The one stored result of a run (primary key: the run), written by whichever worker ends first. */
export const conversionResults = pgTable('conversion_results', {
  runId: uuid('run_id')
    .primaryKey()
    .references(() => conversionRuns.id, { onDelete: 'cascade' }),
  outputSha256: text('output_sha256').notNull(),
  outputSize: bigint('output_size', { mode: 'number' }).notNull(),
  /**
   * The report as jsonb: only results stored before issue 18 item 9. Newer results keep it in the
   * blob store (`reportSha256`); read either through `loadReport` (stored-report.ts).
   */
  report: jsonb('report').$type<TConversionReportJson>(),
  /** The report's blob (its JSON text): parsing megabytes into jsonb stalled embedded PGlite. */
  reportSha256: text('report_sha256'),
  verification: jsonb('verification').$type<TVerificationResult>(),
  verdict: text('verdict').$type<TVerdict>().notNull(),
  counts: jsonb('counts').$type<TRunCounts>().notNull(),
  sourceInterfaces: jsonb('source_interfaces').$type<TSourceInterface[]>().notNull(),
  /** The part of a many-part configuration converted, and all of them; null for one part. */
  scope: jsonb('scope').$type<TRunScope>(),
  timings: jsonb('timings')
    .$type<{
      queueMs: number;
      parseMs: number;
      convertMs: number;
      verifyMs: number;
      totalMs: number;
    }>()
    .notNull(),
  /** The worker that stored it: host and pid. */
  storedBy: text('stored_by').notNull(),
  storedAt: at('stored_at').notNull().defaultNow(),
});

/** A ticket's interface mapping: source interface (hardware) -> target port. */
export const ticketMappings = pgTable('ticket_mappings', {
  ticketId: integer('ticket_id')
    .primaryKey()
    .references(() => tickets.id, { onDelete: 'cascade' }),
  mapping: jsonb('mapping').$type<TInterfaceMapping>().notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The engineer's ticks on the partial/unsupported checklist, by item key, across runs. */
export const checklistTicks = pgTable(
  'checklist_ticks',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    note: text('note').notNull().default(''),
    doneBy: text('done_by').notNull(),
    doneAt: at('done_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ticketId, table.key] })],
);
