import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSamlTestServer, type SamlTestServer } from '../saml/saml-test-server.js';
import { postToAcs, seedLogins, signInAtIdp } from '../saml/saml-test-flow.js';
import { pageAudit } from './audit.service.js';

let server: SamlTestServer;
beforeAll(async () => {
  server = await startSamlTestServer();
  await seedLogins(server.db);
});
afterAll(() => server.close());

const failures = async () =>
  (await pageAudit(server.db, { skip: 0, limit: 50, action: 'session.sign_in_failed' })).rows;

describe('issue 18 item 11: failed sign-ins are recorded', () => {
  it('a wrong password at the built-in IdP, with the identity tried, IP and user agent', async () => {
    const before = (await failures()).length;
    const attempt = await signInAtIdp(server, { email: 'master@acme.test', password: 'wrong' });
    expect(attempt.status).toBe(401);
    const events = await failures();
    expect(events).toHaveLength(before + 1);
    expect(events[0]).toMatchObject({ actor: 'master@acme.test', detail: { stage: 'idp' } });
    expect(events[0]?.ip).toBeTruthy();
    expect(events[0]?.userAgent).toBeTruthy();
  });

  it('a SAML answer the ACS refuses', async () => {
    const before = (await failures()).length;
    const bogus = Buffer.from(
      '<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"/>',
    );
    const answer = await postToAcs(server, bogus.toString('base64'));
    expect(answer.status).toBeGreaterThanOrEqual(400);
    const events = await failures();
    expect(events).toHaveLength(before + 1);
    expect(events[0]).toMatchObject({ actor: 'anonymous', detail: { stage: 'saml' } });
  });
});
