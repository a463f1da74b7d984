// spec §4, §8 at start: the stored token is refused by the server while the sign-in flow runs.
// The app's real routes, sign-in flow, API client and recovery against a real HTTP server.
import { TOKEN_EXPIRED_MESSAGE } from '@fwmig/contract';
import { render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { routes } from '../../app/routes';
import { startApiTestServer, type TApiTestServer } from '../../test/api-test-server';
import { EMPTY_TOP_BAR, tokenInfo } from '../../test/session-fixture';
import { TEST_CONFIG } from '../../test/test-config';
import { subscribeToasts } from '../../ui/toast-bus';
import type { TToast } from '../../ui/use-toast';
import { setSessionStartedForTests } from './session-start';
import { getSessionState, reloadSessionState } from './session-store';
import { clearSessionCookies, writeToken } from './token-store';

/** What the server says to the stored token (the app list is open to anyone). */
let refusal: { message: string; refreshStatus: number };
let server: TApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer(({ path }) => {
    if (path === '/client/v1/portalTopBar') return [200, EMPTY_TOP_BAR];
    if (path === '/client/v1/token/refresh') {
      return [refusal.refreshStatus, { code: 'UNAUTHENTICATED', message: 'Refresh refused.' }];
    }
    // The sign-in flow's calls are refused; what other parts of the page ask is not found.
    if (path.startsWith('/client/v1/')) {
      return [401, { code: 'UNAUTHENTICATED', message: refusal.message }];
    }
    return [404, { code: 'NOT_FOUND', message: 'Not here.' }];
  });
});

afterAll(() => server.close());

beforeEach(() => {
  server.seen.length = 0;
});

afterEach(() => {
  setSessionStartedForTests(false);
  clearSessionCookies();
  sessionStorage.clear();
  reloadSessionState();
});

/** Opens `path` with a stored, unexpired token: the sign-in flow runs as on a page load. */
function openWithStoredToken(path: string) {
  writeToken(tokenInfo('access-stored'));
  reloadSessionState();
  setSessionStartedForTests(false);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders config={TEST_CONFIG}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const paths = () => server.seen.map((call) => call.path);

describe('a token refused at start (spec §4, §8)', { timeout: 20_000 }, () => {
  it('S4-11 S8-2: another 401 at start goes to / signed out, without a refresh and not to an error page', async () => {
    refusal = { message: 'This session was revoked.', refreshStatus: 200 };
    const toasts: TToast[] = [];
    const stop = subscribeToasts((toast) => toasts.push(toast));
    const router = openWithStoredToken('/tickets');
    await waitFor(() => expect(getSessionState().phase).toBe('signedOut'));
    expect(paths()).toContain('/client/v1/loginAccount/list');
    expect(paths()).not.toContain('/client/v1/token/refresh');
    // The flow's failure settles after the recovery: nothing may move the page on from /.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'LOGIN' })).toBeVisible();
    stop();
    expect(getSessionState().phase).toBe('signedOut');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Login Blocked')).toBeNull();
    expect(toasts).toEqual([]);
    expect(Object.keys(Cookies.get()).filter((name) => name.startsWith('casb_'))).toEqual([]);
  });

  it('S8-1 S8-3: Token expired at start with the refresh refused goes to / signed out, after one refresh', async () => {
    refusal = { message: TOKEN_EXPIRED_MESSAGE, refreshStatus: 401 };
    const router = openWithStoredToken('/tickets');
    await waitFor(() => expect(getSessionState().phase).toBe('signedOut'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'LOGIN' })).toBeVisible();
    expect(paths().filter((path) => path === '/client/v1/token/refresh')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Login Blocked')).toBeNull();
    expect(Object.keys(Cookies.get()).filter((name) => name.startsWith('casb_'))).toEqual([]);
  });
});
