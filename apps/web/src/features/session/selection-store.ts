import { STORAGE_KEYS } from './session-keys';

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

export function readSelection(): TSelection {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.selection) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as TSelection) : {};
  } catch {
    return {};
  }
}

export function writeSelection(selection: TSelection): void {
  sessionStorage.setItem(STORAGE_KEYS.selection, JSON.stringify(selection));
}
