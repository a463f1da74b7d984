import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorResponse } from '@fwmig/contract';
import { buildSignedResponse } from './idp-response.js';
import { loadOrCreateSamlKeys } from './keys.js';
import { REPOST_FIELD } from './sign-in-binding.js';
import { startSamlTestServer, type SamlTestServer } from './saml-test-server.js';
import {
  PASSWORD,
  countLoginIds,
  postToAcs,
  seedLogins,
  signInAtIdp,
  startSignIn,
} from './saml-test-flow.js';

let server: SamlTestServer;
let seed: Awaited<ReturnType<typeof seedLogins>>;
beforeAll(async () => {
  server = await startSamlTestServer();
  seed = await seedLogins(server.db);
});
afterAll(() => server.close());

const field = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];

/** An answer signed with the server's real IdP key; no request id = IdP-initiated. */
async function answer(
  target: SamlTestServer,
  inResponseTo: string | undefined,
  loginId = seed.master.id,
) {
  const keys = await loadOrCreateSamlKeys(target.config.dataDir, { idp: 'unused', sp: 'unused' });
  const xml = buildSignedResponse({
    idpEntityId: `${target.baseUrl}/idp/metadata`,
    keys: keys.idp,
    audience: `${target.baseUrl}/saml2/metadata`,
    acsUrl: `${target.baseUrl}/saml2/acs`,
    inResponseTo,
    email: 'master@acme.test',
    attributes: { loginType: 'IAM', loginId },
  });
  return Buffer.from(xml).toString('base64');
}

describe('a SAML answer is accepted only in the browser that started the sign-in (issue 18 item 5)', () => {
  it('sets an HttpOnly, SameSite=Lax binding cookie on http when the sign-in starts', async () => {
    const response = await fetch(`${server.baseUrl}/saml2/authenticate/saml-sp`, {
      redirect: 'manual',
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('casb_saml_binding='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('refuses a valid answer posted without the browser cookie, with a clear page', async () => {
    const before = await countLoginIds(server.db);
    // The attacker's own, valid sign-in...
    const attacker = await signInAtIdp(server, { email: 'master@acme.test', password: PASSWORD });
    // ...posted from the victim's browser, which never started it (no cookie).
    const asJson = await postToAcs(server, attacker.samlResponse ?? '', { withCookies: false });
    expect(asJson.status).toBe(401);
    expect(ZErrorResponse.parse(await asJson.json()).message).toMatch(
      /^This sign-in was not started in this browser/,
    );
    const asPage = await postToAcs(server, attacker.samlResponse ?? '', {
      withCookies: false,
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(asPage.status).toBe(401);
    expect(asPage.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await asPage.text();
    expect(html).toContain('role="status">Sign-in refused</div>');
    expect(html).toContain('<h1>This sign-in was not started in this browser</h1>');
    expect(html).toContain('sign in again');
    // The way forward (issue 20 item 5): start again from the portal.
    expect(html).toContain('href="/saml2/authenticate/saml-sp">Sign in again</a>');
    expect(await countLoginIds(server.db)).toBe(before);

    // The same answer in the browser that started it signs in.
    const own = await postToAcs(server, attacker.samlResponse ?? '');
    expect(own.status).toBe(302);
    expect(own.headers.get('location')).toMatch(/\/\?loginId=/);
    expect(await countLoginIds(server.db)).toBe(before + 1);
  });

  it('re-posts once from this origin when a cross-site POST left the Lax cookie behind', async () => {
    const idp = await signInAtIdp(server, { email: 'master@acme.test', password: PASSWORD });
    const crossSite = await postToAcs(server, idp.samlResponse ?? '', {
      withCookies: false,
      headers: { 'sec-fetch-site': 'cross-site', accept: 'text/html' },
    });
    expect(crossSite.status).toBe(200);
    const page = await crossSite.text();
    expect(page).toContain(`action="${server.baseUrl}/saml2/acs"`);
    expect(field(page, REPOST_FIELD)).toBe('1');
    expect(crossSite.headers.get('content-security-policy')).toMatch(/script-src 'sha256-/);
    const samlResponse = field(page, 'SAMLResponse') ?? '';
    expect(samlResponse).toBe(idp.samlResponse);

    // The re-post is same-origin: the browser that started the sign-in sends its cookie.
    const repost = (withCookies: boolean) =>
      fetch(`${server.baseUrl}/saml2/acs`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ SAMLResponse: samlResponse, [REPOST_FIELD]: '1' }),
        headers: {
          'sec-fetch-site': 'same-origin',
          ...(withCookies
            ? { cookie: [...server.cookies].map(([n, v]) => `${n}=${v}`).join('; ') }
            : {}),
        },
      });
    // Another browser (an attacker's page) gains nothing from the re-post: still refused.
    expect((await repost(false)).status).toBe(401);
    expect((await repost(true)).status).toBe(302);
  });

  it('refuses an answer the IdP sent unasked while IdP-initiated sign-ins are off', async () => {
    const before = await countLoginIds(server.db);
    const response = await postToAcs(server, await answer(server, undefined));
    expect(response.status).toBe(401);
    expect(ZErrorResponse.parse(await response.json()).message).toMatch(
      /^Sign-ins started at the identity provider are turned off here/,
    );
    expect(await countLoginIds(server.db)).toBe(before);
  });
});

describe('SAML_ALLOW_IDP_INITIATED=true', () => {
  let open: SamlTestServer;
  let master: string;
  beforeAll(async () => {
    open = await startSamlTestServer({ SAML_ALLOW_IDP_INITIATED: 'true' });
    master = (await seedLogins(open.db)).master.id;
  });
  afterAll(() => open.close());

  it('accepts an unsolicited answer once, and still binds answers to a started request', async () => {
    const unsolicited = await answer(open, undefined, master);
    const first = await postToAcs(open, unsolicited, { withCookies: false });
    expect(first.status).toBe(302);
    expect((await postToAcs(open, unsolicited, { withCookies: false })).status).toBe(401);

    const { requestId } = await startSignIn(open);
    const solicited = await answer(open, requestId, master);
    expect((await postToAcs(open, solicited, { withCookies: false })).status).toBe(401);
    expect((await postToAcs(open, solicited)).status).toBe(302);
  });
});

describe('on https', () => {
  let secure: SamlTestServer;
  beforeAll(async () => {
    secure = await startSamlTestServer({ PUBLIC_URL: 'https://portal.example.test' });
  });
  afterAll(() => secure.close());

  it('the binding cookie is __Host-, Secure and SameSite=None (the IdP posts back cross-site)', async () => {
    const response = await fetch(`${secure.baseUrl}/saml2/authenticate/saml-sp`, {
      redirect: 'manual',
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('casb_saml_binding='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=None/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
  });
});
