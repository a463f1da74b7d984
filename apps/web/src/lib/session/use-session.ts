import { READ_WRITE } from '@fwmig/contract';
import { STORAGE_KEYS } from './session-keys';
import { useSessionState, type TSessionState } from './session-store';

/** spec §2: IAM and IDP logins choose on /selection/ouaccount, other types on /selection/subuser. */
export function selectionPathFor(state: TSessionState): string {
  const type = state.token.loginType;
  return type === 'IAM' || type === 'IDP' ? '/selection/ouaccount' : '/selection/subuser';
}

/** What screens ask of the session. */
export function useSession() {
  const state = useSessionState();
  const user = state.currentUser;
  return {
    state,
    signedIn: state.phase !== 'signedOut' && state.phase !== 'starting',
    /** spec §2: the user type is known once user info answered. */
    ready: state.phase === 'ready' && user !== null,
    isAdmin: user?.type === 'admin',
    isReadWriteAdmin: user?.type === 'admin' && user.accessLevel === READ_WRITE,
  };
}

/** spec §4: a signed-out visit remembers its path under the relay key. */
export function rememberRelayPath(path: string): void {
  sessionStorage.setItem(STORAGE_KEYS.relayPath, path);
}

/** The remembered path, once: /loading takes it. */
export function takeRelayPath(): string | null {
  const path = sessionStorage.getItem(STORAGE_KEYS.relayPath);
  sessionStorage.removeItem(STORAGE_KEYS.relayPath);
  return path;
}

/** Drops the remembered path if it is this one: the page it names has opened. */
export function forgetRelayPath(path: string): void {
  if (sessionStorage.getItem(STORAGE_KEYS.relayPath) === path) {
    sessionStorage.removeItem(STORAGE_KEYS.relayPath);
  }
}
