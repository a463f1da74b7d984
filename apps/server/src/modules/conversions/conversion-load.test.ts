import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMALL_ASA, settledRuns } from '../../test/conversion-kit.js';
import { createTicketAs, ticketWorld, type TicketWorld } from '../../test/ticket-kit.js';
import { grantLicences } from '../tickets/licences.service.js';

let world: TicketWorld;
beforeAll(async () => {
  world = await ticketWorld();
  await grantLicences(world.server.app.database.db, world.account.userId, 20);
});
afterAll(() => world.server.destroy());

describe('many tickets at once', () => {
  it('converts 20 tickets submitted together, each exactly once', async () => {
    const tickets = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createTicketAs(world, world.customer, {}, [
          { name: `asa-${i}.txt`, content: SMALL_ASA.replace('edge-asa', `edge-asa-${i}`) },
        ]),
      ),
    );
    expect(new Set(tickets.map((t) => t.id)).size).toBe(20);
    const runs = await Promise.all(
      tickets.map((t) => settledRuns(world, t.id, { timeoutMs: 120_000 })),
    );
    for (const list of runs) {
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ status: 'done', attempts: 1, number: 1 });
    }
    // A correctness check, not a timing one: a busy two-core machine needs more than 30 s.
  }, 150_000);
});
