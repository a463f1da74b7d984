// @vitest-environment node
// Against a real HTTP server: what matters is the headers that actually leave the client.
import { isErrorResponse } from '@fwmig/contract';
import { isAxiosError } from 'axios';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, createApiClient, setSessionGetter, type TRequestSession } from './api-client';

let server: Server;
let baseURL: string;
let received: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(request.headers);
    if (request.url === '/bad') {
      response.writeHead(400, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ code: 'VALIDATION_FAILED', message: 'name is required' }));
    } else if (request.url === '/empty-error') {
      response.writeHead(500);
      response.end();
    } else {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ ok: true }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  setSessionGetter(() => undefined);
});

function lastHeaders(): IncomingHttpHeaders {
  const headers = received.at(-1);
  if (!headers) throw new Error('the server received no request');
  return headers;
}

const FULL_SESSION: TRequestSession = {
  tokenType: 'Bearer',
  accessToken: 'access-123',
  userId: '1001',
  subUserId: '0',
  ouAccountId: 'ou-7',
};

describe('api client request headers (spec §7)', () => {
  it('sends Authorization "<token_type> <access_token>" and the user_id, sub_user_id, ou_account_id headers', async () => {
    const client = createApiClient({ baseURL, getSession: () => FULL_SESSION });
    const response = await client.get('/ok');
    expect(response.data).toEqual({ ok: true });
    const headers = lastHeaders();
    expect(headers.authorization).toBe('Bearer access-123');
    expect(headers.user_id).toBe('1001');
    // '0' marks a master user: it is a value, not "unset".
    expect(headers.sub_user_id).toBe('0');
    expect(headers.ou_account_id).toBe('ou-7');
  });

  it('sends no auth or account headers when the session getter returns nothing (the default)', async () => {
    await createApiClient({ baseURL }).get('/ok');
    const headers = lastHeaders();
    expect(headers.authorization).toBeUndefined();
    expect(headers.user_id).toBeUndefined();
    expect(headers.sub_user_id).toBeUndefined();
    expect(headers.ou_account_id).toBeUndefined();
  });

  it('sends only the parts of the session that are set', async () => {
    const client = createApiClient({
      baseURL,
      getSession: () => ({
        tokenType: 'Bearer',
        accessToken: '',
        userId: '1001',
        subUserId: '2',
        ouAccountId: undefined,
      }),
    });
    await client.get('/ok');
    const headers = lastHeaders();
    expect(headers.authorization).toBeUndefined();
    expect(headers.user_id).toBe('1001');
    expect(headers.sub_user_id).toBe('2');
    expect(headers.ou_account_id).toBeUndefined();
  });

  it('reads the session on every request and keeps a header the caller set', async () => {
    let session: TRequestSession = { ...FULL_SESSION };
    const client = createApiClient({ baseURL, getSession: () => session });
    await client.get('/ok');
    session = { ...FULL_SESSION, accessToken: 'access-456', userId: '2002' };
    await client.get('/ok', { headers: { user_id: '3003' } });
    const headers = lastHeaders();
    expect(headers.authorization).toBe('Bearer access-456');
    expect(headers.user_id).toBe('3003');
  });

  it('uses the getter given to setSessionGetter for the shared client', async () => {
    await apiClient.get(`${baseURL}/ok`);
    expect(lastHeaders().authorization).toBeUndefined();
    setSessionGetter(() => ({ tokenType: 'Bearer', accessToken: 'shared-token', userId: '42' }));
    await apiClient.get(`${baseURL}/ok`);
    expect(lastHeaders().authorization).toBe('Bearer shared-token');
    expect(lastHeaders().user_id).toBe('42');
  });
});

describe('api client failures (spec §7)', () => {
  it('rejects with the response body when the server answers one', async () => {
    const client = createApiClient({ baseURL });
    const rejection: unknown = await client.get('/bad').then(
      () => 'resolved',
      (error: unknown) => error,
    );
    expect(rejection).toEqual({ code: 'VALIDATION_FAILED', message: 'name is required' });
    expect(isErrorResponse(rejection)).toBe(true);
  });

  it('rejects with the axios error when the response has no body', async () => {
    const client = createApiClient({ baseURL });
    const rejection: unknown = await client.get('/empty-error').then(
      () => 'resolved',
      (error: unknown) => error,
    );
    expect(isAxiosError(rejection)).toBe(true);
    if (!isAxiosError(rejection)) return;
    expect(rejection.message).toBe('Request failed with status code 500');
    expect(rejection.response?.status).toBe(500);
  });
});
