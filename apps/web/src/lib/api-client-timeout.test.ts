// @vitest-environment node
// spec §8 (S8-6) against a real HTTP server that never answers: the client gives up and the
// text shown is the HTTP layer's 'timeout of Nms exceeded'.
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createApiClient, REQUEST_TIMEOUT_MS } from './api-client';
import { errorMessage } from './error-message';

let server: Server;
let baseURL: string;
/** Stalled answers, ended when the server closes. */
const stalled: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((_request, response) => {
    stalled.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of stalled) response.destroy();
  await new Promise((resolve) => server.close(resolve));
});

describe('client timeout (spec §8)', () => {
  it('S8-6: every client of the app gives up after REQUEST_TIMEOUT_MS', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(apiClient.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(createApiClient({ baseURL }).defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
  });

  it("S8-6: a stalled call fails with the text 'timeout of <N>ms exceeded'", async () => {
    // The same client with N shortened, so the test does not wait 30 s for the real N.
    const client = createApiClient({ baseURL });
    client.defaults.timeout = 150;
    const rejection: unknown = await client.get('/stalls').then(
      () => 'answered',
      (error: unknown) => error,
    );
    expect(stalled.length).toBeGreaterThan(0);
    expect(errorMessage(rejection)).toBe('timeout of 150ms exceeded');
  });
});
