import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_EXPIRED_MESSAGE } from '@fwmig/contract';
import { accessTokens, tokenFamilies } from '../../db/schema/sessions.js';
import { sha256 } from '../../lib/secrets.js';
import {
  addIdpRole,
  addMembership,
  createAccount,
  createLogin,
  signIn,
} from '../../test/identity-factory.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { accountAccess, findLogin } from './accounts.service.js';
import { lookupSession } from './session-lookup.js';

/** issue 18 items 1 and 10: the access layer's one query says what the three queries said. */

let server: TestServer;
const db = () => server.app.database.db;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.destroy());

describe('lookupSession (token, login and accounts in one query)', () => {
  it('gives the accounts accountAccess gives, for members and for IdP users', async () => {
    const [a, b] = [await createAccount(db()), await createAccount(db(), { hasConverter: false })];
    const member = await createLogin(db());
    await addMembership(db(), { loginId: member.id, accountId: b.id, subUserId: '0' });
    await addMembership(db(), {
      loginId: member.id,
      accountId: a.id,
      subUserId: '42',
      username: 'ops',
      readWrite: true,
      portalAdmin: false,
      portalAccess: false,
    });
    const idp = await createLogin(db(), { kind: 'idp', idpUserId: 'idp-5', idpUserName: 'Ida' });
    await addIdpRole(db(), { loginId: idp.id, accountId: a.id, roleName: 'NetOps' });
    await addIdpRole(db(), { loginId: idp.id, accountId: b.id, roleName: 'Lab' });
    const lonely = await createLogin(db());
    for (const login of [member, idp, lonely]) {
      const token = (await signIn(server.baseUrl, db(), login.id)).access_token;
      const state = await lookupSession(db(), token);
      const row = await findLogin(db(), login.id);
      if (!row) throw new Error('login missing');
      expect(state.login).toEqual(row);
      expect(state.access).toEqual(await accountAccess(db(), row));
      expect(state.loginType).toBe('IAM');
    }
  });

  it('refuses unknown, revoked and expired tokens', async () => {
    const login = await createLogin(db());
    const token = (await signIn(server.baseUrl, db(), login.id)).access_token;
    await expect(lookupSession(db(), 'x'.repeat(43))).rejects.toThrow(/not valid/);
    await db()
      .update(accessTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accessTokens.tokenHash, sha256(token)));
    await expect(lookupSession(db(), token)).rejects.toThrow(TOKEN_EXPIRED_MESSAGE);
    await db()
      .update(tokenFamilies)
      .set({ revokedAt: sql`now()` })
      .where(eq(tokenFamilies.loginId, login.id));
    await expect(lookupSession(db(), token)).rejects.toThrow(/signed out or revoked/);
  });
});
