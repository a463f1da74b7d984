// spec §4, §8 in the app: a signed-in page whose access token expires mid-session. The app's real
// routes, API client and session recovery against a real HTTP server (jsdom's XMLHttpRequest).
import { TOKEN_EXPIRED_MESSAGE } from '@fwmig/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiTestServer, type TApiTestServer } from '../../test/api-test-server';
import { renderRoute } from '../../test/render-route';
import {
  EMPTY_PERMISSION,
  EMPTY_TOP_BAR,
  signedInCustomerWithToken,
  tokenInfo,
} from '../../test/session-fixture';
import { setSessionStartedForTests } from './session-start';
import { getSessionState, reloadSessionState } from './session-store';
import { clearSessionCookies, readToken } from './token-store';

const OLD_TOKEN = 'access-old';
const NEW_TOKEN = 'access-new';

let server: TApiTestServer;
let refreshes = 0;
/** Every API call as the server saw it: path and Authorization. */
const seen = () => server.seen.map((call) => `${call.path} ${call.authorization}`);

beforeAll(async () => {
  server = await startApiTestServer(({ path, authorization }) => {
    if (path === '/client/v1/token/refresh') {
      refreshes += 1;
      return [200, { data: tokenInfo(NEW_TOKEN) }];
    }
    // The old access token has expired, for every call.
    if (authorization !== `Bearer ${NEW_TOKEN}`) {
      return [401, { code: 'UNAUTHENTICATED', message: TOKEN_EXPIRED_MESSAGE }];
    }
    if (path === '/client/v1/portalTopBar') return [200, EMPTY_TOP_BAR];
    if (path === '/client/v1/permission') {
      return [200, EMPTY_PERMISSION];
    }
    if (path === '/api/care/customerGetAll') return [200, { data: { total: 0, items: [] } }];
    return [404, { code: 'NOT_FOUND', message: 'Not here.' }];
  });
});

afterAll(() => server.close());

beforeEach(() => {
  refreshes = 0;
  server.seen.length = 0;
});

afterEach(() => {
  setSessionStartedForTests(false);
  clearSessionCookies();
  sessionStorage.clear();
  reloadSessionState();
});

/** A customer signed in a while ago: the cookies hold the access token that has now expired. */
function signedInCustomer() {
  signedInCustomerWithToken(OLD_TOKEN);
}

describe('the access token expires mid-session (spec §4, §8)', { timeout: 20_000 }, () => {
  it('S4-10 S8-1: one refresh, the calls are retried with the new token, and the page carries on where it was', async () => {
    signedInCustomer();
    const { router } = renderRoute('/tickets');
    // The page's calls were refused with the old token; each was sent again with the new one.
    await waitFor(() => expect(seen()).toContain(`/api/care/customerGetAll Bearer ${NEW_TOKEN}`));
    const refused = server.seen.filter((call) => call.authorization === `Bearer ${OLD_TOKEN}`);
    expect(refused.length).toBeGreaterThan(0);
    for (const { path } of refused) expect(seen()).toContain(`${path} Bearer ${NEW_TOKEN}`);
    expect(refreshes).toBe(1);
    expect(readToken().accessToken).toBe(NEW_TOKEN);
    // Still signed in on the same page, as the same user: no sign-in progress, no signed-out bar.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tickets' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/tickets');
    expect(getSessionState()).toMatchObject({
      phase: 'ready',
      currentUser: { email: 'someone@example.com' },
      selection: { userId: '100001', chosen: true },
      token: { accessToken: NEW_TOKEN },
    });
    expect(screen.queryByRole('progressbar', { name: 'Signing in' })).toBeNull();
  });
});
