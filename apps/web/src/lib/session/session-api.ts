import {
  ZCurrentUserResponse,
  ZExchangeDataResponse,
  ZLoginAccountListResponse,
  ZOuSelectResponse,
  ZPermissionResponse,
  ZPortalTopBarResponse,
  ZPremiumResponse,
  ZRefreshResponse,
  ZTokenResponse,
  ZUserOrgNodeResponse,
} from '@fwmig/contract';
import axios from 'axios';
import type { z } from 'zod';
import { apiClient, REQUEST_TIMEOUT_MS } from '../api-client';

/** Query keys of the session's calls, for caching and invalidation. */
export const SESSION_QUERY_KEYS = {
  topBar: ['portalTopBar'] as const,
  loginAccounts: ['loginAccounts'] as const,
  permission: (userId: string | undefined, nodeId: string | undefined) =>
    ['permission', userId ?? '', nodeId ?? ''] as const,
  premium: (userId: string | undefined) => ['premium', userId ?? ''] as const,
  userOrgNode: (userId: string | undefined) => ['userOrgNode', userId ?? ''] as const,
};

/** Parses an answer with its contract schema: a malformed answer is an error, not a crash later. */
function parse<T extends z.ZodType>(schema: T, data: unknown, what: string): z.infer<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`The server's answer to ${what} was not understood.`);
  return result.data;
}

/** spec §4 step 1: the app list (the provider's menus and configurations). */
export async function fetchTopBar() {
  const response = await apiClient.get('/client/v1/portalTopBar');
  return parse(ZPortalTopBarResponse, response.data, 'the app list').data;
}

/** spec §4 step 3: the one-time loginId from single sign-on, for tokens. */
export async function exchangeLoginId(loginId: string) {
  const response = await apiClient.get('/client/v1/token', { params: { loginId } });
  return parse(ZTokenResponse, response.data, 'the sign-in').data;
}

/**
 * spec §7: POST /client/v1/token/refresh as a form. Sent without the app client's interceptors:
 * a refused refresh must end the session, not start another refresh.
 */
export async function postRefresh(refreshToken: string) {
  const body = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken });
  const response = await axios.post('/client/v1/token/refresh', body, {
    timeout: REQUEST_TIMEOUT_MS,
  });
  return parse(ZRefreshResponse, response.data, 'the token refresh').data;
}

/**
 * Logout on the server (issue 18 item 3): POST /client/v1/token/revoke with the refresh token in
 * the form body (as the refresh call sends it) and the access token as Bearer; the server
 * revokes their session. `keepalive` lets it finish while the page reloads (spec §4 reloads
 * one second after logout). Never rejects: signing out locally goes on regardless.
 */
export async function postRevoke(tokens: {
  accessToken?: string;
  refreshToken?: string;
  tokenType?: string;
}): Promise<void> {
  if (!tokens.accessToken && !tokens.refreshToken) return;
  const body = new URLSearchParams(
    tokens.refreshToken ? { token: tokens.refreshToken, token_type_hint: 'refresh_token' } : {},
  );
  try {
    await fetch('/client/v1/token/revoke', {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: tokens.accessToken
        ? { authorization: `${tokens.tokenType ?? 'Bearer'} ${tokens.accessToken}` }
        : {},
      body,
    });
  } catch (error) {
    console.warn('The session could not be ended on the server', error);
  }
}

export async function fetchExchangeData(exchangeId: string) {
  const response = await apiClient.get('/client/v1/dataExchange', { params: { exchangeId } });
  return parse(ZExchangeDataResponse, response.data, 'the exchange data').data;
}

export async function fetchLoginAccounts() {
  const response = await apiClient.get('/client/v1/loginAccount/list');
  return parse(ZLoginAccountListResponse, response.data, 'the account list').data;
}

export async function fetchCurrentUser() {
  const response = await apiClient.get('/api/customer/currentUser');
  return parse(ZCurrentUserResponse, response.data, 'the user info');
}

/** spec §7: with the user_id and node_id headers. */
export async function fetchPermission(nodeId: string | undefined) {
  const response = await apiClient.get('/client/v1/permission', {
    headers: nodeId ? { node_id: nodeId } : {},
  });
  return parse(ZPermissionResponse, response.data, 'the permissions').data;
}

export async function fetchPremium() {
  const response = await apiClient.get('/client/v1/app/license/premium');
  return parse(ZPremiumResponse, response.data, 'the premium flag').data;
}

export async function fetchUserOrgNode() {
  const response = await apiClient.post('/api/ou/user_org_node', { auth_attributes: {} });
  return parse(ZUserOrgNodeResponse, response.data, 'the organisations').data;
}

/** spec §7 POST /client/v1/listAccount: the accounts and organisation trees (Switch Roles). */
export async function fetchListAccount() {
  const response = await apiClient.post('/client/v1/listAccount', {});
  return parse(ZUserOrgNodeResponse, response.data, 'the account list').data;
}

/** spec §7: POST /client/v1/ou/select with the owner account's user_id header. */
export async function postOuSelect(body: { account_id: string; org_id?: string; ou_id?: string }) {
  const response = await apiClient.post('/client/v1/ou/select', body);
  return parse(ZOuSelectResponse, response.data, 'the OU selection').data;
}
