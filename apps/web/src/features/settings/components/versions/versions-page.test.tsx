import type { TModelSummary, TVersionWithModels } from '@fwmig/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../lib/query-client';
import { TEST_CONFIG } from '../../../../test/test-config';
import { CATALOGUE_KEYS } from '../../../../lib/query-keys';
import { VersionsPage } from './versions-page';

const VERSIONS: TVersionWithModels[] = [
  { version: '7.4.4', releaseDate: '2024-05-14', models: ['FG-100F', 'FG-200F'] },
  { version: '7.2.8', releaseDate: '2024-03-01', models: [] },
];

const MODELS: TModelSummary[] = [
  { model: 'FG-100F', snPrefix: 'FG100F', series: 'FortiGate 100' },
  { model: 'FG-101F', snPrefix: 'FG101F', series: 'FortiGate 100' },
  { model: 'FG-200F', snPrefix: 'FG200F', series: 'FortiGate 200' },
];

/** The page over a cache that already holds the catalogue (there is no server in jsdom). */
function renderPage() {
  const client = createQueryClient();
  // Keep the seeded lists: a refetch on mount would only fail here.
  client.setQueryDefaults(CATALOGUE_KEYS.all, { refetchOnMount: false });
  client.setQueryData(CATALOGUE_KEYS.versions, VERSIONS);
  client.setQueryData(CATALOGUE_KEYS.models, MODELS);
  client.setQueryData(
    CATALOGUE_KEYS.versionModels('7.4.4'),
    MODELS.filter((model) => model.model !== 'FG-101F'),
  );
  render(
    <AppProviders config={TEST_CONFIG} queryClient={client}>
      <VersionsPage />
    </AppProviders>,
  );
  return { user: userEvent.setup() };
}

function versionRow(version: string) {
  const table = screen.getByRole('table', { name: 'Firmware versions' });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(version) !== null);
  if (!row) throw new Error(`no row for ${version}`);
  return row;
}

async function rowAction(
  user: ReturnType<typeof userEvent.setup>,
  version: string,
  action: string,
) {
  await user.click(screen.getByRole('button', { name: `Actions for ${version}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('firmware versions page (spec §2)', () => {
  it('is headed "Firmware versions" and has the matrix section', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Firmware versions');
    const matrix = screen.getByRole('region', { name: 'Model-version matrix' });
    expect(matrix).toHaveAttribute('id', 'matrix');
    expect(within(matrix).getByRole('button', { name: 'Choose file' })).toBeVisible();
  });

  it('lists each version with its release date, model count and model names', () => {
    renderPage();
    const used = versionRow('7.4.4');
    expect(within(used).getByText('2024-05-14')).toBeVisible();
    expect(within(used).getByTestId('model-count').textContent).toBe('2');
    expect(within(used).getByText('FG-100F, FG-200F')).toBeVisible();
    expect(within(versionRow('7.2.8')).getByTestId('model-count').textContent).toBe('0');
  });

  it('searches the versions by model name', async () => {
    const { user } = renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search Firmware versions' }), 'FG-200');
    const table = screen.getByRole('table', { name: 'Firmware versions' });
    expect(within(table).getByText('7.4.4')).toBeVisible();
    expect(within(table).queryByText('7.2.8')).toBeNull();
  });
});

describe('adding and editing a version', () => {
  it('an empty form says which fields are required', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add version' }));
    const dialog = screen.getByRole('dialog', { name: 'Add version' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
    expect(dialog).toBeVisible();
  });

  it('refuses a version not written like 7.4.4', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add version' }));
    const dialog = screen.getByRole('dialog', { name: 'Add version' });
    const version = within(dialog).getByRole('textbox', { name: 'Version' });
    await user.type(version, '7.4');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(dialog).findByText('Use the form 7.4.4')).toBeVisible();
    expect(version).toHaveAttribute('aria-invalid', 'true');
    // After a submit each change is checked again.
    await user.type(version, '.4');
    expect(within(dialog).queryByText('Use the form 7.4.4')).toBeNull();
  });

  it('Cancel closes the dialog', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add version' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Add version' })).toBeNull();
  });

  it('Edit opens the form filled with the version', async () => {
    const { user } = renderPage();
    await rowAction(user, '7.4.4', 'Edit');
    const dialog = screen.getByRole('dialog', { name: 'Edit version 7.4.4' });
    expect(within(dialog).getByRole('textbox', { name: 'Version' })).toHaveValue('7.4.4');
    expect(within(dialog).getByLabelText(/Release date/)).toHaveValue('2024-05-14');
  });
});

describe('deleting a version', () => {
  it('asks "Delete firmware version 7.4.4?" with Delete and Cancel', async () => {
    const { user } = renderPage();
    await rowAction(user, '7.4.4', 'Delete');
    const dialog = screen.getByRole('alertdialog', { name: 'Delete firmware version 7.4.4?' });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('models supporting a version', () => {
  it('shows the models by series with the supported ones ticked', async () => {
    const { user } = renderPage();
    await rowAction(user, '7.4.4', 'Models');
    const dialog = screen.getByRole('dialog', { name: 'Models supporting 7.4.4' });
    expect(within(dialog).getByText('2 models selected')).toBeVisible();
    // FortiGate 200 has all its models ticked, FortiGate 100 only one of two.
    expect(within(dialog).getByRole('checkbox', { name: 'Select FortiGate 200' })).toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: 'Select FortiGate 100' }),
    ).not.toBeChecked();
  });

  it('ticking a series ticks all its models', async () => {
    const { user } = renderPage();
    await rowAction(user, '7.4.4', 'Models');
    const dialog = screen.getByRole('dialog', { name: 'Models supporting 7.4.4' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select FortiGate 100' }));
    expect(within(dialog).getByText('3 models selected')).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select FortiGate 100' }));
    expect(within(dialog).getByText('1 model selected')).toBeVisible();
  });

  it('unticking a model of a ticked series unticks the series', async () => {
    const { user } = renderPage();
    await rowAction(user, '7.4.4', 'Models');
    const dialog = screen.getByRole('dialog', { name: 'Models supporting 7.4.4' });
    await user.click(within(dialog).getByRole('button', { name: 'Expand FortiGate 200' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select FG-200F' }));
    expect(within(dialog).getByText('1 model selected')).toBeVisible();
    expect(
      within(dialog).getByRole('checkbox', { name: 'Select FortiGate 200' }),
    ).not.toBeChecked();
  });
});
