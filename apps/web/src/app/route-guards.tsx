import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { rememberRelayPath, selectionPathFor, useSession } from '../features/session/use-session';
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
 * A screen for signed-in users whose type is known (spec §2). Signed out, the path is
 * remembered for after sign-in (spec §4) and the user goes to /; without a chosen account, to
 * the account selection; on an error, to its page.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { state, ready } = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const ticketDetail = location.pathname.startsWith('/ticket/detail/');
  switch (state.phase) {
    case 'starting':
      return <PageLoading />;
    case 'signedOut':
      rememberRelayPath(here);
      return ticketDetail ? <TicketDetailLogin /> : <Navigate to="/" replace />;
    case 'chooseAccount':
      return <Navigate to={selectionPathFor(state)} replace />;
    case 'error':
      // spec §2: a ticket detail whose user could not be known says why on the login page.
      if (ticketDetail && state.currentUser === null) return <TicketDetailLogin />;
      return <Navigate to={`/error/${state.errorType ?? 'LOAD_FAILED'}`} replace />;
    default:
      // spec §2: while the user type is unknown the screen does not open; the URL stays, so
      // the screen opens as soon as the user info answers (a reload keeps its deep link).
      return ready ? children : <PageLoading />;
  }
}

/** spec §2, §6: the settings screens are for read-write admins; everyone else goes to /. */
export function RequireReadWriteAdmin({ children }: { children: ReactNode }) {
  const { ready, isReadWriteAdmin } = useSession();
  return (
    <RequireUser>{ready && !isReadWriteAdmin ? <Navigate to="/" replace /> : children}</RequireUser>
  );
}

/** The selection screens: for a signed-in user, before or after an account is chosen. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { state } = useSession();
  if (state.phase === 'starting') return <PageLoading />;
  if (state.phase === 'signedOut') return <Navigate to="/" replace />;
  return children;
}
