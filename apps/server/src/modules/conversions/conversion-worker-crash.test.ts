import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { conversionResults, conversionRuns } from '../../db/schema/conversions.js';
import { generatedAsa, settledRuns } from '../../test/conversion-kit.js';
import { createTicketAs, ticketWorld, type TicketWorld } from '../../test/ticket-kit.js';
import { retryDetectionSeconds } from './job-queue.js';

const WORKER = fileURLToPath(new URL('../../worker.ts', import.meta.url));
const onPostgres = inject('dbTemplate').kind === 'postgres';
// A short liveness, so a dead worker's job is retried within seconds here.
let LIMITS = {
  CONVERSION_TIME_LIMIT_SECONDS: '60',
  CONVERSION_RETRY_LIMIT: '2',
  CONVERSION_LIVENESS_SECONDS: '3',
};

let world: TicketWorld;
const workers: ChildProcess[] = [];

/** `npm run worker` from source: a separate process against the same database and blobs. */
function startWorker(): ChildProcess {
  const child = spawn(process.execPath, ['--conditions', 'source', '--import', 'tsx', WORKER], {
    env: {
      ...process.env,
      ...LIMITS,
      DATABASE_URL: world.server.config.databaseUrl,
      DATA_DIR: world.server.config.dataDir,
      WORKER_CONCURRENCY: '1',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  workers.push(child);
  return child;
}

/** Kills a worker as soon as it has taken the ticket's run. */
async function killWhenTaken(worker: ChildProcess, ticketId: number): Promise<void> {
  const db = world.server.app.database.db;
  for (;;) {
    const [run] = await db
      .select()
      .from(conversionRuns)
      .where(eq(conversionRuns.ticketId, ticketId));
    if (run && run.status !== 'queued') {
      expect(run.status).not.toBe('done');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  worker.kill('SIGKILL');
}

describe('a run whose worker died (issue 18 item 8)', () => {
  it('is taken again within 60 s with the default settings', () => {
    const defaults = loadConfig({}).conversions;
    expect(defaults.livenessSeconds).toBe(30);
    expect(retryDetectionSeconds(defaults)).toBeLessThanOrEqual(60);
  });

  it('is not taken from a live worker whose conversion outlasts the liveness (heartbeat)', async () => {
    const live = await ticketWorld({ CONVERSION_LIVENESS_SECONDS: '2' });
    try {
      const ticket = await createTicketAs(live, live.customer, {}, [
        { name: 'asa-150k.txt', content: generatedAsa(150_000) },
      ]);
      const [run] = await settledRuns(live, ticket.id, { timeoutMs: 90_000 });
      expect(run).toMatchObject({ status: 'done', attempts: 1, error: null });
      // The scenario held: the run took longer than a job without heartbeats may stay active
      // (its liveness, plus the one-second maintenance pass that would expire it).
      const [row] = await live.server.app.database.db
        .select()
        .from(conversionRuns)
        .where(eq(conversionRuns.ticketId, ticket.id));
      const tookMs = (row?.finishedAt?.getTime() ?? 0) - (row?.startedAt?.getTime() ?? 0);
      expect(tookMs).toBeGreaterThan((live.server.config.conversions.livenessSeconds + 1) * 1000);
    } finally {
      await live.server.destroy();
    }
  }, 120_000);
});

// Separate worker processes share PostgreSQL; the embedded database serves one process only.
describe.skipIf(!onPostgres)('a worker process killed in the middle of a conversion', () => {
  beforeAll(async () => {
    // The server converts nothing itself: only the worker processes do.
    world = await ticketWorld({ ...LIMITS, WORKER_CONCURRENCY: '0' });
  });
  afterAll(async () => {
    for (const child of workers) child.kill('SIGKILL');
    await world.server.destroy();
  });

  it('is retried by another worker and its result is stored exactly once', async () => {
    const db = world.server.app.database.db;
    const first = startWorker();
    const ticket = await createTicketAs(world, world.customer, {}, [
      { name: 'asa-60k.txt', content: generatedAsa(60_000) },
    ]);
    // Kill the worker as soon as it has taken the run.
    for (;;) {
      const [run] = await db
        .select()
        .from(conversionRuns)
        .where(eq(conversionRuns.ticketId, ticket.id));
      if (run && run.status !== 'queued') {
        expect(run.status).not.toBe('done');
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    first.kill('SIGKILL');
    const second = startWorker();

    const [run] = await settledRuns(world, ticket.id, { timeoutMs: 90_000 });
    expect(run).toMatchObject({ status: 'done', attempts: 2, error: null });
    const results = await db
      .select({ value: count(), storedBy: conversionResults.storedBy })
      .from(conversionResults)
      .where(eq(conversionResults.runId, run?.id ?? ''))
      .groupBy(conversionResults.storedBy);
    expect(results).toEqual([{ value: 1, storedBy: expect.stringContaining(`:${second.pid}`) }]);
  }, 120_000);
});

describe.skipIf(!onPostgres)('a run whose workers keep dying', () => {
  beforeAll(async () => {
    LIMITS = { ...LIMITS, CONVERSION_RETRY_LIMIT: '0' };
    world = await ticketWorld({ ...LIMITS, WORKER_CONCURRENCY: '0' });
  });
  afterAll(async () => {
    for (const child of workers) child.kill('SIGKILL');
    await world.server.destroy();
  });

  it('fails with the reason once the retries are used up', async () => {
    const first = startWorker();
    const ticket = await createTicketAs(world, world.customer, {}, [
      { name: 'asa-60k.txt', content: generatedAsa(60_000) },
    ]);
    await killWhenTaken(first, ticket.id);
    startWorker();
    const [run] = await settledRuns(world, ticket.id, { timeoutMs: 90_000 });
    expect(run).toMatchObject({ status: 'failed', attempts: 1 });
    expect(run?.error).toBe(
      'The conversion worker stopped without finishing 1 time (it may have run out of memory or been restarted); the run was given up. Run the conversion again, or an engineer will look at the configuration.',
    );
  }, 120_000);
});
