import { TOKEN_EXPIRED_MESSAGE } from '@fwmig/contract';
import axios, { isAxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { refusalCode, type TRefusalCode } from './error-message';

/** What a request needs from the session (spec §3 token info, §6 account ids); any part may be unset. */
export type TRequestSession = {
  tokenType?: string | undefined;
  accessToken?: string | undefined;
  userId?: string | undefined;
  subUserId?: string | undefined;
  ouAccountId?: string | undefined;
};

export type TSessionGetter = () => TRequestSession | undefined;

export type TApiClientOptions = {
  baseURL?: string;
  getSession?: TSessionGetter;
  getRecovery?: () => TAuthRecovery | undefined;
};

// spec §7: the account headers, sent when set. '0' (a master user's sub user id) counts as set.
const ACCOUNT_HEADERS = [
  ['user_id', 'userId'],
  ['sub_user_id', 'subUserId'],
  ['ou_account_id', 'ouAccountId'],
] as const;

type TRetriableConfig = InternalAxiosRequestConfig & {
  fwmigRetried?: boolean;
  /** The session's access token the request was sent with (unset for a caller's own header). */
  fwmigSentToken?: string;
};

function isSet(value: string | undefined): value is string {
  return value !== undefined && value !== '';
}

/**
 * spec §8 'timeout of Nms exceeded': a call still unanswered after this long fails with that
 * message (the spec names no value for N). Uploads and downloads opt out with `timeout: 0`.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

function addSessionHeaders(config: TRetriableConfig, session: TRequestSession | undefined) {
  if (!session) return config;
  const { headers } = config;
  // A header the caller set on purpose (e.g. the user_id of an account being chosen) wins.
  if (isSet(session.tokenType) && isSet(session.accessToken) && !headers.has('Authorization')) {
    headers.set('Authorization', `${session.tokenType} ${session.accessToken}`);
    config.fwmigSentToken = session.accessToken;
  }
  for (const [header, field] of ACCOUNT_HEADERS) {
    const value = session[field];
    if (isSet(value) && !headers.has(header)) headers.set(header, value);
  }
  return config;
}

/** spec §7: failed requests are rejected with the response body, or the error when there is none. */
function toRejection(error: unknown): unknown {
  if (isAxiosError(error) && error.response) {
    const body: unknown = error.response.data;
    if (body !== undefined && body !== null && body !== '') return body;
  }
  return error;
}

/** What the session does when the server refuses a token or the session (spec §4, §8). */
export type TAuthRecovery = {
  /** Refreshes the tokens, once for all concurrent callers; false when the refresh failed. */
  refresh: () => Promise<boolean>;
  /** Any other 401: the session is over. */
  onUnauthorized: () => void;
  /**
   * A 403 naming an error page (issue 18 item 1: blocked, no permission, no converter app, no
   * account): the session goes to that page. The call still rejects with the body.
   */
  onRefused?: (code: TRefusalCode) => void;
};

function isTokenExpired(error: unknown): boolean {
  if (!isAxiosError(error) || error.response?.status !== 401) return false;
  const body: unknown = error.response.data;
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { message?: unknown }).message === TOKEN_EXPIRED_MESSAGE
  );
}

/** An axios instance that adds the session's auth and account headers to every request. */
export function createApiClient({
  baseURL,
  getSession = () => undefined,
  getRecovery = () => undefined,
}: TApiClientOptions = {}): AxiosInstance {
  const client = axios.create({
    timeout: REQUEST_TIMEOUT_MS,
    ...(baseURL === undefined ? {} : { baseURL }),
  });
  client.interceptors.request.use((config) => addSessionHeaders(config, getSession()));
  client.interceptors.response.use(undefined, async (error: unknown) => {
    const recovery = getRecovery();
    const config = isAxiosError(error) ? (error.config as TRetriableConfig | undefined) : undefined;
    if (recovery && config && isAxiosError(error) && error.response?.status === 401) {
      // spec §4: 'Token expired' refreshes once and retries; any other 401 ends the session.
      // S8-1: a call sent before a refresh that has since finished retries with the token that
      // refresh stored; a second refresh would spend the refresh token twice.
      const current = getSession()?.accessToken;
      const renewed =
        config.fwmigSentToken !== undefined && isSet(current) && current !== config.fwmigSentToken;
      if (
        isTokenExpired(error) &&
        !config.fwmigRetried &&
        (renewed || (await recovery.refresh()))
      ) {
        config.fwmigRetried = true;
        config.headers.delete('Authorization');
        return client.request(config);
      }
      recovery.onUnauthorized();
    }
    if (recovery?.onRefused && isAxiosError(error) && error.response?.status === 403) {
      const code = refusalCode(error.response.data);
      if (code !== undefined) recovery.onRefused(code);
    }
    return Promise.reject(toRejection(error));
  });
  return client;
}

let currentSessionGetter: TSessionGetter = () => undefined;
let currentRecovery: TAuthRecovery | undefined;

/** Lets the session module tell the API client where the session lives. */
export function setSessionGetter(getter: TSessionGetter): void {
  currentSessionGetter = getter;
}

/** Lets the session module handle refused tokens (refresh and retry, or sign out). */
export function setAuthRecovery(recovery: TAuthRecovery | undefined): void {
  currentRecovery = recovery;
}

/** The app's API client: same origin, headers and token recovery from the session module. */
export const apiClient = createApiClient({
  getSession: () => currentSessionGetter(),
  getRecovery: () => currentRecovery,
});
