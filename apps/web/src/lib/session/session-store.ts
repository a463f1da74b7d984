import type { TAccountDetail, TCurrentUser, TLoginAccount, TOrganisation } from '@fwmig/contract';
import { useSyncExternalStore } from 'react';
import { readSelection, writeSelection, type TSelection } from './selection-store';
import { readToken, type TStoredToken } from './token-store';

/**
 * Where the sign-in stands: starting (reading the URL and cookies), signedOut, resolving (an
 * account, OU access, user info), chooseAccount (the user must pick one), ready, or error (an
 * error page of spec §8 applies).
 */
export type TSessionPhase =
  'starting' | 'signedOut' | 'resolving' | 'chooseAccount' | 'ready' | 'error';

export interface TSessionState {
  phase: TSessionPhase;
  token: TStoredToken;
  selection: TSelection;
  loginAccounts: TLoginAccount[];
  /** spec §2: known once the user-info call answered. */
  currentUser: TCurrentUser | null;
  accountDetails: TAccountDetail[];
  organisations: TOrganisation[];
  errorType?: string;
}

function initialState(): TSessionState {
  return {
    phase: 'starting',
    token: readToken(),
    selection: readSelection(),
    loginAccounts: [],
    currentUser: null,
    accountDetails: [],
    organisations: [],
  };
}

let state: TSessionState = initialState();
const listeners = new Set<() => void>();

export function getSessionState(): TSessionState {
  return state;
}

export function setSessionState(patch: Partial<TSessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** Changes the stored selection and the state together. */
export function updateSelection(patch: Partial<TSelection>): void {
  const selection = { ...state.selection, ...patch };
  writeSelection(selection);
  setSessionState({ selection });
}

/** Re-reads cookies and storage: after sign-in, refresh, logout, and in tests. */
export function reloadSessionState(): void {
  state = initialState();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session state, re-rendering on change. */
export function useSessionState(): TSessionState {
  return useSyncExternalStore(subscribe, getSessionState, getSessionState);
}
