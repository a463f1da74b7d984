import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema/identity.js';
import { invitations } from '../../db/schema/onboarding.js';
import { addMembership, createAccount, createLogin } from '../../test/identity-factory.js';
import { startSamlTestServer, type SamlTestServer } from '../saml/saml-test-server.js';
import { PASSWORD, seedLogins, signInAtIdp } from '../saml/saml-test-flow.js';
import { acceptInvitationsAtSignIn } from './invitation-acceptance.js';
import {
  api,
  fieldOf,
  finishAtPortal,
  getPage,
  postForm,
  signIn,
  type TSignedIn,
} from '../saml/idp-account-test-flow.js';

const STAFF_PASSWORD = 'correct horse battery staple';
let server: SamlTestServer;
let seed: Awaited<ReturnType<typeof seedLogins>>;
let other: Awaited<ReturnType<typeof createAccount>>;
let admin: TSignedIn;
let reader: TSignedIn;
let master: TSignedIn;

beforeAll(async () => {
  // No SMTP_URL: mail goes to the outbox read-write admins read.
  server = await startSamlTestServer();
  seed = await seedLogins(server.db);
  other = await createAccount(server.db, { userId: '200002', companyName: 'Other Corp' });
  await createLogin(server.db, { email: 'admin@portal.test', staffLevel: 'read_write' });
  await createLogin(server.db, { email: 'reader@portal.test', staffLevel: 'read_only' });
  admin = await signIn(server, 'admin@portal.test', STAFF_PASSWORD);
  reader = await signIn(server, 'reader@portal.test', STAFF_PASSWORD);
  master = await signIn(server, 'master@acme.test', PASSWORD);
});
afterAll(() => server.close());

const invite = (session: TSignedIn, account: string, body: Record<string, unknown>) =>
  api(server, session.accessToken, `/api/accounts/${account}/invitations`, {
    method: 'POST',
    body,
  });
const pending = async (session: TSignedIn, account: string) =>
  (await api(server, session.accessToken, `/api/accounts/${account}/invitations`)).body.data as {
    id: string;
    email: string;
  }[];

/** The newest outbox mail to `to`, as a read-write admin reads it. */
async function outboxMail(to: string) {
  const answer = await api(
    server,
    admin.accessToken,
    `/api/admin/mail?to=${encodeURIComponent(to)}`,
  );
  expect(answer.status).toBe(200);
  const [mail] = answer.body.data as { text: string; status: string; subject: string }[];
  if (!mail) throw new Error(`no mail to ${to} in the outbox`);
  return mail;
}

describe('issue 20 item 2: invitations', () => {
  it('an admin invites a new e-mail; the invitee sets a password, signs in and lands in the account', async () => {
    const created = await invite(admin, '100001', {
      email: 'New.Person@Example.test',
      role: 'read_write',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      email: 'new.person@example.test',
      role: 'read_write',
      accountUserId: '100001',
      invitedBy: 'admin@portal.test',
    });
    expect((await pending(admin, '100001')).map((i) => i.email)).toEqual([
      'new.person@example.test',
    ]);

    // Without SMTP_URL the mail (with its link) is logged for admins.
    const mail = await outboxMail('new.person@example.test');
    expect(mail.status).toBe('logged');
    expect(mail.subject).toBe('Invitation to Acme on Firewall Converter');
    expect(mail.text).toContain(
      'admin@portal.test invited you to the account of Acme (account 100001)',
    );
    const link = /(http\S+\/idp\/password\?token=\S+)/.exec(mail.text)?.[1] ?? '';
    const form = await getPage(link);
    expect(form.status).toBe(200);
    const token = fieldOf(form.html, 'token');
    const secret = 'invitee chosen secret';
    expect(
      (await postForm(server, '/idp/password', { token, password: secret, repeat: secret })).status,
    ).toBe(200);

    const session = await signIn(server, 'new.person@example.test', secret);
    expect(session.accountId).toBe('100001');
    const accounts = await api(server, session.accessToken, '/client/v1/loginAccount/list');
    expect(accounts.body.data).toEqual([expect.objectContaining({ user_id: '100001' })]);
    // An IAM user with read/write may use the portal as that account.
    const [row] = (accounts.body.data as { user_id: string; sub_user_id: string }[]) ?? [];
    const user = await api(server, session.accessToken, '/api/customer/currentUser', {
      account: { userId: '100001', subUserId: row?.sub_user_id ?? '' },
    });
    expect(user.status).toBe(200);

    // Used: no longer pending, audited, and a second sign-in adds nothing.
    expect(await pending(admin, '100001')).toEqual([]);
    const audit = await api(server, admin.accessToken, '/api/admin/audit?action=invitation.accept');
    expect(audit.body.data).toEqual([
      // From where the browser signed in (issue 20 review).
      expect.objectContaining({
        actor: 'new.person@example.test',
        target: 'account 100001',
        ip: expect.stringMatching(/127\.0\.0\.1/),
      }),
    ]);
    await signIn(server, 'new.person@example.test', secret);
    const rows = await server.db
      .select()
      .from(memberships)
      .where(eq(memberships.accountId, seed.account.id));
    expect(rows.filter((m) => m.username === 'new.person')).toHaveLength(1);
    expect(
      (await invite(admin, '100001', { email: 'new.person@example.test', role: 'read_write' }))
        .status,
    ).toBe(409);
  });

  it("the account's master user invites into their own account, and only there", async () => {
    const own = await invite(master, '100001', { email: 'carol@acme.test', role: 'read_only' });
    expect(own.status).toBe(201);
    expect(own.body.data).toMatchObject({ invitedBy: 'master@acme.test' });
    const foreign = await invite(master, other.userId, {
      email: 'carol@acme.test',
      role: 'read_write',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toContain('master user');
    expect(
      (await api(server, master.accessToken, `/api/accounts/${other.userId}/invitations`)).status,
    ).toBe(403);
    // The same e-mail twice: refused with what to do.
    const twice = await invite(master, '100001', { email: 'carol@acme.test', role: 'read_write' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain('Revoke that invitation first');
  });

  it('a sub user (IAM) and a read-only admin may not invite; the read-only admin may list', async () => {
    const alice = await signInAtIdp(server, {
      account: '100001',
      username: 'alice',
      password: PASSWORD,
    });
    const sub = await finishAtPortal(server, alice.samlResponse ?? '');
    expect((await invite(sub, '100001', { email: 'x@acme.test', role: 'read_write' })).status).toBe(
      403,
    );
    expect((await api(server, sub.accessToken, '/api/accounts/100001/invitations')).status).toBe(
      403,
    );
    expect(
      (await invite(reader, '100001', { email: 'x@acme.test', role: 'read_write' })).status,
    ).toBe(403);
    expect((await pending(reader, '100001')).map((i) => i.email)).toContain('carol@acme.test');
    // The outbox holds live links: read-write admins only.
    expect((await api(server, reader.accessToken, '/api/admin/mail')).status).toBe(403);
    expect((await api(server, master.accessToken, '/api/admin/mail')).status).toBe(403);
  });

  it('says what is wrong with a bad request', async () => {
    const bad = await invite(admin, '100001', { email: 'nope', role: 'read_write' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('must be an e-mail address');
    expect((await invite(admin, '100001', { email: 'a@b.test', role: 'owner' })).status).toBe(400);
    expect((await invite(admin, '999999', { email: 'a@b.test', role: 'read_write' })).status).toBe(
      404,
    );
  });

  it('an existing login invited into another account lands there at its next sign-in', async () => {
    const created = await invite(admin, other.userId, {
      email: 'alice@acme.test',
      role: 'read_write',
    });
    expect(created.status).toBe(201);
    const mail = await outboxMail('alice@acme.test');
    // alice has a password already: the mail only says where to sign in.
    expect(mail.text).not.toContain('/idp/password');
    const session = await signIn(server, 'alice@acme.test', PASSWORD);
    expect(session.accountId).toBe(other.userId);
    const list = await api(server, session.accessToken, '/client/v1/loginAccount/list');
    expect((list.body.data as { user_id: string }[]).map((a) => a.user_id).sort()).toEqual([
      '100001',
      '200002',
    ]);
  });

  it('an invitation is used once, and an expired or revoked one is refused', async () => {
    const login = await createLogin(server.db, { email: 'dave@acme.test' });
    await addMembership(server.db, { loginId: login.id, accountId: other.id, subUserId: '0' });
    const expired = await invite(admin, '100001', { email: 'dave@acme.test', role: 'read_write' });
    const id = (expired.body.data as { id: string }).id;
    await server.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, id));
    expect(await pending(admin, '100001')).not.toContainEqual(expect.objectContaining({ id }));
    expect(await acceptInvitationsAtSignIn(server.db, 'dave@acme.test')).toBeUndefined();
    const revokedAnswer = await api(
      server,
      admin.accessToken,
      `/api/accounts/100001/invitations/${id}`,
      {
        method: 'DELETE',
      },
    );
    expect(revokedAnswer.status).toBe(404);

    const fresh = await invite(admin, '100001', { email: 'dave@acme.test', role: 'read_write' });
    const freshId = (fresh.body.data as { id: string }).id;
    const revoked = await api(
      server,
      master.accessToken,
      `/api/accounts/100001/invitations/${freshId}`,
      {
        method: 'DELETE',
      },
    );
    expect(revoked.status).toBe(200);
    expect(await acceptInvitationsAtSignIn(server.db, 'dave@acme.test')).toBeUndefined();
    const audit = await api(server, admin.accessToken, '/api/admin/audit?action=invitation.revoke');
    expect(audit.body.data).toContainEqual(expect.objectContaining({ actor: 'master@acme.test' }));

    const third = await invite(admin, '100001', { email: 'dave@acme.test', role: 'read_write' });
    const thirdId = (third.body.data as { id: string }).id;
    const [first, second] = await Promise.all([
      acceptInvitationsAtSignIn(server.db, 'dave@acme.test'),
      acceptInvitationsAtSignIn(server.db, 'dave@acme.test'),
    ]);
    expect([first, second].filter(Boolean)).toEqual([{ accountId: seed.account.id }]);
    const [row] = await server.db.select().from(invitations).where(eq(invitations.id, thirdId));
    expect(row?.usedBy).toBe(login.id);
    const joined = await server.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.loginId, login.id), eq(memberships.accountId, seed.account.id)));
    expect(joined).toHaveLength(1);
  });

  it("an invitee's password link stops working once the invitation is revoked", async () => {
    const created = await invite(master, '100001', { email: 'eve@acme.test', role: 'read_write' });
    const id = (created.body.data as { id: string }).id;
    const link =
      /(http\S+\/idp\/password\?token=\S+)/.exec((await outboxMail('eve@acme.test')).text)?.[1] ??
      '';
    const token = fieldOf((await getPage(link)).html, 'token');
    await api(server, master.accessToken, `/api/accounts/100001/invitations/${id}`, {
      method: 'DELETE',
    });
    const set = await postForm(server, '/idp/password', {
      token,
      password: 'eve secret pass',
      repeat: 'eve secret pass',
    });
    expect(set.status).toBe(400);
    expect(set.html).toContain('This link does not work');
    expect(
      (await signInAtIdp(server, { email: 'eve@acme.test', password: 'eve secret pass' })).status,
    ).toBe(401);
  });
});
