import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { TConversionSettings } from '../../config/env.js';
import type { Database } from '../../db/database.js';
import { conversionRuns } from '../../db/schema/conversions.js';
import type { BlobStore } from '../files/blob-store.js';
import type { TRunDispatcher } from '../run-requests/run-dispatcher.js';
import {
  CONVERSION_QUEUE,
  GIVEN_UP_QUEUE,
  POLLING_SECONDS,
  heartbeatJob,
  heartbeatSeconds,
  startJobQueue,
  type TRunJob,
} from './job-queue.js';
import { giveUpRun, processRun } from './run-processor.js';

/** Runs written but not yet handed to the queue are looked for this often, after a crash. */
const SWEEP_MS = 10_000;

interface TLog {
  error(object: object, message: string): void;
  info(object: object, message: string): void;
}

export interface TConversionHost extends TRunDispatcher {
  boss: PgBoss;
  /** Resolves when every run written so far has been handed to the queue. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The conversion side of a process: pg-boss on the product's database, the dispatcher that turns
 * new run rows into jobs (runs are written in the ticket's transaction, jobs sent after it
 * commits, so a crash in between only delays a run until the next sweep), and `concurrency`
 * workers converting in engine child processes (run-engine.ts), each job kept alive by a
 * heartbeat while its worker lives.
 */
export async function startConversionHost(options: {
  database: Database;
  blobs: BlobStore;
  settings: TConversionSettings;
  /** The data dir: engine children write their results under `<dataDir>/engine`. */
  dataDir: string;
  log: TLog;
}): Promise<TConversionHost> {
  const { database, settings, log } = options;
  const db = database.db;
  const workDir = join(options.dataDir, 'engine');
  await removeStaleWork(workDir, settings);
  const boss = await startJobQueue(database, settings, (error) =>
    log.error({ err: error }, 'job queue error'),
  );
  const shutdown = new AbortController();
  const workerIds: string[] = [];

  let dispatching: Promise<void> = Promise.resolve();
  let again = false;
  let running = false;
  const dispatchOnce = async () => {
    const pending = await db
      .select({ id: conversionRuns.id })
      .from(conversionRuns)
      .where(and(eq(conversionRuns.status, 'queued'), isNull(conversionRuns.dispatchedAt)))
      .orderBy(asc(conversionRuns.queuedAt))
      .limit(500);
    for (const { id } of pending) {
      // The job id is the run id: a second send of the same run is ignored by the queue.
      await boss.send(CONVERSION_QUEUE, { runId: id } satisfies TRunJob, { id });
      await db
        .update(conversionRuns)
        .set({ dispatchedAt: new Date() })
        .where(eq(conversionRuns.id, id));
    }
    if (pending.length > 0) for (const id of workerIds) boss.notifyWorker(id);
  };
  const kick = () => {
    if (shutdown.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    dispatching = (async () => {
      try {
        do {
          again = false;
          await dispatchOnce();
        } while (again && !shutdown.signal.aborted);
      } catch (error) {
        log.error({ err: error }, 'could not hand conversion runs to the queue');
      } finally {
        running = false;
      }
    })();
  };

  const deps = { db, blobs: options.blobs, settings, signal: shutdown.signal, workDir };
  for (let i = 0; i < settings.concurrency; i += 1) {
    let workerId = '';
    workerId = await boss.work<TRunJob>(
      CONVERSION_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: POLLING_SECONDS },
      async ([job]) => {
        if (!job) return;
        await keptAlive(job.id, () => processRun(deps, job.data.runId)).catch((error: unknown) => {
          // The job fails and is retried (up to the retry limit); the reason goes to the log.
          log.error({ err: error, runId: job.data.runId }, 'conversion run stopped on an error');
          throw error;
        });
        // pg-boss would wait out the polling interval before the next fetch even with jobs
        // waiting; a worker that just finished one asks again at once.
        boss.notifyWorker(workerId);
      },
    );
    workerIds.push(workerId);
  }
  if (settings.concurrency > 0) {
    await boss.work<TRunJob>(GIVEN_UP_QUEUE, { pollingIntervalSeconds: 2 }, async (jobs) => {
      for (const job of jobs) {
        const [run] = await db
          .select({ attempts: conversionRuns.attempts })
          .from(conversionRuns)
          .where(eq(conversionRuns.id, job.data.runId));
        await giveUpRun(db, job.data.runId, run?.attempts ?? settings.retryLimit + 1);
      }
    });
  }
  /** Runs `work` while renewing the job's expiry, so only a dead worker's job expires. */
  const keptAlive = async (jobId: string, work: () => Promise<void>) => {
    const beat = () =>
      heartbeatJob(database, settings, jobId).catch((error: unknown) =>
        log.error({ err: error, jobId }, 'conversion job heartbeat failed'),
      );
    await beat();
    const timer = setInterval(() => void beat(), heartbeatSeconds(settings) * 1000);
    try {
      await work();
    } finally {
      clearInterval(timer);
    }
  };
  const sweep = setInterval(kick, SWEEP_MS);
  sweep.unref();
  kick();
  log.info({ concurrency: settings.concurrency }, 'conversion queue started');

  return {
    boss,
    kick,
    flush: async () => {
      while (running) await dispatching;
    },
    close: async () => {
      clearInterval(sweep);
      shutdown.abort();
      await dispatching;
      // Runs cut short go back to the queue (failed jobs are retried) for another worker.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 5000 });
    },
  };
}

/**
 * Removes result folders engine children left when their process died: older than the longest a
 * live run can take, so another process's running conversion (same data dir) is never touched.
 */
async function removeStaleWork(workDir: string, settings: TConversionSettings): Promise<void> {
  const maxAgeMs = (settings.timeLimitSeconds + 3600) * 1000;
  const names = await readdir(workDir).catch(() => [] as string[]);
  for (const name of names) {
    const path = join(workDir, name);
    const info = await stat(path).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > maxAgeMs)
      await rm(path, { recursive: true, force: true });
  }
}
