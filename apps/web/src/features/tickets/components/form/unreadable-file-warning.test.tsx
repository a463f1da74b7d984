import type { TSourceDetection } from '@fwmig/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { dropdown, renderFormPage } from './form-test-utils';
import { fakeTicketsApi } from '../../../../test/fake-tickets-api';
import { makeTicket } from '../../../../test/ticket-fixture';

const api = fakeTicketsApi();
afterAll(api.install());
const createMock = api.createTicket;
const detectMock = api.detectSource;

type TUser = ReturnType<typeof userEvent.setup>;

/** What the server's sniffer answers for a JPEG and for unrecognised text. */
const BINARY: TSourceDetection = {
  format: 'binary',
  vendorKey: null,
  label: null,
  line: null,
  converted: false,
  readableAs: [],
};
const PLAIN_TEXT: TSourceDetection = { ...BINARY, format: 'text' };

const JPEG_WARNING =
  "photo.jpg is not a configuration: it is not text (an image, a document or an archive). Attach the text export of the firewall's configuration.";

beforeEach(() => {
  createMock.mockReset();
  detectMock.mockReset();
  createMock.mockResolvedValue(makeTicket({ id: 10042 }));
});

async function fillWith(user: TUser, file: File) {
  await user.click(dropdown(/Source vendor/));
  await user.click(screen.getByRole('option', { name: 'Cisco ASA' }));
  await user.type(screen.getByRole('textbox', { name: /Source model/ }), 'ASA 5516-X');
  await user.upload(screen.getByLabelText('Choose configuration files'), file);
  await user.type(screen.getByRole('textbox', { name: /Contact name/ }), 'Nora Netops');
}

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70])], 'photo.jpg', {
    type: 'image/jpeg',
  });

describe(
  'issue 19 item 2: the create form flags files the conversion cannot read',
  { timeout: 30_000 },
  () => {
    it('a JPEG is flagged when attached, and is submitted only after "Submit anyway"', async () => {
      const user = userEvent.setup();
      detectMock.mockResolvedValue(BINARY);
      renderFormPage('/ticket/create/FGT60FTK20000001');
      await fillWith(user, jpeg());
      expect(await screen.findByText(JPEG_WARNING)).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'Submit ticket' }));
      const dialog = await screen.findByRole('alertdialog', {
        name: 'These files may not convert',
      });
      expect(within(dialog).getByText(JPEG_WARNING)).toBeVisible();
      expect(createMock).not.toHaveBeenCalled();

      await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(createMock).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Submit ticket' }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', {
          name: 'Submit anyway',
        }),
      );
      await waitFor(() => expect(createMock).toHaveBeenCalledOnce());
    });

    it('a file of only blank space is flagged when attached', async () => {
      const user = userEvent.setup();
      detectMock.mockResolvedValue(PLAIN_TEXT);
      renderFormPage('/ticket/create/FGT60FTK20000001');
      await user.upload(
        screen.getByLabelText('Choose configuration files'),
        new File(['  \n\t\n   '], 'blank.cfg'),
      );
      expect(
        await screen.findByText(
          'blank.cfg holds only blank space: attach the configuration export.',
        ),
      ).toBeVisible();
    });

    it('a file the chosen vendor reads goes without asking', async () => {
      const user = userEvent.setup();
      detectMock.mockResolvedValue({
        format: 'text',
        vendorKey: 'ciscoASA',
        label: 'Cisco ASA',
        line: 1,
        converted: true,
        readableAs: ['ciscoASA'],
      });
      renderFormPage('/ticket/create/FGT60FTK20000001');
      await fillWith(user, new File(['ASA Version 9.16(4)\nhostname fw0\n'], 'fw0.cfg'));
      await screen.findByText('Detected from fw0.cfg (line 1)');
      await user.click(screen.getByRole('button', { name: 'Submit ticket' }));
      await waitFor(() => expect(createMock).toHaveBeenCalledOnce());
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  },
);
