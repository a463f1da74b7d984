import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TARGET_OS_SEGMENT,
  ZAuditListResponse,
  ZErrorResponse,
  ZRefreshResponse,
  type TAuditEvent,
} from '@fwmig/contract';
import { refreshTokens } from '../../db/schema/sessions.js';
import { sha256 } from '../../lib/secrets.js';
import { addMembership, createAccount, createLogin, signIn } from '../../test/identity-factory.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
const db = () => server.app.database.db;
const AGENT = 'audit-test-agent/1.0';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.destroy());

const call = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      'user-agent': AGENT,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });

async function readAudit(token: string, query: Record<string, string> = {}) {
  const response = await call(`/api/admin/audit?${new URLSearchParams(query)}`, token);
  expect(response.status).toBe(200);
  return ZAuditListResponse.parse(await response.json());
}

async function adminToken() {
  const admin = await createLogin(db(), { staffLevel: 'read_write' });
  return { admin, token: (await signIn(server.baseUrl, db(), admin.id)).access_token };
}

/** The events about one actor, oldest first. */
async function eventsOf(token: string, actor: string): Promise<TAuditEvent[]> {
  return (await readAudit(token, { actor, limit: '500' })).data.reverse();
}

describe('GET /api/admin/audit (an admin route)', () => {
  it('serves the read-write admin', async () => {
    const { token } = await adminToken();
    const body = await readAudit(token, { limit: '500' });
    expect(body.data.map((e) => e.action)).toContain('system.start');
  });

  it('refuses the read-only admin and customers with 403', async () => {
    const viewer = await createLogin(db(), { staffLevel: 'read_only' });
    const customer = await createLogin(db());
    await addMembership(db(), {
      loginId: customer.id,
      accountId: (await createAccount(db())).id,
      subUserId: '0',
    });
    for (const login of [viewer, customer]) {
      const token = (await signIn(server.baseUrl, db(), login.id)).access_token;
      const response = await call('/api/admin/audit', token);
      expect(response.status).toBe(403);
      expect(ZErrorResponse.parse(await response.json()).code).toBe('FORBIDDEN');
    }
    expect((await fetch(`${server.baseUrl}/api/admin/audit`)).status).toBe(401);
  });
});

describe('issue 18 item 11: what the audit log records', () => {
  it('sign-in, logout and refresh-token reuse, with IP and user agent', async () => {
    const { token } = await adminToken();
    const user = await createLogin(db());
    const first = await signIn(server.baseUrl, db(), user.id);
    const revoke = await fetch(`${server.baseUrl}/client/v1/token/revoke`, {
      method: 'POST',
      headers: { authorization: `Bearer ${first.access_token}`, 'user-agent': AGENT },
    });
    expect(revoke.status).toBe(200);
    const second = await signIn(server.baseUrl, db(), user.id);
    const refresh = (refreshToken: string) =>
      fetch(`${server.baseUrl}/client/v1/token/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': AGENT },
        body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: refreshToken }),
      });
    ZRefreshResponse.parse(await (await refresh(second.refresh_token)).json());
    await db()
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.tokenHash, sha256(second.refresh_token)));
    expect((await refresh(second.refresh_token)).status).toBe(401);

    const events = await eventsOf(token, user.email);
    expect(events.map((e) => e.action)).toEqual([
      'session.sign_in',
      'session.sign_out',
      'session.sign_in',
      'session.refresh_reuse',
    ]);
    const logout = events[1];
    expect(logout?.userAgent).toBe(AGENT);
    expect(logout?.ip).toMatch(/127\.0\.0\.1|::1/);
    expect(events[3]?.userAgent).toBe(AGENT);
  });

  it('a failed sign-in (a used sign-in link) is recorded', async () => {
    const { token } = await adminToken();
    const before = (await readAudit(token, { action: 'session.sign_in_failed' })).total;
    const response = await fetch(`${server.baseUrl}/client/v1/token?loginId=not-a-real-id-123`, {
      headers: { 'user-agent': AGENT },
    });
    expect(response.status).toBe(401);
    const after = await readAudit(token, { action: 'session.sign_in_failed' });
    expect(after.total).toBe(before + 1);
    expect(after.data[0]?.userAgent).toBe(AGENT);
  });

  it('role and account switches are recorded from the headers the SPA sends', async () => {
    const { token: auditor } = await adminToken();
    const user = await createLogin(db());
    const first = await createAccount(db());
    const second = await createAccount(db());
    await addMembership(db(), { loginId: user.id, accountId: first.id, subUserId: '0' });
    await addMembership(db(), {
      loginId: user.id,
      accountId: first.id,
      subUserId: '7001',
      username: 'ops',
    });
    await addMembership(db(), { loginId: user.id, accountId: second.id, subUserId: '0' });
    const token = (await signIn(server.baseUrl, db(), user.id)).access_token;
    const asUser = (userId: string, subUserId: string) =>
      call('/api/customer/currentUser', token, {
        headers: { user_id: userId, sub_user_id: subUserId },
      });
    expect((await asUser(first.userId, '0')).status).toBe(200);
    expect((await asUser(first.userId, '0')).status).toBe(200);
    expect((await asUser(first.userId, '7001')).status).toBe(200);
    expect((await asUser(second.userId, '0')).status).toBe(200);

    const events = await eventsOf(auditor, user.email);
    expect(events.map((e) => e.action)).toEqual([
      'session.sign_in',
      'session.switch_role',
      'session.switch_account',
    ]);
    expect(events[1]?.detail).toMatchObject({
      from: `${first.userId}/0`,
      to: `${first.userId}/7001`,
    });
    expect(events[2]?.target).toBe(`${second.userId}/0`);
  });

  it('an admin change is recorded with who, what and from where', async () => {
    const { admin, token } = await adminToken();
    const response = await call(`/api/${TARGET_OS_SEGMENT}/version/add`, token, {
      method: 'POST',
      body: JSON.stringify({ version: '9.8.7', releaseDate: '2026-01-02' }),
    });
    expect(response.status).toBe(200);
    const [event] = (await readAudit(token, { action: 'catalogue.version.add', limit: '1' })).data;
    expect(event).toMatchObject({ actor: admin.email, target: '9.8.7', userAgent: AGENT });
    expect(event?.ip).toBeTruthy();
  });

  it('pages newest first and filters by action and by part of the actor', async () => {
    const { token } = await adminToken();
    const all = await readAudit(token, { limit: '500' });
    const ids = all.data.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page = await readAudit(token, { skip: '1', limit: '2' });
    expect(page.total).toBe(all.total);
    expect(page.data.map((e) => e.id)).toEqual(ids.slice(1, 3));
    const signIns = await readAudit(token, { action: 'session.sign_in' });
    expect(signIns.data.every((e) => e.action === 'session.sign_in')).toBe(true);
    expect(signIns.total).toBeGreaterThan(0);
    // % is a literal: it matches no actor here.
    expect((await readAudit(token, { actor: '%' })).total).toBe(0);
    const byPart = await readAudit(token, { actor: 'EXAMPLE.COM' });
    expect(byPart.total).toBeGreaterThan(0);
  });
});
