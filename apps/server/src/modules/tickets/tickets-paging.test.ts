import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  TICKET_STATUSES,
  ZTicketDetailResponse,
  ZTicketPageResponse,
  ZTicketSummary,
  type TTicketStatus,
  type TTicketSummary,
} from '@fwmig/contract';
import { devices } from '../../db/schema/devices.js';
import { accounts } from '../../db/schema/identity.js';
import { tickets } from '../../db/schema/tickets.js';
import {
  call,
  createTicketAs,
  ticketWorld,
  type Caller,
  type TicketWorld,
} from '../../test/ticket-kit.js';
import { BULK_VENDORS, insertBulkTickets } from './bulk-tickets.js';

const N = 10_000;
let world: TicketWorld;
let snA: string;

beforeAll(async () => {
  world = await ticketWorld();
  const db = world.server.app.database.db;
  const rows = await db.select().from(devices);
  // Devices of the customer's account at even positions, the stranger's at odd: half each.
  const mine = rows.filter((d) => d.accountId === world.account.id).slice(0, 1);
  const theirs = rows.filter((d) => d.accountId !== world.account.id).slice(0, 1);
  const [a, b] = [mine[0], theirs[0]];
  if (!a || !b) throw new Error('devices missing');
  snA = a.sn;
  await insertBulkTickets(db, [a, b], N);
  expect((await db.select().from(devices).where(eq(devices.sn, snA))).length).toBe(1);
}, 120_000);
afterAll(() => world.server.destroy());

/** The seeded ticket numbers i (1..N) matching a predicate, as the bulk generator defines them. */
const seeded = (keep: (i: number) => boolean) =>
  Array.from({ length: N }, (_, k) => k + 1).filter(keep);
const status = (i: number) => TICKET_STATUSES[i % 6];
const vendor = (i: number) => BULK_VENDORS[Math.floor(i / 6) % BULK_VENDORS.length];
const isMine = (i: number) => i % 2 === 0;

async function page(caller: Caller, filter: object, headers: Record<string, string> = {}) {
  const answer = await call(world, caller, 'POST', '/api/care/customerGetAll', filter, headers);
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return ZTicketPageResponse.parse(answer.body).data;
}

describe('S7-39, S9-1: customerGetAll pages and filters 10,000 tickets', () => {
  it('the default page is skip 0, limit 20, newest first, scoped to the account', async () => {
    const first = await page(world.customer, {});
    expect(first.total).toBe(seeded(isMine).length);
    expect(first.items).toHaveLength(20);
    expect(first.items.every((t) => t.accountUserId === world.account.userId)).toBe(true);
    const ids = first.items.map((t) => t.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
  });

  it('status and vendor filters return exactly the matching rows', async () => {
    const filtered = await page(
      world.customer,
      { status: ['in_progress', 'delivered'], sourceVendor: 'paloAltoNetwork' },
      { limit: '1000' },
    );
    const expected = seeded(
      (i) =>
        isMine(i) &&
        ['in_progress', 'delivered'].includes(status(i) ?? '') &&
        vendor(i) === 'paloAltoNetwork',
    );
    expect(filtered.total).toBe(expected.length);
    expect(filtered.items).toHaveLength(expected.length);
    expect(
      filtered.items.every(
        (t) =>
          ['in_progress', 'delivered'].includes(t.status) && t.sourceVendor === 'paloAltoNetwork',
      ),
    ).toBe(true);
  });

  it('walking the pages visits every matching row once, in order', async () => {
    const expected = seeded(
      (i) => isMine(i) && status(i) === 'closed' && vendor(i) === 'sonicWall',
    ).length;
    const seen: TTicketSummary[] = [];
    for (let skip = 0; ; skip += 50) {
      const p = await page(
        world.customer,
        { status: ['closed'], sourceVendor: 'sonicWall' },
        {
          skip: String(skip),
          limit: '50',
          sortBy: 'createdAt',
          order: 'asc',
        },
      );
      seen.push(...p.items);
      if (p.items.length < 50) break;
    }
    expect(seen).toHaveLength(expected);
    expect(new Set(seen.map((t) => t.id)).size).toBe(expected);
    const times = seen.map((t) => Date.parse(t.createdAt));
    expect(times).toEqual([...times].sort((x, y) => x - y));
  });

  it('text search finds a ticket by number and by contact', async () => {
    const all = await page(world.engineer, {}, { limit: '1', order: 'asc' });
    const firstId = all.items[0]?.id ?? 0;
    const byNumber = await page(world.engineer, { text: `#${firstId + 41}` });
    expect(byNumber.items.map((t) => t.id)).toEqual([firstId + 41]);
    const byContact = await page(world.customer, { text: 'c1234@example.com' });
    expect(byContact.total).toBe(1);
    const notMine = await page(world.customer, { text: 'c1233@example.com' });
    expect(notMine.total).toBe(0);
  });

  it('engineers filter overdue and unassigned work across accounts', async () => {
    const overdue = await page(world.engineer, { overdue: true }, { limit: '1' });
    // Due a day after creation, i minutes ago: overdue when i >= 1440, unanswered, open.
    const expected = seeded(
      (i) =>
        i >= 1440 &&
        i % 3 === 0 &&
        ['submitted', 'in_progress', 'waiting_customer'].includes(status(i) ?? ''),
    );
    expect(overdue.total).toBe(expected.length);
    expect(overdue.items[0]?.overdue).toBe(true);
    const unassigned = await page(world.engineer, { assignee: 'none' }, { limit: '1' });
    expect(unassigned.total).toBe(N);
    const mine = await page(world.engineer, { assignee: 'me' });
    expect(mine.total).toBe(0);
  });

  it('bad paging headers are a 400 naming the header', async () => {
    const answer = await call(
      world,
      world.customer,
      'POST',
      '/api/care/customerGetAll',
      {},
      { limit: '0' },
    );
    expect(answer.status).toBe(400);
    const sort = await call(
      world,
      world.customer,
      'POST',
      '/api/care/customerGetAll',
      {},
      { sortBy: 'password' },
    );
    expect(sort.status).toBe(400);
  });
});

describe('issue 18 item 10: the list under load keeps exact answers', () => {
  const db = () => world.server.app.database.db;

  /** The total the list answers beside a count of the rows themselves. */
  async function totals(filter: { status?: TTicketStatus[]; sourceVendor?: string }) {
    const listed = await page(world.customer, filter, { limit: '1' });
    const conditions = [eq(tickets.accountId, world.account.id)];
    if (filter.status) conditions.push(inArray(tickets.status, filter.status));
    if (filter.sourceVendor) conditions.push(eq(tickets.sourceVendor, filter.sourceVendor));
    const [row] = await db()
      .select({ value: count() })
      .from(tickets)
      .where(and(...conditions));
    return [listed.total, row?.value];
  }

  const filters: { status?: TTicketStatus[]; sourceVendor?: string }[] = [
    {},
    { status: ['submitted'] },
    { status: ['cancelled', 'submitted'] },
    { sourceVendor: 'ciscoASA' },
    { status: ['submitted'], sourceVendor: 'ciscoASA' },
  ];

  it('totals stay exact as tickets are created, change status and are deleted', async () => {
    const check = async () => {
      for (const filter of filters) {
        const [listed, counted] = await totals(filter);
        expect(listed, JSON.stringify(filter)).toBe(counted);
      }
    };
    await check();
    const created = await createTicketAs(world, world.customer);
    await check();
    const cancelled = await call(world, world.customer, 'POST', `/api/care/${created.id}/status`, {
      to: 'cancelled',
      note: 'counted',
    });
    expect(cancelled.status).toBe(200);
    await check();
    await db().delete(tickets).where(eq(tickets.id, created.id));
    await check();
  });

  it("text search finds every ticket of the account whose name matches, and no one else's", async () => {
    const [account] = await db()
      .select({ name: accounts.companyName })
      .from(accounts)
      .where(eq(accounts.id, world.account.id));
    const all = await page(world.customer, {}, { limit: '1' });
    const byName = await page(world.customer, { text: account?.name ?? '?' }, { limit: '1' });
    expect(byName.total).toBe(all.total);
    const engineer = await page(world.engineer, { text: account?.name ?? '?' }, { limit: '1' });
    expect(engineer.total).toBe(all.total);
  });

  it('a list item reads as the ticket detail does: same fields, same times, the assignee', async () => {
    const created = await createTicketAs(world, world.customer);
    const assigned = await call(world, world.engineer, 'POST', `/api/care/${created.id}/assign`, {
      assigneeId: world.engineer.loginId,
    });
    expect(assigned.status).toBe(200);
    const detail = ZTicketDetailResponse.parse(
      (await call(world, world.customer, 'GET', `/api/care/${created.id}`)).body,
    ).data;
    const [item] = (await page(world.customer, { text: `#${created.id}` })).items;
    expect(item?.assignee).not.toBeNull();
    // The summary's fields (a list item may carry more, e.g. its conversion state).
    const fields = Object.keys(ZTicketSummary.shape) as (keyof TTicketSummary)[];
    const pick = (from: TTicketSummary | undefined) =>
      Object.fromEntries(fields.map((k) => [k, from?.[k]]));
    expect(pick(item)).toEqual(pick(detail));
    await db().delete(tickets).where(eq(tickets.id, created.id));
  });

  it('the text search index exists on this database (pg_trgm)', async () => {
    const rows = await db()
      .select({ name: sql<string>`indexname` })
      .from(sql`pg_indexes`)
      .where(sql`indexname = 'tickets_search_trgm'`);
    expect(rows).toEqual([{ name: 'tickets_search_trgm' }]);
  });
});
