import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorResponse } from '@fwmig/contract';
import { createLogin } from '../test/identity-factory.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { issueLoginId } from '../modules/identity/login-ids.js';
import { startSession } from '../modules/identity/tokens.service.js';
import { requestFrom } from './source-address-client.js';

// Small limits so the tests see them act; production defaults are in README.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    HEADERS_TIMEOUT_SECONDS: '0.5',
    REQUEST_TIMEOUT_SECONDS: '1',
    IDLE_TIMEOUT_SECONDS: '5',
    KEEP_ALIVE_TIMEOUT_SECONDS: '0.5',
    RATE_LIMIT_PER_IP: '3',
    RATE_LIMIT_PER_ACCOUNT: '2',
  });
});
afterAll(() => server.destroy());

/**
 * A client that sends `head`, then one more chunk every `everyMs` for at most `chunks` times
 * (bounded, stops by itself); what the server answered and how many chunks it took before it
 * closed the connection.
 */
async function slowClient(head: string, chunk: string, everyMs: number, chunks: number) {
  const { port } = new URL(server.baseUrl);
  const socket = connect(Number(port), '127.0.0.1');
  let answer = '';
  let closed = false;
  socket.on('data', (data: Buffer) => (answer += data.toString('utf8')));
  socket.on('error', () => undefined);
  const done = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.once('close', () => (closed = true));
  socket.write(head);
  let sent = 0;
  while (!closed && sent < chunks) {
    await sleep(everyMs);
    if (!closed) socket.write(chunk);
    sent += 1;
  }
  socket.end();
  await done;
  return { answer, sent, cutOff: sent < chunks };
}

describe('slow clients cannot hold connections (issue 18 item 6)', () => {
  it('cuts off a client that sends its headers slowly (408)', async () => {
    // 100 header lines at 100 ms would take 10 s; the headers timeout is 0.5 s.
    const result = await slowClient(
      'GET /healthz HTTP/1.1\r\nHost: x\r\n',
      'X-Slow: 1\r\n',
      100,
      100,
    );
    expect(result.cutOff).toBe(true);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a client that sends its body slowly (408)', async () => {
    const result = await slowClient(
      'POST /client/v1/token/refresh HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{',
      ' ',
      100,
      100,
    );
    expect(result.cutOff).toBe(true);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes an idle keep-alive connection after an answer', async () => {
    const result = await slowClient('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n', '', 100, 100);
    expect(result.answer).toMatch(/^HTTP\/1\.1 200/);
    expect(result.cutOff).toBe(true);
  });
});

describe('sign-in rate limits: 429 with Retry-After (issue 18 item 6)', () => {
  const expectLimited = (answer: { status: number; headers: Record<string, unknown> }) => {
    expect(answer.status).toBe(429);
    const retryAfter = Number(answer.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  };

  it('starting a sign-in: N per address, then 429; another address is not affected', async () => {
    const start = (from: string) =>
      requestFrom(from, `${server.baseUrl}/saml2/authenticate/saml-sp`);
    for (let i = 0; i < 3; i += 1) expect((await start('127.0.0.2')).status).toBe(302);
    const limited = await start('127.0.0.2');
    expectLimited(limited);
    const body = ZErrorResponse.parse(JSON.parse(limited.text));
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toMatch(/Wait \d+ seconds/);
    expect((await start('127.0.0.3')).status).toBe(302);
  });

  it('token exchange: N per address, then 429 even for a valid loginId', async () => {
    const exchange = (from: string, loginId: string) =>
      requestFrom(from, `${server.baseUrl}/client/v1/token?loginId=${loginId}`);
    for (let i = 0; i < 3; i += 1) {
      expect((await exchange('127.0.0.4', `${'g'.repeat(31)}${i}`)).status).toBe(401);
    }
    const login = await createLogin(server.app.database.db);
    const id = await issueLoginId(server.app.database.db, { loginId: login.id, loginType: 'IAM' });
    expectLimited(await exchange('127.0.0.4', id));
    expect((await exchange('127.0.0.5', id)).status).toBe(200);
  });

  it('refresh: per address, and per account across addresses', async () => {
    const db = server.app.database.db;
    const login = await createLogin(db);
    // Three sessions of one login (signed in elsewhere).
    const session = async () =>
      (await startSession(db, { loginId: login.id, loginType: 'IAM' })).refreshToken;
    const refresh = (from: string, token: string) =>
      requestFrom(from, `${server.baseUrl}/client/v1/token/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: token }),
      });
    // Two refreshes of this account (from two addresses) are its budget...
    expect((await refresh('127.0.0.6', await session())).status).toBe(200);
    expect((await refresh('127.0.0.7', await session())).status).toBe(200);
    // ...so a third, from a fresh address, is refused for the account.
    expectLimited(await refresh('127.0.0.8', await session()));
    // Unknown tokens count against the address only.
    for (let i = 0; i < 3; i += 1)
      expect((await refresh('127.0.0.9', `nope-token-${i}`)).status).toBe(401);
    expectLimited(await refresh('127.0.0.9', 'nope-token-again'));
  });
});
