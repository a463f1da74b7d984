import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMALL_ASA, settledRuns } from '../../test/conversion-kit.js';
import { call, createTicketAs, ticketWorld, type TicketWorld } from '../../test/ticket-kit.js';
import {
  postgresBinaries,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../test/throwaway-postgres.js';

const bin = postgresBinaries();
const title = bin
  ? 'a PostgreSQL outage (issue 18 item 7)'
  : 'a PostgreSQL outage (issue 18 item 7): SKIPPED, no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The cluster is this test's own (never the machine's shared PostgreSQL), stopped and started
// while the server runs.
describe.skipIf(!bin)(title, () => {
  let cluster: ThrowawayPostgres;
  let world: TicketWorld;
  beforeAll(async () => {
    cluster = await startThrowawayPostgres(bin ?? '');
    world = await ticketWorld({ DATABASE_URL: cluster.url });
  }, 120_000);
  afterAll(async () => {
    await world?.server.destroy().catch(() => undefined);
    await cluster?.destroy();
  });

  it('answers 503 with Retry-After while the database is down and recovers by itself', async () => {
    const base = world.server.baseUrl;
    const before = await call(world, world.engineer, 'POST', '/api/care/customerGetAll', {});
    expect(before.status).toBe(200);

    cluster.stop();
    // Pooled connections die first (admin shutdown), then new ones are refused: both are 503.
    for (let i = 0; i < 3; i += 1) {
      const list = await call(world, world.engineer, 'POST', '/api/care/customerGetAll', {});
      expect(list.status).toBe(503);
      expect(list.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect((list.body as { message: string }).message).toMatch(/cannot reach its database/);
      expect(Number(list.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(Number(ready.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await ready.json()).toMatchObject({ code: 'NOT_READY' });
    // Liveness is the process, not the database: no restart is asked for.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    cluster.start();
    let readyAgain = 0;
    for (let i = 0; i < 100 && readyAgain !== 200; i += 1) {
      readyAgain = (await fetch(`${base}/readyz`)).status;
      if (readyAgain !== 200) await sleep(100);
    }
    expect(readyAgain).toBe(200);
    const after = await call(world, world.engineer, 'POST', '/api/care/customerGetAll', {});
    expect(after.status).toBe(200);
    // The conversion queue came back too: a new ticket's run is converted.
    const ticket = await createTicketAs(world, world.customer, {}, [
      { name: 'asa.txt', content: SMALL_ASA },
    ]);
    const [run] = await settledRuns(world, ticket.id, { timeoutMs: 90_000 });
    expect(run).toMatchObject({ status: 'done', error: null });
  }, 180_000);
});
