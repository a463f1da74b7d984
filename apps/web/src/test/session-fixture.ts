import type { TTokenInfo } from '@fwmig/contract';

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
