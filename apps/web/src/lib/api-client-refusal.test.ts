// @vitest-environment node
// issue 18 item 1 against a real HTTP server: a 403 naming an error page (NO_PERMISSION,
// NO_CONVERTER, NO_ACCOUNT) is handed to the session once; other refusals are not.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, setAuthRecovery, apiClient, type TAuthRecovery } from './api-client';
import { isAuthFailure, REFUSAL_CODES } from './error-message';

let server: Server;
let baseURL: string;

/** `/403/{code}` answers 403 with that code; `/status/{n}/{code}` any status with that code. */
beforeAll(async () => {
  server = createServer((request, response) => {
    const [, kind = '', first = '', second = ''] = (request.url ?? '').split('/');
    const [status, code] = kind === '403' ? [403, first] : [Number(first), second];
    if (kind !== '403' && kind !== 'status') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ ok: true }));
      return;
    }
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ code, message: `refused: ${code}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  setAuthRecovery(undefined);
  await new Promise((resolve) => server.close(resolve));
});

function clientWithRecovery() {
  const recovery = {
    refresh: vi.fn(() => Promise.resolve(true)),
    onUnauthorized: vi.fn(),
    onRefused: vi.fn(),
  } satisfies TAuthRecovery;
  const client = createApiClient({ baseURL, getRecovery: () => recovery });
  return { client, recovery };
}

describe('refused sessions go to their error page (issue 18 item 1, spec §8)', () => {
  it.each(REFUSAL_CODES)(
    'a 403 %s is handed to the session once, and the call still rejects with the body',
    async (code) => {
      const { client, recovery } = clientWithRecovery();
      const rejection: unknown = await client.get(`/403/${code}`).then(
        () => 'resolved',
        (error: unknown) => error,
      );
      expect(rejection).toEqual({ code, message: `refused: ${code}` });
      expect(recovery.onRefused).toHaveBeenCalledTimes(1);
      expect(recovery.onRefused).toHaveBeenCalledWith(code);
      expect(recovery.onUnauthorized).not.toHaveBeenCalled();
      expect(recovery.refresh).not.toHaveBeenCalled();
      // No generic toast: the session shows the page instead (lib/query-client.ts).
      expect(isAuthFailure(rejection)).toBe(true);
    },
  );

  it('a 403 FORBIDDEN (someone else\u2019s ticket), a 404 or a success is not a refused session', async () => {
    const { client, recovery } = clientWithRecovery();
    await expect(client.get('/403/FORBIDDEN')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(client.get('/status/404/NOT_FOUND')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(client.get('/ok')).resolves.toMatchObject({ data: { ok: true } });
    expect(recovery.onRefused).not.toHaveBeenCalled();
    expect(isAuthFailure({ code: 'FORBIDDEN', message: 'x' })).toBe(false);
  });

  it('only a 403 counts: the same code on another status is left alone', async () => {
    const { client, recovery } = clientWithRecovery();
    await expect(client.get('/status/400/NO_PERMISSION')).rejects.toMatchObject({
      code: 'NO_PERMISSION',
    });
    expect(recovery.onRefused).not.toHaveBeenCalled();
  });

  it('the shared client hands refusals to the recovery set by the session module', async () => {
    const onRefused = vi.fn();
    setAuthRecovery({ refresh: () => Promise.resolve(false), onUnauthorized: vi.fn(), onRefused });
    await expect(apiClient.get(`${baseURL}/403/NO_CONVERTER`)).rejects.toMatchObject({
      code: 'NO_CONVERTER',
    });
    expect(onRefused).toHaveBeenCalledWith('NO_CONVERTER');
  });
});
