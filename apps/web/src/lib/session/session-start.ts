import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setAuthRecovery, setSessionGetter } from '../api-client';
import { useConfig } from '../config-context';
import { errorMessage, isAuthFailure, type TRefusalCode } from '../error-message';
import { emitToast } from '../../ui/toast-bus';
import { resetLocalSession, startSession, type TSessionDeps } from './session-flow';
import { getSessionState, reloadSessionState, setSessionState } from './session-store';
import { refreshTokensOnce } from './shared-refresh';
import { cookieDomainFor } from './cookie-domain';
import { clearSessionCookies, setCookieDomain } from './token-store';

let started: Promise<void> | null = null;
let currentDeps: TSessionDeps | null = null;

/** The session's answer to a request: auth from the cookies, account ids once chosen. */
function requestSession() {
  const { token, selection } = getSessionState();
  const chosen = selection.chosen === true;
  return {
    tokenType: token.tokenType,
    accessToken: token.accessToken,
    userId: chosen ? selection.userId : undefined,
    subUserId: chosen ? selection.subUserId : undefined,
    ouAccountId: chosen && selection.hasOuAccess ? selection.ouAccountId : undefined,
  };
}

/**
 * issue 18 item 1: the server refused the session mid-way (blocked, no permission, no converter
 * app, no account): its error page, as the sign-in flow shows it at start (without an account
 * the local session is cleared first). Once there, further refusals change nothing.
 */
function showRefusal(code: TRefusalCode): void {
  const { phase, errorType } = getSessionState();
  if (phase === 'error' && errorType === code) return;
  if (code === 'NO_ACCOUNT') resetLocalSession();
  setSessionState({ phase: 'error', errorType: code });
  currentDeps?.navigate(`/error/${code}`, { replace: true });
}

setSessionGetter(requestSession);
setAuthRecovery({
  refresh: refreshTokensOnce,
  // spec §4: any other 401 (or a refused refresh) ends the session and goes to /.
  onUnauthorized: () => {
    clearSessionCookies();
    reloadSessionState();
    setSessionState({ phase: 'signedOut' });
    currentDeps?.navigate('/', { replace: true });
  },
  onRefused: showRefusal,
});

/** Runs the sign-in flow once per page load (StrictMode's second effect run shares it). */
export function useSessionStart(): void {
  const queryClient = useQueryClient();
  const config = useConfig();
  setCookieDomain(cookieDomainFor(window.location.hostname, config));
  const navigate = useNavigate();
  useEffect(() => {
    currentDeps = { queryClient, navigate: (path, options) => void navigate(path, options) };
    started ??= startSession(currentDeps).catch((error: unknown) => {
      console.error('Signing in failed', error);
      // S4-11 / S8-2: a refused token was already handled by the recovery (signed out to /, or
      // the error page of a refusal code): that stands, it is not a failed load.
      const { phase } = getSessionState();
      if (isAuthFailure(error) && (phase === 'signedOut' || phase === 'error')) return;
      if (!isAuthFailure(error)) emitToast({ severity: 'error', message: errorMessage(error) });
      setSessionState({ phase: 'error', errorType: 'LOAD_FAILED' });
      currentDeps?.navigate('/error/LOAD_FAILED', { replace: true });
    });
  }, [queryClient, navigate]);
}

/** The flow's dependencies for actions started from screens (choose, pick, switch). */
export function sessionDeps(): TSessionDeps {
  if (!currentDeps) throw new Error('the session has not started');
  return currentDeps;
}

/**
 * Tests of screens set the session state themselves: the sign-in flow is taken as already run
 * (true) or runs on the next render (false).
 */
export function setSessionStartedForTests(done: boolean): void {
  started = done ? Promise.resolve() : null;
}
