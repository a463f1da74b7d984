import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeLoginId } from '../identity/login-ids.js';
import { parseIdpMetadata } from './idp-metadata.js';
import { startSamlTestServer, type SamlTestServer } from './saml-test-server.js';
import {
  PASSWORD,
  countLoginIds,
  openLoginForm,
  postToAcs,
  seedLogins,
  signInAtIdp,
  startSignIn,
} from './saml-test-flow.js';

let server: SamlTestServer;
let seed: Awaited<ReturnType<typeof seedLogins>>;
beforeAll(async () => {
  server = await startSamlTestServer({ SERVICE_NAME: 'Acme <Converter>' });
  seed = await seedLogins(server.db);
});
afterAll(() => server.close());

/** Signs in through the built-in IdP and the ACS; the sign-in the loginId stands for. */
async function roundTrip(credentials: Record<string, string>) {
  const idp = await signInAtIdp(server, { ...credentials, password: PASSWORD });
  expect(idp.status).toBe(200);
  expect(idp.action).toBe(`${server.baseUrl}/saml2/acs`);
  const acs = await postToAcs(server, idp.samlResponse ?? '');
  expect(acs.status).toBe(302);
  const location = new URL(acs.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(`${server.baseUrl}/`);
  const loginId = location.searchParams.get('loginId') ?? '';
  expect(loginId).toMatch(/^[\w-]{32}$/);
  return consumeLoginId(server.db, loginId);
}

describe('SP-initiated sign-in through the built-in IdP', () => {
  it('signs in a master login by e-mail as IAM without an account', async () => {
    const signIn = await roundTrip({ email: 'Master@Acme.test' });
    expect(signIn).toMatchObject({ loginId: seed.master.id, loginType: 'IAM', accountId: null });
  });

  it('signs in an IAM user by account number and username, with the account', async () => {
    const signIn = await roundTrip({ account: '100001', username: 'alice' });
    expect(signIn).toMatchObject({
      loginId: seed.alice.id,
      loginType: 'IAM',
      accountId: seed.account.id,
    });
  });

  it('carries IAM_NOPORTAL for an IAM user without portal access', async () => {
    const signIn = await roundTrip({ account: '100001', username: 'bob' });
    expect(signIn).toMatchObject({ loginId: seed.bob.id, loginType: 'IAM_NOPORTAL' });
  });

  it('carries IDP for an IdP user', async () => {
    const signIn = await roundTrip({ email: 'idp@acme.test' });
    expect(signIn).toMatchObject({ loginId: seed.idp.id, loginType: 'IDP', accountId: null });
  });
});

describe('the IdP pages', () => {
  it('shows an accessible form titled with the service name, and no caching', async () => {
    const { location } = await startSignIn(server);
    expect(location.startsWith(`${server.baseUrl}/idp/sso?`)).toBe(true);
    const response = await fetch(location);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const { html } = await openLoginForm(location);
    expect(html).toContain('<title>Sign in - Acme &#60;Converter&#62;</title>');
    for (const id of ['email', 'account', 'username', 'password']) {
      expect(html).toContain(`<label for="${id}">`);
    }
  });

  it('refuses an unsigned or altered AuthnRequest', async () => {
    const { location } = await startSignIn(server);
    const url = new URL(location);
    url.searchParams.delete('Signature');
    const unsigned = await fetch(url);
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toMatchObject({ code: 'BAD_REQUEST' });
    const forged = new URL(location);
    forged.searchParams.set('RelayState', 'elsewhere');
    expect((await fetch(forged)).status).toBe(400);
  });

  it('publishes IdP and SP metadata that name the keys and endpoints', async () => {
    const idp = parseIdpMetadata(await (await fetch(`${server.baseUrl}/idp/metadata`)).text());
    expect(idp).toMatchObject({
      entityId: `${server.baseUrl}/idp/metadata`,
      ssoUrl: `${server.baseUrl}/idp/sso`,
    });
    const sp = await (await fetch(`${server.baseUrl}/saml2/metadata`)).text();
    expect(sp).toContain(`Location="${server.baseUrl}/saml2/acs"`);
    expect(sp).toContain(`entityID="${server.baseUrl}/saml2/metadata"`);
  });
});

describe('login ids', () => {
  it('issues one per successful round trip', async () => {
    const before = await countLoginIds(server.db);
    await roundTrip({ email: 'master@acme.test' });
    expect(await countLoginIds(server.db)).toBe(before + 1);
  });
});

describe('logout through the SP with the built-in IdP (issue 20 item 4)', () => {
  it('has no IdP session to end: goes back to the page the logout started on, on this origin only', async () => {
    const go = async (back: string) => {
      const response = await fetch(
        `${server.baseUrl}/saml2/logout?return=${encodeURIComponent(back)}`,
        { redirect: 'manual' },
      );
      expect(response.status).toBe(302);
      return response.headers.get('location');
    };
    expect(await go('/tickets?page=2')).toBe(`${server.baseUrl}/tickets?page=2`);
    expect(await go('//evil.example/x')).toBe(`${server.baseUrl}/`);
    expect(await go('https://evil.example/')).toBe(`${server.baseUrl}/`);
    expect(await go('/\\evil.example')).toBe(`${server.baseUrl}/`);
  });
});
