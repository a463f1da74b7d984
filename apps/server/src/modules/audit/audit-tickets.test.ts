import { eq } from 'drizzle-orm';
import { ZAuditListResponse, ZChecklistResponse, type TAuditEvent } from '@fwmig/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversionResults } from '../../db/schema/conversions.js';
import { logins } from '../../db/schema/identity.js';
import { SMALL_ASA, settledRuns } from '../../test/conversion-kit.js';
import { call, createTicketAs, ticketWorld, type TicketWorld } from '../../test/ticket-kit.js';
import { WIDENED } from '../../test/widened-verification.js';

let world: TicketWorld;
let engineerEmail: string;
const AGENT = 'audit-tickets-test/1.0';

beforeAll(async () => {
  world = await ticketWorld();
  const [engineer] = await world.server.app.database.db
    .select({ email: logins.email })
    .from(logins)
    .where(eq(logins.id, world.engineer.loginId));
  engineerEmail = engineer?.email ?? '';
});
afterAll(() => world.server.destroy());

/** A call by the engineer, from a browser the log should name. */
const asEngineer = (method: string, path: string, body?: unknown) =>
  call(world, world.engineer, method, path, body, { 'user-agent': AGENT });

/** The audit events about one ticket, oldest first, read as an admin reads them. */
async function ticketEvents(ticketId: number): Promise<TAuditEvent[]> {
  const answer = await call(world, world.engineer, 'GET', '/api/admin/audit?limit=500');
  expect(answer.status).toBe(200);
  return ZAuditListResponse.parse(answer.body)
    .data.filter((event) => event.target === `ticket ${ticketId}`)
    .reverse();
}

describe('issue 18 item 11: engineers’ ticket actions are in the audit log', () => {
  it('status change, assignment, message, run, checklist ticks, widened acknowledgement and delivery: who, what, target, from where', async () => {
    const ticket = await createTicketAs(world, world.customer, {}, [
      { name: 'edge-asa.txt', content: SMALL_ASA },
    ]);
    const path = `/api/care/${ticket.id}`;
    await settledRuns(world, ticket.id);

    expect(
      (await asEngineer('POST', `${path}/status`, { to: 'in_progress', note: '' })).status,
    ).toBe(200);
    const assignee = { assigneeId: world.engineer.loginId };
    expect((await asEngineer('POST', `${path}/assign`, assignee)).status).toBe(200);
    const form = new FormData();
    form.append('body', 'Converting now.');
    expect((await asEngineer('POST', `${path}/messages`, form)).status).toBe(200);
    expect((await asEngineer('POST', `${path}/runs`)).status).toBe(201);
    const runs = await settledRuns(world, ticket.id, { count: 2 });
    const second = runs.find((run) => run.number === 2);
    // The verifier's widened verdict, stored on run 2, puts a widened rule on the checklist.
    await world.server.app.database.db
      .update(conversionResults)
      .set({ verification: WIDENED, verdict: 'widened' })
      .where(eq(conversionResults.runId, second?.id ?? ''));

    const checklist = ZChecklistResponse.parse(
      (await asEngineer('GET', `${path}/checklist`)).body,
    ).data;
    const widened = checklist.items.filter((item) => item.status === 'widened');
    const others = checklist.items.filter((item) => item.status !== 'widened');
    expect(widened).toHaveLength(1);
    expect(others.length).toBeGreaterThan(0);
    const ticks = { keys: others.map((item) => item.key), done: true, note: 'Checked by hand.' };
    expect((await asEngineer('PUT', `${path}/checklist`, ticks)).status).toBe(200);
    const ack = { done: true, note: 'The customer wants SSH open.' };
    const key = encodeURIComponent(widened[0]?.key ?? '');
    expect((await asEngineer('PUT', `${path}/checklist/${key}`, ack)).status).toBe(200);
    expect((await asEngineer('POST', `${path}/runs/${second?.id}/deliver`)).status).toBe(200);

    const events = await ticketEvents(ticket.id);
    expect(events.map((event) => event.action)).toEqual([
      // START WORK on an unassigned ticket assigns the engineer who starts it.
      'ticket.assign',
      'ticket.status.change',
      'ticket.assign',
      'ticket.message',
      'ticket.run.start',
      'ticket.checklist.tick',
      'ticket.widened.acknowledge',
      'ticket.run.deliver',
    ]);
    for (const event of events) {
      expect(event).toMatchObject({ actor: engineerEmail, userAgent: AGENT });
      expect(event.ip).toMatch(/127\.0\.0\.1|::1/);
    }
    const [startedBy, status, , , run, tick, acknowledged, delivery] = events;
    expect(startedBy?.detail).toEqual({ assignee: expect.any(String) });
    expect(status?.detail).toEqual({ from: 'submitted', to: 'in_progress' });
    expect(run?.detail).toEqual({ run: 2 });
    expect(tick?.detail).toMatchObject({ run: 2, items: others.length, note: 'Checked by hand.' });
    expect(acknowledged?.detail).toMatchObject({
      run: 2,
      items: 1,
      keys: widened[0]?.key,
      note: 'The customer wants SSH open.',
    });
    expect(delivery?.detail).toMatchObject({ run: 2, from: 'in_progress' });
  });

  it('a refused change records nothing, and a customer’s own changes stay in the ticket history', async () => {
    const ticket = await createTicketAs(world, world.customer, {}, [
      { name: 'edge-asa.txt', content: SMALL_ASA },
    ]);
    const path = `/api/care/${ticket.id}`;
    const [run] = await settledRuns(world, ticket.id);
    // Delivering needs the ticket in progress: 409, and no event.
    expect((await asEngineer('POST', `${path}/runs/${run?.id}/deliver`)).status).toBe(409);
    const readOnly = await call(world, world.readOnlyAdmin, 'POST', `${path}/status`, {
      to: 'in_progress',
      note: '',
    });
    expect(readOnly.status).toBe(403);
    const form = new FormData();
    form.append('body', 'Any news?');
    expect((await call(world, world.customer, 'POST', `${path}/messages`, form)).status).toBe(200);
    expect(await ticketEvents(ticket.id)).toEqual([]);
  });
});
