import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPortalTopBarResponse } from '@fwmig/contract';
import { portalConfig } from '../../db/schema/identity.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { idpMetadataXml } from '../saml/idp-descriptor.js';
import { loadOrCreateSamlKeys } from '../saml/keys.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.destroy());

async function accountCreationUrl(): Promise<string | undefined> {
  const response = await fetch(`${server.baseUrl}/client/v1/portalTopBar`);
  const { data } = ZPortalTopBarResponse.parse(await response.json());
  return data.configurations.find((entry) => entry.name === 'AccountCreation_URL')?.value;
}

describe('CREATE ACCOUNT target (spec §3, §9 AccountCreation_URL)', () => {
  it('S9-38 (issue 20 item 3): the default target /idp/register is the built-in IdP registration form', async () => {
    expect(await accountCreationUrl()).toBe('/idp/register');
    const response = await fetch(`${server.baseUrl}/idp/register`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<form method="post" action="/idp/register"');
    for (const id of ['company', 'email', 'password'])
      expect(html).toContain(`<label for="${id}">`);
  });

  it('S9-38: with an external IdP, /idp/register leads to the web app page /register, not a JSON 404', async () => {
    const root = await mkdtemp(join(tmpdir(), 'fwmig-account-creation-'));
    const keys = await loadOrCreateSamlKeys(root, { idp: 'External IdP', sp: 'unused' });
    const file = join(root, 'idp.xml');
    await writeFile(
      file,
      idpMetadataXml({
        entityId: 'https://idp.example.com/saml',
        ssoUrl: 'https://idp.example.com/sso',
        cert: keys.idp.cert,
      }),
    );
    const external = await startTestServer({ SAML_IDP_METADATA: file });
    try {
      const response = await fetch(`${external.baseUrl}/idp/register`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/register');
      const page = await fetch(`${external.baseUrl}/register`, {
        headers: { accept: 'text/html' },
      });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    } finally {
      await external.destroy();
      await rm(root, { recursive: true, force: true });
    }
  });

  it('S7-14 S2-5: the signed-out top bar answer carries the configuration as it is now', async () => {
    const { db } = server.app.database;
    await db
      .update(portalConfig)
      .set({ value: 'https://accounts.example.net/join' })
      .where(eq(portalConfig.name, 'AccountCreation_URL'));
    expect(await accountCreationUrl()).toBe('https://accounts.example.net/join');
  });
});
