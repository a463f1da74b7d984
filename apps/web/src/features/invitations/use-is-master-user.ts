import { useSession } from '../../lib/session/use-session';

/** Whether the session acts as the master user of a customer account (sub user id '0'). */
export function useIsMasterUser(): boolean {
  const { state, isAdmin } = useSession();
  const { selection, token } = state;
  return !isAdmin && !selection.staff && selection.subUserId === '0' && token.loginType !== 'IDP';
}
