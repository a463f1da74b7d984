import { useParams } from 'react-router';
import { ErrorPage, type TLoginInfo } from '../../errors';
import { logout } from '../../../lib/session/session-flow';
import { sessionDeps } from '../../../lib/session/session-start';
import { updateSelection, setSessionState } from '../../../lib/session/session-store';
import { selectionPathFor, useSession } from '../../../lib/session/use-session';

/**
 * /error/{type} (spec §2, §8) for the signed-in account: its login information, "Select
 * Another Account" when the e-mail has more than one account, and sign out.
 */
export function ErrorRoute() {
  const { type = '' } = useParams();
  const { state, signedIn } = useSession();
  const { token, selection, currentUser, loginAccounts } = state;
  const exchange = selection.exchangeData ?? {};
  const loginInfo: TLoginInfo | undefined = signedIn
    ? {
        company: exchange.company_name ?? currentUser?.company_name ?? token.iamAccountName ?? '',
        masterUser: exchange.master_email ?? '',
        iamUser: token.iamUsername ?? token.idpUserName ?? '',
        systemId: selection.userId ?? '',
      }
    : undefined;
  const canChooseAnother = signedIn && loginAccounts.length > 1;
  return (
    <ErrorPage
      type={type}
      loginType={token.loginType}
      loginInfo={loginInfo}
      onClose={
        canChooseAnother
          ? () => {
              updateSelection({ chosen: false });
              setSessionState({ phase: 'chooseAccount', currentUser: null });
              sessionDeps().navigate(selectionPathFor(state));
            }
          : undefined
      }
      onSignOut={signedIn ? () => logout() : undefined}
    />
  );
}
