import { COOKIE_PREFIX } from '@fwmig/contract';

/** Where the session lives in the browser (spec §4: cookies prefixed casb_). */

/** Token info cookies (spec §3 session and token info). */
export const TOKEN_COOKIES = {
  accessToken: `${COOKIE_PREFIX}access_token`,
  refreshToken: `${COOKIE_PREFIX}refresh_token`,
  expires: `${COOKIE_PREFIX}expires`,
  tokenType: `${COOKIE_PREFIX}token_type`,
  userEmail: `${COOKIE_PREFIX}user_email`,
  loginType: `${COOKIE_PREFIX}login_type`,
  /** The rest of the token info (IAM and IdP names, roles, auth status) as JSON. */
  profile: `${COOKIE_PREFIX}profile`,
} as const;

/**
 * issue 19 item 2: a copy of the chosen account, so a link opened in a new tab (whose session
 * storage starts empty) does not ask for the account again. Cleared with the other casb_ cookies.
 */
export const SELECTION_COOKIE = `${COOKIE_PREFIX}selection`;

/** Session storage keys: per browser tab, cleared by logout (spec §4). */
export const STORAGE_KEYS = {
  /** spec §4: the exchange id the provider's other app handed over. */
  exchangeId: 'casb_exchange_id',
  /** spec §4: the path a signed-out visit asked for, restored through /loading. */
  relayPath: 'casb_relay_path',
  /** spec §3 "stored separately": the chosen account and OU. */
  selection: 'casb_selection',
} as const;
