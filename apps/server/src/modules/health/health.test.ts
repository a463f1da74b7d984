import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SOFTWARE_VERSION_PATH,
  ZHealthResponse,
  ZReadinessResponse,
  ZSoftwareVersionResponse,
} from '@fwmig/contract';
import { APP_VERSION, softwareVersionInfo } from '../../version.js';
import { listAudit } from '../audit/audit.service.js';
import { restartTestServer, startTestServer, type TestServer } from '../../test/test-server.js';

describe('health and readiness', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.destroy());

  it('GET /healthz answers while the process is up', async () => {
    const response = await fetch(`${server.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(ZHealthResponse.parse(await response.json()).status).toBe('ok');
  });

  it('S3-110 S3-111: GET /api/version serves sw_version and patch, signed out', async () => {
    const response = await fetch(`${server.baseUrl}${SOFTWARE_VERSION_PATH}`);
    expect(response.status).toBe(200);
    const { data } = ZSoftwareVersionResponse.parse(await response.json());
    expect(`${data.sw_version}.${data.patch}`).toBe(APP_VERSION);
  });

  it('S3-110 S3-111: the version splits into release and patch level', () => {
    expect(softwareVersionInfo('1.4.2')).toEqual({ sw_version: '1.4', patch: '2' });
    expect(softwareVersionInfo('2.0.10-rc.1')).toEqual({ sw_version: '2.0', patch: '10-rc.1' });
    expect(softwareVersionInfo('dev')).toEqual({ sw_version: 'dev', patch: '' });
  });

  it('GET /readyz checks the database and names the driver in use', async () => {
    const response = await fetch(`${server.baseUrl}/readyz`);
    expect(response.status).toBe(200);
    const body = ZReadinessResponse.parse(await response.json());
    expect(body.database.driver).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('GET /readyz answers 503 NOT_READY when the database stops answering', async () => {
    const other = await startTestServer();
    try {
      await other.app.database.close();
      const response = await fetch(`${other.baseUrl}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'NOT_READY' });
    } finally {
      await other.destroy().catch(() => undefined);
    }
  });
});

describe('a second start reuses the data', () => {
  it('keeps the installation id and appends to the audit log', async () => {
    const first = await startTestServer();
    const before = ZReadinessResponse.parse(await (await fetch(`${first.baseUrl}/readyz`)).json());
    await first.stop();

    const second = await restartTestServer(first);
    try {
      const after = ZReadinessResponse.parse(
        await (await fetch(`${second.baseUrl}/readyz`)).json(),
      );
      expect(after.installationId).toBe(before.installationId);
      const starts = (await listAudit(second.app.database.db)).filter(
        (e) => e.action === 'system.start',
      );
      expect(starts).toHaveLength(2);
    } finally {
      await second.destroy();
    }
  });
});
