import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, logins, memberships } from '../../db/schema/identity.js';
import { startSamlTestServer, type SamlTestServer } from '../saml/saml-test-server.js';
import { signInAtIdp } from '../saml/saml-test-flow.js';
import { linkIn, startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { api, fieldOf, getPage, postForm, signIn } from '../saml/idp-account-test-flow.js';

let smtp: SmtpSink;
let server: SamlTestServer;
beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startSamlTestServer({ SMTP_URL: smtp.url, SERVICE_NAME: 'Acme Converter' });
});
afterAll(async () => {
  // Either may be missing when start-up failed; the SMTP process is ended either way.
  await server?.close();
  await smtp?.close();
});

const PASSWORD = 'a long enough secret';

describe('issue 20 item 3: registration at the built-in IdP', () => {
  it('CREATE ACCOUNT opens the registration form under the IdP look and strict CSP', async () => {
    const page = await getPage(`${server.baseUrl}/idp/register`);
    expect(page.status).toBe(200);
    for (const id of ['company', 'email', 'password', 'repeat']) {
      expect(page.html).toContain(`<label for="${id}">`);
    }
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; /);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('script-src');
  });

  it('creates the account and its master user only once the mailed link is opened', async () => {
    const email = 'founder@newco.test';
    const form = {
      company: 'NewCo Ltd',
      email: 'Founder@NewCo.test',
      password: PASSWORD,
      repeat: PASSWORD,
    };
    const answer = await postForm(server, '/idp/register', form);
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('Check your mail');
    // Nothing exists before the e-mail is verified.
    expect(await server.db.select().from(logins).where(eq(logins.email, email))).toHaveLength(0);

    const mail = await smtp.waitFor(email, { subject: /Confirm your e-mail/ });
    expect(mail.from).toContain('Acme Converter');
    const link = linkIn(mail, `${server.baseUrl}/idp/verify?token=`);
    // Opening the link (as a mail scanner would) creates nothing; its button does.
    const opened = await getPage(link);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('Create the account of NewCo Ltd');
    expect(await server.db.select().from(logins).where(eq(logins.email, email))).toHaveLength(0);
    const token = fieldOf(opened.html, 'token');
    const verified = await postForm(server, '/idp/verify', { token });
    expect(verified.status).toBe(200);
    expect(verified.html).toContain('Your account is ready');

    const [account] = await server.db
      .select()
      .from(accounts)
      .where(eq(accounts.masterEmail, email));
    expect(account?.companyName).toBe('NewCo Ltd');
    const number = account?.userId ?? '';
    expect(verified.html).toContain(`Account ${number} of NewCo Ltd`);

    // The link works once.
    const again = await postForm(server, '/idp/verify', { token });
    expect(again.status).toBe(400);
    expect(again.html).toContain('This link does not work');
    expect((await getPage(link)).status).toBe(400);

    // Signing in through the IdP: the login's one account is the new one, as its master user.
    const session = await signIn(server, email, PASSWORD);
    const list = await api(server, session.accessToken, '/client/v1/loginAccount/list');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({ user_id: number, sub_user_id: '0' }),
    ]);
    const [member] = await server.db
      .select()
      .from(memberships)
      .where(eq(memberships.accountId, account?.id ?? ''));
    expect(member?.subUserId).toBe('0');
  });

  it('answers a known e-mail exactly like a new one, and mails its owner instead', async () => {
    const email = 'founder@newco.test';
    const before = smtp.received.length;
    const answer = await postForm(server, '/idp/register', {
      company: 'Impostor Inc',
      email,
      password: 'another long secret',
      repeat: 'another long secret',
    });
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(`We sent a message to ${email}.`);
    const mail = await smtp.waitFor(email, { after: before });
    expect(mail.subject).toMatch(/already have an account/);
    expect(mail.text).not.toContain('/idp/verify');
    // The owner's password is unchanged.
    const idp = await signInAtIdp(server, { email, password: PASSWORD });
    expect(idp.status).toBe(200);
    expect(
      await server.db.select().from(accounts).where(eq(accounts.companyName, 'Impostor Inc')),
    ).toHaveLength(0);
  });

  it('says what is wrong with a form that cannot be used', async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { company: '', email: 'a@b.test', password: PASSWORD, repeat: PASSWORD },
        'Enter the name of your company.',
      ],
      [
        { company: 'X', email: 'not-an-email', password: PASSWORD, repeat: PASSWORD },
        'Enter an e-mail address like name@example.com.',
      ],
      [
        { company: 'X', email: 'a@b.test', password: 'short', repeat: 'short' },
        'at least 10 characters',
      ],
      [
        { company: 'X', email: 'a@b.test', password: PASSWORD, repeat: `${PASSWORD}!` },
        'The two passwords differ.',
      ],
    ];
    for (const [form, message] of cases) {
      const answer = await postForm(server, '/idp/register', form);
      expect(answer.status).toBe(400);
      expect(answer.html).toContain(message);
      expect(answer.html).toContain('role="alert"');
    }
  });

  it('refuses a made-up verification link', async () => {
    const page = await getPage(`${server.baseUrl}/idp/verify?token=made-up`);
    expect(page.status).toBe(400);
    expect(page.html).toContain('Register again');
    expect((await postForm(server, '/idp/verify', { token: 'made-up' })).status).toBe(400);
  });
});
