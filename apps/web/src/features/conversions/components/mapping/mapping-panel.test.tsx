import type { TInterfaceMapping, TMappingView } from '@fwmig/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fakeConversionsApi } from '../../../../test/fake-conversions-api';
import { makeMappingView, makeRun } from './mapping-fixture';
import { MappingPanel } from './mapping-panel';
import { renderPanel } from '../../../../test/render-panel';

const api = fakeConversionsApi();
afterAll(api.install());

const SUGGESTED = makeMappingView().suggested;

function renderMapping(view: TMappingView) {
  vi.mocked(api.fetchMapping).mockResolvedValue(view);
  return renderPanel(<MappingPanel ticketId={9} />);
}

const portField = (hardware: string) =>
  screen.getByRole('combobox', { name: `Port for ${hardware}`, hidden: true });
const saveButton = () => screen.getByRole('button', { name: 'Save and convert again' });

async function pick(user: ReturnType<typeof userEvent.setup>, hardware: string, port: string) {
  await user.click(portField(hardware));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${port} ·`) }));
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('MappingPanel', { timeout: 20_000 }, () => {
  it('says the interfaces come once the configuration has been read', async () => {
    renderMapping(makeMappingView({ sourceInterfaces: [], editable: false }));
    expect(
      await screen.findByText(
        'The source interfaces appear here once the configuration has been read.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Interface mapping' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('starts from the suggestion when nothing is saved, with its reasons and the model', async () => {
    renderMapping(makeMappingView());
    expect(await screen.findByText(/form starts from the suggestion/)).toBeVisible();
    expect(screen.getByText('Target: FortiGate-60F')).toBeVisible();
    const row = screen.getByRole('row', { name: /GigabitEthernet0\/1/ });
    expect(within(row).getByText('inside, guests')).toBeVisible();
    expect(within(row).getByText('10.0.0.1/24, 10.0.20.1/24 · physical, 2 VLANs')).toBeVisible();
    expect(portField('GigabitEthernet0/0')).toHaveValue('wan1 · WAN · 1 Gbps');
    expect(screen.getByText('Suggested: WAN role')).toBeVisible();
    // The latest run already used these ports: nothing to convert again until one changes.
    expect(saveButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Use suggestions' })).toBeDisabled();
  });

  it('offers to save the suggestion when the latest run used other ports', async () => {
    const view = makeMappingView();
    renderMapping({
      ...view,
      sourceInterfaces: view.sourceInterfaces.map((s) =>
        s.hardware === 'Management0/0' ? { ...s, target: 'internal2' } : s,
      ),
    });
    expect(await screen.findByText(/form starts from the suggestion/)).toBeVisible();
    expect(portField('Management0/0')).toHaveValue('dmz · DMZ · 1 Gbps');
    expect(saveButton()).toBeEnabled();
  });

  it('shows a port given twice at once, on both rows, and refuses to save', async () => {
    const user = userEvent.setup();
    renderMapping(makeMappingView({ saved: SUGGESTED }));
    await screen.findByText('Starts from the saved mapping.');
    expect(saveButton()).toBeDisabled();

    await user.click(portField('Management0/0'));
    const taken = await screen.findByRole('option', {
      name: 'internal1 · switch · 1 Gbps (used by GigabitEthernet0/1)',
    });
    await user.click(taken);

    expect(
      screen.getByText(/internal1 is given to GigabitEthernet0\/1 and Management0\/0/),
    ).toBeVisible();
    expect(portField('Management0/0')).toHaveAccessibleDescription(
      'internal1 is also given to GigabitEthernet0/1',
    );
    expect(portField('GigabitEthernet0/1')).toHaveAccessibleDescription(
      'internal1 is also given to Management0/0',
    );
    expect(saveButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(portField('Management0/0')).toHaveValue('dmz · DMZ · 1 Gbps');
    expect(screen.queryByText(/Fix this before saving/)).toBeNull();
  });

  it('saves the edited mapping and names the run that converts with it', async () => {
    const user = userEvent.setup();
    const edited: TInterfaceMapping = { ...SUGGESTED, 'GigabitEthernet0/0': 'wan2' };
    vi.mocked(api.saveMapping).mockResolvedValue(makeMappingView({ saved: edited }));
    vi.mocked(api.fetchRuns).mockResolvedValue([makeRun({ number: 5 })]);
    renderMapping(makeMappingView({ saved: SUGGESTED }));
    await screen.findByText('Starts from the saved mapping.');

    await pick(user, 'GigabitEthernet0/0', 'wan2');
    expect(screen.getByText('Suggested: wan1 (WAN role)')).toBeVisible();
    await user.click(saveButton());

    expect(api.saveMapping).toHaveBeenCalledWith(9, edited);
    expect(await screen.findByText('Mapping saved: run 5 is converting.')).toBeVisible();
    expect(api.fetchRuns).toHaveBeenCalledWith(9);
    expect(portField('GigabitEthernet0/0')).toHaveValue('wan2 · WAN · 1 Gbps');
    expect(saveButton()).toBeDisabled();
  });

  it('shows the server’s refusal and keeps the edits', async () => {
    const user = userEvent.setup();
    vi.mocked(api.saveMapping).mockRejectedValue({
      code: 'CONFLICT',
      message: 'The interface mapping of a ticket that is delivered can no longer change.',
    });
    renderMapping(makeMappingView({ saved: SUGGESTED }));
    await screen.findByText('Starts from the saved mapping.');

    await pick(user, 'GigabitEthernet0/0', 'wan2');
    await user.click(saveButton());

    // Beside the form, and in the app's error toast.
    const shown = await screen.findAllByText(/ticket that is delivered can no longer change/);
    expect(shown.length).toBeGreaterThan(0);
    expect(portField('GigabitEthernet0/0')).toHaveValue('wan2 · WAN · 1 Gbps');
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it('is read-only, with the reason, when the mapping cannot change', async () => {
    renderMapping(makeMappingView({ saved: SUGGESTED, editable: false }));
    expect(await screen.findByText(/Read only: the ticket’s status or your access/)).toBeVisible();
    const row = screen.getByRole('row', { name: /GigabitEthernet0\/0/ });
    expect(within(row).getByText('wan1 · WAN · 1 Gbps')).toBeVisible();
    expect(screen.queryByRole('combobox', { hidden: true })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save and convert again' })).toBeNull();
  });
});
