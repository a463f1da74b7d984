// @vitest-environment node
// spec §4, §8 against a real HTTP server: 'Token expired' refreshes once for all concurrent
// calls and retries each; any other 401 ends the session without a refresh.
import { TOKEN_EXPIRED_MESSAGE } from '@fwmig/contract';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type TAuthRecovery } from './api-client';
import { shareInFlight } from './share-in-flight';

let server: Server;
let baseURL: string;
let refreshes = 0;
let validToken = 'new-token';
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    seen.push(`${request.url} ${request.headers.authorization ?? ''}`);
    if (request.url === '/refresh') {
      refreshes += 1;
      // A slow refresh: the concurrent 401s all arrive while it runs.
      setTimeout(() => json(200, { access_token: 'new-token' }), 50);
    } else if (request.url === '/other-401') {
      json(401, { code: 'UNAUTHENTICATED', message: 'This session was revoked.' });
    } else if (request.headers.authorization === `Bearer ${validToken}`) {
      json(200, { url: request.url });
    } else {
      json(401, { code: 'UNAUTHENTICATED', message: TOKEN_EXPIRED_MESSAGE });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  refreshes = 0;
  seen.length = 0;
  validToken = 'new-token';
});

/** A client whose session holds `token`, refreshed through the server's /refresh. */
function clientWith(initial: string) {
  let token = initial;
  const onUnauthorized = vi.fn();
  const refreshClient = createApiClient({ baseURL });
  const recovery: TAuthRecovery = {
    refresh: shareInFlight(async () => {
      const answer = await refreshClient.post<{ access_token: string }>('/refresh');
      token = answer.data.access_token;
      return true;
    }),
    onUnauthorized,
  };
  const client = createApiClient({
    baseURL,
    getSession: () => ({ tokenType: 'Bearer', accessToken: token }),
    getRecovery: () => recovery,
  });
  return { client, onUnauthorized, token: () => token };
}

describe('token recovery (spec §4, §8)', () => {
  it('S4-8 S4-9 S4-10 S8-1: three calls hit Token expired, one refresh runs, each call is retried with the new token', async () => {
    const { client, onUnauthorized, token } = clientWith('old-token');
    const answers = await Promise.all(['/a', '/b', '/c'].map((url) => client.get(url)));
    expect(answers.map((answer) => answer.data)).toEqual([
      { url: '/a' },
      { url: '/b' },
      { url: '/c' },
    ]);
    expect(refreshes).toBe(1);
    expect(token()).toBe('new-token');
    for (const url of ['/a', '/b', '/c']) {
      expect(seen.filter((line) => line.startsWith(`${url} `))).toEqual([
        `${url} Bearer old-token`,
        `${url} Bearer new-token`,
      ]);
    }
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('S4-11 S8-2: another 401 ends the session without a refresh', async () => {
    const { client, onUnauthorized } = clientWith('new-token');
    await expect(client.get('/other-401')).rejects.toMatchObject({
      message: 'This session was revoked.',
    });
    expect(refreshes).toBe(0);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a request still refused after its one retry ends the session instead of looping', async () => {
    validToken = 'never-issued';
    const { client, onUnauthorized } = clientWith('old-token');
    await expect(client.get('/a')).rejects.toMatchObject({ message: TOKEN_EXPIRED_MESSAGE });
    expect(refreshes).toBe(1);
    expect(seen.filter((line) => line.startsWith('/a '))).toHaveLength(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
