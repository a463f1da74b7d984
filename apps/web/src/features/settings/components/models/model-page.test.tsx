import type { TModelDetail } from '@fwmig/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../lib/query-client';
import { TEST_CONFIG } from '../../../../test/test-config';
import { CATALOGUE_KEYS } from '../../../../lib/query-keys';
import { ModelPage } from './model-page';

const FGT_60F: TModelDetail = {
  model: 'FortiGate-60F',
  snPrefix: 'FGT60F',
  series: 'FortiGate 60',
  interfaceList: [
    {
      id: '7d1c0a52-9c1e-4c2a-9f57-0f1f4c1b2a01',
      name: 'wan1',
      type: 'wan',
      speed: '1G',
      notes: '',
    },
    {
      id: '7d1c0a52-9c1e-4c2a-9f57-0f1f4c1b2a02',
      name: 'port1',
      type: 'physical',
      speed: '1G',
      notes: 'LAN',
    },
  ],
  versions: ['7.6.1', '7.4.4'],
};

function renderModelPage(path: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CATALOGUE_KEYS.series, ['FortiGate 60', 'FortiGate 100']);
  queryClient.setQueryData(CATALOGUE_KEYS.model(FGT_60F.model), FGT_60F);
  const router = createMemoryRouter(
    [
      { path: '/settings/model/:action/:model?', element: <ModelPage /> },
      { path: '/settings', element: <p>Settings overview</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders config={TEST_CONFIG} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** The Name column's texts, top to bottom (the grip column comes first when rows can move). */
function interfaceNames() {
  const table = screen.getByRole('table', { name: 'Interfaces' });
  const column = within(table)
    .getAllByRole('columnheader')
    .findIndex((header) => header.textContent === 'Name');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.children[column]?.textContent);
}

async function addInterface(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'Add interface' }));
  const dialog = screen.getByRole('dialog', { name: 'Add interface' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), name);
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  return dialog;
}

describe('model page: add (spec §2)', () => {
  it('an empty form is refused with "This field is required" on each field', async () => {
    const user = userEvent.setup();
    renderModelPage('/settings/model/add');
    expect(screen.getByRole('heading', { level: 1, name: 'Add model' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a serial-number prefix that is not 4-8 letters or digits', async () => {
    const user = userEvent.setup();
    renderModelPage('/settings/model/add');
    const prefix = screen.getByRole('textbox', { name: 'Serial-number prefix' });
    await user.type(prefix, 'FG-6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText('Must be 4-8 letters or digits (the start of the serial number)'),
    ).toBeVisible();
    await user.clear(prefix);
    await user.type(prefix, 'fgt60f');
    expect(
      screen.queryByText('Must be 4-8 letters or digits (the start of the serial number)'),
    ).not.toBeInTheDocument();
  });

  it('S5-17: a serial-number prefix shorter than 4 is refused by its length (minLength)', async () => {
    const user = userEvent.setup();
    renderModelPage('/settings/model/add');
    const prefix = screen.getByRole('textbox', { name: 'Serial-number prefix' });
    await user.type(prefix, 'FG6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Must be at least 4 characters')).toBeVisible();
    await user.type(prefix, '0');
    expect(screen.queryByText('Must be at least 4 characters')).not.toBeInTheDocument();
  });

  it('"Add interface" opens a dialog whose port becomes a row', async () => {
    const user = userEvent.setup();
    renderModelPage('/settings/model/add');
    expect(screen.getByText('No interfaces yet')).toBeVisible();
    const dialog = await addInterface(user, 'port1');
    expect(dialog).not.toBeInTheDocument();
    await addInterface(user, 'port2');
    expect(interfaceNames()).toEqual(['port1', 'port2']);
  });

  it('refuses an interface name that is not a FortiOS interface name', async () => {
    const user = userEvent.setup();
    renderModelPage('/settings/model/add');
    const dialog = await addInterface(user, 'port 1');
    expect(
      within(dialog).getByText(
        'Must be 1-15 letters, digits or . _ : / - (FortiOS interface names)',
      ),
    ).toBeVisible();
  });

  it('refuses a name already in the list, in any case, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    renderModelPage('/settings/model/add');
    await addInterface(user, 'port1');
    const dialog = await addInterface(user, 'PORT1');
    expect(within(dialog).getByText('PORT1 is already in the list')).toBeVisible();
    expect(dialog).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(interfaceNames()).toEqual(['port1']);
  });

  it('rows move into port order with the keyboard', async () => {
    const user = userEvent.setup();
    renderModelPage('/settings/model/add');
    await addInterface(user, 'port1');
    await addInterface(user, 'port2');
    screen.getByRole('button', { name: 'Move port2' }).focus();
    await user.keyboard(' {ArrowUp} ');
    expect(interfaceNames()).toEqual(['port2', 'port1']);
  });

  it('Cancel goes back to /settings', async () => {
    const user = userEvent.setup();
    const router = renderModelPage('/settings/model/add');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/settings');
  });
});

describe('model page: edit and duplicate (spec §2)', () => {
  it('edit shows the saved model with a read-only name', () => {
    renderModelPage('/settings/model/edit/FortiGate-60F');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit FortiGate-60F' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveValue('FortiGate-60F');
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Serial-number prefix' })).toHaveValue('FGT60F');
    expect(interfaceNames()).toEqual(['wan1', 'port1']);
    // The server keeps the saved order (interface/update), so rows do not move here.
    expect(screen.queryByRole('button', { name: 'Move wan1' })).not.toBeInTheDocument();
  });

  it('renaming a port to a name in the list is refused', async () => {
    const user = userEvent.setup();
    renderModelPage('/settings/model/edit/FortiGate-60F');
    await user.click(screen.getByRole('button', { name: 'Actions for wan1' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit wan1' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'port1');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(dialog).getByText('port1 is already in the list')).toBeVisible();
  });

  it('duplicate copies series and ports but asks for a new name and prefix', () => {
    renderModelPage('/settings/model/duplicate/FortiGate-60F');
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Serial-number prefix' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Series' })).toHaveValue('FortiGate 60');
    expect(interfaceNames()).toEqual(['wan1', 'port1']);
  });
});

describe('model page: view (spec §2)', () => {
  it('shows the model read-only, with its versions, Edit and Duplicate', async () => {
    const user = userEvent.setup();
    const router = renderModelPage('/settings/model/view/FortiGate-60F');
    expect(screen.getByRole('heading', { level: 1, name: 'FortiGate-60F' })).toBeVisible();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Add interface' })).not.toBeInTheDocument();
    expect(interfaceNames()).toEqual(['wan1', 'port1']);
    const versions = screen.getByRole('region', { name: 'Supported firmware versions' });
    expect(within(versions).getByText('7.6.1')).toBeVisible();
    expect(within(versions).getByText('7.4.4')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(router.state.location.pathname).toBe('/settings/model/duplicate/FortiGate-60F');
  });

  it('an unknown action says so and links back to /settings', () => {
    renderModelPage('/settings/model/remove/FortiGate-60F');
    expect(screen.getByText(/“remove” is not a model page/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });
});
