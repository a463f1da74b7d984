import Cookies from 'js-cookie';
import { SELECTION_COOKIE, STORAGE_KEYS } from './session-keys';
import { readToken, sessionCookieAttributes } from './token-store';

/**
 * spec §3 "stored separately": the account the user acts as and, with OU access, the OU
 * account; plus what exchange data handed over (node id, redirect url, its account ids).
 */
export interface TSelection {
  userId?: string;
  subUserId?: string;
  /** Set when the account was resolved or picked: requests may use it. */
  chosen?: boolean;
  /** An internal engineer (admin) acts as no customer account. */
  staff?: boolean;
  nodeId?: string;
  ouAccountId?: string;
  accountName?: string;
  hasOuAccess?: boolean;
  redirectUrl?: string;
  exchangeUserId?: string;
  exchangeSubUserId?: string;
  exchangeLoaded?: boolean;
  /** spec §3 "Login account (exchange data)" of the chosen account. */
  exchangeData?: Record<string, string>;
}

function parseObject(raw: string | null | undefined): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Who the cookies sign in: a copied choice applies only to the same sign-in identity. */
function signedInAs(): string | null {
  const token = readToken();
  if (!token.userEmail) return null;
  return [token.userEmail, token.loginType, token.iamUsername, token.idpUserId].join('|');
}

/** The choice another tab of the same sign-in made, if any (issue 19 item 2: new tabs). */
function sharedSelection(): TSelection | null {
  const shared = parseObject(Cookies.get(SELECTION_COOKIE));
  const who = signedInAs();
  if (!shared || who === null || shared.who !== who) return null;
  const selection = shared.selection;
  return typeof selection === 'object' && selection !== null ? (selection as TSelection) : null;
}

/**
 * The selection of this tab; a tab that has none yet (a link opened in a new tab) starts from
 * the last account chosen by the same sign-in in this browser.
 */
export function readSelection(): TSelection {
  const own = parseObject(sessionStorage.getItem(STORAGE_KEYS.selection));
  if (own) return own as TSelection;
  return sharedSelection() ?? {};
}

/** Stores the selection for this tab and, once an account is chosen, for tabs opened later. */
export function writeSelection(selection: TSelection): void {
  sessionStorage.setItem(STORAGE_KEYS.selection, JSON.stringify(selection));
  const who = signedInAs();
  if (selection.chosen && who !== null) {
    Cookies.set(SELECTION_COOKIE, JSON.stringify({ who, selection }), sessionCookieAttributes());
  }
}
