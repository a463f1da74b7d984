// spec §2, §7 in the signed-in top bar: the account list after a reload (Switch Accounts) and the
// premium flag of the chosen account, against a real HTTP server (jsdom's XMLHttpRequest).
import { READ_WRITE } from '@fwmig/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chooseAccount } from '../../lib/session/session-flow';
import { setSessionStartedForTests } from '../../lib/session/session-start';
import {
  reloadSessionState,
  setSessionState,
  updateSelection,
} from '../../lib/session/session-store';
import { clearSessionCookies, writeToken } from '../../lib/session/token-store';
import { userItems } from '../../features/top-bar/utils/test-menus';
import { createQueryClient } from '../../lib/query-client';
import { startApiTestServer, type TApiTestServer } from '../../test/api-test-server';
import { renderWithConfig } from '../../test/render-with-config';
import { EMPTY_PERMISSION, EMPTY_TOP_BAR, tokenInfo } from '../../test/session-fixture';
import { SignedInBar } from './signed-in-bar';

const ACCOUNTS = [
  { company_name: 'Acme', user_id: '100001', sub_user_id: '0' },
  { company_name: 'Globex', user_id: '100002', sub_user_id: '0' },
];

let server: TApiTestServer;
/** The premium calls as the server saw them: the user_id header of each. */
let premiumFor: string[] = [];

beforeAll(async () => {
  server = await startApiTestServer(({ path }, request) => {
    if (path === '/client/v1/portalTopBar') {
      return [200, { data: { ...EMPTY_TOP_BAR.data, user_menu_items: userItems } }];
    }
    if (path === '/client/v1/permission') return [200, EMPTY_PERMISSION];
    if (path === '/client/v1/loginAccount/list') return [200, { data: ACCOUNTS }];
    if (path === '/client/v1/app/license/premium') {
      const userId = String(request.headers.user_id ?? '');
      premiumFor.push(userId);
      return [200, { data: { premium: userId === '100002' } }];
    }
    return [404, { code: 'NOT_FOUND', message: 'Not here.' }];
  });
});
afterAll(() => server.close());

beforeEach(() => {
  premiumFor = [];
  server.seen.length = 0;
});
afterEach(() => {
  setSessionStartedForTests(false);
  clearSessionCookies();
  sessionStorage.clear();
  reloadSessionState();
});

/** A customer after a page reload: the chosen account is remembered, the account list is not. */
function reloadedCustomer() {
  writeToken(tokenInfo('access-1'));
  reloadSessionState();
  setSessionStartedForTests(true);
  updateSelection({ userId: '100001', subUserId: '0', chosen: true });
  setSessionState({
    phase: 'ready',
    loginAccounts: [],
    currentUser: {
      type: 'customer',
      accessLevel: READ_WRITE,
      id: 'u1',
      email: 'someone@example.com',
      company_name: 'Acme',
    },
  });
}

function renderBar() {
  const queryClient = createQueryClient();
  renderWithConfig(
    <MemoryRouter>
      <SignedInBar />
    </MemoryRouter>,
    undefined,
    queryClient,
  );
  return queryClient;
}

describe('signed-in top bar (spec §2, §7)', { timeout: 20_000 }, () => {
  it('S2-66: Switch Accounts stays in the user menu after a reload', async () => {
    reloadedCustomer();
    renderBar();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'someone@example.com' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Switch Accounts' })).toBeVisible(),
    );
    expect(server.seen.map((call) => call.path)).toContain('/client/v1/loginAccount/list');
  });

  it('S2-23 S7-19: choosing an account fetches its premium flag with the new user_id', async () => {
    reloadedCustomer();
    const queryClient = renderBar();
    await waitFor(() => expect(premiumFor).toEqual(['100001']));
    const chosen = chooseAccount(
      { queryClient, navigate: () => undefined, assign: () => undefined },
      { company_name: 'Globex', user_id: '100002', sub_user_id: '0' },
    ).catch(() => undefined);
    await waitFor(() => expect(premiumFor).toContain('100002'));
    await chosen;
    // The new account is premium: the user menu says so.
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'someone@example.com' }));
    expect(await screen.findByText('Premium')).toBeInTheDocument();
  });
});
