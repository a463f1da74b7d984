import { inflateRawSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AppDb } from '../../db/database.js';
import { accounts, logins, memberships } from '../../db/schema/identity.js';
import { loginIds } from '../../db/schema/sessions.js';
import { hashPassword } from '../identity/passwords.js';
import type { SamlTestServer } from './saml-test-server.js';

export const PASSWORD = 'correct horse battery';

/** One account (number 100001) with a master login, IAM users with and without portal access,
 * and an IdP user. */
export async function seedLogins(db: AppDb) {
  const passwordHash = await hashPassword(PASSWORD);
  const [account] = await db
    .insert(accounts)
    .values({ userId: '100001', companyName: 'Acme', masterEmail: 'master@acme.test' })
    .returning();
  const [master, alice, bob, idp] = await db
    .insert(logins)
    .values([
      { email: 'master@acme.test', passwordHash },
      { email: 'alice@acme.test', passwordHash },
      { email: 'bob@acme.test', passwordHash },
      { email: 'idp@acme.test', passwordHash, kind: 'idp', idpUserId: 'u-1', idpUserName: 'Ida' },
    ])
    .returning();
  if (!account || !master || !alice || !bob || !idp) throw new Error('seed failed');
  await db.insert(memberships).values([
    { loginId: master.id, accountId: account.id, subUserId: '0' },
    { loginId: alice.id, accountId: account.id, subUserId: '11', username: 'alice' },
    {
      loginId: bob.id,
      accountId: account.id,
      subUserId: '12',
      username: 'bob',
      portalAccess: false,
    },
  ]);
  return { account, master, alice, bob, idp };
}

export async function countLoginIds(db: AppDb): Promise<number> {
  const [row] = await db.select({ n: count() }).from(loginIds);
  return row?.n ?? 0;
}

const field = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];

/** The Cookie header the test browser sends (what the server set, unless it expired). */
export function cookieHeader(server: SamlTestServer): string {
  return [...server.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Keeps the cookies an answer sets, and forgets those it clears, as a browser does. */
export function keepCookies(server: SamlTestServer, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (value === '' || /max-age=0/i.test(line)) server.cookies.delete(name);
    else server.cookies.set(name, value);
  }
}

/** SP step: GET the authenticate path; the redirect to the IdP and the request id it carries. */
export async function startSignIn(server: SamlTestServer) {
  const response = await fetch(`${server.baseUrl}/saml2/authenticate/saml-sp`, {
    redirect: 'manual',
    headers: { cookie: cookieHeader(server) },
  });
  keepCookies(server, response);
  expect(response.status).toBe(302);
  const location = response.headers.get('location') ?? '';
  const request = new URL(location).searchParams.get('SAMLRequest') ?? '';
  const xml = inflateRawSync(Buffer.from(request, 'base64')).toString('utf8');
  const requestId = /\bID="([^"]+)"/.exec(xml)?.[1] ?? '';
  return { location, requestId };
}

/** IdP step: open the form from the redirect; the pending id it carries. */
export async function openLoginForm(location: string) {
  const response = await fetch(location);
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, pending: field(html, 'pending') ?? '' };
}

export async function submitLogin(server: SamlTestServer, form: Record<string, string>) {
  const response = await fetch(`${server.baseUrl}/idp/login`, {
    method: 'POST',
    body: new URLSearchParams(form),
  });
  const html = await response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const samlResponse = field(html, 'SAMLResponse');
  return {
    status: response.status,
    html,
    action,
    samlResponse,
    retryAfter: response.headers.get('retry-after'),
  };
}

/**
 * Browser step: post the answer to the ACS with the test browser's cookies (`withCookies:
 * false` posts it from a browser that did not start the sign-in).
 */
export async function postToAcs(
  server: SamlTestServer,
  samlResponse: string,
  options: { withCookies?: boolean; headers?: Record<string, string> } = {},
) {
  const cookie = options.withCookies === false ? '' : cookieHeader(server);
  const response = await fetch(`${server.baseUrl}/saml2/acs`, {
    method: 'POST',
    body: new URLSearchParams({ SAMLResponse: samlResponse }),
    redirect: 'manual',
    headers: { ...(cookie ? { cookie } : {}), ...options.headers },
  });
  if (options.withCookies !== false) keepCookies(server, response);
  return response;
}

/** The whole SP-initiated round trip up to the SAMLResponse the browser would post. */
export async function signInAtIdp(server: SamlTestServer, credentials: Record<string, string>) {
  const { location, requestId } = await startSignIn(server);
  const { pending } = await openLoginForm(location);
  const result = await submitLogin(server, { pending, ...credentials });
  return { ...result, requestId };
}
