import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDORS, ZVendorListResponse } from '@fwmig/contract';
import { startTestServer, type TestServer } from '../../test/test-server.js';

describe('GET /api/vendors', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.destroy());

  it('serves the whole catalogue of spec §1 (S1-14..S1-52) in the contract shape', async () => {
    const response = await fetch(`${server.baseUrl}/api/vendors`);
    expect(response.status).toBe(200);
    const body = ZVendorListResponse.parse(await response.json());
    expect(body.data).toEqual(VENDORS);
    expect(body.data).toHaveLength(30);
    expect(body.data.find((vendor) => vendor.key === 'juniperSSG/ISG')?.logo).toBe(
      '/vendor-logos/juniperSSG-ISG.svg',
    );
  });
});
