import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAccountMember,
  TDirectoryAccount,
  TDirectoryDevice,
  TDirectoryLicence,
  TDirectoryLogin,
  TOrganisationDetail,
} from '@fwmig/contract';
import {
  accounts,
  logins,
  memberships,
  organisations,
  orgNodes,
} from '../../db/schema/identity.js';
import { auditLog } from '../../db/schema/system.js';
import { signIn } from '../../test/identity-factory.js';
import { everyRoute, fillPath, routeKey, sweepCall } from '../../test/route-sweep.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { ensureSeedCatalogue } from '../catalogue/seed-catalogue.js';
import { seedDemo } from '../identity/demo-seed.js';

/**
 * issue 20 item 1: the administrators' directory over real HTTP. Administrators of either level
 * read it; only read-write administrators change it, and every change is audited; customers get
 * nothing. The demo data is ordinary data the same calls edit.
 */

let server: TestServer;
const db = () => server.app.database.db;
const tag = randomBytes(3).toString('hex');

const ADMIN = 'admin@converter.example';
const VIEWER = 'viewer@converter.example';
const CUSTOMER = 'master@acme.example';
const tokens = new Map<string, string>();

async function tokenOf(email: string, fresh = false): Promise<string> {
  const known = tokens.get(email);
  if (known && !fresh) return known;
  const [login] = await db().select().from(logins).where(eq(logins.email, email));
  if (!login) throw new Error(`no login ${email}`);
  const token = (await signIn(server.baseUrl, db(), login.id)).access_token;
  tokens.set(email, token);
  return token;
}

interface TAnswer<T> {
  status: number;
  body: T & { code?: string; message?: string };
}

async function api<T = unknown>(
  who: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<TAnswer<T>> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await tokenOf(who)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as TAnswer<T>['body'],
  };
}

const asAdmin = <T>(method: string, path: string, body?: unknown) =>
  api<T>(ADMIN, method, path, body);

/** The newest audit rows of one action. */
async function audited(action: string, target?: string) {
  return db()
    .select()
    .from(auditLog)
    .where(
      target
        ? and(eq(auditLog.action, action), eq(auditLog.target, target))
        : eq(auditLog.action, action),
    )
    .orderBy(desc(auditLog.id));
}

const DIRECTORY = /^\/api\/admin\/(accounts|logins|organisations|devices|licences)/;
// A login's second factor is part of it: read by any admin, reset by read-write ones.
const directoryRoutes = () => everyRoute(server.app).filter((r) => DIRECTORY.test(r.url));

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(db());
  await ensureSeedCatalogue(db());
});
afterAll(() => server.destroy());

describe('issue 20 item 1: who may use the directory', () => {
  it('reads are open to administrators of either level, every change to read-write ones only', () => {
    const routes = directoryRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const route of routes) {
      expect(`${routeKey(route)} ${route.access}`).toBe(
        `${routeKey(route)} ${route.method === 'GET' ? 'staff' : 'admin-rw'}`,
      );
    }
  });

  it('a read-only administrator reads every list and is refused every change with 403', async () => {
    const viewer = await tokenOf(VIEWER);
    // A real login, so reads about one login (its second factor) answer it.
    const [master] = await db()
      .select({ id: logins.id })
      .from(logins)
      .where(eq(logins.email, 'master@acme.example'));
    const loginId = master?.id ?? 'x';
    const ids = { userId: '100001', memberId: 'x', loginId, orgId: 'org-acme', nodeId: 'x' };
    const wrong: string[] = [];
    for (const route of directoryRoutes()) {
      const answer = await sweepCall(server.baseUrl, route.method, fillPath(route.url, ids), {
        token: viewer,
        body: {},
      });
      const want = route.method === 'GET' ? 200 : 403;
      if (answer.status !== want || (want === 403 && answer.code !== 'FORBIDDEN'))
        wrong.push(`${routeKey(route)}: ${answer.status} ${answer.code}`);
    }
    expect(wrong).toEqual([]);
    // What the read-only administrator read is the demo data, as it is stored.
    const acmeList = await api<{ data: TDirectoryAccount[]; total: number }>(
      VIEWER,
      'GET',
      '/api/admin/accounts?search=acme',
    );
    expect(acmeList.body.data.map((a) => a.userId)).toEqual([
      '100001',
      '100002',
      '100003',
      '100011',
      '100012',
    ]);
    expect(acmeList.body.data[0]).toMatchObject({
      companyName: 'Acme Networks',
      premium: true,
      blocked: false,
      devices: 3,
      licencesAvailable: 4,
    });
    // A real change, not an empty body: refused, not stored, not audited.
    const rename = await api(VIEWER, 'PATCH', '/api/admin/accounts/100001', {
      companyName: 'Renamed by a viewer',
    });
    expect(rename).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    const [acme] = await db().select().from(accounts).where(eq(accounts.userId, '100001'));
    expect(acme?.companyName).toBe('Acme Networks');
    expect(await audited('admin.account.update')).toEqual([]);
  });

  it('a customer, even a master user, gets 403 from every directory call', async () => {
    const customer = await tokenOf(CUSTOMER);
    const wrong: string[] = [];
    for (const route of directoryRoutes()) {
      const answer = await sweepCall(
        server.baseUrl,
        route.method,
        fillPath(route.url, { userId: '100001' }),
        { token: customer, headers: { user_id: '100001', sub_user_id: '0' }, body: {} },
      );
      if (answer.status !== 403 || answer.code !== 'FORBIDDEN')
        wrong.push(`${routeKey(route)}: ${answer.status} ${answer.code}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('issue 20 item 1: customer accounts and their logins', () => {
  let account: TDirectoryAccount;
  const master = `master-${tag}@newco.example`;

  it('creates an account with the next system ID and its master user, audited', async () => {
    const created = await asAdmin<{ data: TDirectoryAccount }>('POST', '/api/admin/accounts', {
      companyName: `NewCo ${tag}`,
      masterEmail: `  ${master.toUpperCase()} `,
    });
    expect(created.status).toBe(200);
    account = created.body.data;
    expect(account).toMatchObject({
      companyName: `NewCo ${tag}`,
      masterEmail: master,
      hasConverter: true,
      blocked: false,
      logins: 1,
    });
    expect(Number(account.userId)).toBeGreaterThan(200001);
    const [row] = await audited('admin.account.create', account.userId);
    expect(row).toMatchObject({ actor: ADMIN, detail: { masterEmail: master } });
    expect(row?.at).toBeInstanceOf(Date);
    // The master user signs in (here via a login id, as SSO would) and acts as the account.
    const members = await asAdmin<{ data: TAccountMember[] }>(
      'GET',
      `/api/admin/accounts/${account.userId}/members`,
    );
    expect(members.body.data).toEqual([
      expect.objectContaining({ kind: 'master', email: master, subUserId: '0' }),
    ]);
    const tickets = await api(
      master,
      'POST',
      '/api/care/customerGetAll',
      {},
      {
        user_id: account.userId,
        sub_user_id: '0',
      },
    );
    expect(tickets.status).toBe(200);
  });

  it('says clearly what is wrong: taken system ID, bad e-mail, missing company, unknown account', async () => {
    const taken = await asAdmin('POST', '/api/admin/accounts', {
      userId: '100001',
      companyName: 'Again',
      masterEmail: `again-${tag}@example.com`,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain('System ID 100001 belongs to Acme Networks already');
    const bad = await asAdmin('POST', '/api/admin/accounts', {
      companyName: '',
      masterEmail: 'not-an-email',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('companyName: is required (the company name)');
    expect(bad.body.message).toContain('masterEmail: must be an e-mail address');
    const staffMail = await asAdmin('POST', '/api/admin/accounts', {
      companyName: 'Staff Inc',
      masterEmail: VIEWER,
    });
    expect(staffMail.status).toBe(409);
    expect(staffMail.body.message).toContain("is an administrator's login");
    const unknown = await asAdmin('GET', '/api/admin/accounts/999999999/members');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no account with system ID 999999999.');
  });

  it('adds IAM and IdP users with their permissions and roles; duplicates are refused', async () => {
    const path = `/api/admin/accounts/${account.userId}/members`;
    const iam = await asAdmin<{ data: TAccountMember }>('POST', path, {
      kind: 'iam',
      email: `ops-${tag}@newco.example`,
      username: 'ops',
      readWrite: false,
    });
    expect(iam.status).toBe(200);
    expect(iam.body.data).toMatchObject({
      kind: 'iam',
      username: 'ops',
      subUserId: '1001',
      portalAccess: true,
      readWrite: false,
    });
    const again = await asAdmin('POST', path, {
      kind: 'iam',
      email: `other-${tag}@newco.example`,
      username: 'OPS',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('has an IAM user named OPS already');
    const secondMaster = await asAdmin('POST', path, {
      kind: 'master',
      email: `m2-${tag}@newco.example`,
    });
    expect(secondMaster.status).toBe(409);
    const idp = await asAdmin<{ data: TAccountMember }>('POST', path, {
      kind: 'idp',
      email: 'idp.user@acme.example',
      roleName: 'Auditor',
    });
    expect(idp.body.data).toMatchObject({
      kind: 'idp',
      roleName: 'Auditor',
      subUserId: 'idp-9001',
    });
    const wrongKind = await asAdmin('POST', path, {
      kind: 'iam',
      email: 'idp.user@acme.example',
      username: 'ines',
    });
    expect(wrongKind.status).toBe(409);
    expect(wrongKind.body.message).toContain('signs in as an IdP user');

    // The IAM user without read/write is refused by the portal until it is given read/write.
    const iamMail = `ops-${tag}@newco.example`;
    const scoped = { user_id: account.userId, sub_user_id: '1001' };
    const before = await api(iamMail, 'POST', '/api/care/customerGetAll', {}, scoped);
    expect(before.status).toBe(403);
    expect(before.body.code).toBe('NO_PERMISSION');
    const changed = await asAdmin<{ data: TAccountMember }>(
      'PATCH',
      `${path}/${iam.body.data.id}`,
      { readWrite: true },
    );
    expect(changed.body.data.readWrite).toBe(true);
    const after = await api(iamMail, 'POST', '/api/care/customerGetAll', {}, scoped);
    expect(after.status).toBe(200);
    const [update] = await audited('admin.member.update', account.userId);
    // The audit tells what each sent field was before, as account changes do (issue 20 review).
    expect(update?.detail).toMatchObject({
      email: iamMail,
      readWrite: true,
      before: { readWrite: false },
    });

    // A new master user, once the old one is removed, becomes the account's master e-mail.
    const masterRow = (await asAdmin<{ data: TAccountMember[] }>('GET', path)).body.data.find(
      (m) => m.kind === 'master',
    );
    expect((await asAdmin('DELETE', `${path}/${masterRow?.id}`)).status).toBe(200);
    // Without a master user the account names none (not the removed user's e-mail).
    const masterless = await asAdmin<{ data: TDirectoryAccount }>(
      'GET',
      `/api/admin/accounts/${account.userId}`,
    );
    expect(masterless.body.data.masterEmail).toBe('');
    const newMaster = `boss-${tag}@newco.example`;
    expect((await asAdmin('POST', path, { kind: 'master', email: newMaster })).status).toBe(200);
    const renamed = await asAdmin<{ data: TDirectoryAccount }>(
      'GET',
      `/api/admin/accounts/${account.userId}`,
    );
    expect(renamed.body.data.masterEmail).toBe(newMaster);
    // Back to the first master, for the tests below.
    const boss = (await asAdmin<{ data: TAccountMember[] }>('GET', path)).body.data.find(
      (m) => m.kind === 'master',
    );
    await asAdmin('DELETE', `${path}/${boss?.id}`);
    await asAdmin('POST', path, { kind: 'master', email: master });

    const removed = await asAdmin('DELETE', `${path}/${idp.body.data.id}`);
    expect(removed.status).toBe(200);
    const members = await asAdmin<{ data: TAccountMember[] }>('GET', path);
    expect(members.body.data.map((m) => m.kind)).toEqual(['master', 'iam']);
    expect((await audited('admin.member.add', account.userId)).length).toBe(4);
    expect((await audited('admin.member.remove', account.userId)).length).toBe(3);
  });

  it('a blocked account is refused at once; unblocking lets it in again', async () => {
    const scoped = { user_id: account.userId, sub_user_id: '0' };
    const blocked = await asAdmin<{ data: TDirectoryAccount }>(
      'PATCH',
      `/api/admin/accounts/${account.userId}`,
      { blocked: true, companyName: `NewCo ${tag} Ltd` },
    );
    expect(blocked.body.data).toMatchObject({ blocked: true, companyName: `NewCo ${tag} Ltd` });
    const refused = await api(master, 'POST', '/api/care/customerGetAll', {}, scoped);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_BLOCKED' });
    expect(refused.body.message).toContain('ACCOUNT BLOCKED');
    // The sign-in flow's user-info call names it, so the web shows the blocked-account page.
    const user = await api(master, 'GET', '/api/customer/currentUser', undefined, scoped);
    expect(user).toMatchObject({ status: 200, body: { data: null, message: 'ACCOUNT BLOCKED' } });
    expect((await audited('admin.account.block', account.userId)).length).toBe(1);
    const [update] = await audited('admin.account.update', account.userId);
    expect(update?.detail).toMatchObject({
      companyName: `NewCo ${tag} Ltd`,
      before: { companyName: `NewCo ${tag}` },
    });
    await asAdmin('PATCH', `/api/admin/accounts/${account.userId}`, { blocked: false });
    const back = await api(master, 'POST', '/api/care/customerGetAll', {}, scoped);
    expect(back.status).toBe(200);
    expect((await audited('admin.account.unblock', account.userId)).length).toBe(1);
  });

  it('searches and pages on the server', async () => {
    for (const n of [1, 2, 3]) {
      await asAdmin('POST', '/api/admin/accounts', {
        companyName: `Paging ${tag} ${n}`,
        masterEmail: `paging-${n}-${tag}@example.com`,
      });
    }
    const first = await asAdmin<{ data: TDirectoryAccount[]; total: number }>(
      'GET',
      `/api/admin/accounts?search=paging ${tag}&limit=2`,
    );
    expect(first.body.total).toBe(3);
    expect(first.body.data.map((a) => a.companyName)).toEqual([
      `Paging ${tag} 1`,
      `Paging ${tag} 2`,
    ]);
    const second = await asAdmin<{ data: TDirectoryAccount[]; total: number }>(
      'GET',
      `/api/admin/accounts?search=paging ${tag}&limit=2&skip=2`,
    );
    expect(second.body.data.map((a) => a.companyName)).toEqual([`Paging ${tag} 3`]);
    // `%` is the character, not a wildcard.
    const literal = await asAdmin<{ total: number }>('GET', '/api/admin/accounts?search=%25');
    expect(literal.body.total).toBe(0);
    const loginSearch = await asAdmin<{ data: TDirectoryLogin[]; total: number }>(
      'GET',
      `/api/admin/logins?search=paging-2-${tag}`,
    );
    expect(loginSearch.body.total).toBe(1);
    expect(loginSearch.body.data[0]?.accounts).toHaveLength(1);
  });
});

describe('issue 20 item 1: blocking a login', () => {
  it('ends its sessions at once; a new sign-in is refused with USER LOGIN BLOCKED', async () => {
    const email = 'netops@acme.example';
    const scoped = { user_id: '100001', sub_user_id: '5001' };
    expect((await api(email, 'POST', '/api/care/customerGetAll', {}, scoped)).status).toBe(200);
    const list = await asAdmin<{ data: TDirectoryLogin[] }>(
      'GET',
      `/api/admin/logins?search=${email}`,
    );
    const login = list.body.data[0];
    expect(login).toMatchObject({ email, blocked: false, accounts: ['100001'] });
    const blocked = await asAdmin<{ data: TDirectoryLogin; revokedSessions: number }>(
      'PATCH',
      `/api/admin/logins/${login?.id}`,
      { blocked: true },
    );
    expect(blocked.body.data.blocked).toBe(true);
    expect(blocked.body.revokedSessions).toBeGreaterThanOrEqual(1);
    expect((await api(email, 'POST', '/api/care/customerGetAll', {}, scoped)).status).toBe(401);
    await tokenOf(email, true);
    const again = await api(email, 'POST', '/api/care/customerGetAll', {}, scoped);
    expect(again.status).toBe(403);
    expect(again.body.message).toContain('USER LOGIN BLOCKED');
    const [row] = await audited('admin.login.block', email);
    expect(row).toMatchObject({ actor: ADMIN });
    await asAdmin('PATCH', `/api/admin/logins/${login?.id}`, { blocked: false });
    expect((await api(email, 'POST', '/api/care/customerGetAll', {}, scoped)).status).toBe(200);
  });

  it('an administrator cannot block their own login', async () => {
    const [admin] = await db().select().from(logins).where(eq(logins.email, ADMIN));
    const answer = await asAdmin('PATCH', `/api/admin/logins/${admin?.id}`, { blocked: true });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain('cannot block your own login');
  });
});

describe('issue 20 item 1: organisations and their OU trees', () => {
  it('builds, moves and prunes a tree; the owner may act as a member account', async () => {
    const made = await asAdmin<{ data: TOrganisationDetail }>('POST', '/api/admin/organisations', {
      name: `Group ${tag}`,
      ownerUserId: '100002',
    });
    expect(made.status).toBe(200);
    const orgId = made.body.data.organisation.orgId;
    const nodes = `/api/admin/organisations/${orgId}/nodes`;
    const east = await asAdmin<{ data: { nodeId: string } }>('POST', nodes, {
      type: 'ORG_UNIT',
      parentId: orgId,
      name: 'East',
    });
    const sub = await asAdmin<{ data: { nodeId: string } }>('POST', nodes, {
      type: 'ORG_UNIT',
      parentId: east.body.data.nodeId,
      name: 'East 1',
    });
    const member = await asAdmin<{ data: { nodeId: string; name: string } }>('POST', nodes, {
      type: 'OU_ACCOUNT',
      parentId: sub.body.data.nodeId,
      accountUserId: '100012',
    });
    expect(member.body.data.name).toBe('Acme Branch South');
    const twice = await asAdmin('POST', nodes, {
      type: 'OU_ACCOUNT',
      parentId: orgId,
      accountUserId: '100012',
    });
    expect(twice.status).toBe(409);
    const owner = await asAdmin('POST', nodes, {
      type: 'OU_ACCOUNT',
      parentId: orgId,
      accountUserId: '100002',
    });
    expect(owner.status).toBe(400);
    const underAccount = await asAdmin('POST', nodes, {
      type: 'ORG_UNIT',
      parentId: member.body.data.nodeId,
      name: 'Nope',
    });
    expect(underAccount.status).toBe(400);
    const cycle = await asAdmin('PATCH', `${nodes}/${east.body.data.nodeId}`, {
      parentId: sub.body.data.nodeId,
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.message).toContain('cannot move under itself');
    // The master of the owner account (Acme Labs) may now act as the member account.
    const scoped = { user_id: '100002', sub_user_id: '0', ou_account_id: '100012' };
    const asMember = await api(CUSTOMER, 'POST', '/api/care/customerGetAll', {}, scoped);
    expect(asMember.status).toBe(200);
    const moved = await asAdmin<{ data: { parentId: string } }>(
      'PATCH',
      `${nodes}/${member.body.data.nodeId}`,
      { parentId: orgId },
    );
    expect(moved.body.data.parentId).toBe(orgId);
    const pruned = await asAdmin('DELETE', `${nodes}/${east.body.data.nodeId}`);
    expect(pruned.status).toBe(200);
    const detail = await asAdmin<{ data: TOrganisationDetail }>(
      'GET',
      `/api/admin/organisations/${orgId}`,
    );
    expect(detail.body.data.nodes.map((n) => n.type)).toEqual(['OU_ACCOUNT']);
    expect(detail.body.data.organisation).toMatchObject({ units: 0, members: 1 });
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.target, orgId), eq(auditLog.actor, ADMIN)));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'admin.org_node.add',
      'admin.org_node.add',
      'admin.org_node.add',
      'admin.org_node.remove',
      'admin.org_node.update',
      'admin.organisation.create',
    ]);
    // Deleting the organisation takes the member's access away at once.
    await asAdmin('DELETE', `/api/admin/organisations/${orgId}`);
    const after = await api(CUSTOMER, 'POST', '/api/care/customerGetAll', {}, scoped);
    expect(after.status).toBe(403);
  });

  it('the demo organisation is listed and editable like any other', async () => {
    const list = await asAdmin<{ data: { orgId: string; units: number; members: number }[] }>(
      'GET',
      '/api/admin/organisations?search=acme',
    );
    expect(list.body.data).toContainEqual(
      expect.objectContaining({ orgId: 'org-acme', units: 3, members: 2 }),
    );
    const renamed = await asAdmin<{ data: TOrganisationDetail }>(
      'PATCH',
      '/api/admin/organisations/org-acme',
      { description: 'Every Acme company' },
    );
    expect(renamed.body.data.organisation.description).toBe('Every Acme company');
  });
});

describe('issue 20 item 1: target devices and licences', () => {
  const sn = `FGT60F${tag.toUpperCase()}99`;

  it('registers, lists, changes a device and grants and takes back licences, audited', async () => {
    const registered = await asAdmin('POST', '/api/admin/device/register', {
      accountUserId: '100003',
      sn: sn.toLowerCase(),
      creatable: false,
    });
    expect(registered.status).toBe(200);
    const dup = await asAdmin('POST', '/api/admin/device/register', {
      accountUserId: '100003',
      sn,
    });
    expect(dup.status).toBe(409);
    const badSerial = await asAdmin('POST', '/api/admin/device/register', {
      accountUserId: '100003',
      sn: 'ab',
    });
    expect(badSerial.status).toBe(400);
    expect(badSerial.body.message).toContain('must be 6-32 letters or digits');

    const listed = await asAdmin<{ data: TDirectoryDevice[]; total: number }>(
      'GET',
      '/api/admin/devices?account=100003',
    );
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        sn,
        model: 'FortiGate-60F',
        companyName: 'Acme Europe',
        license: false,
        creatable: false,
      }),
    ]);
    const changed = await asAdmin<{ data: TDirectoryDevice }>('PATCH', `/api/admin/devices/${sn}`, {
      creatable: true,
      license: true,
    });
    expect(changed.body.data).toMatchObject({ creatable: true, license: true });
    const [update] = await audited('device.update', sn);
    expect(update?.detail).toMatchObject({ account: '100003', creatable: true, license: true });

    const granted = await asAdmin('POST', '/api/admin/licence/grant', {
      accountUserId: '100003',
      quantity: 2,
      deviceSn: sn,
    });
    expect(granted.status).toBe(200);
    const foreign = await asAdmin('POST', '/api/admin/licence/grant', {
      accountUserId: '100001',
      quantity: 1,
      deviceSn: sn,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toContain(`Device ${sn} is not a device of account 100001`);

    const licences = await asAdmin<{ data: TDirectoryLicence[]; total: number }>(
      'GET',
      `/api/admin/licences?search=${sn}&state=available`,
    );
    expect(licences.body.total).toBe(3);
    expect(licences.body.data.every((l) => l.deviceSn === sn && l.accountUserId === '100003')).toBe(
      true,
    );
    const first = licences.body.data[0];
    const revoked = await asAdmin('DELETE', `/api/admin/licences/${first?.id}`);
    expect(revoked.status).toBe(200);
    expect((await audited('licence.revoke', '100003')).length).toBe(1);
    const unknown = await asAdmin('DELETE', '/api/admin/licences/not-a-licence');
    expect(unknown.status).toBe(404);
    const [grant] = await audited('licence.grant', '100003');
    expect(grant?.detail).toMatchObject({ quantity: 2, device: sn });
    const account = await asAdmin<{ data: TDirectoryAccount }>('GET', '/api/admin/accounts/100003');
    expect(account.body.data).toMatchObject({ devices: 1, licencesAvailable: 2 });
  });

  it('a licence granted with a device marks that device licensed (issue 20 review)', async () => {
    const bound = `FGT60F${tag.toUpperCase()}98`;
    await asAdmin('POST', '/api/admin/device/register', { accountUserId: '100003', sn: bound });
    const device = async () =>
      (
        await asAdmin<{ data: TDirectoryDevice[] }>('GET', `/api/admin/devices?search=${bound}`)
      ).body.data.find((d) => d.sn === bound);
    expect((await device())?.license).toBe(false);
    const granted = await asAdmin('POST', '/api/admin/licence/grant', {
      accountUserId: '100003',
      quantity: 1,
      deviceSn: bound,
    });
    expect(granted.status).toBe(200);
    expect((await device())?.license).toBe(true);
  });
});

/**
 * issue 20 review: a licence a ticket takes while an administrator takes it back stays the
 * ticket's. Needs a second connection holding the ticket's transaction open, so PostgreSQL only.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('issue 20 review: licence races', () => {
  it('taking back a licence a ticket is using at that moment answers 409 and keeps it', async () => {
    // Two licensed devices: one licence taken back by id, one by switching its device off.
    const [revokeSn, unlicenseSn] = ['77', '78'].map((n) => `FGT60F${tag.toUpperCase()}${n}`);
    const ids: string[] = [];
    for (const sn of [revokeSn, unlicenseSn]) {
      await asAdmin('POST', '/api/admin/device/register', {
        accountUserId: '100003',
        sn,
        license: true,
      });
      const listed = await asAdmin<{ data: TDirectoryLicence[] }>(
        'GET',
        `/api/admin/licences?search=${sn}&state=available`,
      );
      expect(listed.body.data).toHaveLength(1);
      ids.push(listed.body.data[0]?.id ?? '');
    }
    const client = new pg.Client({ connectionString: server.config.databaseUrl });
    await client.connect();
    try {
      // Ticket creations in flight: each has taken a licence and not committed yet.
      await client.query('begin');
      const ticketIds: number[] = [];
      for (const [i, sn] of [revokeSn, unlicenseSn].entries()) {
        const ticket = await client.query<{ id: number }>(
          `insert into tickets (account_id, creator_name, device_id, sn, firmware_version,
             is_free_license, source_vendor, source_model, source_version, objects, contact_name,
             contact_email, contact_phone, notes, ai_training_consent, status, due_at)
           select d.account_id, 'race', d.id, d.sn, '7.4', false, 'cisco', 'ASA', '9.8', '[]',
             'race', 'race@example.com', '1', '', false, 'OPEN', now()
           from devices d where d.sn = $1 returning id`,
          [sn],
        );
        const ticketId = ticket.rows[0]?.id ?? 0;
        ticketIds.push(ticketId);
        await client.query(
          'update licences set ticket_id = $1, consumed_at = now() where id = $2',
          [ticketId, ids[i]],
        );
      }
      const revoking = asAdmin('DELETE', `/api/admin/licences/${ids[0]}`);
      const unlicensing = asAdmin('PATCH', `/api/admin/devices/${unlicenseSn}`, { license: false });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await client.query('commit');
      const [revoked, unlicensed] = await Promise.all([revoking, unlicensing]);
      expect(revoked.status).toBe(409);
      expect(revoked.body.message).toContain('was used by a ticket; it cannot be taken back');
      expect(unlicensed.status).toBe(409);
      expect(unlicensed.body.message).toContain('was used by a ticket; it cannot be taken back');
      const kept = await client.query<{ ticket_id: number }>(
        'select ticket_id from licences where id = any($1) order by ticket_id',
        [ids],
      );
      expect(kept.rows.map((r) => r.ticket_id)).toEqual(ticketIds);
    } finally {
      await client.end();
    }
  });
});

/** The first error in a rejection's cause chain with a SQLSTATE. */
async function sqlState(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write;
    return undefined;
  } catch (error) {
    let next: unknown = error;
    while (typeof next === 'object' && next !== null) {
      const { code, cause } = next as { code?: unknown; cause?: unknown };
      if (typeof code === 'string') return code;
      next = cause;
    }
    return 'no SQLSTATE';
  }
}

describe('issue 20 review: the database refuses the duplicates a check could miss', () => {
  it('IAM usernames unique per account in any case, an account once per tree', async () => {
    const [account] = await db().select().from(accounts).where(eq(accounts.userId, '100001'));
    const [netops] = await db()
      .select()
      .from(logins)
      .where(eq(logins.email, 'netops@acme.example'));
    const [other] = await db().select().from(logins).where(eq(logins.email, CUSTOMER));
    if (!account || !netops || !other) throw new Error('demo data missing');
    const [member] = await db()
      .select()
      .from(memberships)
      .where(and(eq(memberships.accountId, account.id), eq(memberships.loginId, netops.id)));
    expect(member?.username).toBeTruthy();
    const sameName = db()
      .insert(memberships)
      .values({
        accountId: account.id,
        loginId: other.id,
        subUserId: `y-${tag}`,
        username: member?.username?.toUpperCase(),
      });
    expect(await sqlState(sameName)).toBe('23505');

    const [org] = await db().select().from(organisations).limit(1);
    const [inTree] = await db()
      .select()
      .from(orgNodes)
      .where(and(eq(orgNodes.organisationId, org?.id ?? ''), isNotNull(orgNodes.accountId)));
    if (!org || !inTree) throw new Error('demo organisation missing');
    const twice = db()
      .insert(orgNodes)
      .values({ ...inTree, id: undefined, nodeId: `acc-${tag}` });
    expect(await sqlState(twice)).toBe('23505');
  });
});

/**
 * issue 20 review: writes that race each other. A second connection holds one side open, so
 * PostgreSQL only.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('issue 20 review: directory races', () => {
  it('accounts created at the same moment get distinct system IDs', async () => {
    const made = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        asAdmin<{ data: TDirectoryAccount }>('POST', '/api/admin/accounts', {
          companyName: `Rush ${tag} ${n}`,
          masterEmail: `rush-${n}-${tag}@example.com`,
        }),
      ),
    );
    expect(made.map((m) => m.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(made.map((m) => m.body.data.userId)).size).toBe(4);
  });

  it('a login another request creates meanwhile gives 409 "changed meanwhile", not 500', async () => {
    const email = `meanwhile-${tag}@example.com`;
    const client = new pg.Client({ connectionString: server.config.databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(
        "insert into logins (email, password_hash, kind) values ($1, 'x', 'account')",
        [email],
      );
      const adding = asAdmin('POST', '/api/admin/accounts/100003/members', {
        kind: 'iam',
        email,
        username: `meanwhile-${tag}`,
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await client.query('commit');
      const added = await adding;
      expect(added.status).toBe(409);
      expect(added.body).toMatchObject({ code: 'CONFLICT' });
      expect(added.body.message).toContain('changed meanwhile');
      expect(added.body.message).toContain('try again');
    } finally {
      await client.end();
    }
  });

  it('two nodes moved under each other at the same moment: one move is refused', async () => {
    const made = await asAdmin<{ data: TOrganisationDetail }>('POST', '/api/admin/organisations', {
      name: `Swap ${tag}`,
      ownerUserId: '100002',
    });
    const orgId = made.body.data.organisation.orgId;
    const nodes = `/api/admin/organisations/${orgId}/nodes`;
    const [a, b] = await Promise.all(
      ['A', 'B'].map((name) =>
        asAdmin<{ data: { nodeId: string } }>('POST', nodes, {
          type: 'ORG_UNIT',
          parentId: orgId,
          name,
        }),
      ),
    );
    const [aId, bId] = [a?.body.data.nodeId, b?.body.data.nodeId];
    const moves = await Promise.all([
      asAdmin('PATCH', `${nodes}/${aId}`, { parentId: bId }),
      asAdmin('PATCH', `${nodes}/${bId}`, { parentId: aId }),
    ]);
    expect(moves.map((m) => m.status).sort()).toEqual([200, 400]);
    const tree = await asAdmin<{ data: TOrganisationDetail }>(
      'GET',
      `/api/admin/organisations/${orgId}`,
    );
    expect(tree.status).toBe(200);
  });
});
