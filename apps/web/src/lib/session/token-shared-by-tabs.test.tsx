// spec §4 with the portal open in two tabs (issue 19 "no dead ends"): the token cookies are shared,
// each tab holds its own in-memory copy, and the server rotates refresh tokens (a second use
// within its grace window answers 409; later it revokes the session). Tab A is simulated by
// rewriting the cookies; this page is tab B. The app's real routes, API client and recovery
// against a real HTTP server.
import { TOKEN_EXPIRED_MESSAGE } from '@fwmig/contract';
import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
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
import { clearSessionCookies, readToken, writeToken } from './token-store';

// The recovery waits for the other tab (polls every 50 ms): a loaded machine needs more than 1 s.
const PATIENT = { timeout: 10_000 };

const OLD_TOKEN = 'access-old';
/** The token tab A got from its refresh. */
const TAB_A_TOKEN = 'access-tab-a';
const REFRESH = '/client/v1/token/refresh';

let server: TApiTestServer;
/** What the server says to the old access token. */
let oldTokenRefusal: string;
/** How the server answers a refresh (each test sets it). */
let answerRefresh: () => [number, unknown];

const seen = () => server.seen.map((call) => `${call.path} ${call.authorization}`);
const refreshCalls = () => server.seen.filter((call) => call.path === REFRESH).length;
const sessionCookies = () => Object.keys(Cookies.get()).filter((name) => name.startsWith('casb_'));

beforeAll(async () => {
  server = await startApiTestServer(({ path, authorization }) => {
    if (path === REFRESH) return answerRefresh();
    if (authorization !== `Bearer ${TAB_A_TOKEN}`) {
      return [401, { code: 'UNAUTHENTICATED', message: oldTokenRefusal }];
    }
    if (path === '/client/v1/portalTopBar') return [200, EMPTY_TOP_BAR];
    if (path === '/client/v1/permission') return [200, EMPTY_PERMISSION];
    if (path === '/api/care/customerGetAll') return [200, { data: { total: 0, items: [] } }];
    return [404, { code: 'NOT_FOUND', message: 'Not here.' }];
  });
});

afterAll(() => server.close());

beforeEach(() => {
  server.seen.length = 0;
  oldTokenRefusal = TOKEN_EXPIRED_MESSAGE;
  answerRefresh = () => [500, { code: 'INTERNAL', message: 'No refresh expected.' }];
});

afterEach(() => {
  setSessionStartedForTests(false);
  clearSessionCookies();
  sessionStorage.clear();
  reloadSessionState();
});

/** Tab B, signed in on /tickets with the token both tabs loaded from the cookies. */
function tabBSignedIn() {
  signedInCustomerWithToken(OLD_TOKEN);
}

/** Tab A's refresh as the cookies see it: the rotated pair is stored there. */
const tabARefreshed = () => writeToken(tokenInfo(TAB_A_TOKEN));

/** Tab B carries on where it was, signed in with tab A's token. */
async function expectTabBCarriesOnWithTabAToken(router: ReturnType<typeof renderRoute>['router']) {
  await waitFor(
    () => expect(seen()).toContain(`/api/care/customerGetAll Bearer ${TAB_A_TOKEN}`),
    PATIENT,
  );
  const refused = server.seen.filter((call) => call.authorization === `Bearer ${OLD_TOKEN}`);
  expect(refused.length).toBeGreaterThan(0);
  for (const { path } of refused) {
    if (path !== REFRESH) expect(seen()).toContain(`${path} Bearer ${TAB_A_TOKEN}`);
  }
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Tickets' }, { timeout: 10_000 }),
  ).toBeVisible();
  expect(router.state.location.pathname).toBe('/tickets');
  expect(getSessionState()).toMatchObject({
    phase: 'ready',
    currentUser: { email: 'someone@example.com' },
    selection: { userId: '100001', chosen: true },
    token: { accessToken: TAB_A_TOKEN },
  });
  expect(readToken().accessToken).toBe(TAB_A_TOKEN);
}

describe('two tabs share the token cookies (spec §4, issue 19)', { timeout: 20_000 }, () => {
  it('S4-10: tab A already refreshed; tab B takes its token from the cookies without a refresh call and retries', async () => {
    tabBSignedIn();
    tabARefreshed();
    // Were B to refresh, it would spend A's refresh token; the server would rotate it again.
    answerRefresh = () => [200, { data: tokenInfo('access-never-expected') }];
    const { router } = renderRoute('/tickets');
    await expectTabBCarriesOnWithTabAToken(router);
    expect(refreshCalls()).toBe(0);
  });

  it("S4-10: both tabs refresh at once and B's refresh loses (409 TOKEN_ALREADY_REFRESHED); B waits for A's token in the cookies and retries", async () => {
    tabBSignedIn();
    answerRefresh = () => {
      // A's refresh won a moment ago; its answer lands in the cookies just after B hears 409.
      setTimeout(tabARefreshed, 200);
      return [
        409,
        {
          code: 'TOKEN_ALREADY_REFRESHED',
          message: 'This refresh token was just exchanged by another request: use the new tokens.',
        },
      ];
    };
    const { router } = renderRoute('/tickets');
    await expectTabBCarriesOnWithTabAToken(router);
    expect(refreshCalls()).toBe(1);
  });

  it('S4-11 S4-5: tab A signed out (cookies gone, session revoked); the next 401 signs B out to /', async () => {
    tabBSignedIn();
    clearSessionCookies();
    oldTokenRefusal = 'The session was signed out or revoked. Sign in again.';
    const { router } = renderRoute('/tickets');
    await waitFor(() => expect(getSessionState().phase).toBe('signedOut'), PATIENT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), PATIENT);
    expect(await screen.findByRole('link', { name: 'LOGIN' })).toBeVisible();
    expect(refreshCalls()).toBe(0);
    expect(sessionCookies()).toEqual([]);
  });

  it("S4-4 S4-5: tab A signed out and B's token expired; with no refresh token left B goes to / without a refresh call", async () => {
    tabBSignedIn();
    clearSessionCookies();
    const { router } = renderRoute('/tickets');
    await waitFor(() => expect(getSessionState().phase).toBe('signedOut'), PATIENT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), PATIENT);
    expect(await screen.findByRole('link', { name: 'LOGIN' })).toBeVisible();
    expect(seen().some((line) => line.endsWith(`Bearer ${OLD_TOKEN}`))).toBe(true);
    expect(refreshCalls()).toBe(0);
    expect(sessionCookies()).toEqual([]);
  });
});
