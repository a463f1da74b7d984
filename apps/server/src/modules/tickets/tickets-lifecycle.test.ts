import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ZErrorResponse,
  ZOrderStatus,
  ZPurchaseUrlResponse,
  ZSslVpnResponse,
  ZTicketDetailResponse,
  type TTicketDetail,
} from '@fwmig/contract';
import { tickets } from '../../db/schema/tickets.js';
import {
  SAMPLE_SSLVPN,
  call,
  createTicketAs,
  ticketInput,
  ticketWorld,
  type Caller,
  type TicketWorld,
} from '../../test/ticket-kit.js';

let world: TicketWorld;
beforeAll(async () => {
  world = await ticketWorld({
    REVISION_WINDOW_DAYS: '7',
    PURCHASE_URL: 'https://shop.example.com/licences',
  });
});
afterAll(() => world.server.destroy());

const detail = (answer: { status: number; body: unknown }): TTicketDetail => {
  if (answer.status !== 200) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  return ZTicketDetailResponse.parse(answer.body).data;
};
const move = (caller: Caller, id: number, to: string, note = '') =>
  call(world, caller, 'POST', `/api/care/${id}/status`, { to, note });
const message = (
  caller: Caller,
  id: number,
  body: string,
  internal = false,
  files: [string, string][] = [],
) => {
  const form = new FormData();
  form.append('body', body);
  form.append('internal', String(internal));
  for (const [name, content] of files) form.append('files', new Blob([content]), name);
  return call(world, caller, 'POST', `/api/care/${id}/messages`, form);
};

describe('a ticket from submission to closing', () => {
  it('edit, assign, question, answer, deliver, download, close; every change in the history', async () => {
    const { customer, engineer } = world;
    const created = await createTicketAs(world, customer);
    expect(created.can).toMatchObject({
      edit: true,
      message: true,
      assign: false,
      transitions: ['cancelled'],
    });

    // The customer corrects the request while it is submitted.
    const edited = detail(
      await call(world, customer, 'POST', `/api/care/${created.id}/update`, {
        ...ticketInput(world, { notes: 'Cut-over moved to Saturday.', objects: ['Policies'] }),
      }),
    );
    expect(edited.notes).toBe('Cut-over moved to Saturday.');
    expect(edited.events.at(-1)).toMatchObject({ kind: 'edited', text: 'Changed objects, notes' });

    // SSL VPN settings: validated, saved, read back.
    const badVpn = await call(world, customer, 'PUT', `/api/care/${created.id}/sslvpn`, {
      ...SAMPLE_SSLVPN,
      tunnelPool: ['10.212.134.0/7'],
      dnsServers: ['256.1.1.1'],
    });
    expect(badVpn.status).toBe(400);
    expect(ZErrorResponse.parse(badVpn.body).message).toContain('tunnelPool');
    expect(
      (await call(world, customer, 'PUT', `/api/care/${created.id}/sslvpn`, SAMPLE_SSLVPN)).status,
    ).toBe(200);
    expect(
      ZSslVpnResponse.parse(
        (await call(world, customer, 'GET', `/api/care/${created.id}/sslvpn`)).body,
      ).data.settings,
    ).toEqual(SAMPLE_SSLVPN);

    // The engineer assigns it and asks a question: the clock stops, the ticket waits.
    const assigned = detail(
      await call(world, engineer, 'POST', `/api/care/${created.id}/assign`, {
        assigneeId: engineer.loginId,
      }),
    );
    expect(assigned.assignee).toEqual({ id: engineer.loginId, name: 'Engineer read_write' });
    expect(assigned.firstResponseAt).toBeNull();
    detail(await move(engineer, created.id, 'in_progress'));
    const noQuestion = await move(engineer, created.id, 'waiting_customer');
    expect(ZErrorResponse.parse(noQuestion.body).message).toBe(
      'Write the question for the customer.',
    );
    const asked = detail(
      await move(engineer, created.id, 'waiting_customer', 'Which interface faces the ISP?'),
    );
    expect(asked.status).toBe('waiting_customer');
    expect(asked.firstResponseAt).not.toBeNull();
    expect(asked.messages.at(-1)).toMatchObject({
      body: 'Which interface faces the ISP?',
      fromEngineer: true,
    });

    // An internal note the customer never sees, with an attachment the customer cannot fetch.
    const noted = detail(
      await message(engineer, created.id, 'Customer uses PPPoE upstream.', true, [
        ['trace.txt', 'debug'],
      ]),
    );
    const noteFile = noted.messages.at(-1)?.files[0];
    expect(noteFile?.name).toBe('trace.txt');
    const seenByCustomer = detail(await call(world, customer, 'GET', `/api/care/${created.id}`));
    expect(seenByCustomer.messages.map((m) => m.body)).toEqual(['Which interface faces the ISP?']);
    expect(
      (await call(world, customer, 'GET', `/api/care/${created.id}/files/${noteFile?.id}`)).status,
    ).toBe(404);

    // The customer answers with a file: back to in progress.
    const answered = detail(
      await message(customer, created.id, 'outside = ge-0/0/0', false, [['topology.png', 'png']]),
    );
    expect(answered.status).toBe('in_progress');
    expect(answered.events.at(-1)).toMatchObject({
      kind: 'status',
      from: 'waiting_customer',
      to: 'in_progress',
      text: 'The customer answered',
    });

    // Delivering needs a deliverable.
    const early = await move(engineer, created.id, 'delivered');
    expect(ZErrorResponse.parse(early.body).message).toBe(
      'Attach the converted configuration as a deliverable before delivering.',
    );
    const form = new FormData();
    form.append('files', new Blob(['config system global\nend\n']), 'fortios.conf');
    const withDeliverable = detail(
      await call(world, engineer, 'POST', `/api/care/${created.id}/deliverables`, form),
    );
    expect(withDeliverable.can.transitions).toContain('delivered');
    const delivered = detail(await move(engineer, created.id, 'delivered'));
    expect(delivered.revisionDeadline).not.toBeNull();

    // The customer downloads the deliverable, cannot edit any more, and closes the ticket.
    const deliverable = delivered.files.find((f) => f.kind === 'deliverable');
    const download = await call(
      world,
      customer,
      'GET',
      `/api/care/${created.id}/files/${deliverable?.id}`,
    );
    expect(download.body).toBe('config system global\nend\n');
    const late = await call(
      world,
      customer,
      'POST',
      `/api/care/${created.id}/update`,
      ticketInput(world),
    );
    expect(late.status).toBe(409);
    expect(ZErrorResponse.parse(late.body)).toEqual({
      code: 'TICKET_NOT_EDITABLE',
      message: 'A ticket that is Delivered can no longer be edited.',
    });
    const asCustomer = detail(await call(world, customer, 'GET', `/api/care/${created.id}`));
    expect(asCustomer.can.transitions.sort()).toEqual(['closed', 'in_progress']);
    const closed = detail(await move(customer, created.id, 'closed'));
    expect(closed.status).toBe('closed');
    expect(closed.can).toMatchObject({ message: false, edit: false, transitions: [] });
    expect(closed.events.filter((e) => e.kind === 'status').map((e) => e.to)).toEqual([
      'in_progress',
      'waiting_customer',
      'in_progress',
      'delivered',
      'closed',
    ]);
  });

  it('illegal transitions are refused with the reason', async () => {
    const { customer, engineer } = world;
    const ticket = await createTicketAs(world, customer);
    const cases: [Caller, string, string][] = [
      [
        customer,
        'in_progress',
        'A ticket that is Submitted cannot be moved to In progress by the customer.',
      ],
      [
        customer,
        'delivered',
        'A ticket that is Submitted cannot be moved to Delivered by the customer.',
      ],
      [engineer, 'closed', 'A ticket that is Submitted cannot be moved to Closed.'],
      [
        engineer,
        'waiting_customer',
        'A ticket that is Submitted cannot be moved to Waiting for customer.',
      ],
    ];
    for (const [caller, to, text] of cases) {
      const answer = await move(caller, ticket.id, to);
      const { code, message } = ZErrorResponse.parse(answer.body);
      expect([answer.status, code, message]).toEqual([409, 'STATUS_MOVE_REFUSED', text]);
    }
    const bogus = await move(customer, ticket.id, 'archived');
    expect(bogus.status).toBe(400);
    detail(await move(customer, ticket.id, 'cancelled'));
    const revived = await move(engineer, ticket.id, 'in_progress');
    expect(ZErrorResponse.parse(revived.body).message).toBe(
      'A ticket that is Cancelled cannot be moved to In progress.',
    );
  });

  it('a delivered ticket reopens with a revision request only within the window', async () => {
    const { customer, engineer } = world;
    const ticket = await createTicketAs(world, customer);
    detail(await move(engineer, ticket.id, 'in_progress'));
    const form = new FormData();
    form.append('files', new Blob(['x']), 'out.conf');
    detail(await call(world, engineer, 'POST', `/api/care/${ticket.id}/deliverables`, form));
    detail(await move(engineer, ticket.id, 'delivered'));
    const noNote = await move(customer, ticket.id, 'in_progress');
    expect(ZErrorResponse.parse(noNote.body).message).toBe('Describe what should be revised.');
    const reopened = detail(await move(customer, ticket.id, 'in_progress', 'VLAN 20 is missing.'));
    expect(reopened.status).toBe('in_progress');
    detail(await move(engineer, ticket.id, 'delivered'));
    // Eight days later the 7-day window is over.
    const db = world.server.app.database.db;
    await db
      .update(tickets)
      .set({ deliveredAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(tickets.id, ticket.id));
    const late = await move(customer, ticket.id, 'in_progress', 'One more change.');
    expect(late.status).toBe(409);
    expect(ZErrorResponse.parse(late.body).code).toBe('REVISION_WINDOW_CLOSED');
    expect(ZErrorResponse.parse(late.body).message).toMatch(
      /^Ticket \d+ was delivered more than 7 days ago \(until \d{4}-\d{2}-\d{2}\); open a new ticket for further changes\.$/,
    );
  });

  it('S7-41, S7-42: order status counts licences and tickets; the purchase URL is the configured one', async () => {
    const status = z
      .object({ data: ZOrderStatus })
      .parse((await call(world, world.customer, 'GET', '/api/summary/getOrderStatus')).body);
    // 1 licence came with the licensed device and 3 were granted; 3 tickets consumed one each
    // and the cancelled one gave its licence back.
    expect(status.data.licences).toEqual({ bought: 4, used: 2, available: 2, freeUsed: 0 });
    expect(status.data.tickets).toMatchObject({
      closed: 1,
      cancelled: 1,
      delivered: 1,
      submitted: 0,
    });
    const url = ZPurchaseUrlResponse.parse(
      (await call(world, world.customer, 'GET', '/api/purchase/url')).body,
    );
    expect(url.data.url).toBe('https://shop.example.com/licences');
  });

  // Last: it uses licences, which the order status counts above.
  it('issue 19 item 2: START WORK on an unassigned ticket assigns the engineer; an assignee stays', async () => {
    const { customer, engineer } = world;
    const ticket = await createTicketAs(world, customer);
    expect(ticket.assignee).toBeNull();
    const started = detail(await move(engineer, ticket.id, 'in_progress'));
    expect(started.assignee).toEqual({ id: engineer.loginId, name: 'Engineer read_write' });
    expect(started.events.filter((e) => e.kind === 'assigned').map((e) => e.text)).toEqual([
      'Assigned to Engineer read_write',
    ]);

    // Someone else already holds it: starting work does not take it over.
    const other = await createTicketAs(world, customer);
    await world.server.app.database.db
      .update(tickets)
      .set({ assigneeId: customer.loginId })
      .where(eq(tickets.id, other.id));
    const kept = detail(await move(engineer, other.id, 'in_progress'));
    expect(kept.assignee?.id).toBe(customer.loginId);
    expect(kept.events.filter((e) => e.kind === 'assigned')).toHaveLength(0);
  });
});
