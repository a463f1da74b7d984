import type { TPortalTopBar } from '@fwmig/contract';
import { useQuery } from '@tanstack/react-query';
import { useConfig } from '../../../lib/config-context';
import { fetchTopBar, SESSION_QUERY_KEYS } from '../../../lib/session/session-api';

/** spec §3, §9: the name of the top bar's configuration holding the account-creation address. */
export const ACCOUNT_CREATION_CONFIG_NAME = 'AccountCreation_URL';

/** The AccountCreation_URL configuration of a top-bar answer, when it names one. */
export function accountCreationUrlOf(topBar: TPortalTopBar | undefined): string | undefined {
  const value = topBar?.configurations.find(
    (entry) => entry.name === ACCOUNT_CREATION_CONFIG_NAME,
  )?.value;
  return value ? value : undefined;
}

/**
 * Where CREATE ACCOUNT leads (spec §9): the AccountCreation_URL configuration of the top bar's
 * answer (GET /client/v1/portalTopBar, public), so a changed configuration shows on the next
 * answer; until the answer is in (or when it fails) the address the server started with.
 */
export function useAccountCreationUrl(): string {
  const { accountCreationUrl } = useConfig();
  const topBar = useQuery({
    queryKey: SESSION_QUERY_KEYS.topBar,
    queryFn: fetchTopBar,
    // The start-up address stands in: no error toast on the public pages.
    meta: { silent: true },
  });
  return accountCreationUrlOf(topBar.data) ?? accountCreationUrl;
}
