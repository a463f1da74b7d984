import axios, { isAxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

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
};

// spec §7: the account headers, sent when set. '0' (a master user's sub user id) counts as set.
const ACCOUNT_HEADERS = [
  ['user_id', 'userId'],
  ['sub_user_id', 'subUserId'],
  ['ou_account_id', 'ouAccountId'],
] as const;

function isSet(value: string | undefined): value is string {
  return value !== undefined && value !== '';
}

function addSessionHeaders(
  config: InternalAxiosRequestConfig,
  session: TRequestSession | undefined,
) {
  if (!session) return config;
  const { headers } = config;
  // A header the caller set on purpose (e.g. the user_id of an account being chosen) wins.
  if (isSet(session.tokenType) && isSet(session.accessToken) && !headers.has('Authorization')) {
    headers.set('Authorization', `${session.tokenType} ${session.accessToken}`);
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

/** An axios instance that adds the session's auth and account headers to every request. */
export function createApiClient({
  baseURL,
  getSession = () => undefined,
}: TApiClientOptions = {}): AxiosInstance {
  const client = axios.create(baseURL === undefined ? {} : { baseURL });
  client.interceptors.request.use((config) => addSessionHeaders(config, getSession()));
  client.interceptors.response.use(undefined, (error: unknown) =>
    Promise.reject(toRejection(error)),
  );
  return client;
}

let currentSessionGetter: TSessionGetter = () => undefined;

/** Lets the session module (a later issue) tell the API client where the session lives. */
export function setSessionGetter(getter: TSessionGetter): void {
  currentSessionGetter = getter;
}

/** The app's API client: same origin, headers from whatever session getter is set. */
export const apiClient = createApiClient({ getSession: () => currentSessionGetter() });
