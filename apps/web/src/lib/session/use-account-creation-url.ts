import type { TPortalTopBar } from '@fwmig/contract';
import { useConfig } from '../config-context';
import { useTopBar } from './api/get-top-bar';

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
  // The start-up address stands in: no error toast on the public pages.
  const topBar = useTopBar({ meta: { silent: true } });
  return accountCreationUrlOf(topBar.data) ?? accountCreationUrl;
}
