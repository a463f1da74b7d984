import type { TSslVpnSettings } from '@fwmig/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../lib/query-client';
import { renderTicketRoute } from '../../../../test/render-ticket-route';
import { ENGINEER_CAN, makeTicket } from '../../../../test/ticket-fixture';
import { SslVpnSettingPage } from './sslvpn-page';
import { fakeTicketsApi } from '../../../../test/fake-tickets-api';
import { TICKET_KEYS } from '../../../../lib/query-keys';

const api = fakeTicketsApi();
afterAll(api.install());

const ROUTE = { path: '/ticket/sslvpnsetting/:careId', element: <SslVpnSettingPage /> };

const SAVED: TSslVpnSettings = {
  listenInterface: 'wan1',
  port: 443,
  serverCertificate: 'acme-vpn',
  tunnelPool: ['10.212.134.0/24'],
  dnsServers: ['10.0.0.53'],
  splitTunnelling: true,
  splitNetworks: ['10.10.0.0/16'],
  portalMappings: [{ group: 'vpn-sales', portal: 'sales-web' }],
  defaultPortal: 'web-access',
};

function renderPage(settings: TSslVpnSettings | null, ticket = makeTicket()) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(TICKET_KEYS.detail(ticket.id), ticket);
  queryClient.setQueryData(TICKET_KEYS.sslvpn(ticket.id), { ticketId: ticket.id, settings });
  return renderTicketRoute(`/ticket/sslvpnsetting/${ticket.id}`, ROUTE, queryClient);
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

afterEach(() => {
  vi.clearAllMocks();
});

describe('SSL VPN settings page', { timeout: 20_000 }, () => {
  it('names the page and links back to its ticket', () => {
    renderPage(null);
    expect(screen.getByRole('heading', { level: 1, name: 'SSL VPN settings' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ticket 9' })).toHaveAttribute(
      'href',
      '/ticket/detail/9',
    );
    // New settings start from FortiOS's defaults.
    expect(screen.getByRole('spinbutton', { name: /Port/ })).toHaveValue(10443);
    expect(textbox(/Server certificate/)).toHaveValue('Fortinet_Factory');
  });

  it('refuses a /7 network and an octet over 255 with the IPv4 messages', async () => {
    const user = userEvent.setup();
    renderPage(null);
    await user.type(textbox(/Listening interface/), 'wan1');
    await user.type(textbox(/Pool 1/), '10.0.0.0/7');
    await user.click(screen.getByRole('button', { name: 'Add DNS server' }));
    await user.type(textbox(/DNS server 1/), '256.1.1.1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Must be an IPv4 network with a mask /8 to /32 (a.b.c.d/nn)'),
    ).toBeVisible();
    expect(textbox(/Pool 1/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Must be an IPv4 address (a.b.c.d)')).toBeVisible();
    expect(api.saveSslVpn).not.toHaveBeenCalled();

    // After a submit, each field is checked again as it changes (spec §4).
    await user.clear(textbox(/Pool 1/));
    await user.type(textbox(/Pool 1/), '256.0.0.0/24');
    expect(screen.getByText(/Must be an IPv4 network with a mask/)).toBeVisible();
    await user.clear(textbox(/Pool 1/));
    await user.type(textbox(/Pool 1/), '10.212.134.0/24');
    await waitFor(() =>
      expect(screen.queryByText(/Must be an IPv4 network with a mask/)).toBeNull(),
    );
  });

  it('needs a split-tunnel network while split tunnelling is on', async () => {
    const user = userEvent.setup();
    renderPage(null);
    await user.type(textbox(/Listening interface/), 'wan1');
    await user.type(textbox(/Pool 1/), '10.212.134.0/24');
    await user.click(screen.getByRole('switch', { name: 'Split tunnelling' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Split tunnelling needs at least one network')).toBeVisible();
    expect(api.saveSslVpn).not.toHaveBeenCalled();
    // Turning it off lifts the need.
    await user.click(screen.getByRole('switch', { name: 'Split tunnelling' }));
    await waitFor(() =>
      expect(screen.queryByText('Split tunnelling needs at least one network')).toBeNull(),
    );
  });

  it('saves the parsed settings, says so and goes back to the ticket', async () => {
    const user = userEvent.setup();
    vi.mocked(api.saveSslVpn).mockImplementation((id, settings) =>
      Promise.resolve({ ticketId: id, settings }),
    );
    const { router } = renderPage(null);
    await user.type(textbox(/Listening interface/), ' wan1 ');
    const port = screen.getByRole('spinbutton', { name: /Port/ });
    await user.clear(port);
    await user.type(port, '443');
    await user.type(textbox(/Pool 1/), '10.212.134.0/24');
    await user.click(screen.getByRole('button', { name: 'Add DNS server' }));
    await user.type(textbox(/DNS server 1/), '10.0.0.53');
    await user.click(screen.getByRole('switch', { name: 'Split tunnelling' }));
    await user.click(screen.getByRole('button', { name: 'Add network' }));
    await user.type(textbox(/Network 1/), '10.10.0.0/16');
    await user.click(screen.getByRole('button', { name: 'Add mapping' }));
    await user.type(textbox(/User group 1/), 'vpn-staff');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.saveSslVpn).toHaveBeenCalledTimes(1));
    expect(api.saveSslVpn).toHaveBeenCalledWith(9, {
      listenInterface: 'wan1',
      port: 443,
      serverCertificate: 'Fortinet_Factory',
      tunnelPool: ['10.212.134.0/24'],
      dnsServers: ['10.0.0.53'],
      splitTunnelling: true,
      splitNetworks: ['10.10.0.0/16'],
      portalMappings: [{ group: 'vpn-staff', portal: 'tunnel-access' }],
      defaultPortal: 'full-access',
    });
    expect(await screen.findByText('SSL VPN settings saved')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/detail/9'));
  });

  it('loads saved settings, custom portal names included', () => {
    renderPage(SAVED);
    expect(textbox(/Listening interface/)).toHaveValue('wan1');
    expect(textbox(/Network 1/)).toHaveValue('10.10.0.0/16');
    expect(textbox(/Portal 1/)).toHaveValue('sales-web');
    expect(screen.getByRole('combobox', { name: /Default portal/ })).toHaveValue('web-access');
  });

  it('shows the server’s refusal on the field it names', async () => {
    const user = userEvent.setup();
    vi.mocked(api.saveSslVpn).mockRejectedValue({
      code: 'VALIDATION_FAILED',
      message:
        'The request is not valid: body.tunnelPool.0: must be an IPv4 network with a mask /8 to /32 (a.b.c.d/nn). Fix it and send again.',
    });
    renderPage(SAVED);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(textbox(/Pool 1/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(/Must be an IPv4 network with a mask/)).toBeVisible();
  });

  it('shows a refusal that names no field above the buttons', async () => {
    const user = userEvent.setup();
    vi.mocked(api.saveSslVpn).mockRejectedValue({
      code: 'CONFLICT',
      message: 'The SSL VPN settings of a ticket that is delivered can no longer change.',
    });
    renderPage(SAVED);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('can no longer change');
  });

  it('shows the settings read-only, with why, when the ticket no longer takes them', () => {
    renderPage(
      SAVED,
      makeTicket({ status: 'delivered', can: { ...ENGINEER_CAN, sslvpn: false, transitions: [] } }),
    );
    expect(
      screen.getByText(/These settings can no longer change: ticket 9 is delivered/),
    ).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    const list = screen.getByText('Tunnel address pools').closest('dl') as HTMLElement;
    expect(within(list).getByText('10.212.134.0/24')).toBeVisible();
    expect(within(list).getByText('vpn-sales → sales-web')).toBeVisible();
  });

  it('says so when the ticket does not exist', async () => {
    vi.mocked(api.fetchTicket).mockRejectedValue({ code: 'NOT_FOUND', message: 'No such ticket.' });
    vi.mocked(api.fetchSslVpn).mockRejectedValue({ code: 'NOT_FOUND', message: 'No such ticket.' });
    renderTicketRoute('/ticket/sslvpnsetting/404', ROUTE);
    expect(await screen.findByRole('heading', { name: 'Ticket not found' })).toBeVisible();
  });
});
