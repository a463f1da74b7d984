import { afterEach, describe, expect, it } from 'vitest';
import { generatedAsa, settledRuns } from '../../test/conversion-kit.js';
import { call, createTicketAs, ticketWorld, type TicketWorld } from '../../test/ticket-kit.js';

let world: TicketWorld | undefined;
afterEach(async () => {
  await world?.server.destroy();
  world = undefined;
});

describe('a conversion over its limits fails its run, never the server', () => {
  // 100,000 rules take the engine several seconds and more than a gigabyte (see npm run bench).
  const big = [{ name: 'big-asa.txt', content: generatedAsa(100_000) }];

  it('stops a run at the time limit with a clear message while the server keeps answering', async () => {
    world = await ticketWorld({ CONVERSION_TIME_LIMIT_SECONDS: '1' });
    const ticket = await createTicketAs(world, world.customer, {}, big);
    // While the engine works, the server answers at once.
    let answered = 0;
    for (let i = 0; i < 5; i += 1) {
      const started = Date.now();
      const health = await fetch(`${world.server.baseUrl}/healthz`);
      expect(health.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
      answered += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [run] = await settledRuns(world, ticket.id);
    expect(answered).toBe(5);
    expect(run?.status).toBe('failed');
    expect(run?.error).toBe(
      'The conversion took longer than the limit of 1 s and was stopped. An engineer will look at the configuration; splitting it or removing unused objects helps.',
    );
    // The failure is in the ticket's history, and the server still takes new work.
    const detail = await call(world, world.engineer, 'GET', `/api/care/${ticket.id}`);
    expect(JSON.stringify(detail.body)).toContain('Run 1 failed: The conversion took longer');
  });

  it('stops a run that needs more memory than its limit', async () => {
    world = await ticketWorld({ CONVERSION_MEMORY_LIMIT_MB: '64' });
    const ticket = await createTicketAs(world, world.customer, {}, big);
    const [run] = await settledRuns(world, ticket.id);
    expect(run?.status).toBe('failed');
    expect(run?.error).toBe(
      'The conversion needed more than the limit of 64 MB of memory and was stopped. An engineer will look at the configuration.',
    );
    expect((await fetch(`${world.server.baseUrl}/readyz`)).status).toBe(200);
  });
});
