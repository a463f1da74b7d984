// spec §8: a failed call's message reaches the user as an error toast. Real HTTP, and axios'
// browser adapter (jsdom's XMLHttpRequest), whose messages the spec quotes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribeToasts } from '../ui/toast-bus';
import type { TToast } from '../ui/use-toast';
import { createApiClient } from './api-client';
import { createQueryClient } from './query-client';

let server: Server;
let baseURL: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    // jsdom's page is on another origin.
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.url === '/empty-500') {
      response.writeHead(500);
      response.end();
    } else if (request.url === '/coded') {
      response.writeHead(409, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ code: 'CONFLICT', message: 'The ticket changed meanwhile.' }));
    } else if (request.url === '/slow') {
      setTimeout(() => response.end('{}'), 500);
    } else {
      response.writeHead(401, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ code: 'UNAUTHENTICATED', message: 'Sign in again.' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Runs one failing query and returns the toasts it raised. */
async function toastsFor(path: string, options: { timeout?: number; base?: string } = {}) {
  const toasts: TToast[] = [];
  const stop = subscribeToasts((toast) => toasts.push(toast));
  const client = createQueryClient();
  const api = createApiClient({ baseURL: options.base ?? baseURL });
  await client
    .fetchQuery({ queryKey: [path], queryFn: () => api.get(path, { timeout: options.timeout }) })
    .catch(() => undefined);
  stop();
  return toasts;
}

describe('errors as toasts (spec §8)', () => {
  it("S8-4: a 500 without a body says 'Request failed with status code 500'", async () => {
    expect(await toastsFor('/empty-500')).toEqual([
      { severity: 'error', message: 'Request failed with status code 500' },
    ]);
  });

  it("S8-5: no server says 'Network Error'", async () => {
    expect(await toastsFor('/x', { base: 'http://127.0.0.1:1' })).toEqual([
      { severity: 'error', message: 'Network Error' },
    ]);
  });

  it("S8-6: a stalled call says 'timeout of Nms exceeded'", async () => {
    expect(await toastsFor('/slow', { timeout: 50 })).toEqual([
      { severity: 'error', message: 'timeout of 50ms exceeded' },
    ]);
  });

  it("the server's own message is shown; a refused sign-in is left to the session", async () => {
    expect(await toastsFor('/coded')).toEqual([
      { severity: 'error', message: 'The ticket changed meanwhile.' },
    ]);
    expect(await toastsFor('/unauthenticated')).toEqual([]);
  });
});
