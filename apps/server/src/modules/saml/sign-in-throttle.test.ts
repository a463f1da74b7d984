import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFrom } from '../../http/source-address-client.js';
import { idpLoginThrottle } from '../../db/schema/saml.js';
import {
  FREE_FAILURES_PER_ADDRESS,
  FREE_FAILURES_PER_USER_AND_ADDRESS,
  backoffSeconds,
  throttleKeys,
  throttleUser,
} from './idp-throttle.js';
import { startSamlTestServer, type SamlTestServer } from './saml-test-server.js';
import { PASSWORD, openLoginForm, seedLogins, startSignIn } from './saml-test-flow.js';

let server: SamlTestServer;
beforeAll(async () => {
  server = await startSamlTestServer();
  await seedLogins(server.db);
});
afterAll(() => server.close());

const field = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];

/** A fresh login form (a new sign-in), submitted from `address`. */
async function signInFrom(address: string, form: Record<string, string>) {
  const { pending } = await openLoginForm((await startSignIn(server)).location);
  const answer = await requestFrom(address, `${server.baseUrl}/idp/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ pending, ...form }).toString(),
  });
  return { ...answer, samlResponse: field(answer.text, 'SAMLResponse') };
}

describe('failed-password throttling cannot lock the real user out (issue 18 item 6)', () => {
  it('an attacker hammering one user is slowed down; the user elsewhere still signs in', async () => {
    const victim = { email: 'master@acme.test' };
    const statuses: number[] = [];
    // Bounded: the free failures and a few more, from the attacker's address.
    for (let i = 0; i < FREE_FAILURES_PER_USER_AND_ADDRESS + 3; i += 1) {
      statuses.push((await signInFrom('127.0.0.2', { ...victim, password: `guess-${i}` })).status);
    }
    expect(statuses.slice(0, FREE_FAILURES_PER_USER_AND_ADDRESS)).toEqual(
      Array(FREE_FAILURES_PER_USER_AND_ADDRESS).fill(401),
    );
    expect(statuses.slice(FREE_FAILURES_PER_USER_AND_ADDRESS)).toEqual([429, 429, 429]);
    // Even the right password is not looked at from there for now...
    const attacker = await signInFrom('127.0.0.2', { ...victim, password: PASSWORD });
    expect(attacker.status).toBe(429);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
    expect(attacker.samlResponse).toBeUndefined();
    // ...while the real user, at another address, signs in at once.
    const user = await signInFrom('127.0.0.3', { ...victim, password: PASSWORD });
    expect(user.status).toBe(200);
    expect(user.samlResponse).toBeDefined();
  });

  it('an address that failed for many users is slowed down for every user; others are not', async () => {
    const keys = throttleKeys(throttleUser({ email: 'anyone@acme.test' }), '127.0.0.4');
    await server.db
      .insert(idpLoginThrottle)
      .values({ keyHash: keys.address, failures: FREE_FAILURES_PER_ADDRESS });
    const sprayer = await signInFrom('127.0.0.4', { email: 'idp@acme.test', password: PASSWORD });
    expect(sprayer.status).toBe(429);
    expect(sprayer.text).toContain('Too many failed sign-ins');
    const other = await signInFrom('127.0.0.5', { email: 'idp@acme.test', password: PASSWORD });
    expect(other.status).toBe(200);
  });

  it('the wait doubles with each further failure, up to 15 minutes', () => {
    const free = FREE_FAILURES_PER_USER_AND_ADDRESS;
    expect(backoffSeconds(free - 1, free)).toBe(0);
    expect([0, 1, 2, 3].map((n) => backoffSeconds(free + n, free))).toEqual([5, 10, 20, 40]);
    expect(backoffSeconds(free + 40, free)).toBe(15 * 60);
  });
});

describe('sign-in rate limits on the IdP form (issue 18 item 6)', () => {
  let limited: SamlTestServer;
  beforeAll(async () => {
    limited = await startSamlTestServer({ RATE_LIMIT_PER_IP: '3', RATE_LIMIT_PER_ACCOUNT: '5' });
    await seedLogins(limited.db);
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After after N posts from one address; the user elsewhere signs in', async () => {
    let started = 0;
    const post = async (address: string, password: string) => {
      // Each form is opened from an address of its own: starting counts per address too.
      const opener = `127.0.1.${(started += 1)}`;
      const start = await requestFrom(opener, `${limited.baseUrl}/saml2/authenticate/saml-sp`);
      const form = await requestFrom(opener, String(start.headers.location));
      const pending = field(form.text, 'pending') ?? '';
      return requestFrom(address, `${limited.baseUrl}/idp/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ pending, email: 'master@acme.test', password }).toString(),
      });
    };
    for (let i = 0; i < 3; i += 1) expect((await post('127.0.0.6', 'wrong')).status).toBe(401);
    const refused = await post('127.0.0.6', PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.text).toContain('Too many sign-in attempts from your network');
    expect(field(refused.text, 'SAMLResponse')).toBeUndefined();
    const user = await post('127.0.0.7', PASSWORD);
    expect(user.status).toBe(200);
    expect(field(user.text, 'SAMLResponse')).toBeDefined();
  });
});
