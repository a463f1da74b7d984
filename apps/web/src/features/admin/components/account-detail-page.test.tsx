// issue 20 item 1: the account screen against a real HTTP server (jsdom's XMLHttpRequest): a
// read-write admin adds a login and sees the server's refusal in the dialog; a read-only admin
// sees the same account without edit controls.
import { READ_WRITE, type TAccountMember, type TDirectoryAccount } from '@fwmig/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setSessionStartedForTests } from '../../../lib/session/session-start';
import { reloadSessionState, setSessionState } from '../../../lib/session/session-store';
import { startApiTestServer, type TApiTestServer } from '../../../test/api-test-server';
import { renderRoute } from '../../../test/render-route';
import { storedToken } from '../../../test/session-fixture';

const ACCOUNT: TDirectoryAccount = {
  userId: '100001',
  companyName: 'Acme Networks',
  masterEmail: 'master@acme.example',
  hasConverter: true,
  premium: false,
  blocked: false,
  createdAt: '2026-12-01T10:00:00.000Z',
  logins: 2,
  devices: 0,
  licencesAvailable: 0,
};
const member = (over: Partial<TAccountMember>): TAccountMember => ({
  id: 'm0',
  kind: 'master',
  loginId: 'l0',
  email: 'master@acme.example',
  loginBlocked: false,
  subUserId: '0',
  username: null,
  portalAccess: true,
  portalAdmin: true,
  readWrite: true,
  roleName: null,
  idpUserName: null,
  ...over,
});
const MEMBERS = [
  member({}),
  member({
    id: 'm1',
    kind: 'iam',
    loginId: 'l1',
    email: 'ops@acme.example',
    subUserId: '1001',
    username: 'ops',
    readWrite: false,
  }),
];

let server: TApiTestServer;
beforeAll(async () => {
  server = await startApiTestServer(({ method, path }) => {
    if (path === '/api/admin/accounts/100001') return [200, { data: ACCOUNT }];
    if (path === '/api/admin/accounts/100001/members' && method === 'GET')
      return [200, { data: MEMBERS }];
    if (path === '/api/admin/accounts/100001/members' && method === 'POST')
      return [
        409,
        {
          code: 'CONFLICT',
          message: 'Account 100001 has an IAM user named ops already. Choose another username.',
        },
      ];
    if (path === '/api/admin/devices' || path === '/api/admin/licences')
      return [200, { data: [], total: 0 }];
    return [404, { code: 'NOT_FOUND', message: 'Not here.' }];
  });
});
afterAll(() => server.close());

const TOKEN = storedToken();
function signedInAdmin(accessLevel: string) {
  setSessionState({
    phase: 'ready',
    token: TOKEN,
    currentUser: {
      type: 'admin',
      accessLevel,
      id: 'a1',
      email: 'admin@x.example',
      company_name: '',
    },
  });
}
beforeEach(() => {
  sessionStorage.clear();
  reloadSessionState();
  setSessionStartedForTests(true);
});
afterEach(() => setSessionStartedForTests(false));

describe('issue 20 item 1: an account in the directory', () => {
  it("a read-write admin adds a login; the server's refusal shows in the dialog", async () => {
    signedInAdmin(READ_WRITE);
    renderRoute('/admin/accounts/100001');
    const logins = await screen.findByRole('table', { name: 'Logins of the account' });
    await waitFor(() => expect(logins).toHaveTextContent('ops@acme.example'));
    expect(within(logins).getByRole('row', { name: /ops@acme.example/ })).toHaveTextContent('1001');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add login' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a login to account 100001' });
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'ops2@acme.example');
    await user.type(within(dialog).getByLabelText(/IAM username/), 'ops');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(/has an IAM user named ops already/)).toBeVisible();
    expect(server.seen.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin/accounts/100001/members',
    ]);
  }, 30_000);

  it('a read-only admin sees the account, its logins and permissions, and no edit control', async () => {
    signedInAdmin('read-only');
    renderRoute('/admin/accounts/100001');
    const logins = await screen.findByRole('table', { name: 'Logins of the account' });
    await waitFor(() => expect(logins).toHaveTextContent('ops@acme.example'));
    expect(screen.getByRole('status')).toHaveTextContent('Read-only access');
    expect(screen.getByText('Acme Networks', { selector: 'dd' })).toBeVisible();
    expect(within(logins).getByText('Read/write: no')).toBeInTheDocument();
    for (const name of ['Add login', 'Register device', 'Grant licences', 'Block account', 'Save'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Company/ })).toBeNull();
  }, 30_000);
});
