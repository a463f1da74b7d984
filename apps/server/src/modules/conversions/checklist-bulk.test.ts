import { ZChecklistResponse, type TChecklist } from '@fwmig/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMALL_ASA, settledRuns } from '../../test/conversion-kit.js';
import { call, createTicketAs, ticketWorld, type TicketWorld } from '../../test/ticket-kit.js';

let world: TicketWorld;
let path: string;
beforeAll(async () => {
  world = await ticketWorld();
  const ticket = await createTicketAs(world, world.customer, {}, [
    { name: 'edge-asa.txt', content: SMALL_ASA },
  ]);
  await settledRuns(world, ticket.id);
  path = `/api/care/${ticket.id}/checklist`;
});
afterAll(() => world.server.destroy());

async function checklist(): Promise<TChecklist> {
  return ZChecklistResponse.parse((await call(world, world.engineer, 'GET', path)).body).data;
}

const tickMany = (body: unknown, caller = world.engineer) => call(world, caller, 'PUT', path, body);

describe('ticking checklist items off in one go', () => {
  it('ticks several items off with one note and reopens some of them', async () => {
    const before = await checklist();
    expect(before.open).toBe(3);
    const keys = before.items.map((item) => item.key);

    const ticked = await tickMany({ keys, done: true, note: '  Rebuilt by hand. ' });
    expect(ticked.status).toBe(200);
    const after = ZChecklistResponse.parse(ticked.body).data;
    expect(after.open).toBe(0);
    for (const item of after.items) {
      expect(item).toMatchObject({
        done: true,
        note: 'Rebuilt by hand.',
        doneBy: 'Engineer read_write',
      });
    }
    expect(new Set(after.items.map((item) => item.doneAt)).size).toBe(1);

    // Ticking again replaces the note; a key given twice counts once.
    const again = await tickMany({ keys: [keys[0], keys[0]], done: true, note: 'Checked twice.' });
    expect(again.status).toBe(200);
    expect(ZChecklistResponse.parse(again.body).data.items[0]?.note).toBe('Checked twice.');

    const reopened = await tickMany({ keys: keys.slice(0, 2), done: false });
    expect(reopened.status).toBe(200);
    const now = ZChecklistResponse.parse(reopened.body).data;
    expect(now.open).toBe(2);
    expect(now.items.map((item) => [item.done, item.note, item.doneBy])).toEqual([
      [false, '', null],
      [false, '', null],
      [true, 'Rebuilt by hand.', 'Engineer read_write'],
    ]);
  });

  it('refuses the whole request when keys are not on the checklist, naming how many', async () => {
    const before = await checklist();
    const keys = before.items.map((item) => item.key);
    const refused = await tickMany({
      keys: [...keys, 'Policies|gone|DSTINTF_ANY', 'Other|line 3|NOPE'],
      done: true,
      note: '',
    });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'UNKNOWN_CHECKLIST_ITEM' });
    expect(JSON.stringify(refused.body)).toContain(
      "2 of the 5 items are not on the ticket's checklist",
    );
    expect(await checklist()).toEqual(before);

    // The single tick keeps its own message.
    const single = await call(
      world,
      world.engineer,
      'PUT',
      `${path}/${encodeURIComponent('x|y|z')}`,
      {
        done: true,
      },
    );
    expect(single.status).toBe(404);
    expect(single.body).toMatchObject({ code: 'UNKNOWN_CHECKLIST_ITEM' });
    expect(JSON.stringify(single.body)).toContain("That item is not on the ticket's checklist");
  });

  it('is for engineers of tickets that exist, with a list of keys', async () => {
    const keys = (await checklist()).items.map((item) => item.key);
    const customer = await tickMany({ keys, done: true }, world.customer);
    expect(customer.status).toBe(403);
    expect(JSON.stringify(customer.body)).toContain('Only engineers work the checklist');
    expect((await tickMany({ keys, done: true }, world.stranger)).status).toBe(404);
    expect((await tickMany({ keys, done: true }, world.readOnlyAdmin)).status).toBe(403);
    const missing = await call(world, world.engineer, 'PUT', '/api/care/999999/checklist', {
      keys,
      done: true,
    });
    expect(missing.status).toBe(404);
    expect((await tickMany({ keys: [], done: true })).status).toBe(400);
    expect((await tickMany({ keys: ['x'.repeat(501)], done: true })).status).toBe(400);
    expect((await checklist()).open).toBe(2);
  });

  it('ticks the 10,000 items of a big configuration off and on again in one call each', async () => {
    const ticket = await createTicketAs(world, world.customer, {}, [
      { name: 'no-routes-asa.txt', content: unroutedAsa(10_000) },
    ]);
    await settledRuns(world, ticket.id);
    const bigPath = `/api/care/${ticket.id}/checklist`;
    const big = ZChecklistResponse.parse(
      (await call(world, world.engineer, 'GET', bigPath)).body,
    ).data;
    // SMALL_ASA's three items and one a rule.
    expect(big.open).toBe(10_003);
    const keys = big.items.filter((item) => item.code === 'DSTINTF_ANY').map((item) => item.key);
    expect(keys).toHaveLength(10_000);

    const ticked = await call(world, world.engineer, 'PUT', bigPath, { keys, done: true });
    expect(ticked.status).toBe(200);
    expect(ZChecklistResponse.parse(ticked.body).data.open).toBe(3);
    const reopened = await call(world, world.engineer, 'PUT', bigPath, { keys, done: false });
    expect(reopened.status).toBe(200);
    expect(ZChecklistResponse.parse(reopened.body).data.open).toBe(10_003);

    // The longest request the contract allows is read (not refused as too large).
    const longest = Array.from({ length: 10_000 }, (_, i) => `${i}|`.padEnd(500, 'x'));
    const unknown = await call(world, world.engineer, 'PUT', bigPath, {
      keys: longest,
      done: true,
    });
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain('10000 of the 10000 items');
  });
});

/** An ASA configuration without routes: each of its `rules` rules is a DSTINTF_ANY item. */
function unroutedAsa(rules: number): string {
  const lines = SMALL_ASA.split('\n').filter((line) => !line.startsWith('route '));
  for (let i = 0; i < rules; i++) {
    lines.push(
      `access-list bulk_in extended permit tcp any host 198.18.${i >> 8}.${i & 255} eq https`,
    );
  }
  return [...lines, 'access-group bulk_in in interface inside', ''].join('\n');
}
