import type { TTicketDetail } from '@fwmig/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../lib/query-client';
import { renderTicketRoute } from '../../../../test/render-ticket-route';
import { TicketDetailPage } from './ticket-detail-page';
import {
  CUSTOMER_CAN,
  ENGINEER_CAN,
  makeFile,
  makeMessage,
  makeTicket,
} from '../../../../test/ticket-fixture';
import { INTERNAL_NOTE_LABEL } from './ticket-message';
import { fakeTicketsApi } from '../../../../test/fake-tickets-api';
import { TICKET_KEYS } from '../../../../lib/query-keys';

const api = fakeTicketsApi();
afterAll(api.install());

const ROUTE = { path: '/ticket/detail/:id', element: <TicketDetailPage /> };

/** The detail page of `ticket`, its data already in the cache (no request). */
function renderTicket(ticket: TTicketDetail) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(TICKET_KEYS.detail(ticket.id), ticket);
  return renderTicketRoute(`/ticket/detail/${ticket.id}`, ROUTE, queryClient);
}

const buttonNames = () =>
  within(screen.getByRole('banner', { hidden: false }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

beforeEach(() => {
  vi.mocked(api.fetchEngineers).mockResolvedValue([
    { id: '11111111-1111-4111-8111-111111111111', name: 'Erin Engineer' },
    { id: '22222222-2222-4222-8222-222222222222', name: 'Sam Support' },
  ]);
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('ticket detail: loading and not found', { timeout: 20_000 }, () => {
  it('shows the heading from the address at once, before the ticket answers', async () => {
    vi.mocked(api.fetchTicket).mockReturnValue(new Promise(() => {}));
    renderTicketRoute('/ticket/detail/9', ROUTE);
    expect(screen.getByRole('heading', { level: 1, name: 'Ticket 9' })).toBeVisible();
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    // The rest of the page loads as its own chunk, then asks for the ticket.
    await waitFor(() => expect(api.fetchTicket).toHaveBeenCalledWith(9), { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Ticket 9' })).toBeVisible();
  });

  it('says a ticket of another account (404) is not found, with the way back to the list', async () => {
    vi.mocked(api.fetchTicket).mockRejectedValue({
      code: 'NOT_FOUND',
      message: 'No ticket 999999.',
    });
    renderTicketRoute('/ticket/detail/999999', ROUTE);
    expect(await screen.findByRole('heading', { name: 'Ticket not found' })).toBeVisible();
    expect(screen.getByText(/There is no ticket 999999 in this account/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to tickets' })).toHaveAttribute(
      'href',
      '/tickets',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ticket 999999' })).toBeVisible();
  });

  it('shows any other failure with its message and a way to try again', async () => {
    vi.mocked(api.fetchTicket).mockRejectedValue({ code: 'INTERNAL', message: 'Database down.' });
    renderTicketRoute('/ticket/detail/9', ROUTE);
    expect(await screen.findByText('Database down.')).toBeVisible();
    expect(screen.queryByText('Ticket not found')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('does not ask the server about an address that is no ticket number', () => {
    renderTicketRoute('/ticket/detail/abc', ROUTE);
    expect(screen.getByText(/“abc” is not a ticket number/)).toBeVisible();
    expect(api.fetchTicket).not.toHaveBeenCalled();
  });
});

describe('ticket detail: header actions follow can.transitions', { timeout: 20_000 }, () => {
  it('a customer of a submitted ticket may only cancel it (and edit, set SSL VPN)', () => {
    renderTicket(makeTicket());
    expect(screen.getByText('Submitted')).toBeVisible();
    expect(buttonNames()).toEqual(['Cancel ticket']);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/ticket/edit/9');
    expect(screen.getByRole('link', { name: 'SSL VPN settings' })).toHaveAttribute(
      'href',
      '/ticket/sslvpnsetting/9',
    );
  });

  it('an engineer of a submitted ticket may start work or cancel it', () => {
    renderTicket(makeTicket({ can: ENGINEER_CAN }));
    expect(buttonNames()).toEqual(['Cancel ticket', 'Start work']);
  });

  it('an engineer of a ticket in progress asks the customer or delivers', () => {
    renderTicket(
      makeTicket({
        status: 'in_progress',
        can: { ...ENGINEER_CAN, deliver: true, transitions: ['waiting_customer', 'delivered'] },
      }),
    );
    expect(buttonNames()).toEqual(['Ask the customer', 'Deliver']);
  });

  it('a customer of a delivered ticket accepts it or requests a revision until the deadline', () => {
    renderTicket(
      makeTicket({
        status: 'delivered',
        revisionDeadline: '2026-12-07T09:00:00.000Z',
        files: [makeFile(), makeFile({ id: 'f-d', name: 'FGT60F.conf', kind: 'deliverable' })],
        can: {
          ...CUSTOMER_CAN,
          edit: false,
          sslvpn: false,
          transitions: ['closed', 'in_progress'],
        },
      }),
    );
    expect(buttonNames()).toEqual(['Request a revision', 'Accept and close']);
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getByText('Your converted configuration is ready')).toBeVisible();
    expect(screen.getByText(/Request a revision until/)).toBeVisible();
  });

  it('offers no move the server does not allow', () => {
    renderTicket(
      makeTicket({
        status: 'closed',
        can: { ...CUSTOMER_CAN, edit: false, sslvpn: false, message: false, transitions: [] },
      }),
    );
    expect(buttonNames()).toEqual([]);
    expect(screen.getByText(/it takes no more messages/)).toBeVisible();
  });
});

// Typing into MUI fields in jsdom is slow: these tests get more time.
describe('ticket detail: moves that need a note or a confirmation', { timeout: 20_000 }, () => {
  it('"Ask the customer" refuses an empty question, then sends the question', async () => {
    const user = userEvent.setup();
    const ticket = makeTicket({
      status: 'in_progress',
      can: { ...ENGINEER_CAN, transitions: ['waiting_customer'] },
    });
    vi.mocked(api.moveTicket).mockResolvedValue({
      ...ticket,
      status: 'waiting_customer',
      can: { ...ticket.can, transitions: ['in_progress'] },
    });
    renderTicket(ticket);
    await user.click(screen.getByRole('button', { name: 'Ask the customer' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask the customer' });
    await user.type(within(dialog).getByRole('textbox', { name: /Your question/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(await within(dialog).findByText('This field is required')).toBeVisible();
    expect(api.moveTicket).not.toHaveBeenCalled();

    await user.type(
      within(dialog).getByRole('textbox', { name: /Your question/ }),
      'Which interface is the uplink?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(api.moveTicket).toHaveBeenCalledWith(
      9,
      'waiting_customer',
      'Which interface is the uplink?',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The answer becomes the page: the new status shows.
    expect(screen.getByText('Waiting for customer')).toBeVisible();
  });

  it('"Request a revision" needs a description of what to revise', async () => {
    const user = userEvent.setup();
    renderTicket(
      makeTicket({
        status: 'delivered',
        revisionDeadline: '2026-12-07T09:00:00.000Z',
        can: { ...CUSTOMER_CAN, transitions: ['closed', 'in_progress'] },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Request a revision' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a revision' });
    expect(within(dialog).getByText(/You can request a revision until/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Request revision' }));
    expect(await within(dialog).findByText('This field is required')).toBeVisible();
    expect(api.moveTicket).not.toHaveBeenCalled();
  });

  it('"Cancel ticket" asks first; keeping the ticket changes nothing', async () => {
    const user = userEvent.setup();
    const ticket = makeTicket();
    vi.mocked(api.moveTicket).mockResolvedValue({
      ...ticket,
      status: 'cancelled',
      can: { ...ticket.can, transitions: [] },
    });
    renderTicket(ticket);
    await user.click(screen.getByRole('button', { name: 'Cancel ticket' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Cancel ticket 9?' });
    expect(within(dialog).getByText(/licence it used becomes available again/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Keep ticket' }));
    expect(api.moveTicket).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel ticket' }));
    dialog = screen.getByRole('alertdialog', { name: 'Cancel ticket 9?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel ticket' }));
    expect(api.moveTicket).toHaveBeenCalledWith(9, 'cancelled', '');
    expect(await screen.findByText('Cancelled')).toBeVisible();
  });

  it('"Start work" moves at once', async () => {
    const user = userEvent.setup();
    const ticket = makeTicket({ can: ENGINEER_CAN });
    vi.mocked(api.moveTicket).mockResolvedValue({ ...ticket, status: 'in_progress' });
    renderTicket(ticket);
    await user.click(screen.getByRole('button', { name: 'Start work' }));
    expect(api.moveTicket).toHaveBeenCalledWith(9, 'in_progress', '');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ticket detail: people, files and conversation', { timeout: 20_000 }, () => {
  it('gives engineers who may assign an assignee dropdown with Unassigned', async () => {
    const user = userEvent.setup();
    const ticket = makeTicket({ can: ENGINEER_CAN });
    vi.mocked(api.assignTicket).mockResolvedValue({
      ...ticket,
      assignee: { id: '22222222-2222-4222-8222-222222222222', name: 'Sam Support' },
    });
    renderTicket(ticket);
    const assignee = screen.getByRole('combobox', { name: 'Assignee' });
    expect(assignee).toHaveValue('Unassigned');
    await waitFor(() => expect(api.fetchEngineers).toHaveBeenCalled());
    await user.click(assignee);
    await user.click(await screen.findByRole('option', { name: 'Sam Support' }));
    expect(api.assignTicket).toHaveBeenCalledWith(9, '22222222-2222-4222-8222-222222222222');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveValue('Sam Support'),
    );
  });

  it('shows customers (and engineers who may not assign) the assignee as text', () => {
    renderTicket(makeTicket({ assignee: { id: 'x', name: 'Erin Engineer' } }));
    expect(screen.queryByRole('combobox', { name: 'Assignee' })).toBeNull();
    expect(screen.getByText('Erin Engineer')).toBeVisible();
    expect(api.fetchEngineers).not.toHaveBeenCalled();
  });

  it('lists configuration files and deliverables, each with a Download button', async () => {
    const user = userEvent.setup();
    const deliverable = makeFile({
      id: 'f-d',
      name: 'FGT60F.conf',
      kind: 'deliverable',
      size: 2 * 1024 * 1024,
    });
    renderTicket(makeTicket({ files: [makeFile(), deliverable] }));
    const sources = screen.getByRole('list', { name: 'Configuration files' });
    expect(within(sources).getByText('asa-running.cfg')).toBeVisible();
    expect(within(sources).getByText(/4\.2 KB/)).toBeVisible();
    const delivered = screen.getByRole('list', { name: 'Deliverables' });
    expect(within(delivered).getByText(/2\.0 MB/)).toBeVisible();
    await user.click(within(delivered).getByRole('button', { name: 'Download FGT60F.conf' }));
    expect(api.downloadTicketFile).toHaveBeenCalledWith(9, deliverable.id);
  });

  it('marks internal notes apart from what the customer sees', () => {
    renderTicket(
      makeTicket({
        can: ENGINEER_CAN,
        messages: [
          makeMessage({ id: 'm-1', body: 'Which interface is the uplink?' }),
          makeMessage({
            id: 'm-2',
            at: '2026-11-20T11:00:00.000Z',
            internal: true,
            body: 'Overlapping NAT pools.',
          }),
          makeMessage({
            id: 'm-3',
            at: '2026-11-20T12:00:00.000Z',
            author: 'netops',
            fromEngineer: false,
            body: 'port1.',
          }),
        ],
      }),
    );
    const messages = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole(
      'listitem',
      { name: /from/ },
    );
    expect(messages.map((m) => m.dataset.kind)).toEqual(['engineer', 'internal', 'customer']);
    expect(within(messages[1] as HTMLElement).getByText(INTERNAL_NOTE_LABEL)).toBeVisible();
    expect(messages[1]).toHaveAccessibleName('Internal note from Erin Engineer');
    expect(within(messages[0] as HTMLElement).queryByText(INTERNAL_NOTE_LABEL)).toBeNull();
    expect(within(messages[2] as HTMLElement).queryByText(INTERNAL_NOTE_LABEL)).toBeNull();
  });

  it('lets an engineer send an internal note, and clears the composer after it is sent', async () => {
    const user = userEvent.setup();
    const ticket = makeTicket({ can: ENGINEER_CAN });
    vi.mocked(api.sendMessage).mockResolvedValue({
      ...ticket,
      messages: [makeMessage({ internal: true, body: 'Check the NAT.' })],
    });
    renderTicket(ticket);
    await user.type(
      screen.getByRole('textbox', { name: 'Reply to the customer' }),
      'Check the NAT.',
    );
    await user.click(screen.getByRole('switch', { name: 'Internal note' }));
    await user.click(screen.getByRole('button', { name: 'Add internal note' }));
    expect(api.sendMessage).toHaveBeenCalledWith(
      9,
      { body: 'Check the NAT.', internal: true, files: [] },
      expect.any(Function),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Reply to the customer' })).toHaveValue(''),
    );
    expect(screen.getByText(INTERNAL_NOTE_LABEL)).toBeVisible();
  });

  it('gives customers no internal-note switch and no empty sends', async () => {
    const user = userEvent.setup();
    renderTicket(makeTicket());
    expect(screen.queryByRole('switch', { name: 'Internal note' })).toBeNull();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Message to the engineer' }), 'Hello');
    expect(send).toBeEnabled();
  });

  it('shows the history with status changes and their notes', () => {
    renderTicket(
      makeTicket({
        status: 'waiting_customer',
        events: [
          ...makeTicket().events,
          {
            id: 'e-2',
            at: '2026-11-20T10:00:00.000Z',
            actor: 'Erin Engineer',
            kind: 'status',
            from: 'in_progress',
            to: 'waiting_customer',
            text: 'Which interface is the uplink?',
          },
        ],
      }),
    );
    const history = screen.getByRole('list', { name: 'History' });
    const steps = within(history).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[1]).toHaveTextContent(
      'Erin Engineer moved it from In progress to Waiting for customer',
    );
    expect(steps[1]).toHaveTextContent('Which interface is the uplink?');
    // Relative time on screen, the exact moment in the title and the machine-readable value.
    const time = steps[1]?.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
    expect(time?.getAttribute('title')).toMatch(/2026/);
  });
});
