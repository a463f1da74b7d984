import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLoginType, TTicketDetail } from '@fwmig/contract';
import { accounts, memberships } from '../db/schema/identity.js';
import { tickets } from '../db/schema/tickets.js';
import { createLogin, signIn } from '../test/identity-factory.js';
import { everyRoute, fillPath, routeKey, sweepCall } from '../test/route-sweep.js';
import { call, createTicketAs, ticketWorld, type TicketWorld } from '../test/ticket-kit.js';

/**
 * issue 18 item 1: whom the portal's error pages refuse, the API refuses on every route but the
 * open few (spec §4 "OU access", §6, §8), with the error page's code. The routes come from the
 * app, so a route added later is swept too.
 */

/** The calls open to a refused user: sign-in, sign-out and what the error pages need. */
const OPEN_SESSION = [
  'GET /api/customer/currentUser',
  'GET /client/v1/dataExchange',
  'GET /client/v1/loginAccount/list',
  'GET /client/v1/permission',
  'POST /api/ou/user_org_node',
  'POST /client/v1/listAccount',
  'POST /client/v1/ou/select',
];
const OPEN_PUBLIC_API = [
  'GET /api/config',
  'GET /api/vendors',
  'GET /api/version',
  'GET /client/v1/portalTopBar',
  'GET /client/v1/token',
  'POST /client/v1/token/refresh',
  'POST /client/v1/token/revoke',
];
const REFUSAL_CODES = ['NO_ACCOUNT', 'NO_PERMISSION', 'NO_CONVERTER'];
/** Answered 200 to every refused user (the sign-in flow reads them before choosing a page). */
const MUST_ANSWER = new Set([
  'GET /api/customer/currentUser',
  'GET /client/v1/loginAccount/list',
  'GET /client/v1/permission',
  'POST /api/ou/user_org_node',
  'POST /client/v1/listAccount',
]);

const isApi = (url: string) =>
  (url.startsWith('/api/') || url.startsWith('/client/')) && !url.startsWith('/api/docs');

let world: TicketWorld;
let mine: TTicketDetail;
let ids: Record<string, string>;
let ticketsBefore: number;
const db = () => world.server.app.database.db;

async function ticketCount(): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(tickets)
    .where(eq(tickets.accountId, world.account.id));
  return row?.n ?? 0;
}

beforeAll(async () => {
  world = await ticketWorld();
  mine = await createTicketAs(world, world.customer);
  const runs = (await call(world, world.customer, 'GET', `/api/care/${mine.id}/runs`)).body as {
    data: { id: string }[];
  };
  // Real ids of the refused users' own account: without the access layer they would be data.
  ids = {
    id: String(mine.id),
    fileId: mine.files[0]?.id ?? 'x',
    runId: runs.data[0]?.id ?? '00000000-0000-0000-0000-000000000000',
    version: world.version,
    key: 'x',
  };
  ticketsBefore = await ticketCount();
});
afterAll(() => world.server.destroy());

interface TRefused {
  token: string;
  headers: Record<string, string>;
}

/** A login of the world's account with this membership, signed in as SSO would. */
async function memberOf(
  membership: Partial<typeof memberships.$inferInsert> & { subUserId: string },
  options: { loginType?: TLoginType; blocked?: boolean } = {},
): Promise<TRefused> {
  const login = await createLogin(db(), { blocked: options.blocked ?? false });
  await db()
    .insert(memberships)
    .values({ loginId: login.id, accountId: world.account.id, ...membership });
  const tokens = await signIn(world.server.baseUrl, db(), login.id, options.loginType ?? 'IAM');
  return {
    token: tokens.access_token,
    headers: { user_id: world.account.userId, sub_user_id: membership.subUserId },
  };
}

/** Sweeps every declared route as `who`, with and without its scoping headers. */
async function sweep(who: TRefused, code: string) {
  const wrong: string[] = [];
  for (const route of everyRoute(world.server.app)) {
    if (route.access === 'public') continue;
    for (const headers of [who.headers, {}]) {
      const answer = await sweepCall(world.server.baseUrl, route.method, fillPath(route.url, ids), {
        token: who.token,
        headers,
        body: {},
      });
      const key = `${routeKey(route)} ${Object.keys(headers).length ? 'scoped' : 'unscoped'}`;
      if (route.access === 'session') {
        const refused = answer.status === 401 || REFUSAL_CODES.includes(answer.code ?? '');
        const silent = MUST_ANSWER.has(routeKey(route)) && answer.status !== 200;
        if (refused || silent) wrong.push(`${key}: ${answer.status} ${answer.code} (must work)`);
      } else if (answer.status !== 403 || answer.code !== code) {
        wrong.push(`${key}: ${answer.status} ${answer.code} (want 403 ${code})`);
      }
    }
  }
  return wrong;
}

describe('issue 18 item 1: one access layer refuses whom the error pages refuse', () => {
  it('every route declares its access, and the open ones are exactly the sign-in, sign-out and error-page calls', () => {
    const routes = everyRoute(world.server.app);
    expect(routes.filter((r) => r.access === undefined).map(routeKey)).toEqual([]);
    const open = (access: string) =>
      routes
        .filter((r) => r.access === access && isApi(r.url))
        .map(routeKey)
        .sort();
    expect(open('session')).toEqual([...OPEN_SESSION].sort());
    expect(open('public')).toEqual([...OPEN_PUBLIC_API].sort());
    // Everything else outside /api and /client is sign-in (SAML), health, docs or the web app.
    const others = routes.filter((r) => !isApi(r.url) && r.access !== 'public').map(routeKey);
    expect(others).toEqual([]);
    expect(routes.filter((r) => r.access === 'portal').length).toBeGreaterThan(30);
  });

  it.each([
    ['a blocked user (USER LOGIN BLOCKED)', 'NO_PERMISSION'],
    ['an IAM_NOPORTAL user', 'NO_PERMISSION'],
    ['an IAM user without read/write permission', 'NO_PERMISSION'],
    ['an IAM user without portal-admin permission', 'NO_PERMISSION'],
    ['a sign-in without any account', 'NO_ACCOUNT'],
  ])('%s gets 403 %s from every other route', async (who, code) => {
    const refused = who.startsWith('a blocked')
      ? await memberOf({ subUserId: '7001', username: 'blocked' }, { blocked: true })
      : who.includes('NOPORTAL')
        ? await memberOf(
            { subUserId: '7002', username: 'auditor', portalAccess: false },
            { loginType: 'IAM_NOPORTAL' },
          )
        : who.includes('read/write')
          ? await memberOf({ subUserId: '7004', username: 'viewer', readWrite: false })
          : who.includes('portal-admin')
            ? await memberOf({ subUserId: '7005', username: 'helper', portalAdmin: false })
            : await noAccount();
    expect(await sweep(refused, code)).toEqual([]);
  });

  it('a customer of an account without the converter app gets 403 NO_CONVERTER', async () => {
    await db()
      .update(accounts)
      .set({ hasConverter: false })
      .where(eq(accounts.id, world.account.id));
    try {
      expect(await sweep(world.customer, 'NO_CONVERTER')).toEqual([]);
    } finally {
      await db()
        .update(accounts)
        .set({ hasConverter: true })
        .where(eq(accounts.id, world.account.id));
    }
  });

  it('issue 20: a customer of an account an administrator blocked gets 403 NO_PERMISSION', async () => {
    await db().update(accounts).set({ blocked: true }).where(eq(accounts.id, world.account.id));
    try {
      expect(await sweep(world.customer, 'NO_PERMISSION')).toEqual([]);
    } finally {
      await db().update(accounts).set({ blocked: false }).where(eq(accounts.id, world.account.id));
    }
  });

  it('none of them created a ticket (no licence used); the customer and engineers still pass', async () => {
    expect(await ticketCount()).toBe(ticketsBefore);
    // Control: the same layer lets a read-write customer through (ids that do not exist: no
    // change to real data), and refuses the admin calls with FORBIDDEN.
    const bogus = {
      ...ids,
      id: '2147483000',
      fileId: 'x',
      runId: '00000000-0000-0000-0000-000000000000',
    };
    const wrong: string[] = [];
    for (const route of everyRoute(world.server.app)) {
      if (route.access === 'public' || route.access === 'session') continue;
      const answer = await sweepCall(
        world.server.baseUrl,
        route.method,
        fillPath(route.url, bogus),
        {
          token: world.customer.token,
          headers: world.customer.headers,
          body: {},
        },
      );
      const refused = answer.status === 401 || REFUSAL_CODES.includes(answer.code ?? '');
      const adminRefused = answer.status === 403 && answer.code === 'FORBIDDEN';
      const staffOnly = route.access === 'admin-rw' || route.access === 'staff';
      if (staffOnly ? !adminRefused : refused)
        wrong.push(`${routeKey(route)}: ${answer.status} ${answer.code}`);
    }
    expect(wrong).toEqual([]);
    const list = await call(world, world.customer, 'POST', '/api/care/customerGetAll', {});
    expect(list.status).toBe(200);
    const engineer = await call(world, world.engineer, 'GET', `/api/care/${mine.id}`);
    expect(engineer.status).toBe(200);
  });
});

async function noAccount(): Promise<TRefused> {
  const login = await createLogin(db());
  const tokens = await signIn(world.server.baseUrl, db(), login.id);
  return { token: tokens.access_token, headers: {} };
}
