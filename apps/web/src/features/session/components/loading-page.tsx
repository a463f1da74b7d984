import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingOverlay } from '../../../ui/loading-overlay';
import { selectionPathFor, takeRelayPath, useSession } from '../../../lib/session/use-session';

/**
 * /loading (spec §2): waits for the sign-in to settle, then goes to the path remembered before
 * sign-in, or to /.
 */
export function LoadingPage() {
  const { state, ready } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (ready) void navigate(takeRelayPath() ?? '/', { replace: true });
    else if (state.phase === 'signedOut') void navigate('/', { replace: true });
    else if (state.phase === 'chooseAccount')
      void navigate(selectionPathFor(state), { replace: true });
    else if (state.phase === 'error') {
      void navigate(`/error/${state.errorType ?? 'LOAD_FAILED'}`, { replace: true });
    }
  }, [ready, state, navigate]);
  return (
    <LoadingOverlay loading>
      <div style={{ minHeight: 320 }} />
    </LoadingOverlay>
  );
}
