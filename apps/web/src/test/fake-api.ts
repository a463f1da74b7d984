import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../lib/api-client';

/** One faked endpoint: the method, the path (its groups are passed on) and the answer. */
export interface TFakeRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: RegExp;
  /** The answer's `data`, or (with `raw`) the whole body. A rejection is the error body. */
  answer: (groups: string[], request: TFakeRequest) => unknown;
  raw?: boolean;
}

export interface TFakeRequest {
  config: InternalAxiosRequestConfig;
  url: URL;
  /** The JSON body, parsed; a FormData or Blob as sent. */
  body: unknown;
  /** Calls the request's upload progress as the app's TProgress does: (loaded, total). */
  progress: (loaded: number, total: number) => void;
}

function bodyOf(config: InternalAxiosRequestConfig): unknown {
  const { data } = config;
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/**
 * Answers the app's API client from `routes`, in place of the network: the operation files'
 * requests, parsing and interceptors all run, only the transport is faked. Unknown calls fail
 * naming the call. Returns the uninstall.
 */
export function installFakeApi(routes: readonly TFakeRoute[]): () => void {
  const previous = apiClient.defaults.adapter;
  // jsdom has no object URLs; downloads make one for the saved blob.
  URL.createObjectURL ??= () => 'blob:fake';
  URL.revokeObjectURL ??= () => undefined;
  apiClient.defaults.adapter = async (config): Promise<AxiosResponse> => {
    const url = new URL(config.url ?? '', 'http://fake.test');
    for (const [name, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
      url.searchParams.set(name, String(value));
    }
    const method = (config.method ?? 'get').toUpperCase();
    for (const route of routes) {
      const match = route.method === method ? route.path.exec(url.pathname) : null;
      if (!match) continue;
      const request: TFakeRequest = {
        config,
        url,
        body: bodyOf(config),
        progress: (loaded, total) =>
          config.onUploadProgress?.({ loaded, total, bytes: loaded, lengthComputable: true }),
      };
      const answer = await route.answer(match.slice(1), request);
      return {
        data: route.raw ? answer : { data: answer },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    }
    throw new Error(`The fake API has no answer for ${method} ${url.pathname}`);
  };
  return () => {
    apiClient.defaults.adapter = previous;
  };
}
