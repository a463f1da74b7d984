import { eq } from 'drizzle-orm';
import {
  ZChecklistResponse,
  ZRunDetailResponse,
  ZTicketDetailResponse,
  type TChecklist,
  type TVerificationResult,
} from '@fwmig/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversionResults } from '../../db/schema/conversions.js';
import { SMALL_ASA, settledRuns } from '../../test/conversion-kit.js';
import { call, createTicketAs, ticketWorld, type TicketWorld } from '../../test/ticket-kit.js';
import { WIDENED, WIDENED_PACKET } from '../../test/widened-verification.js';

let world: TicketWorld;
beforeAll(async () => {
  world = await ticketWorld();
});
afterAll(() => world.server.destroy());

/** A converted ticket, in progress, whose one run is stored with `verification`. */
async function ticketWithVerification(verification: unknown, verdict: string) {
  const ticket = await createTicketAs(world, world.customer, {}, [
    { name: 'edge-asa.txt', content: SMALL_ASA },
  ]);
  const [run] = await settledRuns(world, ticket.id);
  await world.server.app.database.db
    .update(conversionResults)
    .set({ verification: verification as TVerificationResult, verdict: verdict as 'widened' })
    .where(eq(conversionResults.runId, run?.id ?? ''));
  const path = `/api/care/${ticket.id}`;
  await call(world, world.engineer, 'POST', `${path}/status`, { to: 'in_progress', note: '' });
  return { ticket, runId: run?.id ?? '', path };
}

async function checklistOf(path: string): Promise<TChecklist> {
  return ZChecklistResponse.parse(
    (await call(world, world.engineer, 'GET', `${path}/checklist`)).body,
  ).data;
}

const tick = (path: string, key: string) =>
  call(world, world.engineer, 'PUT', `${path}/checklist/${encodeURIComponent(key)}`, {
    done: true,
    note: 'Acknowledged: the customer wants SSH open.',
  });

describe('a widened run is delivered only once each widened rule is acknowledged', () => {
  it('issue 17 item 1: lists the widened rule on the checklist and refuses delivery until it is ticked', async () => {
    const { runId, path } = await ticketWithVerification(WIDENED, 'widened');

    let checklist = await checklistOf(path);
    const widened = checklist.items.filter((item) => item.status === 'widened');
    expect(widened).toEqual([
      expect.objectContaining({
        key: expect.stringMatching(/^widened:1\|outside_in:1\|tcp from 198\.51\.100\.7/),
        name: 'outside_in:1',
        code: 'VERIFY_WIDENED',
        file: 'edge-asa.txt',
        line: 19,
        done: false,
      }),
    ]);
    expect(widened[0]?.message).toContain(
      'tcp from 198.51.100.7 port 1024 (wan1) to 10.1.1.10 port 22 (internal1)',
    );

    // The report's own items are settled: the widened rule alone still blocks delivery.
    for (const item of checklist.items.filter((i) => i.status !== 'widened')) {
      expect((await tick(path, item.key)).status).toBe(200);
    }
    const refused = await call(world, world.engineer, 'POST', `${path}/runs/${runId}/deliver`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CHECKLIST_OPEN' });
    expect(JSON.stringify(refused.body)).toContain('Tick off the checklist first: 1 item is');

    const acknowledged = await tick(path, widened[0]?.key ?? '');
    expect(acknowledged.status).toBe(200);
    checklist = ZChecklistResponse.parse(acknowledged.body).data;
    expect(checklist.open).toBe(0);

    const delivered = await call(world, world.engineer, 'POST', `${path}/runs/${runId}/deliver`);
    expect(delivered.status).toBe(200);
    const detail = ZRunDetailResponse.parse(delivered.body).data;
    expect(detail).toMatchObject({ delivered: true, verdict: 'widened' });
    expect(detail.verification?.widened).toHaveLength(1);
    const after = ZTicketDetailResponse.parse(
      (await call(world, world.customer, 'GET', path)).body,
    ).data;
    expect(after.status).toBe('delivered');
  });

  it('issue 17 item 1: a run stored by an older engine still opens, and its wider counterexample must be acknowledged', async () => {
    const old = {
      status: 'different',
      policiesCompared: { source: 2, target: 2 },
      counterexample: {
        packet: WIDENED_PACKET,
        source: { ruleId: 'default', action: 'deny' },
        target: { ruleId: '1', action: 'accept' },
      },
      danglingReferences: [],
      notVerified: [],
    };
    const { runId, path } = await ticketWithVerification(old, 'different');
    const answer = await call(world, world.engineer, 'GET', `${path}/runs/${runId}`);
    expect(answer.status).toBe(200);
    const detail = ZRunDetailResponse.parse(answer.body).data;
    expect(detail.verdict).toBe('different');
    expect(detail.verification).toMatchObject({ widened: [], narrowed: [], uncompared: [] });
    const checklist = await checklistOf(path);
    expect(checklist.items.filter((i) => i.status === 'widened').map((i) => i.key)).toEqual([
      expect.stringMatching(/^widened:1\|default\|/),
    ]);
  });

  it('issue 17 item 1: the ticket history tells the verdict in the new words', async () => {
    const ticket = await createTicketAs(world, world.customer, {}, [
      { name: 'edge-asa.txt', content: SMALL_ASA },
    ]);
    await settledRuns(world, ticket.id);
    const detail = ZTicketDetailResponse.parse(
      (await call(world, world.engineer, 'GET', `/api/care/${ticket.id}`)).body,
    ).data;
    const finished = detail.events.find((event) => event.text.startsWith('Run 1 finished'));
    expect(finished?.text).toMatch(
      /; verification: (proven equivalent|widened, \d+ rules?|narrowed, \d+ rules?|not proven|nothing compared)/,
    );
    expect(finished?.text).not.toMatch(/verification (equivalent|different|unknown)/);
  });
});
