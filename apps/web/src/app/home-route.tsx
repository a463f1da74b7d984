import LinearProgress from '@mui/material/LinearProgress';
import { lazy } from 'react';
import { Navigate } from 'react-router';
import { selectionPathFor, useSession } from '../lib/session/use-session';
import { isUnknownUserOnTicketDetail } from './route-guards';
import { TicketListPage } from './ticket-routes';

const LandingPage = lazy(() =>
  import('../features/landing/components/landing-page').then((module) => ({
    default: module.LandingPage,
  })),
);

/** `/`: the login (landing) page signed out, the ticket list once the user is known (spec §2). */
export function HomeRoute() {
  const { state, ready } = useSession();
  if (state.phase === 'signedOut' || state.phase === 'starting') return <LandingPage />;
  // spec §2 "Signed in, user type unknown": a ticket detail's failed sign-in shows the login page.
  if (isUnknownUserOnTicketDetail(state)) return <LandingPage />;
  if (state.phase === 'chooseAccount') return <Navigate to={selectionPathFor(state)} replace />;
  if (state.phase === 'error') {
    return <Navigate to={`/error/${state.errorType ?? 'LOAD_FAILED'}`} replace />;
  }
  return ready ? <TicketListPage /> : <LinearProgress aria-label="Signing in" />;
}
