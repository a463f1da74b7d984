import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZErrorResponse,
  ZPermissionResponse,
  ZPortalMenusResponse,
  ZPortalTopBarResponse,
  type TPortalMenus,
} from '@fwmig/contract';
import { logins } from '../../db/schema/identity.js';
import { auditLog } from '../../db/schema/system.js';
import { signIn } from '../../test/identity-factory.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { seedDemo } from '../identity/demo-seed.js';

let server: TestServer;
const db = () => server.app.database.db;

async function tokenOf(email: string): Promise<string> {
  const [login] = await db().select().from(logins).where(eq(logins.email, email));
  return (await signIn(server.baseUrl, db(), login?.id ?? '')).access_token;
}

async function call(method: 'GET' | 'PUT', path: string, email: string, body?: unknown) {
  return fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await tokenOf(email)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function topBar() {
  const answer = await fetch(`${server.baseUrl}/client/v1/portalTopBar`);
  return ZPortalTopBarResponse.parse(await answer.json()).data;
}

const ADMIN = 'admin@converter.example';

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(db());
});
afterAll(() => server.destroy());

describe('issue 19 item 2: SERVICES and SUPPORT menus from data an admin edits', () => {
  it('by default nothing points at example.com; entries without a URL are hidden', async () => {
    const bar = await topBar();
    const urls = [...bar.portal_menu_items, ...bar.support_menu_items].map((item) => item.url);
    expect(urls.some((url) => url.includes('example.com'))).toBe(false);
    expect(urls.every((url) => url !== '')).toBe(true);
    // The converter itself is always the first SERVICES entry.
    expect(bar.portal_menu_items[0]).toMatchObject({ app_name: 'converter', order: 1 });
    expect(bar.portal_menu_headers.map((h) => h.display_name)).toEqual(['Cloud Services']);
  });

  it('a read-write admin saves entries: the top bar and permission follow, and the save is audited', async () => {
    const menus: TPortalMenus = {
      services: [
        { section: 'Cloud Services', name: 'Cloud Firewall', url: 'https://fw.acme.test/' },
        { section: 'Tools', name: 'Not ready yet', url: '' },
        { section: 'Tools', name: 'Log Search', url: 'https://logs.acme.test/' },
      ],
      support: [{ section: 'Care', name: 'Open a case', url: 'https://care.acme.test/new' }],
    };
    const saved = await call('PUT', '/api/admin/portal-menus', ADMIN, menus);
    expect(saved.status).toBe(200);
    const read = ZPortalMenusResponse.parse(
      await (await call('GET', '/api/admin/portal-menus', ADMIN)).json(),
    ).data;
    expect(read.services).toEqual(menus.services);
    expect(read.updatedBy).toBe(ADMIN);

    const bar = await topBar();
    expect(bar.portal_menu_headers.map((h) => h.display_name)).toEqual(['Cloud Services', 'Tools']);
    expect(bar.portal_menu_items.map((i) => [i.section_header, i.order, i.display_name])).toEqual([
      ['Cloud Services', 1, 'Config Converter'],
      ['Cloud Services', 2, 'Cloud Firewall'],
      ['Tools', 1, 'Log Search'],
    ]);
    expect(bar.support_menu_items.map((i) => i.url)).toEqual(['https://care.acme.test/new']);

    const permission = ZPermissionResponse.parse(
      await (await call('GET', '/client/v1/permission', ADMIN)).json(),
    ).data;
    expect(permission.portalList.map((p) => p.app_name)).toEqual(
      bar.portal_menu_items.map((i) => i.app_name),
    );
    expect(permission.support_menu.map((p) => p.itemId)).toEqual(
      bar.support_menu_items.map((i) => i.item_id),
    );

    const events = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.portal_menus.update'));
    expect(events).toHaveLength(1);
    expect(events[0]?.actor).toBe(ADMIN);
  });

  it('refuses read-only admins and customers, and URLs that are not http(s)', async () => {
    const menus: TPortalMenus = { services: [], support: [] };
    for (const email of ['viewer@converter.example', 'master@acme.example']) {
      expect((await call('GET', '/api/admin/portal-menus', email)).status).toBe(403);
      expect((await call('PUT', '/api/admin/portal-menus', email, menus)).status).toBe(403);
    }
    const bad = await call('PUT', '/api/admin/portal-menus', ADMIN, {
      services: [{ section: 'X', name: 'Y', url: 'javascript:alert(1)' }],
      support: [],
    });
    expect(bad.status).toBe(400);
    ZErrorResponse.parse(await bad.json());
  });
});
