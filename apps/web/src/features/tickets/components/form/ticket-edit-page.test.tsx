import type { TTicketDetail, TTicketFile } from '@fwmig/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropdown, renderFormPage } from './form-test-utils';
import { fakeTicketsApi } from '../../../../test/fake-tickets-api';

const api = fakeTicketsApi();
afterAll(api.install());
const updateMock = api.updateTicket;
const addMock = api.addSourceFiles;
const removeMock = api.removeTicketFile;

const sourceFile = (id: string, name: string, size: number): TTicketFile => ({
  id,
  name,
  size,
  type: 'text/plain',
  extension: 'cfg',
  sha256: '0'.repeat(64),
  kind: 'source',
  messageId: null,
  uploadedBy: 'Nora Netops',
  createdAt: '2025-03-03T09:00:00.000Z',
});

const TICKET: TTicketDetail = {
  id: 10001,
  status: 'submitted',
  sn: 'FGT60FTK20000001',
  model: 'FortiGate-60F',
  firmwareVersion: '7.4.4',
  sourceVendor: 'ciscoASA',
  accountUserId: '100001',
  accountName: 'Acme Networks',
  creator: 'Nora Netops',
  assignee: null,
  isFreeLicense: true,
  createdAt: '2025-03-03T09:00:00.000Z',
  updatedAt: '2025-03-03T09:00:00.000Z',
  dueAt: '2025-03-04T09:00:00.000Z',
  firstResponseAt: null,
  overdue: false,
  sourceModel: 'ASA 5516-X',
  sourceVersion: '9.8(4)',
  objects: ['Interfaces', 'Policies'],
  contact: { name: 'Nora Netops', email: 'nora@acme.example', phone: '+1 555 0100' },
  notes: 'Keep the object names.',
  aiTrainingConsent: false,
  files: [sourceFile('f1', 'fw0-running.cfg', 2048), sourceFile('f2', 'fw0-vpn.cfg', 512)],
  events: [],
  messages: [],
  sslvpn: null,
  revisionDeadline: null,
  engineConverts: true,
  can: {
    edit: true,
    message: true,
    internalNote: false,
    assign: false,
    deliver: false,
    sslvpn: true,
    transitions: ['cancelled'],
  },
};

beforeEach(() => {
  vi.clearAllMocks();
});

describe('ticket edit page', () => {
  it('shows the saved ticket: device, model and licence read-only, the rest editable', () => {
    renderFormPage('/ticket/edit/10001', { tickets: [TICKET] });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit ticket 10001' })).toBeVisible();
    const device = screen.getByRole('region', { name: 'Target device' });
    expect(within(device).getByText('FGT60FTK20000001')).toBeVisible();
    expect(within(device).getByText('Free licence')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: /Target device/ })).not.toBeInTheDocument();
    // The saved version is kept although a newer one exists.
    expect(dropdown(/FortiOS version/)).toHaveValue('7.4.4');
    expect(dropdown(/Source vendor/)).toHaveValue('Cisco ASA');
    expect(screen.getByRole('checkbox', { name: 'Policies' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'NAT' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /Contact e-mail/ })).toHaveValue(
      'nora@acme.example',
    );
    const files = screen.getByRole('list', { name: 'Files on the ticket' });
    expect(
      within(files)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'fw0-running.cfg2.0 KB · text/plain · .cfg',
      'fw0-vpn.cfg512 bytes · text/plain · .cfg',
    ]);
  });

  it('Save sends the changed details and opens the ticket with a toast', async () => {
    const user = userEvent.setup();
    updateMock.mockResolvedValueOnce({ ...TICKET, sourceModel: 'ASA 5525-X' });
    const { router } = renderFormPage('/ticket/edit/10001', { tickets: [TICKET] });
    const model = screen.getByRole('textbox', { name: 'Source model' });
    await user.clear(model);
    await user.type(model, 'ASA 5525-X');
    await user.click(screen.getByRole('checkbox', { name: 'NAT' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(updateMock).toHaveBeenCalledExactlyOnceWith(10001, {
      firmwareVersion: '7.4.4',
      sourceVendor: 'ciscoASA',
      sourceModel: 'ASA 5525-X',
      sourceVersion: '9.8(4)',
      objects: ['Interfaces', 'Policies', 'NAT'],
      contact: { name: 'Nora Netops', email: 'nora@acme.example', phone: '+1 555 0100' },
      notes: 'Keep the object names.',
      aiTrainingConsent: false,
    });
    expect(addMock).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/detail/10001'));
    expect(await screen.findByText('Ticket 10001 saved')).toBeVisible();
  });

  it('added files are uploaded on Save, before the details', async () => {
    const user = userEvent.setup();
    addMock.mockResolvedValueOnce(TICKET);
    updateMock.mockResolvedValueOnce(TICKET);
    renderFormPage('/ticket/edit/10001', { tickets: [TICKET] });
    const added = new File(['set interfaces'], 'fw0-extra.cfg');
    await user.upload(screen.getByLabelText('Choose configuration files'), added);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateMock).toHaveBeenCalledOnce());
    expect(addMock).toHaveBeenCalledExactlyOnceWith(10001, [added], expect.any(Function));
    expect(addMock.mock.invocationCallOrder[0]).toBeLessThan(
      updateMock.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('removing a file asks first; the server’s refusal is shown', async () => {
    const user = userEvent.setup();
    removeMock.mockRejectedValueOnce({
      code: 'CONFLICT',
      message: 'A ticket keeps at least one configuration file.',
    });
    renderFormPage('/ticket/edit/10001', { tickets: [TICKET] });
    await user.click(screen.getByRole('button', { name: 'Remove fw0-vpn.cfg' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove fw0-vpn.cfg?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(removeMock).not.toHaveBeenCalled();
    // The page is hidden from the accessibility tree until the dialog has faded out.
    await user.click(await screen.findByRole('button', { name: 'Remove fw0-vpn.cfg' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(removeMock).toHaveBeenCalledExactlyOnceWith(10001, 'f2');
    expect(
      (await screen.findAllByText('A ticket keeps at least one configuration file.')).length,
    ).toBeGreaterThan(0);
  });

  it('a ticket that can no longer change says so and links back to it', () => {
    renderFormPage('/ticket/edit/10001', {
      tickets: [{ ...TICKET, status: 'in_progress', can: { ...TICKET.can, edit: false } }],
    });
    expect(
      screen.getByText(/Ticket 10001 is in progress and can no longer be edited/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to ticket 10001' })).toHaveAttribute(
      'href',
      '/ticket/detail/10001',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
