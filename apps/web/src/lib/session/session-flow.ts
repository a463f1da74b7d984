import {
  CONVERTER_APP_NAME,
  LOGOUT_RELOAD_DELAY_MS,
  READ_WRITE,
  SSO_AUTHENTICATE_PATH,
  USER_LOGIN_BLOCKED,
  ACCOUNT_BLOCKED,
  type TAccountDetail,
  type TLoginAccount,
  type TOrganisation,
} from '@fwmig/contract';
import type { QueryClient } from '@tanstack/react-query';
import { forgetAccountData } from '../query-client';
import { SESSION_QUERY_KEYS } from '../query-keys';
import { exchangeLoginIdRequest } from './api/exchange-login-id';
import { getCurrentUserRequest } from './api/get-current-user';
import { getExchangeDataRequest } from './api/get-exchange-data';
import { loginAccountsQueryOptions } from './api/get-login-accounts';
import { permissionQueryOptions } from './api/get-permission';
import { topBarQueryOptions } from './api/get-top-bar';
import { userOrgNodeQueryOptions } from './api/get-user-org-node';
import { revokeTokenRequest } from './api/revoke-token';
import { selectOuRequest } from './api/select-ou';
import { STORAGE_KEYS } from './session-keys';
import {
  getSessionState,
  reloadSessionState,
  setSessionState,
  updateSelection,
} from './session-store';
import { refreshTokensOnce } from './shared-refresh';
import { clearSessionCookies, isLoggedIn, readToken, writeToken } from './token-store';

/** What the flow needs from the app: its query cache and its router. */
export interface TSessionDeps {
  queryClient: QueryClient;
  navigate: (path: string, options?: { replace?: boolean }) => void;
  /** Where the browser goes for a full-page navigation (tests replace it). */
  assign?: (url: string) => void;
}

/** Clears cookies and session storage: nothing of the old sign-in is left (spec §4). */
export function resetLocalSession(): void {
  clearSessionCookies();
  const relay = sessionStorage.getItem(STORAGE_KEYS.relayPath);
  sessionStorage.clear();
  // A path the user asked for before signing in survives a fresh sign-in.
  if (relay) sessionStorage.setItem(STORAGE_KEYS.relayPath, relay);
  reloadSessionState();
}

function fail(deps: TSessionDeps, errorType: string): void {
  setSessionState({ phase: 'error', errorType });
  deps.navigate(`/error/${errorType}`, { replace: true });
}

/** spec §4 "Session": signed out, cookies cleared, sent to / if not already there. */
function signOutTo(deps: TSessionDeps): void {
  clearSessionCookies();
  reloadSessionState();
  setSessionState({ phase: 'signedOut' });
  if (window.location.pathname !== '/') deps.navigate('/', { replace: true });
}

/**
 * spec §4 "Login flow": the app list, then an exchangeId (restart sign-in), a loginId (finish
 * it), or the stored login (refreshed when expired); then the account is resolved.
 */
export async function startSession(deps: TSessionDeps): Promise<void> {
  // The app list feeds the signed-in menus; signing in goes on without it (logged, no toast).
  await deps.queryClient
    .fetchQuery({ ...topBarQueryOptions(), meta: { silent: true } })
    .catch((error: unknown) => console.warn('The app list could not be loaded', error));
  const url = new URL(window.location.href);
  const exchangeId = url.searchParams.get('exchangeId');
  if (exchangeId) {
    resetLocalSession();
    sessionStorage.setItem(STORAGE_KEYS.exchangeId, exchangeId);
    (deps.assign ?? ((to) => window.location.assign(to)))(SSO_AUTHENTICATE_PATH);
    return;
  }
  const loginId = url.searchParams.get('loginId');
  if (loginId) {
    url.searchParams.delete('loginId');
    try {
      const answer = await exchangeLoginIdRequest(loginId);
      // S7-12: the answer's ids are stored with its token (the token's own names win when set).
      const { webAccessToken: info } = answer;
      writeToken(
        {
          ...info,
          iamUsername: info.iamUsername ?? answer.iamUsername,
          idpUserId: info.idpUserId ?? answer.idpUserId,
          idpUserName: info.idpUserName ?? answer.idpUserName,
        },
        answer.accountId,
      );
      reloadSessionState();
    } finally {
      // spec §4: the URL is cleaned whether or not the one-time id still worked.
      window.history.replaceState(
        window.history.state,
        '',
        `${url.pathname}${url.search}${url.hash}`,
      );
    }
  }
  const token = readToken();
  if (!isLoggedIn(token)) {
    // A half-present session (one cookie deleted) is no session: clear what is left.
    if (token.accessToken || token.userEmail || token.refreshToken) signOutTo(deps);
    else setSessionState({ phase: 'signedOut' });
    return;
  }
  if (token.expires === undefined || token.expires <= Date.now()) {
    if (!(await refreshTokensOnce())) {
      signOutTo(deps);
      return;
    }
  }
  setSessionState({ phase: 'resolving' });
  await resolveAccount(deps);
  // A fresh sign-in ends on /loading, which restores the path asked for before (spec §4).
  if (loginId && getSessionState().phase === 'ready') deps.navigate('/loading', { replace: true });
}

/** spec §4 "Login flow" step 4: exchange data gives the node id, redirect url and account ids. */
async function loadExchangeData(): Promise<void> {
  const exchangeId = sessionStorage.getItem(STORAGE_KEYS.exchangeId);
  if (!exchangeId || getSessionState().selection.exchangeLoaded) return;
  try {
    const data = await getExchangeDataRequest(exchangeId);
    const context = data.context_data ?? {};
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    updateSelection({
      exchangeLoaded: true,
      nodeId: text(context.node_id),
      redirectUrl: text(context.redirect_url),
      exchangeUserId: data.user_id,
      exchangeSubUserId: text(context.sub_user_id),
    });
  } catch {
    // Expired or foreign exchange data: sign-in goes on without it.
    updateSelection({ exchangeLoaded: true });
  }
}

/** spec §4 "Account resolution": the exchange data's account, the only one, or the user's pick. */
async function resolveAccount(deps: TSessionDeps): Promise<void> {
  await loadExchangeData();
  const selection = getSessionState().selection;
  if (selection.chosen) {
    await afterAccount(deps);
    return;
  }
  const accounts = await deps.queryClient.fetchQuery(loginAccountsQueryOptions());
  setSessionState({ loginAccounts: accounts });
  if (accounts.length === 0) {
    // Internal engineers act as no customer account; anyone else has no portal account.
    const user = await getCurrentUserRequest().catch(() => null);
    if (user?.data?.type === 'admin') {
      updateSelection({ chosen: true, staff: true });
      await afterAccount(deps);
      return;
    }
    resetLocalSession();
    fail(deps, 'NO_ACCOUNT');
    return;
  }
  const idp = getSessionState().token.loginType === 'IDP';
  const [wantUser, wantSub] = idp
    ? [selection.exchangeSubUserId, selection.exchangeUserId]
    : [selection.exchangeUserId, selection.exchangeSubUserId];
  const match =
    accounts.find((a) => a.user_id === wantUser && a.sub_user_id === wantSub) ??
    (accounts.length === 1 ? accounts[0] : undefined);
  if (match) {
    applyAccount(match);
    await afterAccount(deps);
    return;
  }
  setSessionState({ phase: 'chooseAccount' });
}

/** The record of spec §3 "Login account (exchange data)" for a chosen account. */
function exchangeRecord(account: TLoginAccount): Record<string, string> {
  const { token, selection } = getSessionState();
  return {
    user_id: account.user_id,
    sub_user_id: account.sub_user_id,
    account_id: account.user_id,
    node_id: selection.nodeId ?? '',
    company_name: account.company_name,
    master_email: account.sub_user_id === '0' ? (token.userEmail ?? '') : '',
    login_type: token.loginType ?? '',
    user_name: token.iamUsername ?? token.idpUserName ?? token.userEmail ?? '',
  };
}

/** spec §2: the sub user id is reset first, then the new ids are set together. */
function applyAccount(account: TLoginAccount): void {
  updateSelection({ subUserId: undefined });
  updateSelection({
    userId: account.user_id,
    subUserId: account.sub_user_id,
    chosen: true,
    staff: false,
    ouAccountId: undefined,
    accountName: undefined,
    hasOuAccess: undefined,
    exchangeData: exchangeRecord(account),
  });
}

/** spec §2 "Account chooser": choosing an account, then /loading. */
export async function chooseAccount(deps: TSessionDeps, account: TLoginAccount): Promise<void> {
  applyAccount(account);
  forgetAccountData(deps.queryClient);
  await deps.queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEYS.premiumAll });
  setSessionState({ phase: 'resolving', currentUser: null });
  deps.navigate('/loading');
  await afterAccount(deps);
}

/** The organisations of the chosen account (spec §4 OU access). */
function organisationsOf(details: TAccountDetail[], all: TOrganisation[], userId?: string) {
  const mine = details.find((detail) => detail.accountId === userId);
  return mine ? mine.orgDetailList : all;
}

/**
 * spec §4 "OU access" and user info: organisations (IAM and IDP), the exchange node's OU
 * account, converter access, then the user-info checks that lead to error pages.
 */
async function afterAccount(deps: TSessionDeps): Promise<void> {
  const { token, selection } = getSessionState();
  if (!selection.staff && (token.loginType === 'IAM' || token.loginType === 'IDP')) {
    const tree = await deps.queryClient.fetchQuery(userOrgNodeQueryOptions(selection.userId));
    const organisations = organisationsOf(
      tree.accountDetailList,
      tree.orgDetailList,
      selection.userId,
    );
    setSessionState({ accountDetails: tree.accountDetailList, organisations });
    updateSelection({ hasOuAccess: organisations.length > 0 });
    const member = organisations
      .flatMap((org) => org.memberAccounts.map((account) => ({ org, account })))
      .find(({ account }) => selection.nodeId && account.accountNodeId === selection.nodeId);
    if (member && selection.ouAccountId !== member.account.accountId) {
      await selectOuAccount(member.org, member.account).catch((error: unknown) => {
        console.error('The OU account of the exchange data could not be selected', error);
      });
    }
  }
  const current = getSessionState().selection;
  const permission = await deps.queryClient.fetchQuery(
    permissionQueryOptions(current.userId, current.nodeId),
  );
  const converter = permission.portalList.find((app) => app.app_name === CONVERTER_APP_NAME);
  if (converter && !converter.is_allow_access) {
    fail(deps, 'NO_CONVERTER');
    return;
  }
  const user = await getCurrentUserRequest();
  if (user.message === ACCOUNT_BLOCKED) {
    setSessionState({ currentUser: null });
    fail(deps, 'ACCOUNT_BLOCKED');
    return;
  }
  if (user.message === USER_LOGIN_BLOCKED || !user.data) {
    setSessionState({ currentUser: null });
    fail(deps, 'NO_PERMISSION');
    return;
  }
  const iamUser =
    token.loginType !== 'IDP' && current.subUserId !== undefined && current.subUserId !== '0';
  if (
    token.loginType === 'IAM_NOPORTAL' ||
    (user.data.type === 'customer' && iamUser && user.data.accessLevel !== READ_WRITE)
  ) {
    setSessionState({ currentUser: user.data });
    fail(deps, 'NO_PERMISSION');
    return;
  }
  setSessionState({ currentUser: user.data, phase: 'ready' });
}

type TMember = TOrganisation['memberAccounts'][number];

/** Posts an OU selection and stores what it chose (spec §4). */
async function selectOuAccount(org: TOrganisation, member: TMember): Promise<void> {
  const viaUnit = org.orgUnits.some((unit) => unit.ouNodeId === member.parentId);
  const answer = await selectOuRequest({
    account_id: member.accountId,
    ...(viaUnit ? { ou_id: member.parentId } : { org_id: org.orgId }),
  });
  updateSelection({
    ouAccountId: member.accountId,
    accountName: member.accountName,
    nodeId: answer.node_id,
    userId: getSessionState().selection.userId,
  });
}

/**
 * spec §4: picking an OU account posts the selection, stores it, invalidates cached queries
 * and goes to /loading. A failure rejects, for the menu to log and close.
 */
export async function pickOuAccount(
  deps: TSessionDeps,
  org: TOrganisation,
  member: TMember,
): Promise<void> {
  await selectOuAccount(org, member);
  forgetAccountData(deps.queryClient);
  await deps.queryClient.invalidateQueries();
  deps.navigate('/loading');
}

/** spec §4 "Switch Roles": stores the account, clears OU data, goes to /loading. */
export async function switchRole(deps: TSessionDeps, detail: TAccountDetail): Promise<void> {
  const account = getSessionState().loginAccounts.find(
    (a) => a.user_id === detail.accountId && a.sub_user_id === detail.userId,
  ) ?? {
    user_id: detail.accountId,
    sub_user_id: detail.userId,
    company_name: detail.accountCompany,
  };
  updateSelection({ nodeId: undefined });
  await chooseAccount(deps, account);
}

/**
 * After the portal's own logout, the SP ends the IdP session (issue 20 item 4: single logout
 * when the IdP offers it, else a page saying it is still open) and otherwise comes back here.
 */
export function leaveThroughIdp(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/saml2/logout?return=${encodeURIComponent(here)}`);
}

/**
 * spec §4 "Logout": session storage and cookies cleared, a reload one second later (through
 * the SP's logout, which ends the IdP session). The tokens are revoked on the server first
 * (issue 18 item 3), so copies of them stop working too.
 */
export function logout(reload: () => void = leaveThroughIdp): void {
  void revokeTokenRequest(readToken());
  sessionStorage.clear();
  clearSessionCookies();
  reloadSessionState();
  window.setTimeout(reload, LOGOUT_RELOAD_DELAY_MS);
}
