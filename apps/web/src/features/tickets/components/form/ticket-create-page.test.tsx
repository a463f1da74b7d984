import { findVendor, MAX_UPLOAD_BYTES, type TTicketDetail } from '@fwmig/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { dropdown, renderFormPage, sizedFile } from './form-test-utils';
import { fakeTicketsApi } from '../../../../test/fake-tickets-api';
import type { TProgress } from '../../api/request-kit';
import { makeTicket } from '../../../../test/ticket-fixture';

const api = fakeTicketsApi();
afterAll(api.install());
const createMock = api.createTicket;

type TUser = ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  createMock.mockReset();
});

async function choose(user: TUser, field: string | RegExp, option: string) {
  await user.click(dropdown(field));
  await user.click(screen.getByRole('option', { name: option }));
}

async function attach(user: TUser, ...files: File[]) {
  await user.upload(screen.getByLabelText('Choose configuration files'), files);
}

const submit = (user: TUser) => user.click(screen.getByRole('button', { name: 'Submit ticket' }));

/** Fills what the address and the session do not: vendor, source model, a file, the name. */
async function fillRequired(user: TUser, file = new File(['hostname fw0'], 'fw0.cfg')) {
  await choose(user, /Source vendor/, 'Cisco ASA');
  await user.type(screen.getByRole('textbox', { name: 'Source model' }), 'ASA 5516-X');
  await attach(user, file);
  await user.type(screen.getByRole('textbox', { name: /Contact name/ }), 'Nora Netops');
}

// A whole ticket: the answer is parsed with the contract's schema, as the server's would be.
const created = makeTicket({ id: 10042 });

describe('ticket create page', () => {
  it('preselects the device of the address, its model and its newest version', () => {
    renderFormPage('/ticket/create/FGT60FTK20000001');
    expect(screen.getByRole('heading', { level: 1, name: 'Create a ticket' })).toBeVisible();
    expect(dropdown(/Target device/)).toHaveValue('FGT60FTK20000001 · FortiGate-60F');
    expect(dropdown(/FortiOS version/)).toHaveValue('7.6.1 (latest)');
    expect(screen.getByText('FortiGate-60F (Entry-level)')).toBeVisible();
    // The contact is the signed-in user until changed.
    expect(screen.getByRole('textbox', { name: /Contact e-mail/ })).toHaveValue(
      'netops@acme.example',
    );
  });

  it('lists only creatable devices, newest version first', async () => {
    const user = userEvent.setup();
    renderFormPage('/ticket/create/FGT60FTK20000001');
    await user.click(dropdown(/Target device/));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'FGT60FTK20000001 · FortiGate-60F',
      'FGT60FTK20000002 · FortiGate-60F',
      'FG100FTK21000003 · FortiGate-100F',
    ]);
    await user.keyboard('{Escape}');
    await user.click(dropdown(/FortiOS version/));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '7.6.1 (latest)',
      '7.2.9',
      '7.4.4',
    ]);
  });

  it('S5-14: an empty form is refused with a message under each required field', async () => {
    const user = userEvent.setup();
    renderFormPage('/ticket/create');
    await user.clear(screen.getByRole('textbox', { name: /Contact e-mail/ }));
    await submit(user);
    // Device, version, vendor, contact name and e-mail.
    expect(screen.getAllByText('This field is required')).toHaveLength(5);
    expect(screen.getByText('Attach at least one configuration file')).toBeVisible();
    expect(dropdown(/Target device/)).toHaveAccessibleDescription('This field is required');
    expect(createMock).not.toHaveBeenCalled();
  });

  it('checks the e-mail and phone of the contact', async () => {
    const user = userEvent.setup();
    renderFormPage('/ticket/create/FGT60FTK20000001');
    const email = screen.getByRole('textbox', { name: /Contact e-mail/ });
    await user.clear(email);
    await user.type(email, 'netops@acme');
    await user.type(screen.getByRole('textbox', { name: /Contact phone/ }), '+1 555 0100 ext. 7');
    await submit(user);
    expect(email).toHaveAccessibleDescription('Enter an e-mail address, like name@example.com');
    expect(screen.getByRole('textbox', { name: /Contact phone/ })).toHaveAccessibleDescription(
      'Use digits, spaces and + ( ) . / - only',
    );
  });

  it('choosing a vendor lists and ticks all of its objects; none ticked is refused', async () => {
    const user = userEvent.setup();
    renderFormPage('/ticket/create/FGT60FTK20000001');
    expect(screen.getByText(/Choose the source vendor first/)).toBeVisible();
    await choose(user, /Source vendor/, 'Cisco ASA');
    const objects = screen.getByRole('group', { name: /Cisco ASA objects to convert/ });
    const boxes = within(objects).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(
      findVendor('ciscoASA')?.convertableObjects,
    );
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('img', { name: 'Cisco ASA logo' })).toHaveAttribute(
      'src',
      '/vendor-logos/ciscoASA.svg',
    );
    await user.click(within(objects).getByRole('button', { name: 'Clear' }));
    await submit(user);
    expect(screen.getByText('Choose at least one object type')).toBeVisible();
    await user.click(within(objects).getByRole('checkbox', { name: 'NAT' }));
    expect(screen.queryByText('Choose at least one object type')).not.toBeInTheDocument();
    // Another vendor starts again from all of its objects.
    await choose(user, /Source vendor/, 'MikroTik');
    expect(
      within(screen.getByRole('group', { name: /MikroTik objects/ })).getAllByRole('checkbox'),
    ).toHaveLength(findVendor('mikrotik')?.convertableObjects.length ?? -1);
  });

  it('S3-112..S3-115 S5-12 S5-13: files are listed with their facts, once, and up to 100 MB', async () => {
    const user = userEvent.setup();
    renderFormPage('/ticket/create/FGT60FTK20000001');
    await attach(user, new File(['hostname fw0'], 'fw0-running.cfg', { type: 'text/plain' }));
    await attach(
      user,
      new File(['other bytes!'], 'fw0-running.cfg', { type: 'text/plain' }),
      sizedFile('backup.tgz', MAX_UPLOAD_BYTES, 'application/gzip'),
      sizedFile('huge.tgz', MAX_UPLOAD_BYTES + 1, 'application/gzip'),
    );
    const list = screen.getByRole('list', { name: 'Files to upload' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'fw0-running.cfg12 bytes · text/plain · .cfg',
      'backup.tgz100 MB · application/gzip · .tgz',
    ]);
    expect(
      screen.getByText(
        'huge.tgz is over the 100 MB limit. Split the configuration or compress it.',
      ),
    ).toBeVisible();
    expect(screen.getByText('One file was already in the list.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove backup.tgz' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('submits the ticket, shows each file’s progress, then opens the new ticket', async () => {
    const user = userEvent.setup();
    let progress: TProgress | undefined;
    let finish: (ticket: TTicketDetail) => void = () => undefined;
    createMock.mockImplementation((_input, _files, options) => {
      progress = options.onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const { router } = renderFormPage('/ticket/create/FGT60FTK20000001');
    await fillRequired(user, sizedFile('a.cfg', 100));
    await attach(user, sizedFile('b.cfg', 300));
    await user.click(screen.getByRole('checkbox', { name: /train the conversion AI/ }));
    await submit(user);

    expect(createMock).toHaveBeenCalledOnce();
    const [input, files, options] = createMock.mock.calls[0] ?? [];
    expect(input).toEqual({
      sn: 'FGT60FTK20000001',
      isFreeLicense: false,
      firmwareVersion: '7.6.1',
      sourceVendor: 'ciscoASA',
      sourceModel: 'ASA 5516-X',
      sourceVersion: '',
      objects: findVendor('ciscoASA')?.convertableObjects,
      contact: { name: 'Nora Netops', email: 'netops@acme.example', phone: '' },
      notes: '',
      aiTrainingConsent: true,
    });
    expect(files?.map((file) => file.name)).toEqual(['a.cfg', 'b.cfg']);
    expect(options?.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);

    // 50 bytes of ticket field and headers, then a.cfg (100) and b.cfg (300).
    progress?.(300, 450);
    const bar = (name: string) => screen.getByRole('progressbar', { name: `Uploading ${name}` });
    await waitFor(() => expect(bar('a.cfg')).toHaveAttribute('aria-valuenow', '100'));
    expect(bar('b.cfg')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading 2 files: 63%');
    expect(screen.getByRole('button', { name: 'Submit ticket' })).toBeDisabled();

    finish(created);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/detail/10042'));
    expect(await screen.findByText('Ticket 10042 created')).toBeVisible();
  });

  it('a refusal shows the server’s message, keeps the entries, and a retry reuses the key', async () => {
    const user = userEvent.setup();
    createMock.mockRejectedValueOnce({
      code: 'CONFLICT',
      message: 'No conversion licence is left for this account.',
    });
    createMock.mockResolvedValueOnce(created);
    const { router } = renderFormPage('/ticket/create/FGT60FTK20000001');
    await fillRequired(user);
    await submit(user);
    const alerts = await screen.findAllByText('No conversion licence is left for this account.');
    expect(alerts.length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/ticket/create/FGT60FTK20000001');
    expect(screen.getByRole('textbox', { name: 'Source model' })).toHaveValue('ASA 5516-X');
    expect(screen.getByRole('list', { name: 'Files to upload' })).toHaveTextContent('fw0.cfg');

    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/detail/10042'));
    const [first, second] = createMock.mock.calls;
    expect(second?.[2].idempotencyKey).toBe(first?.[2].idempotencyKey);
  });

  it('S2-57: from the free-license page the ticket uses the free licence of that device', async () => {
    const user = userEvent.setup();
    createMock.mockResolvedValueOnce(created);
    renderFormPage('/ticket/create/FGT60FTK20000001', { state: { isFreeLicense: true } });
    expect(screen.getByText('Free licence')).toBeVisible();
    expect(dropdown(/Target device/)).toBeDisabled();
    await fillRequired(user);
    await submit(user);
    await waitFor(() => expect(createMock).toHaveBeenCalledOnce());
    expect(createMock.mock.calls[0]?.[0]).toMatchObject({
      sn: 'FGT60FTK20000001',
      isFreeLicense: true,
    });
  });

  it('without the route flag the ticket is not a free-licence one', () => {
    renderFormPage('/ticket/create/FGT60FTK20000001');
    expect(screen.queryByText('Free licence')).not.toBeInTheDocument();
    expect(dropdown(/Target device/)).toBeEnabled();
  });
});
