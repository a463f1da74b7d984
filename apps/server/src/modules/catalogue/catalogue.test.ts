import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TARGET_OS_SEGMENT,
  ZErrorResponse,
  ZInterfaceListResponse,
  ZModelDetail,
  type TInterfaceInput,
} from '@fwmig/contract';
import { addMembership, createAccount, createLogin, signIn } from '../../test/identity-factory.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await createLogin(server.app.database.db, { staffLevel: 'read_write' });
  adminToken = (await signIn(server.baseUrl, server.app.database.db, admin.id)).access_token;
});
afterAll(() => server.destroy());

const OS = `/api/${TARGET_OS_SEGMENT}/version`;

/** A call as the read-write admin (or with another token). */
async function call(
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; token?: string } = {},
) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${options.token ?? adminToken}`,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

const ports = (...names: string[]): TInterfaceInput[] =>
  names.map((name) => ({ name, type: 'physical', speed: '1 Gbps' }));

async function detail(model: string) {
  const answer = await call('GET', '/api/model/version/getModelByName', { headers: { model } });
  return ZModelDetail.parse((answer.body as { data: unknown }).data);
}

describe('models and interfaces (spec §7)', () => {
  it('S7-34: adds a model with its ports; getModelandSN and getModelByName show it', async () => {
    const added = await call('POST', '/api/model/interface/add', {
      body: {
        model: 'Test-60X',
        snPrefix: 'tst60x',
        series: 'Entry-level',
        interfaceList: ports('wan1', 'wan2', 'internal1'),
      },
    });
    expect(added.status).toBe(200);
    const list = await call('GET', '/api/model/version/getModelandSN');
    expect((list.body as { data: unknown[] }).data).toContainEqual({
      model: 'Test-60X',
      snPrefix: 'TST60X',
      series: 'Entry-level',
    });
    const model = await detail('Test-60X');
    expect(model.interfaceList.map((p) => p.name)).toEqual(['wan1', 'wan2', 'internal1']);
  });

  it('a model with duplicate interface names is refused with 400 and nothing is stored', async () => {
    const answer = await call('POST', '/api/model/interface/add', {
      body: {
        model: 'Test-Dup',
        snPrefix: 'TSTDUP',
        series: 'Entry-level',
        interfaceList: ports('port1', 'PORT1'),
      },
    });
    expect(answer.status).toBe(400);
    expect(ZErrorResponse.parse(answer.body).message).toMatch(/unique.*PORT1/);
    expect(
      (await call('GET', '/api/model/version/getModelByName', { headers: { model: 'Test-Dup' } }))
        .status,
    ).toBe(404);
  });

  it('an existing model name or serial prefix is a 409', async () => {
    const sameName = await call('POST', '/api/model/interface/add', {
      body: { model: 'Test-60X', snPrefix: 'OTHER1', series: 'x', interfaceList: [] },
    });
    expect(sameName.status).toBe(409);
    const samePrefix = await call('POST', '/api/model/interface/add', {
      body: { model: 'Test-61X', snPrefix: 'TST60X', series: 'x', interfaceList: [] },
    });
    expect(samePrefix.status).toBe(409);
    expect(ZErrorResponse.parse(sameName.body).code).toBe('CATALOGUE_DUPLICATE');
    expect(ZErrorResponse.parse(samePrefix.body).code).toBe('CATALOGUE_DUPLICATE');
    expect(ZErrorResponse.parse(samePrefix.body).message).toContain('Test-60X');
  });

  it('duplicateModel copies the ports of another model', async () => {
    const answer = await call('POST', '/api/model/interface/add', {
      body: {
        model: 'Test-60X-Copy',
        snPrefix: 'TST60Y',
        series: 'Entry-level',
        interfaceList: [],
        duplicateModel: 'Test-60X',
      },
    });
    expect(answer.status).toBe(200);
    expect((await detail('Test-60X-Copy')).interfaceList.map((p) => p.name)).toEqual([
      'wan1',
      'wan2',
      'internal1',
    ]);
  });

  it('S7-35: update adds, updates (renames may swap) and deletes ports in one transaction', async () => {
    const before = await detail('Test-60X');
    const [wan1, wan2, internal1] = before.interfaceList;
    if (!wan1 || !wan2 || !internal1) throw new Error('ports missing');
    const answer = await call('POST', '/api/model/interface/update', {
      body: {
        model: 'Test-60X',
        snPrefix: 'TST60X',
        series: 'Desktop',
        addInterfaceList: ports('internal2'),
        updateInterfaceList: [
          { ...wan1, name: 'wan2' },
          { ...wan2, name: 'wan1', notes: 'swapped' },
        ],
        deleteInterfaceList: [internal1.id],
      },
    });
    expect(answer.status).toBe(200);
    const after = await detail('Test-60X');
    expect(after.series).toBe('Desktop');
    expect(after.interfaceList.map((p) => [p.name, p.notes])).toEqual([
      ['wan2', ''],
      ['wan1', 'swapped'],
      ['internal2', ''],
    ]);
  });

  it('an update that would repeat a name changes nothing', async () => {
    const before = await detail('Test-60X');
    const answer = await call('POST', '/api/model/interface/update', {
      body: {
        model: 'Test-60X',
        snPrefix: 'TST60X',
        series: 'Changed',
        addInterfaceList: ports('wan1'),
        deleteInterfaceList: [],
      },
    });
    expect(answer.status).toBe(400);
    expect(await detail('Test-60X')).toEqual(before);
  });

  it('S7-28: getInterfaceList pages and sorts by the skip, limit, order and sortBy headers', async () => {
    const answer = await call('GET', '/api/model/interface/getInterfaceList', {
      headers: { model: 'Test-60X', skip: '1', limit: '1', order: 'desc', sortBy: 'name' },
    });
    expect(answer.status).toBe(200);
    const page = ZInterfaceListResponse.parse(answer.body).data;
    expect(page.total).toBe(3);
    expect(page.items.map((p) => p.name)).toEqual(['wan1']);
    const all = ZInterfaceListResponse.parse(
      (await call('GET', '/api/model/interface/getInterfaceList', { headers: { limit: '10000' } }))
        .body,
    ).data;
    expect(all.items.map((p) => p.model)).toEqual(
      expect.arrayContaining(['Test-60X', 'Test-60X-Copy']),
    );
    const bad = await call('GET', '/api/model/interface/getInterfaceList', {
      headers: { limit: '0' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('firmware versions and the matrix (spec §7)', () => {
  it('S7-31 S7-25: adds versions; listAll shows them newest first', async () => {
    for (const [version, releaseDate] of [
      ['7.4.4', '2024-05-14'],
      ['7.6.0', '2024-07-25'],
      ['7.2.8', '2024-03-05'],
    ]) {
      expect((await call('POST', `${OS}/add`, { body: { version, releaseDate } })).status).toBe(
        200,
      );
    }
    const list = await call('GET', `${OS}/listAll`);
    const versions = (list.body as { data: { version: string }[] }).data.map((v) => v.version);
    expect(versions.indexOf('7.6.0')).toBeLessThan(versions.indexOf('7.4.4'));
    expect(versions.indexOf('7.4.4')).toBeLessThan(versions.indexOf('7.2.8'));
    expect(
      (await call('POST', `${OS}/add`, { body: { version: '7.4.4', releaseDate: '2024-05-14' } }))
        .status,
    ).toBe(409);
    expect(
      (await call('POST', `${OS}/add`, { body: { version: '7.4', releaseDate: '2024-05-14' } }))
        .status,
    ).toBe(400);
  });

  it('S7-30 S7-29 S7-26 S7-24: updateModelVersion sets the models and their series; the lists follow', async () => {
    const set = await call('POST', '/api/model/version/updateModelVersion/7.4.4', {
      body: { 'Test-60X': 'Entry-level', 'Test-60X-Copy': 'Entry-level' },
    });
    expect(set.status).toBe(200);
    const models = await call('GET', '/api/model/version/listByVersion/7.4.4');
    expect((models.body as { data: { model: string }[] }).data.map((m) => m.model)).toEqual([
      'Test-60X',
      'Test-60X-Copy',
    ]);
    const byModel = await call('GET', '/api/model/version/listByModel', {
      headers: { model: 'Test-60X' },
    });
    expect((byModel.body as { data: { version: string }[] }).data.map((v) => v.version)).toEqual([
      '7.4.4',
    ]);
    const all = await call('GET', '/api/model/version/list/version');
    expect((all.body as { data: { version: string; models: string[] }[] }).data).toContainEqual(
      expect.objectContaining({ version: '7.4.4', models: ['Test-60X', 'Test-60X-Copy'] }),
    );
    const series = await call('GET', '/api/model/version/list/series');
    expect((series.body as { data: string[] }).data).toContain('Entry-level');
    const unknown = await call('POST', '/api/model/version/updateModelVersion/7.4.4', {
      body: { 'No-Such': 'x' },
    });
    expect(unknown.status).toBe(400);
  });

  it('S7-32: deleting a version in use is refused with a clear error; an unused one goes', async () => {
    const inUse = await call('DELETE', `${OS}/deleteByVersion/7.4.4`);
    expect(inUse.status).toBe(409);
    expect(ZErrorResponse.parse(inUse.body).code).toBe('VERSION_IN_USE');
    expect(ZErrorResponse.parse(inUse.body).message).toBe(
      'Firmware version 7.4.4 is supported by 2 model(s) (Test-60X, Test-60X-Copy). Remove it from them first.',
    );
    expect((await call('DELETE', `${OS}/deleteByVersion/7.2.8`)).status).toBe(200);
    expect((await call('DELETE', `${OS}/deleteByVersion/7.2.8`)).status).toBe(404);
  });

  it('S7-33: edit renames and re-dates; renaming onto an existing version is a 409', async () => {
    const clash = await call('POST', `${OS}/edit`, {
      body: { version: '7.6.0', releaseDate: '2024-05-14', oldVersion: '7.4.4' },
    });
    expect(clash.status).toBe(409);
    expect(ZErrorResponse.parse(clash.body).code).toBe('CATALOGUE_DUPLICATE');
    const renamed = await call('POST', `${OS}/edit`, {
      body: { version: '7.4.5', releaseDate: '2024-08-01', oldVersion: '7.4.4' },
    });
    expect(renamed.status).toBe(200);
    const byModel = await call('GET', '/api/model/version/listByModel', {
      headers: { model: 'Test-60X' },
    });
    expect((byModel.body as { data: unknown[] }).data).toEqual([
      { version: '7.4.5', releaseDate: '2024-08-01' },
    ]);
  });
});

describe('who may call (spec §2, §6)', () => {
  it('S7-26 S7-28: a read-only admin reads the catalogue (listByModel, getInterfaceList with the model header) but changes nothing', async () => {
    const db = server.app.database.db;
    const viewer = await createLogin(db, { staffLevel: 'read_only' });
    const token = (await signIn(server.baseUrl, db, viewer.id)).access_token;
    const reads = [
      '/api/model/version/list/version',
      `${OS}/listAll`,
      '/api/model/version/listByModel',
      '/api/model/version/getModelandSN',
      '/api/model/interface/getInterfaceList',
      '/api/model/version/listByVersion/7.6.0',
      '/api/model/version/list/series',
    ];
    for (const path of reads) {
      const answer = await call('GET', path, { token, headers: { model: 'Test-60X' } });
      expect(answer.status, `GET ${path}`).toBe(200);
    }
    const ports = await call('GET', '/api/model/interface/getInterfaceList', {
      token,
      headers: { model: 'Test-60X', skip: '0', limit: '10', order: 'asc', sortBy: 'name' },
    });
    const page = ZInterfaceListResponse.parse(ports.body).data;
    expect(page.items.every((port) => port.model === 'Test-60X')).toBe(true);
    const writes: [string, string, unknown?][] = [
      ['POST', '/api/model/version/updateModelVersion/7.6.0', {}],
      ['POST', `${OS}/add`, { version: '9.9.9', releaseDate: '2030-01-01' }],
      ['DELETE', `${OS}/deleteByVersion/7.6.0`],
      ['POST', '/api/model/interface/add', { model: 'X', snPrefix: 'XXXX', series: 'x' }],
    ];
    for (const [method, path, body] of writes) {
      expect((await call(method, path, { token, body })).status, `${method} ${path}`).toBe(403);
    }
  });

  it('customers get 403 from every catalogue call, read-only admins from every change; no token is 401', async () => {
    const db = server.app.database.db;
    const viewer = await createLogin(db, { staffLevel: 'read_only' });
    const customer = await createLogin(db);
    await addMembership(db, {
      loginId: customer.id,
      accountId: (await createAccount(db)).id,
      subUserId: '0',
    });
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/model/version/list/version'],
      ['GET', `${OS}/listAll`],
      ['GET', '/api/model/version/getModelandSN'],
      ['GET', '/api/model/interface/getInterfaceList'],
      ['GET', '/api/model/version/listByVersion/7.6.0'],
      ['POST', '/api/model/version/updateModelVersion/7.6.0', {}],
      ['POST', `${OS}/add`, { version: '9.9.9', releaseDate: '2030-01-01' }],
      ['DELETE', `${OS}/deleteByVersion/7.6.0`],
      ['POST', `${OS}/edit`, { version: '9.9.9', releaseDate: '2030-01-01', oldVersion: '7.6.0' }],
      ['POST', '/api/model/interface/add', { model: 'X', snPrefix: 'XXXX', series: 'x' }],
      [
        'POST',
        '/api/model/interface/update',
        { model: 'Test-60X', snPrefix: 'TST60X', series: 'x' },
      ],
      ['GET', '/api/model/version/list/series'],
    ];
    for (const login of [viewer, customer]) {
      const token = (await signIn(server.baseUrl, db, login.id)).access_token;
      // The read-only admin may read (the test above): only the changes are refused.
      const refused = login === viewer ? calls.filter(([method]) => method !== 'GET') : calls;
      for (const [method, path, body] of refused) {
        const answer = await call(method, path, { token, body, headers: { model: 'Test-60X' } });
        expect(answer.status, `${method} ${path}`).toBe(403);
      }
    }
    expect((await fetch(`${server.baseUrl}${OS}/listAll`)).status).toBe(401);
  });
});
