import { READ_WRITE, type TTokenInfo } from '@fwmig/contract';
import { setSessionStartedForTests } from '../lib/session/session-start';
import { reloadSessionState, setSessionState, updateSelection } from '../lib/session/session-store';
import { writeToken, type TStoredToken } from '../lib/session/token-store';

/** Token info as the server hands it out at sign-in and refresh, for `accessToken`. */
export function tokenInfo(accessToken: string, patch: Partial<TTokenInfo> = {}): TTokenInfo {
  return {
    access_token: accessToken,
    refresh_token: `refresh-of-${accessToken}`,
    expires: Date.now() + 900_000,
    token_type: 'Bearer',
    user_email: 'someone@example.com',
    loginType: 'IAM',
    authCred: null,
    authStatus: 'AUTHENTICATED',
    iamUsername: null,
    iamAccountName: null,
    idpUserRoles: [],
    idpUserId: null,
    idpUserName: null,
    ...patch,
  };
}

/** A token as the session holds it in memory (a signed-in IAM user), for `accessToken`. */
export function storedToken(accessToken = 'a'): TStoredToken {
  return {
    accessToken,
    refreshToken: 'r',
    expires: Date.now() + 600_000,
    tokenType: 'Bearer',
    userEmail: 'someone@example.com',
    loginType: 'IAM',
    iamUsername: null,
    iamAccountName: null,
    idpUserId: null,
    idpUserName: null,
    idpUserRoles: [],
  };
}

/** GET /client/v1/portalTopBar with no menus. */
export const EMPTY_TOP_BAR = {
  data: {
    portal_menu_headers: [],
    portal_menu_items: [],
    support_menu_headers: [],
    support_menu_items: [],
    user_menu_items: [],
    configurations: [],
  },
};

/** GET /client/v1/permission allowing nothing in particular. */
export const EMPTY_PERMISSION = {
  data: { portalList: [], support_menu: [], user_menu: [], user_display_info: [] },
};

/**
 * A read-write customer signed in earlier: the cookies hold `accessToken` and the session is
 * ready, as a page finds it after a reload.
 */
export function signedInCustomerWithToken(accessToken: string): void {
  writeToken(tokenInfo(accessToken));
  reloadSessionState();
  setSessionStartedForTests(true);
  updateSelection({ userId: '100001', subUserId: '0', chosen: true });
  setSessionState({
    phase: 'ready',
    currentUser: {
      type: 'customer',
      accessLevel: READ_WRITE,
      id: 'u1',
      email: 'someone@example.com',
      company_name: 'Acme',
    },
  });
}
