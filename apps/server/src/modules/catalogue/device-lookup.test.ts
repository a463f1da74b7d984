import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership, createAccount, createLogin, signIn } from '../../test/identity-factory.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { ensureSeedCatalogue } from './seed-catalogue.js';
import { SEED_MATRIX } from './seed-data.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.app.database.db;
  await ensureSeedCatalogue(db);
  const customer = await createLogin(db);
  await addMembership(db, {
    loginId: customer.id,
    accountId: (await createAccount(db)).id,
    subUserId: '0',
  });
  token = (await signIn(server.baseUrl, db, customer.id)).access_token;
});
afterAll(() => server.destroy());

async function lookup(sn: string, auth = true) {
  const response = await fetch(
    `${server.baseUrl}/api/catalogue/modelBySerial?sn=${encodeURIComponent(sn)}`,
    {
      headers: auth ? { authorization: `Bearer ${token}` } : {},
    },
  );
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: { model: string; versions: { version: string }[] };
      code?: string;
      message?: string;
    },
  };
}

describe('GET /api/catalogue/modelBySerial (what the ticket forms ask)', () => {
  it("a customer's serial number gives its model and the versions the matrix allows", async () => {
    const answer = await lookup('fgt60ftk20000001');
    expect(answer.status).toBe(200);
    expect(answer.body.data?.model).toBe('FortiGate-60F');
    expect(answer.body.data?.versions.map((v) => v.version).sort()).toEqual(
      [...(SEED_MATRIX['FortiGate-60F'] ?? [])].sort(),
    );
    expect((await lookup('FG4H0FTB21000009')).body.data?.model).toBe('FortiGate-400F');
  });

  it('an unknown or malformed serial is a clear 404 or 400; no token is 401', async () => {
    const unknown = await lookup('ZZZZ0000000001');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('UNKNOWN_SERIAL');
    expect(unknown.body.message).toContain('ZZZZ0000000001');
    expect((await lookup('FGT-60F')).status).toBe(400);
    expect((await lookup('FGT60FTK20000001', false)).status).toBe(401);
  });
});
