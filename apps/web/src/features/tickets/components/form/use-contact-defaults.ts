import { useSession } from '../../../../lib/session/use-session';
import type { TContactDefaults } from './ticket-form-values';

/** The signed-in user as the ticket's contact: the login e-mail and the IdP or IAM user name. */
export function useContactDefaults(): TContactDefaults {
  const { state } = useSession();
  return {
    name: state.token.idpUserName ?? state.token.iamUsername ?? '',
    email: state.currentUser?.email ?? state.token.userEmail ?? '',
  };
}
