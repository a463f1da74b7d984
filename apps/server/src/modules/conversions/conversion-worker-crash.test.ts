import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { conversionResults, conversionRuns } from '../../db/schema/conversions.js';
import { generatedAsa, settledRuns } from '../../test/conversion-kit.js';
import { createTicketAs, ticketWorld, type TicketWorld } from '../../test/ticket-kit.js';

const WORKER = fileURLToPath(new URL('../../worker.ts', import.meta.url));
const onPostgres = inject('dbTemplate').kind === 'postgres';
let LIMITS = { CONVERSION_TIME_LIMIT_SECONDS: '8', CONVERSION_RETRY_LIMIT: '2' };

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
    LIMITS = { CONVERSION_TIME_LIMIT_SECONDS: '8', CONVERSION_RETRY_LIMIT: '0' };
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
