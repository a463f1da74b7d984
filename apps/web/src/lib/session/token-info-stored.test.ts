// spec §3, §7 (S3-10, S3-11, S7-12): the sign-in flow stores the token answer of
// GET /client/v1/token?loginId= (its account id and token info, authCred and authStatus
// included) and a later refresh keeps the account id. Real HTTP server, jsdom cookies.
import { READ_WRITE } from '@fwmig/contract';
import { QueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startApiTestServer, type TApiTestServer } from '../../test/api-test-server';
import { EMPTY_PERMISSION, EMPTY_TOP_BAR, tokenInfo } from '../../test/session-fixture';
import { TOKEN_COOKIES } from './session-keys';
import { startSession } from './session-flow';
import { reloadSessionState } from './session-store';
import { refreshTokensOnce } from './shared-refresh';
import { clearSessionCookies, readToken } from './token-store';

const SIGN_IN_TOKEN = tokenInfo('access-1', {
  loginType: 'IAM_NOPORTAL',
  authCred: 'cred-42',
  authStatus: 'AUTHENTICATED',
});
const REFRESHED_TOKEN = tokenInfo('access-2', {
  loginType: 'IAM_NOPORTAL',
  authCred: null,
  authStatus: 'REFRESHED',
});

let server: TApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer(({ path }) => {
    if (path === '/client/v1/portalTopBar') return [200, EMPTY_TOP_BAR];
    if (path === '/client/v1/token') {
      const answer = {
        accountId: '100001',
        iamUsername: null,
        idpUserId: null,
        idpUserName: null,
        webAccessToken: SIGN_IN_TOKEN,
      };
      return [200, { data: answer }];
    }
    if (path === '/client/v1/token/refresh') return [200, { data: REFRESHED_TOKEN }];
    if (path === '/client/v1/loginAccount/list') {
      return [200, { data: [{ company_name: 'Acme', user_id: '100001', sub_user_id: '0' }] }];
    }
    if (path === '/client/v1/permission') return [200, EMPTY_PERMISSION];
    if (path === '/api/customer/currentUser') {
      const user = { type: 'customer', accessLevel: READ_WRITE, id: 'u1', email: 'a@b.c' };
      return [200, { data: { ...user, company_name: 'Acme' } }];
    }
    return [404, { code: 'NOT_FOUND', message: 'Not here.' }];
  });
});

afterAll(() => server.close());

afterEach(() => {
  clearSessionCookies();
  sessionStorage.clear();
  reloadSessionState();
  window.history.replaceState(null, '', '/');
});

/** The token info as stored in the cookies, the JSON part parsed. */
function storedProfile(): Record<string, unknown> {
  return JSON.parse(Cookies.get(TOKEN_COOKIES.profile) ?? '{}') as Record<string, unknown>;
}

describe('the token answer is stored (spec §3, §7)', () => {
  it('S3-10 S3-11 S7-12: signing in with a loginId stores authCred, authStatus and the answer\u2019s accountId', async () => {
    window.history.replaceState(null, '', '/?loginId=login-id-0001');
    await startSession({ queryClient: new QueryClient(), navigate: () => undefined });
    expect(server.seen.map((call) => call.path)).toContain('/client/v1/token');
    expect(storedProfile()).toMatchObject({
      authCred: 'cred-42',
      authStatus: 'AUTHENTICATED',
      accountId: '100001',
    });
    expect(readToken()).toMatchObject({
      accessToken: 'access-1',
      authCred: 'cred-42',
      authStatus: 'AUTHENTICATED',
      accountId: '100001',
    });
  });

  it('S3-10 S3-11 S7-12: a refresh stores the new authCred and authStatus and keeps the accountId', async () => {
    window.history.replaceState(null, '', '/?loginId=login-id-0002');
    await startSession({ queryClient: new QueryClient(), navigate: () => undefined });
    expect(await refreshTokensOnce()).toBe(true);
    expect(readToken()).toMatchObject({
      accessToken: 'access-2',
      authCred: null,
      authStatus: 'REFRESHED',
      accountId: '100001',
    });
  });
});
