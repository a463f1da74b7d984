import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSamlTestServer, type SamlTestServer } from '../saml/saml-test-server.js';
import { PASSWORD, seedLogins, signInAtIdp } from '../saml/saml-test-flow.js';
import { linkIn, startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { api, fieldOf, getPage, postForm, signIn } from '../saml/idp-account-test-flow.js';

let smtp: SmtpSink;
let server: SamlTestServer;
beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startSamlTestServer({ SMTP_URL: smtp.url });
  await seedLogins(server.db);
});
afterAll(async () => {
  // Either may be missing when start-up failed; the SMTP process is ended either way.
  await server?.close();
  await smtp?.close();
});

const NEW_PASSWORD = 'a brand new passphrase';

describe('issue 20 item 3: password reset at the built-in IdP', () => {
  it('the login form links to the reset and registration pages', async () => {
    const page = await getPage(`${server.baseUrl}/idp/password/forgot`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<label for="email">');
  });

  it('mails a single-use link that sets a new password; the old one and its sessions stop working', async () => {
    const before = await signIn(server, 'master@acme.test', PASSWORD);
    const mailsBefore = smtp.received.length;
    const asked = await postForm(server, '/idp/password/forgot', { email: 'Master@Acme.test' });
    expect(asked.status).toBe(200);
    expect(asked.html).toContain('If master@acme.test has an account here');
    const mail = await smtp.waitFor('master@acme.test', { after: mailsBefore });
    const link = linkIn(mail, `${server.baseUrl}/idp/password?token=`);

    const form = await getPage(link);
    expect(form.status).toBe(200);
    expect(form.html).toContain('For master@acme.test');
    const token = fieldOf(form.html, 'token');
    const mismatch = await postForm(server, '/idp/password', {
      token,
      password: NEW_PASSWORD,
      repeat: 'other',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.html).toContain('The two passwords differ.');
    const saved = await postForm(server, '/idp/password', {
      token,
      password: NEW_PASSWORD,
      repeat: NEW_PASSWORD,
    });
    expect(saved.status).toBe(200);
    expect(saved.html).toContain('Password saved');

    // Single use: the same link (page or form) no longer works.
    expect((await getPage(link)).status).toBe(400);
    const replay = await postForm(server, '/idp/password', {
      token,
      password: 'yet another one!',
      repeat: 'yet another one!',
    });
    expect(replay.status).toBe(400);
    expect(replay.html).toContain('This link does not work');

    // The sessions signed in with the old password ended.
    expect((await api(server, before.accessToken, '/client/v1/loginAccount/list')).status).toBe(
      401,
    );
    const old = await signInAtIdp(server, { email: 'master@acme.test', password: PASSWORD });
    expect(old.status).toBe(401);
    const session = await signIn(server, 'master@acme.test', NEW_PASSWORD);
    expect(session.accessToken).not.toBe('');
  });

  it('answers an unknown e-mail exactly like a known one and mails nothing', async () => {
    const before = smtp.received.length;
    const asked = await postForm(server, '/idp/password/forgot', { email: 'nobody@acme.test' });
    expect(asked.status).toBe(200);
    expect(asked.html).toContain('If nobody@acme.test has an account here');
    // A known e-mail asked after it is mailed; the unknown one, asked first, got nothing.
    await postForm(server, '/idp/password/forgot', { email: 'alice@acme.test' });
    await smtp.waitFor('alice@acme.test', { after: before });
    expect(smtp.received.slice(before).some((m) => m.to.includes('nobody@acme.test'))).toBe(false);
  });

  it('refuses a made-up token and a malformed e-mail with what to do', async () => {
    const page = await getPage(`${server.baseUrl}/idp/password?token=nothing`);
    expect(page.status).toBe(400);
    expect(page.html).toContain('Mail me a new link');
    const bad = await postForm(server, '/idp/password/forgot', { email: 'not an e-mail' });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('Enter an e-mail address like name@example.com.');
  });

  it('rate-limits the requests of one client address', async () => {
    const limited = await startSamlTestServer({ SMTP_URL: smtp.url, RATE_LIMIT_PER_IP: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push(
          (await postForm(limited, '/idp/password/forgot', { email: `x${i}@acme.test` })).status,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
