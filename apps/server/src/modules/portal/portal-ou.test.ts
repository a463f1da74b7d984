import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZCreateExchangeResponse,
  ZErrorResponse,
  ZExchangeDataResponse,
  ZOuSelectResponse,
  ZPermissionResponse,
  ZPortalTopBarResponse,
  ZPremiumResponse,
  ZUserOrgNodeResponse,
} from '@fwmig/contract';
import { accounts, logins } from '../../db/schema/identity.js';
import { createAccount, signIn } from '../../test/identity-factory.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { seedDemo } from '../identity/demo-seed.js';

let server: TestServer;
const db = () => server.app.database.db;
const tokens = new Map<string, string>();

async function tokenOf(email: string): Promise<string> {
  const cached = tokens.get(email);
  if (cached) return cached;
  const [login] = await db().select().from(logins).where(eq(logins.email, email));
  const token = (await signIn(server.baseUrl, db(), login?.id ?? '')).access_token;
  tokens.set(email, token);
  return token;
}

async function call(
  method: 'GET' | 'POST',
  path: string,
  email: string,
  headers: Record<string, string> = {},
  body?: unknown,
) {
  return fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await tokenOf(email)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

beforeAll(async () => {
  server = await startTestServer({ ACCOUNT_CREATION_URL: 'https://accounts.example.com/new' });
  await seedDemo(db());
});
afterAll(() => server.destroy());

describe('top bar and permission', () => {
  it('S9-38: serves menus and AccountCreation_URL without sign-in', async () => {
    const body = ZPortalTopBarResponse.parse(
      await (await fetch(`${server.baseUrl}/client/v1/portalTopBar`)).json(),
    );
    expect(body.data.configurations).toContainEqual({
      name: 'AccountCreation_URL',
      value: 'https://accounts.example.com/new',
    });
    // issue 19 item 2: by default only entries with a URL are served (menu-settings.test.ts).
    expect(body.data.portal_menu_items.map((i) => i.app_name)).toContain('converter');
    expect(body.data.support_menu_headers.length).toBeGreaterThanOrEqual(1);
    expect(body.data.user_menu_items.map((i) => i.display_name)).toEqual(
      expect.arrayContaining(['Home', 'Logout', 'Switch Roles', 'Switch Accounts']),
    );
  });

  it('tells an account without the converter app that it may not open it (NO_CONVERTER)', async () => {
    const allowed = ZPermissionResponse.parse(
      await (
        await call('GET', '/client/v1/permission', 'master@acme.example', { user_id: '100001' })
      ).json(),
    );
    const denied = ZPermissionResponse.parse(
      await (
        await call('GET', '/client/v1/permission', 'master@noconv.example', { user_id: '200001' })
      ).json(),
    );
    const converter = (p: typeof allowed) =>
      p.data.portalList.find((app) => app.app_name === 'converter');
    expect(converter(allowed)?.is_allow_access).toBe(true);
    expect(converter(denied)?.is_allow_access).toBe(false);
    expect(allowed.data.user_display_info).toContainEqual({ name: 'System ID', value: '100001' });
  });

  it('reports the premium licence of the named account', async () => {
    const premium = ZPremiumResponse.parse(
      await (
        await call('GET', '/client/v1/app/license/premium', 'master@acme.example', {
          user_id: '100001',
        })
      ).json(),
    );
    const plain = ZPremiumResponse.parse(
      await (
        await call('GET', '/client/v1/app/license/premium', 'master@acme.example', {
          user_id: '100002',
        })
      ).json(),
    );
    expect([premium.data.premium, plain.data.premium]).toEqual([true, false]);
  });

  it('S2-23: unscoped, answers for an account the login may act as, never a blocked one', async () => {
    // master@acme.example acts as 100001 (premium) and 100002 (not): with 100001 blocked, an
    // unscoped call must not answer with its licence.
    const unscoped = async () =>
      ZPremiumResponse.parse(
        await (await call('GET', '/client/v1/app/license/premium', 'master@acme.example')).json(),
      ).data.premium;
    expect(await unscoped()).toBe(true);
    await db().update(accounts).set({ blocked: true }).where(eq(accounts.userId, '100001'));
    try {
      expect(await unscoped()).toBe(false);
      const named = await call('GET', '/client/v1/app/license/premium', 'master@acme.example', {
        user_id: '100001',
      });
      expect(named.status).toBe(403);
    } finally {
      await db().update(accounts).set({ blocked: false }).where(eq(accounts.userId, '100001'));
    }
  });
});

describe('exchange data', () => {
  it('is created for an account the sign-in may act as, with /ssoLogin as this app’s last URL', async () => {
    const created = ZCreateExchangeResponse.parse(
      await (
        await call(
          'POST',
          '/client/v1/dataExchange',
          'master@acme.example',
          {},
          { source_app: 'portal', account_id: '100001', user_id: '100001' },
        )
      ).json(),
    );
    const read = ZExchangeDataResponse.parse(
      await (
        await call(
          'GET',
          `/client/v1/dataExchange?exchangeId=${created.data.exchangeId}`,
          'master@acme.example',
        )
      ).json(),
    );
    expect(read.data.visited_sites).toEqual([
      { app_name: 'converter', last_url: `${server.config.publicUrl}/ssoLogin` },
    ]);
    const stranger = await call(
      'GET',
      `/client/v1/dataExchange?exchangeId=${created.data.exchangeId}`,
      'master@noconv.example',
    );
    expect(stranger.status).toBe(404);
    const forged = await call(
      'POST',
      '/client/v1/dataExchange',
      'master@noconv.example',
      {},
      { source_app: 'x', account_id: '100001', user_id: '100001' },
    );
    expect(forged.status).toBe(403);
  });
});

describe('organisations', () => {
  it('S3: the OU tree of the owner account, two levels, member accounts as "userId/name"', async () => {
    const body = ZUserOrgNodeResponse.parse(
      await (await call('POST', '/api/ou/user_org_node', 'master@acme.example', {}, {})).json(),
    );
    const acme = body.data.accountDetailList.find((a) => a.accountId === '100001');
    expect(acme?.orgDetailList[0]?.orgUnits.map((u) => u.ouName).sort()).toEqual([
      'North',
      'Regions',
      'South',
    ]);
    expect(acme?.orgDetailList[0]?.memberAccounts.map((m) => m.accountDescription).sort()).toEqual([
      '100011/Acme Branch North',
      '100012/Acme Branch South',
    ]);
    const listAccount = ZUserOrgNodeResponse.parse(
      await (await call('POST', '/client/v1/listAccount', 'master@acme.example', {}, {})).json(),
    );
    expect(listAccount).toEqual(body);
  });

  it('selects a member account, and refuses one outside the tree', async () => {
    const selected = ZOuSelectResponse.parse(
      await (
        await call(
          'POST',
          '/client/v1/ou/select',
          'master@acme.example',
          { user_id: '100001' },
          { account_id: '100011', org_id: 'org-acme' },
        )
      ).json(),
    );
    expect(selected.data).toEqual({ account_id: '100011', node_id: 'acc-north' });
    const outside = await call(
      'POST',
      '/client/v1/ou/select',
      'master@acme.example',
      { user_id: '100001' },
      { account_id: '200001', org_id: 'org-acme' },
    );
    expect(outside.status).toBe(403);
    const scoped = await call('GET', '/client/v1/permission', 'master@acme.example', {
      user_id: '100001',
      ou_account_id: '100012',
    });
    expect(scoped.status).toBe(200);
  });
});

describe('every authenticated route refuses forged scoping headers', () => {
  const routes: ['GET' | 'POST', string, unknown?][] = [
    ['GET', '/client/v1/loginAccount/list'],
    ['GET', '/api/customer/currentUser'],
    ['GET', '/client/v1/permission'],
    ['GET', '/client/v1/app/license/premium'],
    ['GET', '/client/v1/dataExchange?exchangeId=abcdefghijkl'],
    [
      'POST',
      '/client/v1/dataExchange',
      { source_app: 'x', account_id: '100001', user_id: '100001' },
    ],
    ['POST', '/api/ou/user_org_node', {}],
    ['POST', '/client/v1/listAccount', {}],
    ['POST', '/client/v1/ou/select', { account_id: '100011', org_id: 'org-acme' }],
  ];

  it.each(routes)('%s %s', async (method, path, body) => {
    const other = await createAccount(db());
    const forgeries: Record<string, string>[] = [
      { user_id: other.userId },
      { user_id: '100001', sub_user_id: '5001' },
      { user_id: '100001', ou_account_id: other.userId },
    ];
    for (const headers of forgeries) {
      const response = await call(method, path, 'master@acme.example', headers, body);
      expect(response.status).toBe(403);
      const json = await response.json();
      expect(ZErrorResponse.parse(json).code).toBe('FORBIDDEN');
      expect(JSON.stringify(json)).not.toContain(other.companyName);
    }
    const anonymous = await fetch(`${server.baseUrl}${path.split('?')[0]}`, { method });
    expect(anonymous.status).toBe(401);
  });
});
