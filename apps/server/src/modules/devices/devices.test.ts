import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDevicePageResponse, ZErrorResponse } from '@fwmig/contract';
import { addMembership, createAccount, createLogin, signIn } from '../../test/identity-factory.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { ensureSeedCatalogue } from '../catalogue/seed-catalogue.js';

let server: TestServer;
let adminToken: string;
let customerToken: string;
let accountUserId: string;
let otherUserId: string;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.app.database.db;
  await ensureSeedCatalogue(db);
  const admin = await createLogin(db, { staffLevel: 'read_write' });
  adminToken = (await signIn(server.baseUrl, db, admin.id)).access_token;
  const account = await createAccount(db);
  const other = await createAccount(db);
  accountUserId = account.userId;
  otherUserId = other.userId;
  const customer = await createLogin(db);
  await addMembership(db, { loginId: customer.id, accountId: account.id, subUserId: '0' });
  customerToken = (await signIn(server.baseUrl, db, customer.id)).access_token;
});
afterAll(() => server.destroy());

async function post(
  path: string,
  token: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const register = (sn: string, userId: string, extra: object = {}) =>
  post('/api/admin/device/register', adminToken, { accountUserId: userId, sn, ...extra });

describe('devices (spec §3 Device, §7 getDevicePage)', () => {
  it('an engineer registers devices; a repeated serial is a 409, an unknown account a 404; customers get 403', async () => {
    expect((await register('fgt60ftk20000001', accountUserId)).status).toBe(200);
    expect((await register('FG100FTK21000002', accountUserId, { license: true })).status).toBe(200);
    expect((await register('FGT40FTK22000003', accountUserId, { creatable: false })).status).toBe(
      200,
    );
    expect((await register('FGT60FTK29999999', otherUserId)).status).toBe(200);
    const again = await register('FGT60FTK20000001', accountUserId);
    expect(again.status).toBe(409);
    expect(ZErrorResponse.parse(again.body).message).toBe(
      'Device FGT60FTK20000001 is already registered.',
    );
    expect((await register('FGT60FTK20000009', '999999999')).status).toBe(404);
    const refused = await post('/api/admin/device/register', customerToken, {
      accountUserId,
      sn: 'FGT60FTK20000010',
    });
    expect(refused.status).toBe(403);
  });

  it("S7-40: a customer pages its own account's devices with the paging headers and a filter body", async () => {
    const headers = {
      user_id: accountUserId,
      sub_user_id: '0',
      skip: '0',
      limit: '2',
      order: 'desc',
      sortBy: 'sn',
    };
    const first = ZDevicePageResponse.parse(
      (await post('/api/device/getDevicePage', customerToken, {}, headers)).body,
    ).data;
    expect(first.total).toBe(3);
    expect(first.items.map((d) => d.sn)).toEqual(['FGT60FTK20000001', 'FGT40FTK22000003']);
    expect(first.items[0]).toEqual({
      sn: 'FGT60FTK20000001',
      model: 'FortiGate-60F',
      entitled: true,
      license: false,
      creatable: true,
      freeLicenceClaimed: false,
    });
    const licensed = ZDevicePageResponse.parse(
      (
        await post(
          '/api/device/getDevicePage',
          customerToken,
          { license: true },
          { ...headers, limit: '100000' },
        )
      ).body,
    ).data;
    expect(licensed.items.map((d) => [d.sn, d.model])).toEqual([
      ['FG100FTK21000002', 'FortiGate-100F'],
    ]);
    const search = ZDevicePageResponse.parse(
      (await post('/api/device/getDevicePage', customerToken, { sn: '40ftk' }, headers)).body,
    ).data;
    expect(search.items.map((d) => d.sn)).toEqual(['FGT40FTK22000003']);
  });

  it("another account's devices are never shown; without an account the call says what to send", async () => {
    const foreign = await post(
      '/api/device/getDevicePage',
      customerToken,
      {},
      { user_id: otherUserId, sub_user_id: '0' },
    );
    expect(foreign.status).toBe(403);
    const none = await post('/api/device/getDevicePage', customerToken, {});
    expect(none.status).toBe(400);
    expect(ZErrorResponse.parse(none.body).message).toMatch(/user_id/);
    const staff = ZDevicePageResponse.parse(
      (await post('/api/device/getDevicePage', adminToken, {})).body,
    ).data;
    expect(staff.total).toBe(4);
    const bad = await post('/api/device/getDevicePage', adminToken, {}, { limit: '0' });
    expect(bad.status).toBe(400);
  });
});
