import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedResponse, type ResponseInput } from './idp-response.js';
import { loadOrCreateSamlKeys, type SamlKeys } from './keys.js';
import { startSamlTestServer, type SamlTestServer } from './saml-test-server.js';
import {
  cookieHeader,
  countLoginIds,
  postToAcs,
  seedLogins,
  startSignIn,
} from './saml-test-flow.js';

/**
 * issue 20 items 4 and 5: what a browser meets at the ACS. Every refusal is a page saying what
 * happened and the way forward; an answer whose only signature is the assertion's is accepted,
 * and the assertion (not the unsigned Response) decides which request it answers.
 */
let server: SamlTestServer;
let keys: SamlKeys;
beforeAll(async () => {
  server = await startSamlTestServer();
  await seedLogins(server.db);
  keys = await loadOrCreateSamlKeys(server.config.dataDir, { idp: 'unused', sp: 'unused' });
});
afterAll(() => server.close());

const b64 = (xml: string) => Buffer.from(xml).toString('base64');
const asBrowser = { accept: 'text/html,application/xhtml+xml' };

function response(overrides: Partial<ResponseInput> & { inResponseTo: string | undefined }) {
  return buildSignedResponse({
    idpEntityId: `${server.baseUrl}/idp/metadata`,
    keys: keys.idp,
    audience: `${server.baseUrl}/saml2/metadata`,
    acsUrl: `${server.baseUrl}/saml2/acs`,
    email: 'master@acme.test',
    attributes: {},
    ...overrides,
  });
}

/** The same answer without the Response's own signature: only the assertion's is left. */
const assertionSignedOnly = (xml: string) =>
  xml.replace(/(<\/saml:Issuer>)<ds:Signature\b[\s\S]*?<\/ds:Signature>(<samlp:Status>)/, '$1$2');

async function page(samlResponse: string, headers: Record<string, string> = {}) {
  const answer = await postToAcs(server, samlResponse, { headers: { ...asBrowser, ...headers } });
  expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
  expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
  return { status: answer.status, html: await answer.text() };
}

describe('an answer signed on the assertion only', () => {
  it('is accepted', async () => {
    const { requestId } = await startSignIn(server);
    const xml = assertionSignedOnly(response({ inResponseTo: requestId }));
    expect(xml.match(/<ds:Signature\b/g)).toHaveLength(1);
    const answer = await postToAcs(server, b64(xml));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toMatch(/\/\?loginId=/);
  });

  it('is refused when the unsigned Response claims to answer another request of this browser', async () => {
    const first = await startSignIn(server);
    const second = await startSignIn(server);
    const xml = assertionSignedOnly(response({ inResponseTo: first.requestId })).replace(
      `InResponseTo="${first.requestId}"`,
      `InResponseTo="${second.requestId}"`,
    );
    const before = await countLoginIds(server.db);
    const { status, html } = await page(b64(xml));
    expect(status).toBe(401);
    // node-saml compares the two already; assertion-checks.ts checks it again on the signed part.
    expect(html).toContain('<h1>This sign-in is no longer valid</h1>');
    expect(await countLoginIds(server.db)).toBe(before);
  });
});

describe('every refusal at the ACS is a page with the way forward (issue 20 item 5)', () => {
  it('an unknown e-mail: names it, offers to sign in as someone else', async () => {
    const { requestId } = await startSignIn(server);
    const { status, html } = await page(
      b64(response({ inResponseTo: requestId, email: 'Nobody@Elsewhere.test' })),
    );
    expect(status).toBe(401);
    expect(html).toContain('<h1>You have no access to this portal yet</h1>');
    expect(html).toContain('<dd>nobody@elsewhere.test</dd>');
    expect(html).toContain('to invite this e-mail address');
    expect(html).toContain(
      'href="/saml2/authenticate/saml-sp?switch=1">Sign in as someone else</a>',
    );
    // The built-in IdP keeps no session: nothing to sign out of there.
    expect(html).not.toContain('Sign out at the identity provider');
  });

  it('a wrong certificate', async () => {
    const { requestId } = await startSignIn(server);
    const other = await loadOrCreateSamlKeys(`${server.config.dataDir}/intruder`, {
      idp: 'intruder',
      sp: 'intruder',
    });
    const { status, html } = await page(
      b64(response({ inResponseTo: requestId, keys: other.idp })),
    );
    expect(status).toBe(401);
    expect(html).toContain(
      '<h1>The sign-in answer is not signed by the trusted identity provider</h1>',
    );
    expect(html).toContain('href="/saml2/authenticate/saml-sp">Sign in again</a>');
  });

  it('an expired answer', async () => {
    const { requestId } = await startSignIn(server);
    const old = new Date(Date.now() - 20 * 60 * 1000);
    const { status, html } = await page(b64(response({ inResponseTo: requestId, now: old })));
    expect(status).toBe(401);
    expect(html).toContain('<h1>The sign-in has expired</h1>');
    expect(html).toContain('clocks of this portal and the identity provider differ');
  });

  it('a replayed answer', async () => {
    const { requestId } = await startSignIn(server);
    const samlResponse = b64(response({ inResponseTo: requestId }));
    const binding = { cookie: cookieHeader(server) };
    expect((await postToAcs(server, samlResponse)).status).toBe(302);
    const { status, html } = await page(samlResponse, binding);
    expect(status).toBe(401);
    expect(html).toContain('<h1>This sign-in is no longer valid</h1>');
    expect(html).toContain('already used');
    expect(html).toContain('Sign in again');
  });

  it('an answer started at the IdP', async () => {
    const { status, html } = await page(b64(response({ inResponseTo: undefined })));
    expect(status).toBe(401);
    expect(html).toContain('<h1>Sign-ins started at the identity provider are turned off</h1>');
    expect(html).toContain('sign in from there');
  });

  it('an unreadable answer', async () => {
    const { status, html } = await page(b64('<not-saml'));
    expect(status).toBe(400);
    expect(html).toContain('<h1>The sign-in answer could not be read</h1>');
  });
});
