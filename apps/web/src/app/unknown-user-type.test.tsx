// spec §2 "Signed in, user type unknown": a ticket detail opened while the current user's type
// is not known. The app's real routes and sign-in flow against a real HTTP server.
import { SSO_AUTHENTICATE_PATH } from '@fwmig/contract';
import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setSessionStartedForTests } from '../lib/session/session-start';
import { getSessionState, reloadSessionState, updateSelection } from '../lib/session/session-store';
import { clearSessionCookies, writeToken } from '../lib/session/token-store';
import { startApiTestServer, type TApiTestServer } from '../test/api-test-server';
import { EMPTY_PERMISSION, EMPTY_TOP_BAR, tokenInfo } from '../test/session-fixture';
import { TEST_CONFIG } from '../test/test-config';
import { AppProviders } from './providers';
import { TICKET_DETAIL_LOGIN_MESSAGE } from './route-guards';
import { routes } from './routes';

let server: TApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer(({ path }) => {
    if (path === '/client/v1/portalTopBar') return [200, EMPTY_TOP_BAR];
    if (path === '/client/v1/permission') return [200, EMPTY_PERMISSION];
    if (path === '/api/ou/user_org_node') {
      return [200, { data: { accountDetailList: [], orgDetailList: [] } }];
    }
    if (path === '/api/customer/currentUser') {
      // A user type the portal does not know (neither customer nor admin).
      return [
        200,
        {
          data: {
            type: 'partner',
            accessLevel: 'read-write',
            id: 'u1',
            email: 'someone@example.com',
            company_name: 'Acme',
          },
        },
      ];
    }
    return [404, { code: 'NOT_FOUND', message: 'Not here.' }];
  });
});
afterAll(() => server.close());
afterEach(() => {
  setSessionStartedForTests(false);
  clearSessionCookies();
  sessionStorage.clear();
  reloadSessionState();
});

describe('signed in, user type unknown (spec §2)', { timeout: 20_000 }, () => {
  it('S2-7: on /ticket/detail/{id} an error toast asks to log in and the login page shows, not an error page', async () => {
    writeToken(tokenInfo('access-1', { loginType: 'IDP' }));
    reloadSessionState();
    updateSelection({ userId: '100001', subUserId: '0', chosen: true });
    setSessionStartedForTests(false);
    const router = createMemoryRouter(routes, { initialEntries: ['/ticket/detail/1'] });
    render(
      <AppProviders config={TEST_CONFIG}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await waitFor(() =>
      expect(server.seen.map((call) => call.path)).toContain('/api/customer/currentUser'),
    );
    expect(
      await screen.findByText(TICKET_DETAIL_LOGIN_MESSAGE, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // The flow has given up (and sent the page to its error route) before the guard answers.
    await waitFor(() => expect(getSessionState().phase).toBe('error'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('alert')).toHaveTextContent(TICKET_DETAIL_LOGIN_MESSAGE);
    expect(screen.queryByRole('heading', { name: 'Fail to Load Account Data' })).toBeNull();
    // The login page (the landing page, spec §2 "A login page at /"): it starts single sign-on.
    expect(await screen.findByRole('link', { name: 'Start a migration' })).toHaveAttribute(
      'href',
      SSO_AUTHENTICATE_PATH,
    );
  });
});
