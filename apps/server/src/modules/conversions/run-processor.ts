import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import {
  VENDORS,
  VERDICT_LABELS,
  type TRunCounts,
  type TRunStatus,
  type TSslVpnSettings,
  type TVerdict,
  type TVerificationResult,
} from '@fwmig/contract';
import { findVendorParser } from '@fwmig/converter';
import type { TConversionSettings } from '../../config/env.js';
import type { AppDb } from '../../db/database.js';
import { conversionResults, conversionRuns } from '../../db/schema/conversions.js';
import { ticketEvents } from '../../db/schema/tickets.js';
import type { BlobStore } from '../files/blob-store.js';
import type { TEngineResult } from './engine-types.js';
import { WORKER_NAME } from './job-queue.js';
import { ENGINE_VERSION } from './engine-version.js';
import { targetPortsOf } from './request-run.js';
import { runEngine } from './run-engine.js';

type TRunRow = typeof conversionRuns.$inferSelect;

const FINISHED: TRunStatus[] = ['done', 'failed'];
const unfinished = (runId: string) =>
  and(eq(conversionRuns.id, runId), notInArray(conversionRuns.status, FINISHED));

export interface TProcessorDeps {
  db: AppDb;
  blobs: BlobStore;
  settings: TConversionSettings;
  /** Aborted when the process shuts down: the run is left for another worker. */
  signal?: AbortSignal;
}

/** Converted, partial, unsupported, ignored and unrecognised objects of a report, over every type. */
function countsOf(report: TEngineResult['report']): Required<TRunCounts> {
  const counts = { converted: 0, partial: 0, unsupported: 0, ignored: 0, unrecognised: 0 };
  for (const totals of Object.values(report.totals)) {
    if (!totals) continue;
    counts.converted += totals.converted;
    counts.partial += totals.partial;
    counts.unsupported += totals.unsupported;
    counts.ignored += totals.ignored;
    counts.unrecognised += totals.unrecognised;
  }
  return counts;
}

/** The verdict as the ticket history tells it (issue 17: never "equivalent" unless it is). */
function verdictText(verdict: TVerdict, verification: TVerificationResult | null): string {
  const rules = (n: number) => `${n} rule${n === 1 ? '' : 's'}`;
  switch (verdict) {
    case 'widened':
      return `verification: widened, ${rules(verification?.widened.length ?? 0)} of the output accept traffic the source denied (to be acknowledged before delivery)`;
    case 'narrowed':
      return `verification: narrowed, ${rules(verification?.narrowed.length ?? 0)} of the output deny traffic the source accepted`;
    case 'unknown':
      return 'verification: not proven';
    case 'nothing_compared':
      return 'verification: nothing compared, the source yielded no rules';
    case 'equivalent':
      return 'verification: proven equivalent';
    default:
      return `verification: ${VERDICT_LABELS[verdict].toLowerCase()}`;
  }
}

async function finishFailed(db: AppDb, run: TRunRow, message: string): Promise<void> {
  const [failed] = await db
    .update(conversionRuns)
    .set({ status: 'failed', error: message, finishedAt: new Date() })
    .where(unfinished(run.id))
    .returning({ id: conversionRuns.id });
  if (failed) {
    await db.insert(ticketEvents).values({
      ticketId: run.ticketId,
      actor: 'Conversion service',
      kind: 'conversion',
      text: `Run ${run.number} failed: ${message}`,
      internal: !run.releasedAt,
    });
  }
}

async function readInputs(blobs: BlobStore, run: TRunRow) {
  const files: { name: string; content: Uint8Array }[] = [];
  for (const file of run.inputs.files) {
    const stream = await blobs.open(file.sha256).catch(() => undefined);
    if (!stream) return { missing: file.name };
    files.push({ name: file.name, content: await buffer(stream) });
  }
  return { files };
}

/** Stores a run's result once: the first worker to finish wins, later ones change nothing. */
async function storeResult(
  deps: TProcessorDeps,
  run: TRunRow,
  result: TEngineResult,
  startedAt: Date,
): Promise<void> {
  const output = await deps.blobs.put(Readable.from([Buffer.from(result.config)]), 1024 ** 3);
  const finishedAt = new Date();
  const verification = result.verification as TVerificationResult | null;
  const verdict: TVerdict = verification?.status ?? 'not_run';
  await deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(conversionResults)
      .values({
        runId: run.id,
        outputSha256: output.sha256,
        outputSize: output.size,
        report: result.report,
        verification,
        verdict,
        counts: countsOf(result.report),
        sourceInterfaces: result.sourceInterfaces,
        scope: result.scope,
        timings: {
          queueMs: Math.max(0, startedAt.getTime() - run.queuedAt.getTime()),
          ...result.timings,
          totalMs: finishedAt.getTime() - startedAt.getTime(),
        },
        storedBy: WORKER_NAME,
      })
      .onConflictDoNothing()
      .returning({ runId: conversionResults.runId });
    if (!stored) return;
    await tx
      .update(conversionRuns)
      .set({ status: 'done', error: null, finishedAt, engineVersion: ENGINE_VERSION })
      .where(eq(conversionRuns.id, run.id));
    const counts = countsOf(result.report);
    const unrecognised = counts.unrecognised ? `, ${counts.unrecognised} unrecognised` : '';
    await tx.insert(ticketEvents).values({
      ticketId: run.ticketId,
      actor: 'Conversion service',
      kind: 'conversion',
      text: `Run ${run.number} finished: ${counts.converted} converted, ${counts.partial} partial, ${counts.unsupported} unsupported${unrecognised}; ${verdictText(verdict, verification)}`,
      internal: !run.releasedAt,
    });
  });
}

/**
 * Does one conversion run: takes it (counting the attempt), converts its stored inputs in the
 * engine thread while recording each phase, and stores the result or the failure. A run that
 * is already finished is left alone, so a job delivered twice does no harm.
 */
export async function processRun(deps: TProcessorDeps, runId: string): Promise<void> {
  const startedAt = new Date();
  const [run] = await deps.db
    .update(conversionRuns)
    .set({
      status: 'parsing',
      attempts: sql`${conversionRuns.attempts} + 1`,
      startedAt,
    })
    .where(unfinished(runId))
    .returning();
  if (!run) return;
  if (!findVendorParser(run.inputs.vendor)) {
    const label = VENDORS.find((v) => v.key === run.inputs.vendor)?.label ?? run.inputs.vendor;
    await finishFailed(
      deps.db,
      run,
      `Automatic conversion from ${label} is not available yet: an engineer converts this ticket by hand.`,
    );
    return;
  }
  const inputs = await readInputs(deps.blobs, run);
  if ('missing' in inputs) {
    await finishFailed(
      deps.db,
      run,
      `The source file ${inputs.missing} is no longer stored; upload it again.`,
    );
    return;
  }
  // Without a saved mapping the engine follows the suggestion over the run's own port list.
  const catalogue =
    Object.keys(run.inputs.mapping).length === 0
      ? await targetPortsOf(deps.db, run.inputs.targetModel)
      : [];
  const suggestPorts = run.inputs.targetPorts.flatMap(
    (name) => catalogue.find((port) => port.name === name) ?? [],
  );
  let phases = Promise.resolve();
  const outcome = await runEngine(
    {
      vendor: run.inputs.vendor,
      files: inputs.files,
      ...(suggestPorts.length > 0 ? { suggestPorts } : {}),
      options: {
        interfaceMap: run.inputs.mapping,
        ...(run.inputs.targetPorts.length > 0 ? { targetPorts: run.inputs.targetPorts } : {}),
        ...(run.inputs.targetModel ? { targetModel: run.inputs.targetModel } : {}),
        ...(run.inputs.scope ? { vdom: run.inputs.scope } : {}),
        ...(run.inputs.sslvpn ? { sslVpn: sslVpnOption(run.inputs.sslvpn) } : {}),
      },
    },
    deps.settings,
    (phase) => {
      phases = phases.then(async () => {
        await deps.db.update(conversionRuns).set({ status: phase }).where(unfinished(runId));
      });
    },
    deps.signal,
  );
  await phases;
  if (!outcome.ok && outcome.aborted) {
    throw new Error('The worker shut down during the conversion; the run will be retried.');
  }
  if (!outcome.ok) {
    await finishFailed(deps.db, run, outcome.message);
    return;
  }
  await storeResult(deps, run, outcome.result, startedAt);
}

/** The ticket's SSL VPN settings as the engine takes them. */
function sslVpnOption(settings: TSslVpnSettings) {
  return {
    port: settings.port,
    sourceInterfaces: [settings.listenInterface],
    servercert: settings.serverCertificate,
  };
}

/** A job the queue gave up on (its workers kept dying): its run fails with the reason. */
export async function giveUpRun(db: AppDb, runId: string, attempts: number): Promise<void> {
  const [run] = await db.select().from(conversionRuns).where(unfinished(runId));
  if (!run) return;
  await finishFailed(
    db,
    run,
    `The conversion worker stopped without finishing ${attempts} time${attempts === 1 ? '' : 's'} (it may have run out of memory or been restarted); the run was given up. Run the conversion again, or an engineer will look at the configuration.`,
  );
}
