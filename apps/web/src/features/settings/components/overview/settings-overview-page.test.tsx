import type { TFirmwareVersion, TModelSummary } from '@fwmig/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../lib/query-client';
import { TEST_CONFIG } from '../../../../test/test-config';
import { CATALOGUE_KEYS } from '../../../../lib/query-keys';
import { SettingsOverviewPage } from './settings-overview-page';
import { newestVersion } from './versions-summary';

const MODELS: TModelSummary[] = [
  { model: 'FortiGate-60F', snPrefix: 'FGT60F', series: 'FortiGate 60' },
  { model: 'FortiWiFi 40F', snPrefix: 'FWF40F', series: 'FortiWiFi' },
];

const VERSIONS: TFirmwareVersion[] = [
  { version: '7.4.4', releaseDate: '2024-05-14' },
  { version: '7.6.1', releaseDate: '2024-11-20' },
  { version: '7.2.9', releaseDate: '2024-06-30' },
];

function renderOverview() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CATALOGUE_KEYS.models, MODELS);
  queryClient.setQueryData(CATALOGUE_KEYS.allVersions, VERSIONS);
  const router = createMemoryRouter(
    [
      { path: '/settings', element: <SettingsOverviewPage /> },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: ['/settings'] },
  );
  render(
    <AppProviders config={TEST_CONFIG} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('settings overview (spec §2)', () => {
  it('lists the models with their serial prefix and series', () => {
    renderOverview();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Models' });
    for (const model of MODELS) {
      const row = within(table).getByText(model.model).closest('tr');
      expect(row).not.toBeNull();
      expect(within(row as HTMLElement).getByText(model.snPrefix)).toBeVisible();
      expect(within(row as HTMLElement).getByText(model.series)).toBeVisible();
    }
  });

  it.each([
    ['View', '/settings/model/view/FortiWiFi%2040F'],
    ['Edit', '/settings/model/edit/FortiWiFi%2040F'],
    ['Duplicate', '/settings/model/duplicate/FortiWiFi%2040F'],
  ])('the row action %s opens %s', async (action, path) => {
    const user = userEvent.setup();
    const router = renderOverview();
    await user.click(screen.getByRole('button', { name: 'Actions for FortiWiFi 40F' }));
    await user.click(screen.getByRole('menuitem', { name: action }));
    expect(router.state.location.pathname).toBe(path);
    expect(await screen.findByText('Another page')).toBeVisible();
  });

  it('"Add model" opens the add page', async () => {
    const user = userEvent.setup();
    const router = renderOverview();
    await user.click(screen.getByRole('button', { name: 'Add model' }));
    expect(router.state.location.pathname).toBe('/settings/model/add');
  });

  it('summarises the firmware versions and links to their pages', () => {
    renderOverview();
    expect(
      screen.getByText('3 firmware versions. Newest: 7.6.1, released 2024-11-20.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Manage versions' })).toHaveAttribute(
      'href',
      '/settings/version',
    );
    expect(screen.getByRole('link', { name: 'Upload a model-version matrix' })).toHaveAttribute(
      'href',
      '/settings/version#matrix',
    );
  });

  it('the newest version is the latest release, then the higher number', () => {
    expect(newestVersion([])).toBeUndefined();
    expect(
      newestVersion([
        { version: '7.4.9', releaseDate: '2025-01-01' },
        { version: '7.4.10', releaseDate: '2025-01-01' },
      ])?.version,
    ).toBe('7.4.10');
  });
});
