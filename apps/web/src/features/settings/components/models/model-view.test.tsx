// spec §7 in the model view: listByModel and getInterfaceList with their headers, against a real
// HTTP server (jsdom's XMLHttpRequest).
import type { TModelDetail } from '@fwmig/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { IncomingHttpHeaders } from 'node:http';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../lib/query-client';
import { startApiTestServer, type TApiTestServer } from '../../../../test/api-test-server';
import { TEST_CONFIG } from '../../../../test/test-config';
import { ModelView } from './model-view';

const DETAIL: TModelDetail = {
  model: 'FortiGate-60F',
  snPrefix: 'FGT60F',
  series: 'FortiGate 60',
  interfaceList: [],
  versions: [],
};

let server: TApiTestServer;
const headersOf = new Map<string, IncomingHttpHeaders>();

beforeAll(async () => {
  server = await startApiTestServer(({ path }, request) => {
    headersOf.set(path, request.headers);
    if (path === '/api/model/version/listByModel') {
      return [200, { data: [{ version: '7.6.1', releaseDate: '2025-01-15' }] }];
    }
    if (path === '/api/model/interface/getInterfaceList') {
      const port = (id: string, name: string) => ({
        id,
        name,
        type: 'physical',
        speed: '1G',
        notes: '',
        model: 'FortiGate-60F',
      });
      return [
        200,
        {
          data: {
            total: 2,
            items: [
              port('7d1c0a52-9c1e-4c2a-9f57-0f1f4c1b2a01', 'wan1'),
              port('7d1c0a52-9c1e-4c2a-9f57-0f1f4c1b2a02', 'internal1'),
            ],
          },
        },
      ];
    }
    return [404, { code: 'NOT_FOUND', message: 'Not here.' }];
  });
});
afterAll(() => server.close());

describe('model view (spec §2, §7)', () => {
  it('S7-26 S7-28: versions from listByModel and ports from getInterfaceList, each with the model header', async () => {
    const router = createMemoryRouter([{ path: '/', element: <ModelView detail={DETAIL} /> }]);
    render(
      <AppProviders config={TEST_CONFIG} queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const versions = screen.getByRole('region', { name: 'Supported firmware versions' });
    expect(await within(versions).findByText('7.6.1')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Interfaces' });
    await waitFor(() => expect(within(table).getByText('internal1')).toBeVisible());
    expect(headersOf.get('/api/model/version/listByModel')?.model).toBe('FortiGate-60F');
    const list = headersOf.get('/api/model/interface/getInterfaceList') ?? {};
    expect([list.model, list.skip, list.limit, list.order, list.sortby]).toEqual([
      'FortiGate-60F',
      '0',
      '10000',
      'asc',
      'position',
    ]);
  });
});
