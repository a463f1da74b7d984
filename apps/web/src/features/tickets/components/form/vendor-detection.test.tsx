import type { TSourceDetection } from '@fwmig/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { makeTicket } from '../../../../test/ticket-fixture';
import { dropdown, renderFormPage } from './form-test-utils';
import { fakeTicketsApi } from '../../../../test/fake-tickets-api';

const api = fakeTicketsApi();
afterAll(api.install());
const detectMock = api.detectSource;

type TUser = ReturnType<typeof userEvent.setup>;

const ASA: TSourceDetection = {
  format: 'text',
  vendorKey: 'ciscoASA',
  label: 'Cisco ASA',
  line: 3,
  converted: true,
  readableAs: ['ciscoASA', 'ciscoPIX', 'ciscoFWSM', 'ciscoFTD'],
};
const PAN_OS: TSourceDetection = {
  format: 'xml',
  vendorKey: 'paloAltoNetwork',
  label: 'Palo Alto Networks',
  line: 2,
  converted: false,
  readableAs: [],
};

beforeEach(() => {
  detectMock.mockReset();
});

async function attach(user: TUser, ...files: File[]) {
  await user.upload(screen.getByLabelText('Choose configuration files'), files);
}

async function choose(user: TUser, option: string) {
  await user.click(dropdown(/Source vendor/));
  await user.click(screen.getByRole('option', { name: option }));
}

const checkedObjects = (vendorLabel: string) =>
  within(screen.getByRole('group', { name: new RegExp(`${vendorLabel} objects to convert`) }))
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')?.textContent);

describe('the vendor recognised from the configuration files', () => {
  it('is chosen while none is, with its objects ticked and where it was found', async () => {
    const user = userEvent.setup();
    detectMock.mockResolvedValue(ASA);
    renderFormPage('/ticket/create/FGT60FTK20000001');
    await attach(user, new File(['!'.repeat(70_000)], 'edge-asa.txt', { type: 'text/plain' }));

    await waitFor(() => expect(dropdown(/Source vendor/)).toHaveValue('Cisco ASA'));
    expect(screen.getByText('Detected from edge-asa.txt (line 3)')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'NAT' })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Only the head of the file is sent.
    expect(detectMock).toHaveBeenCalledOnce();
    expect(detectMock.mock.calls[0]?.[0].size).toBe(65_536);
  });

  it('a file of another vendor than the chosen one is a warning; the choice stays', async () => {
    const user = userEvent.setup();
    detectMock.mockResolvedValue(PAN_OS);
    renderFormPage('/ticket/edit/9', { tickets: [makeTicket()] });
    await attach(user, new File(['<config version="10.1.0">'], 'pa-running.xml'));

    expect(
      await screen.findByText(
        'pa-running.xml looks like a Palo Alto Networks configuration, not Cisco ASA. Choose Palo Alto Networks, or attach the right file.',
      ),
    ).toBeVisible();
    expect(dropdown(/Source vendor/)).toHaveValue('Cisco ASA');
    expect(screen.queryByText(/Detected from/)).not.toBeInTheDocument();
  });

  it('a file the chosen vendor’s parser also reads (PIX for ASA) is no mismatch', async () => {
    const user = userEvent.setup();
    detectMock.mockResolvedValue({ ...ASA, vendorKey: 'ciscoPIX', label: 'Cisco PIX', line: 1 });
    renderFormPage('/ticket/edit/9', { tickets: [makeTicket()] });
    await attach(user, new File(['PIX Version 6.3(5)'], 'pix.cfg'));

    expect(await screen.findByText('Detected from pix.cfg (line 1)')).toBeVisible();
    expect(dropdown(/Source vendor/)).toHaveValue('Cisco ASA');
    expect(screen.queryByText(/looks like/)).not.toBeInTheDocument();
  });

  it('changes nothing when the user already chose that vendor and adjusted its objects', async () => {
    const user = userEvent.setup();
    detectMock.mockResolvedValue(ASA);
    renderFormPage('/ticket/create/FGT60FTK20000001');
    await choose(user, 'Cisco ASA');
    await user.click(screen.getByRole('checkbox', { name: 'NAT' }));
    const chosen = checkedObjects('Cisco ASA');
    await attach(user, new File(['ASA Version 9.16(4)'], 'fw0.cfg'));

    expect(await screen.findByText('Detected from fw0.cfg (line 3)')).toBeVisible();
    expect(dropdown(/Source vendor/)).toHaveValue('Cisco ASA');
    expect(checkedObjects('Cisco ASA')).toEqual(chosen);
    expect(screen.getByRole('checkbox', { name: 'NAT' })).not.toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a vendor the engine does not convert yet is chosen with an honest note', async () => {
    const user = userEvent.setup();
    detectMock.mockResolvedValue(PAN_OS);
    renderFormPage('/ticket/create/FGT60FTK20000001');
    await attach(user, new File(['<config version="10.1.0">'], 'pa-running.xml'));

    await waitFor(() => expect(dropdown(/Source vendor/)).toHaveValue('Palo Alto Networks'));
    expect(
      screen.getByText(
        'Automatic conversion from Palo Alto Networks is not available yet: an engineer converts this ticket by hand.',
      ),
    ).toBeVisible();
  });

  it('a failed detection is silent and does not stop the next file’s', async () => {
    const user = userEvent.setup();
    detectMock
      .mockRejectedValueOnce({ code: 'INTERNAL', message: 'Something went wrong.' })
      .mockResolvedValueOnce(ASA);
    renderFormPage('/ticket/create/FGT60FTK20000001');
    await attach(user, new File(['not read'], 'notes.txt'));
    await waitFor(() => expect(detectMock).toHaveBeenCalledOnce());
    expect(dropdown(/Source vendor/)).toHaveValue('');
    await attach(user, new File(['ASA Version 9.16(4)'], 'fw0.cfg'));

    await waitFor(() => expect(dropdown(/Source vendor/)).toHaveValue('Cisco ASA'));
    expect(screen.getByText('Detected from fw0.cfg (line 3)')).toBeVisible();
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
  });
});
