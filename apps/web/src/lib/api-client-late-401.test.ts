// @vitest-environment node
// spec §8 (S8-1) against a real HTTP server: a call sent with the old token whose 401 'Token
// expired' comes back after the refresh has finished is retried with the new token, without a
// second refresh. The server rotates refresh tokens, so a second refresh would be refused.
import { TOKEN_EXPIRED_MESSAGE } from '@fwmig/contract';
import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type TAuthRecovery } from './api-client';
import { shareInFlight } from './share-in-flight';

let server: Server;
let baseURL: string;
let refreshes = 0;
/** The refresh token the server accepts next (each refresh spends it). */
let liveRefreshToken = 'refresh-1';
const seen: string[] = [];
/** The held answer of /slow, and a signal that /slow has arrived. */
let pending: ServerResponse | undefined;
let slowArrived: () => void = () => undefined;

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

const expired = (response: ServerResponse) =>
  json(response, 401, { code: 'UNAUTHENTICATED', message: TOKEN_EXPIRED_MESSAGE });

beforeAll(async () => {
  server = createServer((request, response) => {
    const auth = request.headers.authorization ?? '';
    seen.push(`${request.url} ${auth}`);
    if (request.url?.startsWith('/refresh/')) {
      refreshes += 1;
      if (request.url !== `/refresh/${liveRefreshToken}`) {
        json(response, 401, { code: 'UNAUTHENTICATED', message: 'Refresh token already used.' });
        return;
      }
      liveRefreshToken = `refresh-${refreshes + 1}`;
      json(response, 200, {
        access_token: `access-${refreshes + 1}`,
        refresh_token: liveRefreshToken,
      });
    } else if (auth === 'Bearer access-1' && request.url === '/slow') {
      // Held until the test lets it answer, after another call's refresh has finished.
      pending = response;
      slowArrived();
    } else if (auth === 'Bearer access-1') {
      expired(response);
    } else {
      json(response, 200, { url: request.url, auth });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('a 401 that arrives after the refresh finished (spec §8)', () => {
  it('S8-1: the late call is retried with the new token; one refresh in all', async () => {
    let tokens = { access: 'access-1', refresh: 'refresh-1' };
    const onUnauthorized = vi.fn();
    const refreshClient = createApiClient({ baseURL });
    const recovery: TAuthRecovery = {
      refresh: shareInFlight(async () => {
        try {
          const answer = await refreshClient.post<{ access_token: string; refresh_token: string }>(
            `/refresh/${tokens.refresh}`,
          );
          tokens = { access: answer.data.access_token, refresh: answer.data.refresh_token };
          return true;
        } catch {
          return false;
        }
      }),
      onUnauthorized,
    };
    const client = createApiClient({
      baseURL,
      getSession: () => ({ tokenType: 'Bearer', accessToken: tokens.access }),
      getRecovery: () => recovery,
    });

    // 1. A call leaves with the old token; the server holds its answer.
    const arrived = new Promise<void>((resolve) => (slowArrived = resolve));
    const slow = client.get('/slow');
    await arrived;
    // 2. Another call meets 'Token expired', refreshes and is answered with the new token.
    await expect(client.get('/fast')).resolves.toMatchObject({
      data: { url: '/fast', auth: 'Bearer access-2' },
    });
    expect(refreshes).toBe(1);
    // 3. Only now the held call is answered 401 'Token expired'.
    if (!pending) throw new Error('/slow did not arrive');
    expired(pending);

    await expect(slow).resolves.toMatchObject({ data: { url: '/slow', auth: 'Bearer access-2' } });
    expect(refreshes).toBe(1);
    expect(seen.filter((line) => line.startsWith('/slow '))).toEqual([
      '/slow Bearer access-1',
      '/slow Bearer access-2',
    ]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
