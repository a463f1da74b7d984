import { READ_WRITE, type TTokenInfo } from '@fwmig/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSessionStartedForTests } from '../lib/session/session-start';
import {
  getSessionState,
  reloadSessionState,
  setSessionState,
  updateSelection,
} from '../lib/session/session-store';
import { clearSessionCookies, writeToken } from '../lib/session/token-store';
import { TEST_CONFIG } from '../test/test-config';
import { renderRoute } from '../test/render-route';
import { AppProviders } from './providers';
import { routes } from './routes';

const RELAY = 'casb_relay_path';

function token(email: string): TTokenInfo {
  return {
    access_token: 'access',
    refresh_token: 'refresh',
    expires: Date.now() + 600_000,
    token_type: 'Bearer',
    user_email: email,
    loginType: 'IAM',
    authCred: null,
    authStatus: 'ok',
    iamUsername: null,
    iamAccountName: null,
    idpUserRoles: [],
    idpUserId: null,
    idpUserName: null,
  };
}

/** What a new browser tab of the same sign-in starts with: the cookies, no session storage. */
function openNewTab() {
  sessionStorage.clear();
  reloadSessionState();
}

beforeEach(() => {
  clearSessionCookies();
  sessionStorage.clear();
  reloadSessionState();
});

afterEach(() => {
  clearSessionCookies();
  setSessionStartedForTests(false);
});

describe('issue 19 item 2: deep links survive sign-in', () => {
  it('a link opened in a new tab does not ask for the account again', () => {
    writeToken(token('master@acme.example'));
    reloadSessionState();
    updateSelection({ userId: '100002', subUserId: '0', chosen: true });
    openNewTab();
    expect(getSessionState().selection).toMatchObject({
      userId: '100002',
      subUserId: '0',
      chosen: true,
    });
  });

  it('a new tab of another sign-in, or after the cookies are cleared, chooses again', () => {
    writeToken(token('master@acme.example'));
    reloadSessionState();
    updateSelection({ userId: '100002', subUserId: '0', chosen: true });
    writeToken(token('someone.else@acme.example'));
    openNewTab();
    expect(getSessionState().selection.chosen).toBeUndefined();
    writeToken(token('master@acme.example'));
    clearSessionCookies();
    writeToken(token('master@acme.example'));
    openNewTab();
    expect(getSessionState().selection.chosen).toBeUndefined();
  });

  it('a tab keeps its own choice when another tab chooses differently', () => {
    writeToken(token('master@acme.example'));
    reloadSessionState();
    updateSelection({ userId: '100002', subUserId: '0', chosen: true });
    const ownTab = sessionStorage.getItem('casb_selection');
    updateSelection({ userId: '100003' });
    sessionStorage.setItem('casb_selection', ownTab ?? '');
    reloadSessionState();
    expect(getSessionState().selection.userId).toBe('100002');
  });

  it('a ticket link that must first choose an account comes back to the ticket (S4-41, S4-42)', async () => {
    setSessionState({ phase: 'chooseAccount', token: getSessionState().token });
    const { router } = renderRoute('/ticket/detail/42');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/selection\//));
    expect(sessionStorage.getItem(RELAY)).toBe('/ticket/detail/42');
  });

  it('a refused refresh at start that jumps to / still keeps the ticket link (S4-41)', async () => {
    setSessionStartedForTests(true);
    setSessionState({ phase: 'starting' });
    const router = createMemoryRouter(routes, { initialEntries: ['/ticket/detail/42'] });
    render(
      <AppProviders config={TEST_CONFIG}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Signing in' })).toBeInTheDocument();
    // What the sign-in flow does on a refused refresh: signed out and to / in the same tick.
    await act(async () => {
      setSessionState({ phase: 'signedOut' });
      await router.navigate('/', { replace: true });
    });
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem(RELAY)).toBe('/ticket/detail/42');
  });

  it('once the linked page opens, the remembered path is dropped (a later /loading goes to /)', async () => {
    sessionStorage.setItem(RELAY, '/ticket/detail/9');
    updateSelection({ userId: '100001', subUserId: '0', chosen: true });
    setSessionState({
      phase: 'ready',
      currentUser: {
        type: 'customer',
        accessLevel: READ_WRITE,
        id: 'u1',
        email: 'a@b.c',
        company_name: 'Acme',
      },
    });
    renderRoute('/ticket/detail/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket 9' })).toBeVisible();
    expect(sessionStorage.getItem(RELAY)).toBeNull();
  });
});
