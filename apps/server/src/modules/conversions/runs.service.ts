import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  olderVerdict,
  readStoredVerification,
  type TRunDetail,
  type TRunSummary,
  type TVerificationResult,
} from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { conversionResults, conversionRuns } from '../../db/schema/conversions.js';
import { AppError } from '../../errors/app-error.js';
import type { BlobStore } from '../files/blob-store.js';
import { loadTicket, type TViewer } from '../tickets/ticket-viewer.js';
import { loadReport } from './stored-report.js';

type TRunRow = typeof conversionRuns.$inferSelect;
type TResultRow = typeof conversionResults.$inferSelect;
type TResultSummary = Pick<
  TResultRow,
  'timings' | 'counts' | 'verdict' | 'outputSize' | 'scope'
> & {
  /** Whether the stored verification counts NAT: engines before issue 17 compared filtering only. */
  natCompared: boolean | null;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toRunSummary(run: TRunRow, result: TResultSummary | null): TRunSummary {
  return {
    id: run.id,
    ticketId: run.ticketId,
    number: run.number,
    status: run.status,
    reason: run.reason,
    automatic: run.automatic,
    requestedBy: run.requestedBy,
    attempts: run.attempts,
    error: run.error,
    failure: run.failure,
    queuedAt: run.queuedAt.toISOString(),
    startedAt: iso(run.startedAt),
    finishedAt: iso(run.finishedAt),
    released: run.releasedAt !== null,
    releasedBy: run.releasedBy,
    delivered: run.deliveredAt !== null,
    engineVersion: run.engineVersion,
    timings: result?.timings ?? null,
    counts: result?.counts ?? null,
    // An older engine's `equivalent` never reads as the full claim (issue 17 review, item 5).
    verdict: result ? olderVerdict(result.verdict, result.natCompared === true) : null,
    outputSize: result?.outputSize ?? null,
    scope: result?.scope ?? null,
  };
}

/** Customers see the runs released to them; engineers see all. */
function visibleTo(viewer: TViewer): SQL | undefined {
  return viewer.kind === 'customer' ? isNotNull(conversionRuns.releasedAt) : undefined;
}

export const runNotFound = (ticketId: number) =>
  new AppError(
    'NOT_FOUND',
    `Ticket ${ticketId} has no such conversion run, or it is not released yet.`,
  );

/** The ticket's runs the viewer may see, newest first. */
export async function listRuns(
  db: AppDb,
  viewer: TViewer,
  ticketId: number,
): Promise<TRunSummary[]> {
  await loadTicket(db, viewer, ticketId);
  // The summary columns only: a result's report and verification can be megabytes each, and
  // the list is polled while a run works.
  const rows = await db
    .select({
      run: conversionRuns,
      result: {
        runId: conversionResults.runId,
        timings: conversionResults.timings,
        counts: conversionResults.counts,
        verdict: conversionResults.verdict,
        // Null without a result, so that the left join still reads as no result.
        natCompared: sql<
          boolean | null
        >`case when ${conversionResults.runId} is null then null else (${conversionResults.verification} -> 'natCompared') is not null end`,
        outputSize: conversionResults.outputSize,
        scope: conversionResults.scope,
      },
    })
    .from(conversionRuns)
    .leftJoin(conversionResults, eq(conversionResults.runId, conversionRuns.id))
    .where(and(eq(conversionRuns.ticketId, ticketId), visibleTo(viewer)))
    .orderBy(desc(conversionRuns.number));
  return rows.map((row) => toRunSummary(row.run, row.result));
}

/** One run of a ticket the viewer may see, with its result. */
export async function loadRun(db: AppDb, viewer: TViewer, ticketId: number, runId: string) {
  await loadTicket(db, viewer, ticketId);
  const [row] = await db
    .select()
    .from(conversionRuns)
    .leftJoin(conversionResults, eq(conversionResults.runId, conversionRuns.id))
    .where(
      and(eq(conversionRuns.id, runId), eq(conversionRuns.ticketId, ticketId), visibleTo(viewer)),
    );
  if (!row) throw runNotFound(ticketId);
  return { run: row.conversion_runs, result: row.conversion_results };
}

export async function runDetail(
  db: AppDb,
  blobs: BlobStore,
  viewer: TViewer,
  ticketId: number,
  runId: string,
): Promise<TRunDetail> {
  const { run, result } = await loadRun(db, viewer, ticketId, runId);
  return {
    ...toRunSummary(
      run,
      result ? { ...result, natCompared: result.verification?.natCompared !== undefined } : null,
    ),
    inputs: run.inputs,
    report: result ? await loadReport(blobs, result) : null,
    verification: storedVerification(result),
    sourceInterfaces: result?.sourceInterfaces ?? [],
  };
}

/**
 * A result's verification as the contract has it now: results stored by engines before issue 17
 * lack the findings and the uncompared list, which read as empty, and their `equivalent` reads
 * as `equivalent_filtering` (NAT not compared).
 */
export function storedVerification(
  result: Pick<TResultRow, 'verification'> | null,
): TVerificationResult | null {
  return result?.verification ? readStoredVerification(result.verification) : null;
}

/** The newest run with a stored result, if any (for the mapping editor and the checklist). */
export async function latestResult(db: AppDb, ticketId: number) {
  const [row] = await db
    .select()
    .from(conversionRuns)
    .innerJoin(conversionResults, eq(conversionResults.runId, conversionRuns.id))
    .where(eq(conversionRuns.ticketId, ticketId))
    .orderBy(desc(conversionRuns.number))
    .limit(1);
  return row ? { run: row.conversion_runs, result: row.conversion_results } : undefined;
}

/**
 * What the ticket's latest finished run read of its source (undefined before one has): its
 * source interfaces and the parts of the configuration; only those columns, not the report
 * beside them, which can be megabytes.
 */
export async function latestSourceFacts(db: AppDb, ticketId: number) {
  const [row] = await db
    .select({
      sourceInterfaces: conversionResults.sourceInterfaces,
      scope: conversionResults.scope,
    })
    .from(conversionRuns)
    .innerJoin(conversionResults, eq(conversionResults.runId, conversionRuns.id))
    .where(eq(conversionRuns.ticketId, ticketId))
    .orderBy(desc(conversionRuns.number))
    .limit(1);
  return row;
}

export async function latestSourceInterfaces(db: AppDb, ticketId: number) {
  return (await latestSourceFacts(db, ticketId))?.sourceInterfaces;
}
