import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZErrorResponse } from '@fwmig/contract';
import { eq } from 'drizzle-orm';
import { idpLoginThrottle, samlRequests } from '../../db/schema/saml.js';
import { FREE_FAILURES_PER_USER_AND_ADDRESS, throttleKeys, throttleUser } from './idp-throttle.js';
import { buildSignedResponse, type ResponseInput } from './idp-response.js';
import { loadOrCreateSamlKeys, type SamlKeys } from './keys.js';
import { startSamlTestServer, type SamlTestServer } from './saml-test-server.js';
import {
  PASSWORD,
  cookieHeader,
  countLoginIds,
  openLoginForm,
  postToAcs,
  seedLogins,
  signInAtIdp,
  startSignIn,
  submitLogin,
} from './saml-test-flow.js';

let server: SamlTestServer;
let keys: SamlKeys;
let seed: Awaited<ReturnType<typeof seedLogins>>;
let issuedBefore: number;
beforeAll(async () => {
  server = await startSamlTestServer();
  seed = await seedLogins(server.db);
  keys = await loadOrCreateSamlKeys(server.config.dataDir, { idp: 'unused', sp: 'unused' });
});
afterAll(() => server.close());
beforeEach(async () => {
  issuedBefore = await countLoginIds(server.db);
});

const b64 = (xml: string) => Buffer.from(xml).toString('base64');

/** A response signed with the real IdP key, answering a real request unless told otherwise. */
async function craft(overrides: Partial<ResponseInput> = {}): Promise<string> {
  const { requestId } = await startSignIn(server);
  return b64(
    buildSignedResponse({
      idpEntityId: `${server.baseUrl}/idp/metadata`,
      keys: keys.idp,
      audience: `${server.baseUrl}/saml2/metadata`,
      acsUrl: `${server.baseUrl}/saml2/acs`,
      inResponseTo: requestId,
      email: 'master@acme.test',
      attributes: { loginType: 'IAM', loginId: seed.master.id },
      ...overrides,
    }),
  );
}

async function expectRejected(
  samlResponse: string,
  status: number,
  text: RegExp,
  headers: Record<string, string> = {},
) {
  const response = await postToAcs(server, samlResponse, { headers });
  expect(response.status).toBe(status);
  const body = ZErrorResponse.parse(await response.json());
  expect(body.message).toMatch(text);
  expect(body.message).toContain('sign in again');
  expect(await countLoginIds(server.db)).toBe(issuedBefore);
}

describe('the IdP login form', () => {
  it('shows one error for a wrong password, without saying which part was wrong', async () => {
    const wrong = await signInAtIdp(server, { email: 'master@acme.test', password: 'nope' });
    const unknown = await signInAtIdp(server, { email: 'nobody@acme.test', password: PASSWORD });
    for (const result of [wrong, unknown]) {
      expect(result.status).toBe(401);
      expect(result.html).toContain('role="alert"');
      expect(result.html).toContain('The sign-in details are not correct.');
      expect(result.samlResponse).toBeUndefined();
    }
    expect(wrong.html).not.toContain('nope');
    expect(await countLoginIds(server.db)).toBe(issuedBefore);
  });

  it('ends a sign-in after five wrong passwords, and a form yields one assertion only', async () => {
    const { location } = await startSignIn(server);
    const { pending } = await openLoginForm(location);
    const attempt = (password: string) =>
      submitLogin(server, { pending, account: '100001', username: 'alice', password });
    for (let i = 1; i < 5; i += 1) expect((await attempt('wrong')).status).toBe(401);
    const last = await attempt('wrong');
    expect(last.html).toContain('too many wrong attempts');
    expect((await attempt(PASSWORD)).html).toContain('expired or was already used');

    const fresh = await openLoginForm((await startSignIn(server)).location);
    const ok = await submitLogin(server, {
      pending: fresh.pending,
      email: 'idp@acme.test',
      password: PASSWORD,
    });
    expect(ok.samlResponse).toBeDefined();
    const again = await submitLogin(server, {
      pending: fresh.pending,
      email: 'idp@acme.test',
      password: PASSWORD,
    });
    expect(again.samlResponse).toBeUndefined();
  });
});

describe('the failed sign-in throttle (issue 18 item 6)', () => {
  it('counts failures per user at this address, then refuses even the right password for a while', async () => {
    const user = throttleUser({ account: '100001', username: 'bob' });
    const key = throttleKeys(user, '127.0.0.1').userAtAddress;
    const wrong = { account: '100001', username: 'bob', password: 'wrong' };
    await signInAtIdp(server, wrong);
    await signInAtIdp(server, wrong);
    const row = () =>
      server.db.select().from(idpLoginThrottle).where(eq(idpLoginThrottle.keyHash, key));
    expect((await row())[0]?.failures).toBe(2);

    await server.db
      .update(idpLoginThrottle)
      .set({ failures: FREE_FAILURES_PER_USER_AND_ADDRESS })
      .where(eq(idpLoginThrottle.keyHash, key));
    const refused = await signInAtIdp(server, { ...wrong, password: PASSWORD });
    expect(refused.status).toBe(429);
    // The first wait after the free failures is 5 s, counted from the latest failure.
    expect(refused.html).toMatch(/Too many failed sign-ins\. Wait [1-5] seconds/);
    expect(refused.retryAfter).toMatch(/^[1-5]$/);
    expect(refused.samlResponse).toBeUndefined();
    expect(await countLoginIds(server.db)).toBe(issuedBefore);
  });
});

describe('the ACS refuses', () => {
  it('a replayed SAMLResponse', async () => {
    const idp = await signInAtIdp(server, { email: 'master@acme.test', password: PASSWORD });
    // Replayed with the binding cookie the sign-in cleared (a copy kept by the replayer).
    const binding = { cookie: cookieHeader(server) };
    const first = await postToAcs(server, idp.samlResponse ?? '');
    expect(first.status).toBe(302);
    issuedBefore += 1;
    await expectRejected(idp.samlResponse ?? '', 401, /already used/, binding);
  });

  it('a replayed assertion even when its request id is still known (two replicas racing)', async () => {
    const idp = await signInAtIdp(server, { email: 'master@acme.test', password: PASSWORD });
    const binding = { cookie: cookieHeader(server) };
    expect((await postToAcs(server, idp.samlResponse ?? '')).status).toBe(302);
    issuedBefore += 1;
    // What a concurrent ACS would still see: the request id not yet removed.
    await server.db
      .insert(samlRequests)
      .values({ id: idp.requestId, expiresAt: new Date(Date.now() + 60_000) });
    await expectRejected(idp.samlResponse ?? '', 401, /^This sign-in was already used\./, binding);
  });

  it('a tampered assertion', async () => {
    const idp = await signInAtIdp(server, { email: 'idp@acme.test', password: PASSWORD });
    const xml = Buffer.from(idp.samlResponse ?? '', 'base64').toString('utf8');
    expect(xml).toContain('<saml:AttributeValue>IDP</saml:AttributeValue>');
    const tampered = xml.replace(
      '<saml:AttributeValue>IDP</saml:AttributeValue>',
      '<saml:AttributeValue>IAM</saml:AttributeValue>',
    );
    await expectRejected(b64(tampered), 401, /not signed by the identity provider/);
  });

  it('an assertion for another audience', async () => {
    const response = await craft({ audience: 'https://other.example/sp' });
    await expectRejected(response, 401, /meant for another service/);
  });

  it('an assertion for another ACS', async () => {
    const response = await craft({ acsUrl: 'https://other.example/acs' });
    await expectRejected(response, 401, /meant for another service/);
  });

  it('an expired assertion', async () => {
    const response = await craft({ now: new Date(Date.now() - 20 * 60 * 1000) });
    await expectRejected(response, 401, /expired/);
  });

  it('a response to a request this SP never sent', async () => {
    const response = await craft({ inResponseTo: '_never-sent-by-this-sp' });
    await expectRejected(response, 401, /not started in this browser/);
  });

  it('a response to a request known to the database but not started in this browser', async () => {
    // The request id is in the database (as if another browser started it), not in the cookie.
    await server.db
      .insert(samlRequests)
      .values({ id: '_started-elsewhere', expiresAt: new Date(Date.now() + 60_000) });
    const response = await craft({ inResponseTo: '_started-elsewhere' });
    await expectRejected(response, 401, /not started in this browser/);
  });

  it('a response signed by another key', async () => {
    const other = await loadOrCreateSamlKeys(`${server.config.dataDir}/other`, {
      idp: 'intruder',
      sp: 'intruder',
    });
    await expectRejected(await craft({ keys: other.idp }), 401, /not signed/);
  });

  it('a document with a DOCTYPE, and a post without SAMLResponse', async () => {
    const bomb = '<!DOCTYPE r [<!ENTITY a "aaaa">]><r>&a;</r>';
    await expectRejected(b64(bomb), 400, /could not be read/);
    const empty = await fetch(`${server.baseUrl}/saml2/acs`, {
      method: 'POST',
      body: new URLSearchParams({}),
    });
    expect(empty.status).toBe(400);
  });
});
