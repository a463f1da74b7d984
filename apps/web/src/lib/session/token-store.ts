import { COOKIE_PREFIX, ZLoginType, type TLoginType, type TTokenInfo } from '@fwmig/contract';
import Cookies from 'js-cookie';
import { TOKEN_COOKIES } from './session-keys';

/** The token info kept in cookies; any part may be missing after tampering or expiry. */
export interface TStoredToken {
  accessToken?: string;
  refreshToken?: string;
  /** Epoch milliseconds. */
  expires?: number;
  tokenType?: string;
  userEmail?: string;
  loginType?: TLoginType;
  /** spec §3 (S3-10, S3-11): kept as the server gave them; optional for older cookies. */
  authCred?: string | null;
  authStatus?: string;
  /** spec §3 token response (S7-12): the account id of the login id exchange, kept on refresh. */
  accountId?: string | null;
  iamUsername: string | null;
  iamAccountName: string | null;
  idpUserId: string | null;
  idpUserName: string | null;
  idpUserRoles: string[];
}

let cookieDomain: string | undefined;

/** Sets the domain the session cookies go on (see cookieDomainFor). */
export function setCookieDomain(domain: string | undefined): void {
  cookieDomain = domain;
}

/** The attributes every session cookie is set with (path, SameSite, Secure, shared domain). */
export function sessionCookieAttributes(): Cookies.CookieAttributes {
  return {
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
    ...(cookieDomain ? { domain: cookieDomain } : {}),
  };
}

function profileOf(raw: string | undefined): Partial<TStoredToken> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Partial<TStoredToken>) : {};
  } catch {
    return {};
  }
}

/** The token info in the cookies. */
export function readToken(): TStoredToken {
  const expires = Number(Cookies.get(TOKEN_COOKIES.expires));
  const loginType = ZLoginType.safeParse(Cookies.get(TOKEN_COOKIES.loginType));
  const profile = profileOf(Cookies.get(TOKEN_COOKIES.profile));
  return {
    accessToken: Cookies.get(TOKEN_COOKIES.accessToken) || undefined,
    refreshToken: Cookies.get(TOKEN_COOKIES.refreshToken) || undefined,
    expires: Number.isFinite(expires) && expires > 0 ? expires : undefined,
    tokenType: Cookies.get(TOKEN_COOKIES.tokenType) || undefined,
    userEmail: Cookies.get(TOKEN_COOKIES.userEmail) || undefined,
    loginType: loginType.success ? loginType.data : undefined,
    authCred: profile.authCred ?? null,
    ...(typeof profile.authStatus === 'string' ? { authStatus: profile.authStatus } : {}),
    accountId: profile.accountId ?? null,
    iamUsername: profile.iamUsername ?? null,
    iamAccountName: profile.iamAccountName ?? null,
    idpUserId: profile.idpUserId ?? null,
    idpUserName: profile.idpUserName ?? null,
    idpUserRoles: Array.isArray(profile.idpUserRoles) ? profile.idpUserRoles : [],
  };
}

/** spec §4: logged in only if an access token and a user e-mail both exist. */
export function isLoggedIn(token: TStoredToken): boolean {
  return Boolean(token.accessToken && token.userEmail);
}

/**
 * Stores new token info (sign-in or refresh). Cookies last as long as the refresh token. The
 * login id exchange passes its `accountId`; a refresh, which has none, keeps the stored one.
 */
export function writeToken(info: TTokenInfo, accountId?: string | null): void {
  const options = sessionCookieAttributes();
  const keptAccountId = accountId === undefined ? (readToken().accountId ?? null) : accountId;
  Cookies.set(TOKEN_COOKIES.accessToken, info.access_token, options);
  Cookies.set(TOKEN_COOKIES.refreshToken, info.refresh_token, options);
  Cookies.set(TOKEN_COOKIES.expires, String(info.expires), options);
  Cookies.set(TOKEN_COOKIES.tokenType, info.token_type, options);
  Cookies.set(TOKEN_COOKIES.userEmail, info.user_email, options);
  Cookies.set(TOKEN_COOKIES.loginType, info.loginType, options);
  Cookies.set(
    TOKEN_COOKIES.profile,
    JSON.stringify({
      authCred: info.authCred,
      authStatus: info.authStatus,
      accountId: keptAccountId,
      iamUsername: info.iamUsername,
      iamAccountName: info.iamAccountName,
      idpUserId: info.idpUserId,
      idpUserName: info.idpUserName,
      idpUserRoles: info.idpUserRoles,
    }),
    options,
  );
}

/** Removes every casb_ cookie, on the shared domain and on this host. */
export function clearSessionCookies(): void {
  const names = Object.keys(Cookies.get()).filter((name) => name.startsWith(COOKIE_PREFIX));
  for (const name of names) {
    Cookies.remove(name, sessionCookieAttributes());
    Cookies.remove(name, { path: '/' });
  }
}
