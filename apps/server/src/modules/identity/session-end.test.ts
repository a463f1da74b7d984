import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminSessionsResponse, ZErrorResponse, ZRefreshResponse } from '@fwmig/contract';
import { logins } from '../../db/schema/identity.js';
import { refreshTokens, tokenFamilies } from '../../db/schema/sessions.js';
import { sha256 } from '../../lib/secrets.js';
import { createLogin, signIn } from '../../test/identity-factory.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
const db = () => server.app.database.db;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.destroy());

const accounts = (token: string) =>
  fetch(`${server.baseUrl}/client/v1/loginAccount/list`, {
    headers: { authorization: `Bearer ${token}` },
  });
const refresh = (token: string) =>
  fetch(`${server.baseUrl}/client/v1/token/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token }),
  });
/** What the web sends at logout: the refresh token in the form body, the access token as Bearer. */
const logout = (tokens: { access_token?: string; refresh_token?: string }) =>
  fetch(`${server.baseUrl}/client/v1/token/revoke`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(tokens.access_token ? { authorization: `Bearer ${tokens.access_token}` } : {}),
    },
    body: new URLSearchParams(
      tokens.refresh_token ? { token: tokens.refresh_token, token_type_hint: 'refresh_token' } : {},
    ),
  });
const adminPost = (token: string, path: string, body: unknown) =>
  fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('issue 18 item 3: logout ends the session on the server', () => {
  it('after logout both the access token and the refresh token answer 401', async () => {
    const login = await createLogin(db());
    const tokens = await signIn(server.baseUrl, db(), login.id);
    expect((await accounts(tokens.access_token)).status).toBe(200);
    const answer = await logout(tokens);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { ok: true } });
    const afterAccess = await accounts(tokens.access_token);
    expect(afterAccess.status).toBe(401);
    expect(ZErrorResponse.parse(await afterAccess.json()).message).not.toBe('Token expired');
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
    const [family] = await db()
      .select()
      .from(tokenFamilies)
      .where(eq(tokenFamilies.loginId, login.id));
    expect(family?.revokedReason).toBe('logout');
  });

  it('either token alone is enough to end its session; other sessions go on', async () => {
    const login = await createLogin(db());
    const first = await signIn(server.baseUrl, db(), login.id);
    const second = await signIn(server.baseUrl, db(), login.id);
    expect((await logout({ refresh_token: first.refresh_token })).status).toBe(200);
    expect((await accounts(first.access_token)).status).toBe(401);
    expect((await accounts(second.access_token)).status).toBe(200);
    expect((await logout({ access_token: second.access_token })).status).toBe(200);
    expect((await refresh(second.refresh_token)).status).toBe(401);
  });

  it('answers the same for unknown tokens and an empty call', async () => {
    expect((await logout({ refresh_token: 'x'.repeat(43) })).status).toBe(200);
    expect((await logout({})).status).toBe(200);
  });

  it('refresh-token reuse still revokes the family (rotation as before)', async () => {
    const login = await createLogin(db());
    const tokens = await signIn(server.baseUrl, db(), login.id);
    const rotated = ZRefreshResponse.parse(await (await refresh(tokens.refresh_token)).json());
    await db()
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.tokenHash, sha256(tokens.refresh_token)));
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
    expect((await accounts(rotated.data.access_token)).status).toBe(401);
    expect((await refresh(rotated.data.refresh_token)).status).toBe(401);
  });
});

describe('issue 18 item 3: an admin ends sessions (revoke, block)', () => {
  it("revoking a login's sessions refuses its tokens with 401; a new sign-in works", async () => {
    const admin = await createLogin(db(), { staffLevel: 'read_write' });
    const adminToken = (await signIn(server.baseUrl, db(), admin.id)).access_token;
    const user = await createLogin(db());
    const a = await signIn(server.baseUrl, db(), user.id);
    const b = await signIn(server.baseUrl, db(), user.id);
    const answer = await adminPost(adminToken, '/api/admin/login/revokeSessions', {
      email: user.email.toUpperCase(),
    });
    expect(answer.status).toBe(200);
    expect(ZAdminSessionsResponse.parse(await answer.json()).data.revokedSessions).toBe(2);
    for (const tokens of [a, b]) {
      expect((await accounts(tokens.access_token)).status).toBe(401);
      expect((await refresh(tokens.refresh_token)).status).toBe(401);
    }
    const fresh = await signIn(server.baseUrl, db(), user.id);
    expect((await accounts(fresh.access_token)).status).toBe(200);
  });

  it('blocking a login revokes its sessions (401) and marks it blocked', async () => {
    const admin = await createLogin(db(), { staffLevel: 'read_write' });
    const adminToken = (await signIn(server.baseUrl, db(), admin.id)).access_token;
    const user = await createLogin(db());
    const tokens = await signIn(server.baseUrl, db(), user.id);
    const answer = await adminPost(adminToken, '/api/admin/login/block', {
      email: user.email,
      blocked: true,
    });
    expect(answer.status).toBe(200);
    expect(ZAdminSessionsResponse.parse(await answer.json()).data.revokedSessions).toBe(1);
    expect((await accounts(tokens.access_token)).status).toBe(401);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
    const [row] = await db().select().from(logins).where(eq(logins.id, user.id));
    expect(row?.blocked).toBe(true);
    const [family] = await db()
      .select()
      .from(tokenFamilies)
      .where(eq(tokenFamilies.loginId, user.id));
    expect(family?.revokedReason).toBe('blocked');
  });

  it('an administrator cannot block their own login here either (issue 20 review)', async () => {
    const admin = await createLogin(db(), { staffLevel: 'read_write' });
    const adminToken = (await signIn(server.baseUrl, db(), admin.id)).access_token;
    const answer = await adminPost(adminToken, '/api/admin/login/block', {
      email: admin.email,
      blocked: true,
    });
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toContain(
      'cannot block your own login',
    );
    const [row] = await db().select().from(logins).where(eq(logins.id, admin.id));
    expect(row?.blocked).toBe(false);
    expect((await accounts(adminToken)).status).toBe(200);
  });

  it('is for read-write admins only; an unknown e-mail is 404', async () => {
    const viewer = await createLogin(db(), { staffLevel: 'read_only' });
    const viewerToken = (await signIn(server.baseUrl, db(), viewer.id)).access_token;
    const user = await createLogin(db());
    const tokens = await signIn(server.baseUrl, db(), user.id);
    const refused = await adminPost(viewerToken, '/api/admin/login/block', {
      email: user.email,
      blocked: true,
    });
    expect(refused.status).toBe(403);
    expect((await accounts(tokens.access_token)).status).toBe(200);
    const admin = await createLogin(db(), { staffLevel: 'read_write' });
    const adminToken = (await signIn(server.baseUrl, db(), admin.id)).access_token;
    const missing = await adminPost(adminToken, '/api/admin/login/revokeSessions', {
      email: 'nobody-here@example.com',
    });
    expect(missing.status).toBe(404);
  });
});
