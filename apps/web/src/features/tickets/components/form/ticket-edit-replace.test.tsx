import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTicket } from '../../../../test/ticket-fixture';
import { renderFormPage } from './form-test-utils';
import { fakeTicketsApi } from '../../../../test/fake-tickets-api';

const api = fakeTicketsApi();
afterAll(api.install());
const updateMock = api.updateTicket;
const addMock = api.addSourceFiles;
const removeMock = api.removeTicketFile;

beforeEach(() => vi.clearAllMocks());

const REPLACE = 'Replace the files on the ticket with these (the conversion runs again)';

describe('issue 19 item 2: replacing the file of a ticket', { timeout: 30_000 }, () => {
  it('uploads the new file first, then removes every file that was on the ticket', async () => {
    const user = userEvent.setup();
    const ticket = makeTicket({ id: 9 });
    const sources = ticket.files.filter((file) => file.kind === 'source');
    expect(sources.length).toBeGreaterThan(0);
    // The page may ask for the ticket again: it answers as cached.
    api.fetchTicket.mockResolvedValue(ticket);
    addMock.mockResolvedValue(ticket);
    removeMock.mockResolvedValue(ticket);
    updateMock.mockResolvedValue(ticket);
    renderFormPage('/ticket/edit/9', { tickets: [ticket] });
    expect(screen.queryByRole('checkbox', { name: REPLACE })).not.toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Choose configuration files'),
      new File(['ASA Version 9.16(4)'], 'running-config.txt'),
    );
    await user.click(screen.getByRole('checkbox', { name: REPLACE }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateMock).toHaveBeenCalledOnce());
    expect(removeMock.mock.calls).toEqual(sources.map((file) => [9, file.id]));
    expect(addMock.mock.invocationCallOrder[0]).toBeLessThan(
      removeMock.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('without the choice, the files are only added', async () => {
    const user = userEvent.setup();
    const ticket = makeTicket({ id: 9 });
    api.fetchTicket.mockResolvedValue(ticket);
    addMock.mockResolvedValue(ticket);
    updateMock.mockResolvedValue(ticket);
    renderFormPage('/ticket/edit/9', { tickets: [ticket] });
    await user.upload(
      screen.getByLabelText('Choose configuration files'),
      new File(['ASA Version 9.16(4)'], 'running-config.txt'),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateMock).toHaveBeenCalledOnce());
    expect(removeMock).not.toHaveBeenCalled();
  });
});
