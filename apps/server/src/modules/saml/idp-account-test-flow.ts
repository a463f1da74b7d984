import { expect } from 'vitest';
import type { SamlTestServer } from './saml-test-server.js';
import { postToAcs, signInAtIdp } from './saml-test-flow.js';

/** A hidden or text field's value in one of the IdP's pages. */
export const fieldOf = (html: string, name: string) =>
  new RegExp(`name="${name}"(?: [a-z-]+="[^"]*")* value="([^"]*)"`).exec(html)?.[1] ?? '';

/** POSTs one of the IdP's forms, as a browser would (urlencoded). */
export async function postForm(
  server: SamlTestServer,
  path: string,
  fields: Record<string, string>,
) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

export async function getPage(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** The answer of GET /client/v1/token after the ACS: where the portal lands the user. */
export interface TSignedIn {
  accountId: string | null;
  accessToken: string;
}

/** Posts the IdP's answer to the ACS and exchanges the loginId for tokens, as the web app does. */
export async function finishAtPortal(
  server: SamlTestServer,
  samlResponse: string,
): Promise<TSignedIn> {
  const acs = await postToAcs(server, samlResponse);
  expect(acs.status).toBe(302);
  const loginId = new URL(acs.headers.get('location') ?? '').searchParams.get('loginId') ?? '';
  expect(loginId).not.toBe('');
  const response = await fetch(
    `${server.baseUrl}/client/v1/token?loginId=${encodeURIComponent(loginId)}`,
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    data: { accountId: string | null; webAccessToken: { access_token: string } };
  };
  return { accountId: body.data.accountId, accessToken: body.data.webAccessToken.access_token };
}

/** The whole sign-in through the built-in IdP by e-mail and password (no second factor). */
export async function signIn(server: SamlTestServer, email: string, password: string) {
  const idp = await signInAtIdp(server, { email, password });
  expect(idp.status, idp.html).toBe(200);
  return finishAtPortal(server, idp.samlResponse ?? '');
}

/** An API call with the session's token (and the account's scoping headers when given). */
export async function api(
  server: SamlTestServer,
  token: string,
  path: string,
  init: { method?: string; body?: unknown; account?: { userId: string; subUserId: string } } = {},
) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.account) {
    headers.user_id = init.account.userId;
    headers.sub_user_id = init.account.subUserId;
  }
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}
