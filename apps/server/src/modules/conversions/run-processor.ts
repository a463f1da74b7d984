import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import {
  VENDORS,
  VERDICT_WORDS,
  type TRunFailure,
  type TRunStatus,
  type TSslVpnSettings,
  type TVerdict,
  type TVerificationResult,
} from '@fwmig/contract';
import { findVendorParser } from '@fwmig/converter';
import type { TConversionSettings } from '../../config/env.js';
import type { AppDb } from '../../db/database.js';
import { conversionResults, conversionRuns } from '../../db/schema/conversions.js';
import { licences, ticketEvents } from '../../db/schema/tickets.js';
import { releaseAndDiscard } from '../files/blob-references.js';
import type { BlobStore, StoredBlob } from '../files/blob-store.js';
import type { TEngineInput, TEngineResult } from './engine-types.js';
import { WORKER_NAME } from './job-queue.js';
import { ENGINE_VERSION } from './engine-version.js';
import { targetPortsOf } from '../run-requests/request-run.js';
import { runEngine } from './run-engine.js';
import { releaseLicence } from '../tickets/licences.service.js';

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
  /** Folder (in the data dir) where engine children write their result files. */
  workDir: string;
}

/** The verdict as the ticket history tells it (issue 17: never "equivalent" unless it is). */
function verdictText(verdict: TVerdict, verification: TVerificationResult | null): string {
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  // The words are the contract's, the same the portal shows; the counts are added here.
  const words = `verification: ${VERDICT_WORDS[verdict].history}`;
  const nat = verification?.natDifferences.length ?? 0;
  switch (verdict) {
    case 'widened':
      return `${words}, ${count(verification?.widened.length ?? 0, 'rule')} of the output accept traffic the source denied (to be acknowledged before delivery)`;
    case 'narrowed':
      return `${words}, ${count(verification?.narrowed.length ?? 0, 'rule')} of the output deny traffic the source accepted`;
    case 'unknown':
      return nat > 0
        ? `${words}, ${count(nat, 'address translation')} ${nat === 1 ? 'differs' : 'differ'}`
        : words;
    default:
      return words;
  }
}

/**
 * Fails the run with its message. A run that failed on its input (issue 19 item 2) gives the
 * ticket's licence back, when it is the ticket's latest run and none has produced a result: the
 * customer replaces the file, and converting again takes a licence again (holdLicence).
 */
async function finishFailed(
  db: AppDb,
  run: TRunRow,
  message: string,
  failure: TRunFailure = 'engine',
): Promise<void> {
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(conversionRuns)
      .set({ status: 'failed', error: message, failure, finishedAt: new Date() })
      .where(unfinished(run.id))
      .returning({ id: conversionRuns.id });
    if (!failed) return;
    await tx.insert(ticketEvents).values({
      ticketId: run.ticketId,
      actor: 'Conversion service',
      kind: 'conversion',
      text: `Run ${run.number} failed: ${message}`,
      internal: !run.releasedAt,
    });
    if (failure === 'input' && (await givesLicenceBack(tx, run))) {
      await releaseLicence(tx, run.ticketId);
      await tx.insert(ticketEvents).values({
        ticketId: run.ticketId,
        actor: 'Conversion service',
        kind: 'conversion',
        text: 'The licence was given back: the file could not be converted. Replacing the file converts again and uses a licence again.',
        internal: false,
      });
    }
  });
}

/** The run is the ticket's latest, no run of it has a result, and the ticket holds a licence. */
async function givesLicenceBack(tx: AppDb, run: TRunRow): Promise<boolean> {
  const [row] = await tx
    .select({
      latest: sql<number>`max(${conversionRuns.number})`.mapWith(Number),
      done: sql<number>`count(*) filter (where ${conversionRuns.status} = 'done')`.mapWith(Number),
      held: sql<boolean>`exists (select 1 from ${licences} where ${licences.ticketId} = ${run.ticketId})`,
    })
    .from(conversionRuns)
    .where(eq(conversionRuns.ticketId, run.ticketId));
  return row?.latest === run.number && row.done === 0 && Boolean(row.held);
}

/** Where the run's stored inputs are, for the engine child to read them itself. */
async function inputPaths(blobs: BlobStore, run: TRunRow) {
  const files: { name: string; path: string }[] = [];
  for (const file of run.inputs.files) {
    const stream = await blobs.open(file.sha256).catch(() => undefined);
    if (!stream) return { missing: file.name };
    stream.destroy();
    files.push({ name: file.name, path: String(stream.path) });
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
  // The engine child wrote the configuration and the report to files: both are streamed to
  // storage, never parsed here. The report is not cast to jsonb either (issue 18 item 9): with
  // embedded PGlite that parse of megabytes ran on the server's own thread and stalled it.
  const puts: StoredBlob[] = [];
  let stored: boolean;
  try {
    const output = await deps.blobs.put(createReadStream(result.configPath), 1024 ** 3);
    puts.push(output);
    const report = await deps.blobs.put(createReadStream(result.reportPath), 1024 ** 3);
    puts.push(report);
    // The puts' leases keep the blobs until the result row naming them is committed (item 2).
    stored = await commitResult(deps, run, result, startedAt, output, report);
  } catch (error) {
    await releaseAndDiscard(deps.db, deps.blobs, puts);
    throw error;
  }
  // Another worker's result won: these blobs are named by no row, unless they have the same bytes.
  if (stored) await deps.blobs.release(puts);
  else await releaseAndDiscard(deps.db, deps.blobs, puts);
}

/** The result's rows in one transaction; false when another worker stored the run's first. */
async function commitResult(
  deps: TProcessorDeps,
  run: TRunRow,
  result: TEngineResult,
  startedAt: Date,
  output: StoredBlob,
  report: StoredBlob,
): Promise<boolean> {
  const finishedAt = new Date();
  const verification = result.verification as TVerificationResult | null;
  const verdict: TVerdict = result.verdict;
  const counts = result.counts;
  return deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(conversionResults)
      .values({
        runId: run.id,
        outputSha256: output.sha256,
        outputSize: output.size,
        reportSha256: report.sha256,
        verification,
        verdict,
        counts,
        sourceInterfaces: result.sourceInterfaces,
        scope: result.part,
        timings: {
          queueMs: Math.max(0, startedAt.getTime() - run.queuedAt.getTime()),
          ...result.timings,
          totalMs: finishedAt.getTime() - startedAt.getTime(),
        },
        storedBy: WORKER_NAME,
      })
      .onConflictDoNothing()
      .returning({ runId: conversionResults.runId });
    if (!stored) return false;
    await tx
      .update(conversionRuns)
      .set({ status: 'done', error: null, finishedAt, engineVersion: ENGINE_VERSION })
      .where(eq(conversionRuns.id, run.id));
    const unrecognised = counts.unrecognised ? `, ${counts.unrecognised} unrecognised` : '';
    await tx.insert(ticketEvents).values({
      ticketId: run.ticketId,
      actor: 'Conversion service',
      kind: 'conversion',
      text: `Run ${run.number} finished: ${counts.converted} converted, ${counts.partial} partial, ${counts.unsupported} unsupported${unrecognised}; ${verdictText(verdict, verification)}`,
      internal: !run.releasedAt,
    });
    return true;
  });
}

/**
 * Does one conversion run: takes it (counting the attempt), converts its stored inputs in the
 * engine child process while recording each phase, and stores the result or the failure. A run that
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
  const inputs = await inputPaths(deps.blobs, run);
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
  await mkdir(deps.workDir, { recursive: true });
  const outDir = await mkdtemp(join(deps.workDir, `run-${run.id}-`));
  try {
    await convertAndStore(deps, run, { files: inputs.files, suggestPorts, outDir }, startedAt);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

async function convertAndStore(
  deps: TProcessorDeps,
  run: TRunRow,
  input: Pick<TEngineInput, 'files' | 'suggestPorts' | 'outDir'>,
  startedAt: Date,
): Promise<void> {
  const { suggestPorts = [] } = input;
  let phases = Promise.resolve();
  const outcome = await runEngine(
    {
      vendor: run.inputs.vendor,
      files: input.files,
      outDir: input.outDir,
      ...(suggestPorts.length > 0 ? { suggestPorts } : {}),
      options: {
        interfaceMap: run.inputs.mapping,
        ...(run.inputs.targetPorts.length > 0 ? { targetPorts: run.inputs.targetPorts } : {}),
        ...(run.inputs.targetModel ? { targetModel: run.inputs.targetModel } : {}),
        ...(run.inputs.scope ? { part: run.inputs.scope } : {}),
        ...(run.inputs.sslvpn ? { sslVpn: sslVpnOption(run.inputs.sslvpn) } : {}),
      },
    },
    deps.settings,
    (phase) => {
      phases = phases.then(async () => {
        await deps.db.update(conversionRuns).set({ status: phase }).where(unfinished(run.id));
      });
    },
    deps.signal,
  );
  await phases;
  if (!outcome.ok && outcome.aborted) {
    throw new Error('The worker shut down during the conversion; the run will be retried.');
  }
  if (!outcome.ok) {
    await finishFailed(deps.db, run, outcome.message, outcome.input ? 'input' : 'engine');
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
