import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAuditListResponse, ZErrorResponse } from '@fwmig/contract';
import { addMembership, createAccount, createLogin, signIn } from '../../test/identity-factory.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.destroy());

describe('GET /api/admin/audit (an admin route)', () => {
  const audit = async (loginId: string) => {
    const token = (await signIn(server.baseUrl, server.app.database.db, loginId)).access_token;
    return fetch(`${server.baseUrl}/api/admin/audit?limit=5`, {
      headers: { authorization: `Bearer ${token}` },
    });
  };

  it('serves the read-write admin', async () => {
    const admin = await createLogin(server.app.database.db, { staffLevel: 'read_write' });
    const response = await audit(admin.id);
    expect(response.status).toBe(200);
    const body = ZAuditListResponse.parse(await response.json());
    expect(body.data.map((e) => e.action)).toContain('system.start');
  });

  it('refuses the read-only admin and customers with 403', async () => {
    const viewer = await createLogin(server.app.database.db, { staffLevel: 'read_only' });
    const customer = await createLogin(server.app.database.db);
    await addMembership(server.app.database.db, {
      loginId: customer.id,
      accountId: (await createAccount(server.app.database.db)).id,
      subUserId: '0',
    });
    for (const login of [viewer, customer]) {
      const response = await audit(login.id);
      expect(response.status).toBe(403);
      expect(ZErrorResponse.parse(await response.json()).code).toBe('FORBIDDEN');
    }
    expect((await fetch(`${server.baseUrl}/api/admin/audit`)).status).toBe(401);
  });
});
