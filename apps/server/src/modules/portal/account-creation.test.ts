import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPortalTopBarResponse } from '@fwmig/contract';
import { portalConfig } from '../../db/schema/identity.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

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
  it('S9-38: the default target /idp/register leads to the web app page /register, not a JSON 404', async () => {
    expect(await accountCreationUrl()).toBe('/idp/register');
    const response = await fetch(`${server.baseUrl}/idp/register`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/register');
    const page = await fetch(`${server.baseUrl}/register`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
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
