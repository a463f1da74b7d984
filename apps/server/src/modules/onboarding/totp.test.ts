import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSamlTestServer, type SamlTestServer } from '../saml/saml-test-server.js';
import { PASSWORD, seedLogins, signInAtIdp } from '../saml/saml-test-flow.js';
import { api, fieldOf, finishAtPortal, postForm } from '../saml/idp-account-test-flow.js';
import { createLogin } from '../../test/identity-factory.js';

let server: SamlTestServer;
let seed: Awaited<ReturnType<typeof seedLogins>>;
beforeAll(async () => {
  server = await startSamlTestServer();
  seed = await seedLogins(server.db);
});
afterAll(() => server.close());

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/** Enrols alice's authenticator at /idp/security; the secret the page showed. */
async function enrol(email: string): Promise<string> {
  const start = await postForm(server, '/idp/security', { email, password: PASSWORD });
  expect(start.status).toBe(200);
  expect(start.html).toContain('Set up your authenticator');
  expect(start.html).toContain('<svg');
  const secret =
    /<code class="secret">([A-Z2-7 ]+)<\/code>/.exec(start.html)?.[1]?.replace(/ /g, '') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const ticket = fieldOf(start.html, 'ticket');
  const wrong = await postForm(server, '/idp/security/code', {
    ticket,
    action: 'enable',
    code: '000000' === codeAt(secret) ? '111111' : '000000',
  });
  expect(wrong.status).toBe(401);
  expect(wrong.html).toContain(secret.replace(/(.{4})/g, '$1 ').trim());
  const done = await postForm(server, '/idp/security/code', {
    ticket,
    action: 'enable',
    code: codeAt(secret),
  });
  expect(done.status).toBe(200);
  expect(done.html).toContain('Two-step sign-in is on');
  return secret;
}

describe('issue 20 item 3: TOTP second factor at the built-in IdP', () => {
  let secret = '';
  it('enrols with the QR code or the key, confirmed by a first code', async () => {
    secret = await enrol('alice@acme.test');
  });

  it('asks for the code after the password, refuses a wrong one, signs in with the right one', async () => {
    const step = await signInAtIdp(server, { email: 'alice@acme.test', password: PASSWORD });
    expect(step.status).toBe(200);
    expect(step.html).toContain('Enter your code');
    expect(step.samlResponse).toBeUndefined();
    const pending = fieldOf(step.html, 'pending');
    const ticket = fieldOf(step.html, 'ticket');
    expect(step.html).not.toContain(PASSWORD);

    const wrong = await postForm(server, '/idp/login/code', {
      pending,
      ticket,
      code: codeAt(secret, 10),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.html).toContain('That code is not right');
    expect(wrong.html).not.toContain('SAMLResponse');

    // A ticket is bound to its own sign-in.
    const other = await signInAtIdp(server, { email: 'alice@acme.test', password: PASSWORD });
    const crossed = await postForm(server, '/idp/login/code', {
      pending: fieldOf(other.html, 'pending'),
      ticket,
      code: codeAt(secret),
    });
    expect(crossed.status).toBe(400);

    const right = await postForm(server, '/idp/login/code', {
      pending,
      ticket,
      code: codeAt(secret, 1),
    });
    expect(right.status).toBe(200);
    const samlResponse = fieldOf(right.html, 'SAMLResponse');
    const session = await finishAtPortal(server, samlResponse);
    expect(session.accessToken).not.toBe('');
  });

  it('refuses a code used before (replay), and ends the sign-in after five wrong codes', async () => {
    const step = await signInAtIdp(server, { email: 'alice@acme.test', password: PASSWORD });
    const pending = fieldOf(step.html, 'pending');
    const ticket = fieldOf(step.html, 'ticket');
    const replayed = await postForm(server, '/idp/login/code', {
      pending,
      ticket,
      code: codeAt(secret, 1),
    });
    expect(replayed.status).toBe(401);
    let last = replayed;
    for (let i = 0; i < 4; i += 1) {
      last = await postForm(server, '/idp/login/code', { pending, ticket, code: '000000' });
    }
    expect(last.html).toContain('too many wrong codes');
    const after = await postForm(server, '/idp/login/code', {
      pending,
      ticket,
      code: codeAt(secret, 2),
    });
    expect(after.status).toBe(400);
  });

  it('a read-write admin resets a lost authenticator (audited); others may not', async () => {
    const admin = await createLogin(server.db, {
      email: 'admin@portal.test',
      staffLevel: 'read_write',
    });
    await createLogin(server.db, { email: 'reader@portal.test', staffLevel: 'read_only' });
    const staff = async (email: string) => {
      const step = await signInAtIdp(server, { email, password: 'correct horse battery staple' });
      return finishAtPortal(server, step.samlResponse ?? '');
    };
    const path = `/api/admin/logins/${seed.alice.id}/totp`;
    const reader = await staff('reader@portal.test');
    expect((await api(server, reader.accessToken, path, { method: 'DELETE' })).status).toBe(403);
    const rw = await staff(admin.email);
    expect((await api(server, rw.accessToken, path)).body).toEqual({
      data: { email: 'alice@acme.test', totp: true },
    });
    const reset = await api(server, rw.accessToken, path, { method: 'DELETE' });
    expect(reset.status).toBe(200);
    expect((await api(server, rw.accessToken, path, { method: 'DELETE' })).status).toBe(404);
    const audit = await api(
      server,
      rw.accessToken,
      '/api/admin/audit?action=admin.login.totp_reset',
    );
    expect(audit.body.data).toEqual([
      expect.objectContaining({ actor: admin.email, target: 'alice@acme.test' }),
    ]);
    // The next sign-in asks for the password only.
    const plain = await signInAtIdp(server, { email: 'alice@acme.test', password: PASSWORD });
    expect(plain.samlResponse).toBeDefined();
  });

  it('turns off with a current code', async () => {
    const key = await enrol('master@acme.test');
    const start = await postForm(server, '/idp/security', {
      email: 'master@acme.test',
      password: PASSWORD,
    });
    expect(start.html).toContain('Two-step sign-in is on');
    const off = await postForm(server, '/idp/security/code', {
      ticket: fieldOf(start.html, 'ticket'),
      action: 'disable',
      code: codeAt(key, 1),
    });
    expect(off.status).toBe(200);
    expect(off.html).toContain('Two-step sign-in is off');
    const plain = await signInAtIdp(server, { email: 'master@acme.test', password: PASSWORD });
    expect(plain.samlResponse).toBeDefined();
  });
});
