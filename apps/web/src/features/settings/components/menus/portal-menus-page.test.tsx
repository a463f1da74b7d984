import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../lib/query-client';
import { TEST_CONFIG } from '../../../../test/test-config';
import { PORTAL_MENUS_KEY } from '../../../../lib/query-keys';
import { PortalMenusPage } from './portal-menus-page';

/** The page over a cache that already holds the saved menus (there is no server in jsdom). */
function renderPage() {
  const client = createQueryClient();
  client.setQueryDefaults(PORTAL_MENUS_KEY, { refetchOnMount: false, staleTime: Infinity });
  client.setQueryData(PORTAL_MENUS_KEY, {
    services: [
      { section: 'Cloud Services', name: 'Cloud Firewall', url: '' },
      { section: 'Tools', name: 'Log Search', url: 'https://logs.acme.test/' },
    ],
    support: [{ section: 'Resources', name: 'Documentation', url: 'https://docs.fortinet.com' }],
    updatedAt: null,
    updatedBy: null,
  });
  render(
    <AppProviders config={TEST_CONFIG} queryClient={client}>
      <MemoryRouter initialEntries={['/settings/menus']}>
        <PortalMenusPage />
      </MemoryRouter>
    </AppProviders>,
  );
  return { user: userEvent.setup() };
}

describe('issue 19 item 2: the SERVICES and SUPPORT menus an admin edits', () => {
  it('lists the entries by menu and says an entry without a URL is hidden', () => {
    renderPage();
    const services = screen.getByRole('region', { name: 'SERVICES' });
    const first = within(services).getByRole('group', { name: 'SERVICES entry 1' });
    expect(within(first).getByLabelText('Name')).toHaveValue('Cloud Firewall');
    expect(first).toHaveTextContent('Hidden until it has a URL');
    const second = within(services).getByRole('group', { name: 'SERVICES entry 2' });
    expect(second).not.toHaveTextContent('Hidden until it has a URL');
    expect(screen.getByText(/Built-in defaults: not saved yet/)).toBeVisible();
  });

  it('reorders, adds and removes entries', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Move Log Search up' }));
    const services = screen.getByRole('region', { name: 'SERVICES' });
    expect(
      within(within(services).getByRole('group', { name: 'SERVICES entry 1' })).getByLabelText(
        'Name',
      ),
    ).toHaveValue('Log Search');
    await user.click(within(services).getByRole('button', { name: 'Add entry' }));
    expect(within(services).getAllByRole('group')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove Cloud Firewall' }));
    expect(within(services).getAllByRole('group')).toHaveLength(2);
  });

  it('refuses to save a URL that is not http(s), saying which entry', async () => {
    const { user } = renderPage();
    const support = screen.getByRole('region', { name: 'SUPPORT' });
    const url = within(support).getByLabelText('URL');
    await user.clear(url);
    await user.type(url, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save menus' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'SUPPORT entry 1: the URL must start with http:// or https://, or be empty.',
    );
  });
});
