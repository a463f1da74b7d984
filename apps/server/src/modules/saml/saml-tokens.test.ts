import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTokenResponse } from '@fwmig/contract';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { PASSWORD, postToAcs, seedLogins, signInAtIdp } from './saml-test-flow.js';
import type { SamlTestServer } from './saml-test-server.js';

let server: TestServer;
let saml: SamlTestServer;
beforeAll(async () => {
  // The whole application (buildApp), not the SAML plugin alone.
  server = await startTestServer();
  saml = {
    baseUrl: server.baseUrl,
    config: server.config,
    db: server.app.database.db,
    cookies: new Map(),
    close: () => server.destroy(),
  };
  await seedLogins(saml.db);
});
afterAll(() => server.destroy());

describe('SP-initiated sign-in through the whole application ends in tokens', () => {
  it.each([
    ['master by e-mail', { email: 'master@acme.test' }, 'IAM', null],
    ['IAM user by account and username', { account: '100001', username: 'alice' }, 'IAM', 'alice'],
    [
      'IAM user without portal access',
      { account: '100001', username: 'bob' },
      'IAM_NOPORTAL',
      'bob',
    ],
    ['IdP user', { email: 'idp@acme.test' }, 'IDP', null],
  ] as const)('%s', async (_who, credentials, loginType, iamUsername) => {
    const { samlResponse } = await signInAtIdp(saml, { ...credentials, password: PASSWORD });
    const acs = await postToAcs(saml, samlResponse ?? '');
    expect(acs.status).toBe(302);
    const location = new URL(acs.headers.get('location') ?? '');
    expect(location.pathname).toBe('/');
    const loginId = location.searchParams.get('loginId') ?? '';
    const tokens = ZTokenResponse.parse(
      await (
        await fetch(`${saml.baseUrl}/client/v1/token?loginId=${encodeURIComponent(loginId)}`)
      ).json(),
    );
    expect(tokens.data.webAccessToken.loginType).toBe(loginType);
    expect(tokens.data.iamUsername).toBe(iamUsername);
    const list = await fetch(`${saml.baseUrl}/client/v1/loginAccount/list`, {
      headers: { authorization: `Bearer ${tokens.data.webAccessToken.access_token}` },
    });
    expect(list.status).toBe(200);
  });
});
