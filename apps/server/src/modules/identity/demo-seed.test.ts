import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCurrentUserResponse, ZLoginAccountListResponse } from '@fwmig/contract';
import { logins } from '../../db/schema/identity.js';
import { signIn } from '../../test/identity-factory.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { verifyCredentials } from './credentials.js';
import { DEMO_PASSWORD, ensureFirstAdmin, seedDemo } from './demo-seed.js';

let server: TestServer;
const db = () => server.app.database.db;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.destroy());

describe('demo data', () => {
  it('is created once; a second run changes nothing', async () => {
    expect(await seedDemo(db())).toBe(true);
    expect(await seedDemo(db())).toBe(false);
  });

  it('lets each demo sign-in through with its login type', async () => {
    expect(
      await verifyCredentials(db(), { email: 'master@acme.example', password: DEMO_PASSWORD }),
    ).toMatchObject({ loginType: 'IAM' });
    expect(
      await verifyCredentials(db(), {
        account: '100001',
        username: 'netops',
        password: DEMO_PASSWORD,
      }),
    ).toMatchObject({ loginType: 'IAM' });
    expect(
      await verifyCredentials(db(), {
        account: '100001',
        username: 'auditor',
        password: DEMO_PASSWORD,
      }),
    ).toMatchObject({ loginType: 'IAM_NOPORTAL' });
    expect(
      await verifyCredentials(db(), { email: 'idp.user@acme.example', password: DEMO_PASSWORD }),
    ).toMatchObject({ loginType: 'IDP' });
    expect(
      await verifyCredentials(db(), { email: 'master@acme.example', password: 'wrong' }),
    ).toBeNull();
    expect(
      await verifyCredentials(db(), {
        account: '100001',
        username: 'nobody',
        password: DEMO_PASSWORD,
      }),
    ).toBeNull();
  });

  it('links one e-mail to three accounts and makes the staff admins', async () => {
    const [master] = await db()
      .select()
      .from(logins)
      .where(eq(logins.email, 'master@acme.example'));
    const tokens = await signIn(server.baseUrl, db(), master?.id ?? '');
    const list = ZLoginAccountListResponse.parse(
      await (
        await fetch(`${server.baseUrl}/client/v1/loginAccount/list`, {
          headers: { authorization: `Bearer ${tokens.access_token}` },
        })
      ).json(),
    );
    expect(list.data.map((a) => a.user_id)).toEqual(['100001', '100002', '100003']);

    const [viewer] = await db()
      .select()
      .from(logins)
      .where(eq(logins.email, 'viewer@converter.example'));
    const staff = await signIn(server.baseUrl, db(), viewer?.id ?? '');
    const user = ZCurrentUserResponse.parse(
      await (
        await fetch(`${server.baseUrl}/api/customer/currentUser`, {
          headers: { authorization: `Bearer ${staff.access_token}` },
        })
      ).json(),
    );
    expect(user.data).toMatchObject({ type: 'admin', accessLevel: 'read-only' });
  });

  it('creates a first admin only while no staff exists', async () => {
    expect(await ensureFirstAdmin(db())).toBeUndefined(); // the demo has admins
    const fresh = await startTestServer();
    try {
      const admin = await ensureFirstAdmin(fresh.app.database.db);
      expect(admin?.email).toBe('admin@localhost');
      expect(
        await verifyCredentials(fresh.app.database.db, {
          email: 'admin@localhost',
          password: admin?.password ?? '',
        }),
      ).not.toBeNull();
      expect(await ensureFirstAdmin(fresh.app.database.db)).toBeUndefined();
    } finally {
      await fresh.destroy();
    }
  });
});
