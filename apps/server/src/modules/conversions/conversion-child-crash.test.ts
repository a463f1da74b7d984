import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMALL_ASA, generatedAsa, settledRuns } from '../../test/conversion-kit.js';
import { createTicketAs, ticketWorld, type TicketWorld } from '../../test/ticket-kit.js';
import { grantLicences } from '../tickets/licences.service.js';
import { engineProcessIds } from './run-engine.js';

let world: TicketWorld;
beforeAll(async () => {
  world = await ticketWorld();
  await grantLicences(world.server.app.database.db, world.account.userId, 2);
});
afterAll(() => world.server.destroy());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Issue 18 item 9: conversions run in a child process of their own, outside the server's.
describe('a conversion child process killed in the middle of a conversion', () => {
  it('fails its run with a clear message while the server keeps answering and converting', async () => {
    const ticket = await createTicketAs(world, world.customer, {}, [
      { name: 'asa-60k.txt', content: generatedAsa(60_000) },
    ]);
    let pids: number[] = [];
    for (let i = 0; i < 600 && pids.length === 0; i += 1) {
      pids = engineProcessIds();
      if (pids.length === 0) await sleep(50);
    }
    expect(pids).toHaveLength(1);
    // The child is a process of its own: killing it leaves the server's process alone.
    expect(pids[0]).not.toBe(process.pid);
    process.kill(pids[0] ?? 0, 'SIGKILL');

    const [run] = await settledRuns(world, ticket.id, { timeoutMs: 90_000 });
    expect(run).toMatchObject({ status: 'failed', attempts: 1 });
    expect(run?.error).toBe(
      'The conversion engine stopped unexpectedly (killed by signal SIGKILL); it may have been killed or run out of memory. Run the conversion again, or an engineer will look at the configuration.',
    );
    expect((await fetch(`${world.server.baseUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${world.server.baseUrl}/readyz`)).status).toBe(200);
    // The next conversion gets a fresh child.
    const next = await createTicketAs(world, world.customer, {}, [
      { name: 'asa.txt', content: SMALL_ASA },
    ]);
    const [after] = await settledRuns(world, next.id, { timeoutMs: 90_000 });
    expect(after).toMatchObject({ status: 'done', error: null });
  }, 150_000);
});
