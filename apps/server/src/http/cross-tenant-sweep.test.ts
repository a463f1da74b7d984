import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_FIELD, type TTicketDetail } from '@fwmig/contract';
import { accounts } from '../db/schema/identity.js';
import {
  everyRoute,
  fillPath,
  routeKey,
  sweepCall,
  type TSweepAnswer,
} from '../test/route-sweep.js';
import { call, createTicketAs, ticketWorld, type TicketWorld } from '../test/ticket-kit.js';

/**
 * issue 18 item 12: a cross-tenant forged-header sweep over every route the app registered.
 * A customer names another account in the scoping headers, in path parameters and in bodies:
 * the answer is a refusal or the customer's own data, never the other tenant's, and the other
 * tenant's ticket is unchanged afterwards.
 */

let world: TicketWorld;
let theirs: TTicketDetail;
let their: Record<string, string>;
/** Strings only the other tenant's stored data holds (never sent by the forger). */
let secrets: string[];
const tag = randomBytes(6).toString('hex');

/** What the other tenant's ticket looks like to its owner (volatile run progress left out). */
async function theirTicket() {
  const answer = await call(world, world.stranger, 'GET', `/api/care/${theirs.id}`);
  const detail = (answer.body as { data: TTicketDetail }).data;
  return {
    status: detail.status,
    notes: detail.notes,
    contact: detail.contact,
    files: detail.files.map((f) => [f.id, f.name]),
    messages: detail.messages.length,
    sslvpn: detail.sslvpn,
    assignee: detail.assignee,
  };
}

beforeAll(async () => {
  world = await ticketWorld();
  await createTicketAs(world, world.customer);
  theirs = await createTicketAs(
    world,
    world.stranger,
    { sn: world.strangerDevice, notes: `their-notes-${tag}` },
    [{ name: `their-config-${tag}.txt`, content: `hostname their-${tag}\n` }],
  );
  const runs = (await call(world, world.stranger, 'GET', `/api/care/${theirs.id}/runs`)).body as {
    data: { id: string }[];
  };
  their = {
    id: String(theirs.id),
    fileId: theirs.files[0]?.id ?? 'x',
    runId: runs.data[0]?.id ?? '00000000-0000-0000-0000-000000000000',
    version: world.version,
    key: 'x',
  };
  const [company] = await db()
    .select({ name: accounts.companyName })
    .from(accounts)
    .where(eq(accounts.userId, strangerUserId()));
  secrets = [
    `their-notes-${tag}`,
    `their-config-${tag}`,
    `hostname their-${tag}`,
    company?.name ?? '?',
  ];
});
afterAll(() => world.server.destroy());

const db = () => world.server.app.database.db;
const strangerUserId = () => world.stranger.headers.user_id ?? '';

/** Bodies naming the other account every way the API spells an account. */
const forgedBody = () => ({
  user_id: strangerUserId(),
  sub_user_id: '0',
  account_id: strangerUserId(),
  accountId: strangerUserId(),
  sn: world.strangerDevice,
  [TICKET_FIELD]: JSON.stringify({ sn: world.strangerDevice, accountId: strangerUserId() }),
});

const leaks = (answer: TSweepAnswer) => secrets.filter((secret) => answer.text.includes(secret));

describe('issue 18 item 12: cross-tenant forged requests over every route', () => {
  it('another account in the scoping headers is refused (403) on every route that takes a session', async () => {
    const forgeries: Record<string, string>[] = [
      { user_id: strangerUserId(), sub_user_id: '0' },
      { user_id: strangerUserId() },
      { ...world.customer.headers, ou_account_id: strangerUserId() },
      { ...world.customer.headers, sub_user_id: '999' },
    ];
    const wrong: string[] = [];
    let checked = 0;
    for (const route of everyRoute(world.server.app)) {
      if (route.access === 'public') continue;
      for (const headers of forgeries) {
        const answer = await sweepCall(
          world.server.baseUrl,
          route.method,
          fillPath(route.url, their),
          {
            token: world.customer.token,
            headers,
            body: forgedBody(),
          },
        );
        checked += 1;
        if (answer.status !== 403 || answer.code !== 'FORBIDDEN' || leaks(answer).length > 0)
          wrong.push(
            `${routeKey(route)} ${JSON.stringify(headers)}: ${answer.status} ${answer.code}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });

  it("the other account's ids in paths and bodies are refused or answered with the customer's own data", async () => {
    const wrong: string[] = [];
    for (const route of everyRoute(world.server.app)) {
      const open = route.access === 'public';
      const answer = await sweepCall(
        world.server.baseUrl,
        route.method,
        fillPath(route.url, their),
        {
          // Public calls are made signed out: a sign-out call would end the forger's session.
          ...(open ? {} : { token: world.customer.token }),
          headers: world.customer.headers,
          body: forgedBody(),
        },
      );
      const namesTheirTicket = route.url.includes(':id');
      if (leaks(answer).length > 0) wrong.push(`${routeKey(route)} leaks ${leaks(answer)}`);
      if (namesTheirTicket && answer.status < 400)
        wrong.push(`${routeKey(route)}: ${answer.status} for another account's ticket`);
    }
    expect(wrong).toEqual([]);
  });

  it("the other account's ticket is unchanged and its files still download for its owner", async () => {
    // The sweeps above ran first (vitest keeps the order): compare with the ticket as created.
    const now = await theirTicket();
    expect(now.notes).toBe(`their-notes-${tag}`);
    expect(now.files.map(([, name]) => name)).toEqual([`their-config-${tag}.txt`]);
    expect(now.status).toBe(theirs.status);
    expect(now.messages).toBe(theirs.messages.length);
    expect(now.assignee).toEqual(theirs.assignee);
    expect(now.contact).toEqual(theirs.contact);
    expect(now.sslvpn).toEqual(theirs.sslvpn);
    const download = await fetch(
      `${world.server.baseUrl}/api/care/${theirs.id}/files/${their.fileId}`,
      { headers: { authorization: `Bearer ${world.stranger.token}`, ...world.stranger.headers } },
    );
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(`hostname their-${tag}\n`);
    // The markers are what the owner's own answers carry: the leak check above could see them.
    const owned = await sweepCall(world.server.baseUrl, 'GET', `/api/care/${theirs.id}`, {
      token: world.stranger.token,
      headers: world.stranger.headers,
    });
    expect(leaks(owned)).toEqual(
      expect.arrayContaining([`their-notes-${tag}`, `their-config-${tag}`]),
    );
  });
});
