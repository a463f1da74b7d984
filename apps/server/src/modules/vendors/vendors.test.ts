import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findVendor, VENDORS, ZVendorListResponse } from '@fwmig/contract';
import { VENDOR_PARSERS } from '@fwmig/converter';
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

describe('the catalogue and the engine', () => {
  const sorted = (list: readonly string[]) => [...list].sort();
  // A family shares one parser (the ASA one reads PIX, FWSM and FTD files): its first vendor
  // converts what the parser does, the others no more than that, as their boxes carry less.
  const leads = VENDOR_PARSERS.filter((parser) => parser.accepts[0] === parser.key);
  const members = VENDOR_PARSERS.filter((parser) => parser.accepts[0] !== parser.key);

  it.each(leads.map((parser) => [parser.key, parser] as const))(
    '%s: convertableObjects are what the engine converts',
    (key, parser) => {
      expect(sorted(findVendor(key)?.convertableObjects ?? [])).toEqual(sorted(parser.converts));
    },
  );

  it.each(members.map((parser) => [parser.key, parser] as const))(
    '%s: convertableObjects claim no more than its family’s parser converts',
    (key, parser) => {
      const claimed = findVendor(key)?.convertableObjects ?? [];
      expect(claimed.length).toBeGreaterThan(0);
      expect(claimed.filter((type) => !parser.converts.includes(type))).toEqual([]);
    },
  );
});
