import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { STORAGE_KEYS } from '../lib/session/session-keys';
import {
  forgetRelayPath,
  rememberRelayPath,
  selectionPathFor,
  useSession,
} from '../lib/session/use-session';
import { useToast } from '../ui/use-toast';

/** spec §2: the toast of a ticket detail opened without a known user. */
export const TICKET_DETAIL_LOGIN_MESSAGE = 'Please login to access the ticket detail.';

function PageLoading() {
  return <LinearProgress aria-label="Signing in" />;
}

/** Signed out on a ticket detail: the toast, then the login page (spec §2). */
function TicketDetailLogin() {
  const toast = useToast();
  useEffect(() => {
    toast.show({ severity: 'error', message: TICKET_DETAIL_LOGIN_MESSAGE });
  }, [toast]);
  return <Navigate to="/" replace />;
}

/**
 * A screen for signed-in users whose type is known (spec §2). Until the page opens, its path is
 * remembered for after sign-in (spec §4 relay): signed out the user goes to /, without a chosen
 * account to the account selection, then /loading brings them back; on an error, to its page.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { state, ready } = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const ticketDetail = location.pathname.startsWith('/ticket/detail/');
  switch (state.phase) {
    case 'starting':
      // issue 19 item 2 (deep links): a refused refresh at start goes to / before this guard
      // sees the signed-out phase, so the path is kept until the session is known.
      rememberRelayPath(here);
      return <PageLoading />;
    case 'signedOut':
      rememberRelayPath(here);
      return ticketDetail ? <TicketDetailLogin /> : <Navigate to="/" replace />;
    case 'chooseAccount':
      // The account is chosen on its own page; /loading then comes back here (spec §4 relay).
      rememberRelayPath(here);
      return <Navigate to={selectionPathFor(state)} replace />;
    case 'error':
      // spec §2: a ticket detail whose user could not be known says why on the login page.
      if (ticketDetail && state.currentUser === null) return <TicketDetailLogin />;
      return <Navigate to={`/error/${state.errorType ?? 'LOAD_FAILED'}`} replace />;
    default:
      // spec §2: while the user type is unknown the screen does not open; the URL stays, so
      // the screen opens as soon as the user info answers (a reload keeps its deep link).
      if (!ready) return <PageLoading />;
      forgetRelayPath(here);
      return children;
  }
}

/**
 * /error/{type} (spec §2 "Signed in, user type unknown"): when the user info could not be known
 * (LOAD_FAILED without a current user) while a ticket detail was being opened, the sign-in flow's
 * error page gives way to the ticket detail's toast and the login page. The remembered path
 * stays, so signing in again still lands on the ticket (spec §4 relay).
 */
export function RequireKnownErrorPage({ children }: { children: ReactNode }) {
  const { type } = useParams();
  const { state } = useSession();
  if (type === 'LOAD_FAILED' && isUnknownUserOnTicketDetail(state)) return <TicketDetailLogin />;
  return children;
}

/**
 * spec §2: the sign-in flow failed before the user's type was known (LOAD_FAILED, no current
 * user) while a ticket detail was being opened: / shows the login page, not the error page.
 */
export function isUnknownUserOnTicketDetail(state: ReturnType<typeof useSession>['state']) {
  const relay = sessionStorage.getItem(STORAGE_KEYS.relayPath) ?? '';
  return (
    state.phase === 'error' &&
    (state.errorType ?? 'LOAD_FAILED') === 'LOAD_FAILED' &&
    state.currentUser === null &&
    relay.startsWith('/ticket/detail/')
  );
}

/** spec §2, §6: the settings screens are for read-write admins; everyone else goes to /. */
export function RequireReadWriteAdmin({ children }: { children: ReactNode }) {
  const { ready, isReadWriteAdmin } = useSession();
  return (
    <RequireUser>{ready && !isReadWriteAdmin ? <Navigate to="/" replace /> : children}</RequireUser>
  );
}

/**
 * issue 20 item 1: the directory's screens are for administrators of either level (read-only
 * ones see them without edit controls); customers go to /. They live outside /settings, which
 * spec §2 and §6 close to read-only administrators.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { ready, isAdmin } = useSession();
  return <RequireUser>{ready && !isAdmin ? <Navigate to="/" replace /> : children}</RequireUser>;
}

/** The selection screens: for a signed-in user, before or after an account is chosen. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { state } = useSession();
  if (state.phase === 'starting') return <PageLoading />;
  if (state.phase === 'signedOut') return <Navigate to="/" replace />;
  return children;
}
