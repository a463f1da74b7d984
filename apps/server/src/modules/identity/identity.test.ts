import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TOKEN_EXPIRED_MESSAGE,
  ZCurrentUserResponse,
  ZErrorResponse,
  ZLoginAccountListResponse,
  ZRefreshResponse,
  ZTokenResponse,
} from '@fwmig/contract';
import { accessTokens, refreshTokens, tokenFamilies } from '../../db/schema/sessions.js';
import {
  addIdpRole,
  addMembership,
  createAccount,
  createLogin,
  signIn,
} from '../../test/identity-factory.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { sha256 } from '../../lib/secrets.js';
import { issueLoginId } from './login-ids.js';

let server: TestServer;
const db = () => server.app.database.db;
const get = (path: string, token: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.destroy());

describe('GET /client/v1/token (loginId exchange)', () => {
  it('gives tokens once per loginId, in the contract shape (S3 token info)', async () => {
    const account = await createAccount(db());
    const login = await createLogin(db());
    await addMembership(db(), { loginId: login.id, accountId: account.id, subUserId: '0' });
    const id = await issueLoginId(db(), {
      loginId: login.id,
      loginType: 'IAM',
      accountId: account.id,
    });
    const first = await fetch(`${server.baseUrl}/client/v1/token?loginId=${id}`);
    expect(first.status).toBe(200);
    const body = ZTokenResponse.parse(await first.json());
    expect(body.data.accountId).toBe(account.userId);
    expect(body.data.webAccessToken).toMatchObject({
      token_type: 'Bearer',
      user_email: login.email,
      loginType: 'IAM',
    });
    expect(body.data.webAccessToken.expires).toBeGreaterThan(Date.now());

    const again = await fetch(`${server.baseUrl}/client/v1/token?loginId=${id}`);
    expect(again.status).toBe(401);
    expect(ZErrorResponse.parse(await again.json()).code).toBe('UNAUTHENTICATED');
  });

  it('carries IdP user id, name and roles for an IDP sign-in', async () => {
    const account = await createAccount(db());
    const login = await createLogin(db(), {
      kind: 'idp',
      idpUserId: 'idp-77',
      idpUserName: 'Dana IdP',
    });
    await addIdpRole(db(), { loginId: login.id, accountId: account.id, roleName: 'NetOps' });
    const id = await issueLoginId(db(), { loginId: login.id, loginType: 'IDP' });
    const body = ZTokenResponse.parse(
      await (await fetch(`${server.baseUrl}/client/v1/token?loginId=${id}`)).json(),
    );
    expect(body.data).toMatchObject({ idpUserId: 'idp-77', idpUserName: 'Dana IdP' });
    expect(body.data.webAccessToken.idpUserRoles).toEqual(['NetOps']);
  });
});

describe('access tokens', () => {
  it(`answers an expired token with 401 "${TOKEN_EXPIRED_MESSAGE}" and a bad one with another 401`, async () => {
    const login = await createLogin(db());
    const tokens = await signIn(server.baseUrl, db(), login.id);
    await db()
      .update(accessTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accessTokens.tokenHash, sha256(tokens.access_token)));
    const expired = await get('/client/v1/loginAccount/list', tokens.access_token);
    expect(expired.status).toBe(401);
    expect(ZErrorResponse.parse(await expired.json()).message).toBe(TOKEN_EXPIRED_MESSAGE);

    const forged = await get('/client/v1/loginAccount/list', 'x'.repeat(43));
    expect(forged.status).toBe(401);
    expect(ZErrorResponse.parse(await forged.json()).message).not.toBe(TOKEN_EXPIRED_MESSAGE);
    const missing = await fetch(`${server.baseUrl}/client/v1/loginAccount/list`);
    expect(missing.status).toBe(401);
  });
});

describe('POST /client/v1/token/refresh', () => {
  const refresh = (token: string) =>
    fetch(`${server.baseUrl}/client/v1/token/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: token }),
    });

  it('50 concurrent refreshes of one token yield exactly one successor', async () => {
    const login = await createLogin(db());
    const tokens = await signIn(server.baseUrl, db(), login.id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => refresh(tokens.refresh_token)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    const winner = answers.find((a) => a.status === 200);
    const next = ZRefreshResponse.parse(await winner?.json());
    expect((await get('/client/v1/loginAccount/list', next.data.access_token)).status).toBe(200);
  });

  it('reuse of a rotated token revokes the whole family', async () => {
    const login = await createLogin(db());
    const tokens = await signIn(server.baseUrl, db(), login.id);
    const rotated = ZRefreshResponse.parse(await (await refresh(tokens.refresh_token)).json());
    // Past the grace window for concurrent callers:
    await db()
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.tokenHash, sha256(tokens.refresh_token)));
    const reuse = await refresh(tokens.refresh_token);
    expect(reuse.status).toBe(401);
    expect((await get('/client/v1/loginAccount/list', rotated.data.access_token)).status).toBe(401);
    expect((await refresh(rotated.data.refresh_token)).status).toBe(401);
    const [family] = await db()
      .select()
      .from(tokenFamilies)
      .where(eq(tokenFamilies.loginId, login.id));
    expect(family?.revokedAt).not.toBeNull();
  });

  it('takes the refresh grant as a form too (spec §7)', async () => {
    const login = await createLogin(db());
    const tokens = await signIn(server.baseUrl, db(), login.id);
    const response = await fetch(`${server.baseUrl}/client/v1/token/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      }).toString(),
    });
    expect(response.status).toBe(200);
    expect(ZRefreshResponse.parse(await response.json()).data.refresh_token).not.toBe(
      tokens.refresh_token,
    );
  });

  it('refuses a body that is not a refresh grant', async () => {
    const response = await fetch(`${server.baseUrl}/client/v1/token/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', refresh_token: 'abcdefghij' }),
    });
    expect(response.status).toBe(400);
    expect(ZErrorResponse.parse(await response.json()).code).toBe('VALIDATION_FAILED');
  });
});

describe('accounts and the current user', () => {
  it('S1-9: one e-mail linked to several accounts lists each, master marked by sub_user_id 0', async () => {
    const [a, b] = [await createAccount(db()), await createAccount(db())];
    const login = await createLogin(db());
    await addMembership(db(), { loginId: login.id, accountId: a.id, subUserId: '0' });
    await addMembership(db(), {
      loginId: login.id,
      accountId: b.id,
      subUserId: '1042',
      username: 'ops',
    });
    const tokens = await signIn(server.baseUrl, db(), login.id);
    const body = ZLoginAccountListResponse.parse(
      await (await get('/client/v1/loginAccount/list', tokens.access_token)).json(),
    );
    expect(body.data).toEqual(
      expect.arrayContaining([
        { company_name: a.companyName, user_id: a.userId, sub_user_id: '0' },
        { company_name: b.companyName, user_id: b.userId, sub_user_id: '1042' },
      ]),
    );
  });

  it('S1-12: customers are customers; staff are admins with their access level', async () => {
    const account = await createAccount(db());
    const customer = await createLogin(db());
    await addMembership(db(), { loginId: customer.id, accountId: account.id, subUserId: '0' });
    const rw = await createLogin(db(), { staffLevel: 'read_write' });
    const ro = await createLogin(db(), { staffLevel: 'read_only' });
    const user = async (loginId: string, headers: Record<string, string> = {}) =>
      ZCurrentUserResponse.parse(
        await (
          await get(
            '/api/customer/currentUser',
            (await signIn(server.baseUrl, db(), loginId)).access_token,
            headers,
          )
        ).json(),
      ).data;
    expect(await user(customer.id, { user_id: account.userId, sub_user_id: '0' })).toMatchObject({
      type: 'customer',
      accessLevel: 'read-write',
      company_name: account.companyName,
    });
    expect(await user(rw.id)).toMatchObject({ type: 'admin', accessLevel: 'read-write' });
    expect(await user(ro.id)).toMatchObject({ type: 'admin' });
    expect((await user(ro.id))?.accessLevel).not.toBe('read-write');
  });

  it('S4: a blocked user gets the message "USER LOGIN BLOCKED"', async () => {
    const login = await createLogin(db(), { blocked: true });
    const tokens = await signIn(server.baseUrl, db(), login.id);
    const body = ZCurrentUserResponse.parse(
      await (await get('/api/customer/currentUser', tokens.access_token)).json(),
    );
    expect(body).toEqual({ data: null, message: 'USER LOGIN BLOCKED' });
  });
});

describe('request scoping (identity from the token, accounts from headers)', () => {
  const routes = ['/client/v1/loginAccount/list', '/api/customer/currentUser'];

  it.each(routes)(
    '%s: a forged user_id naming another tenant gets 403 and no data',
    async (route) => {
      const [mine, theirs] = [await createAccount(db()), await createAccount(db())];
      const login = await createLogin(db());
      await addMembership(db(), { loginId: login.id, accountId: mine.id, subUserId: '0' });
      const token = (await signIn(server.baseUrl, db(), login.id)).access_token;
      const forgeries: Record<string, string>[] = [
        { user_id: theirs.userId },
        { user_id: mine.userId, sub_user_id: '999' },
        { user_id: theirs.userId, sub_user_id: '0', ou_account_id: mine.userId },
        { user_id: mine.userId, ou_account_id: theirs.userId },
        { sub_user_id: '0' },
      ];
      for (const headers of forgeries) {
        const response = await get(route, token, headers);
        expect(response.status).toBe(403);
        const body = await response.json();
        expect(ZErrorResponse.parse(body).code).toBe('FORBIDDEN');
        expect(JSON.stringify(body)).not.toContain(theirs.companyName);
      }
      expect((await get(route, token, { user_id: mine.userId, sub_user_id: '0' })).status).toBe(
        200,
      );
    },
  );

  it('answers a duplicated or malformed scoping header with 400', async () => {
    const account = await createAccount(db());
    const login = await createLogin(db());
    await addMembership(db(), { loginId: login.id, accountId: account.id, subUserId: '0' });
    const token = (await signIn(server.baseUrl, db(), login.id)).access_token;
    const duplicated = await fetch(`${server.baseUrl}/api/customer/currentUser`, {
      headers: [
        ['authorization', `Bearer ${token}`],
        ['user_id', account.userId],
        ['user_id', account.userId],
      ],
    });
    expect(duplicated.status).toBe(400);
    const malformed = await get('/api/customer/currentUser', token, { user_id: "1' OR '1'='1" });
    expect(malformed.status).toBe(400);
  });
});
