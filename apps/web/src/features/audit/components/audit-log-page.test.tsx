import type { TAuditEvent } from '@fwmig/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { TEST_CONFIG } from '../../../test/test-config';
import { AUDIT_KEYS } from '../../../lib/query-keys';
import { AuditLogPage } from './audit-log-page';

const EVENTS: TAuditEvent[] = [
  {
    id: 12,
    at: '2026-11-26T09:15:00.000Z',
    actor: 'admin@example.com',
    action: 'admin.login.block',
    target: 'mallory@example.com',
    detail: { revokedSessions: 2 },
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
  },
  {
    id: 11,
    at: '2026-11-26T09:10:00.000Z',
    actor: 'mallory@example.com',
    action: 'session.sign_in',
    target: '4f1c',
    detail: { loginType: 'IAM', session: 'f9e8' },
    ip: '198.51.100.4',
    userAgent: null,
  },
  {
    id: 10,
    at: '2026-11-26T09:05:00.000Z',
    actor: 'engineer@example.com',
    action: 'ticket.widened.acknowledge',
    target: 'ticket 42',
    detail: { run: 2, items: 1, note: 'The customer wants SSH open.' },
    ip: '203.0.113.9',
    userAgent: null,
  },
];

/** The page over a cache that already holds its first page (there is no server in jsdom). */
function renderPage(path = '/settings/audit') {
  const client = createQueryClient();
  client.setQueryDefaults(AUDIT_KEYS.all, { refetchOnMount: false, staleTime: Infinity });
  client.setQueryData(AUDIT_KEYS.page({ skip: 0, limit: 20, action: '', actor: '' }), {
    data: EVENTS,
    total: 45,
  });
  render(
    <AppProviders config={TEST_CONFIG} queryClient={client}>
      <MemoryRouter initialEntries={[path]}>
        <AuditLogPage />
      </MemoryRouter>
    </AppProviders>,
  );
  return { user: userEvent.setup() };
}

describe('AuditLogPage (issue 18 item 11)', () => {
  it('lists who, what, when and from where, newest first, with the total for paging', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('admin@example.com');
    expect(rows[0]).toHaveTextContent('Login blocked');
    expect(rows[0]).toHaveTextContent('203.0.113.7');
    expect(rows[1]).toHaveTextContent('Sign-in');
    expect(screen.getByText(/1–20 of 45/)).toBeVisible();
    await user.click(within(rows[0] as HTMLElement).getAllByRole('button')[0] as HTMLElement);
    expect(await screen.findByText('Revoked sessions')).toBeVisible();
  });

  it('names ticket actions and reads detail keys as words', async () => {
    const { user } = renderPage();
    const rows = within(screen.getByRole('table', { name: 'Audit log' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[2]).toHaveTextContent('Widened rules acknowledged');
    expect(rows[2]).toHaveTextContent('ticket 42');
    await user.click(within(rows[1] as HTMLElement).getAllByRole('button')[0] as HTMLElement);
    expect(await screen.findByText('Login type')).toBeVisible();
    expect(screen.getByText('Session')).toBeVisible();
  });

  it('offers the action and actor filters', () => {
    renderPage();
    const filters = screen.getByRole('search', { name: 'Audit log filters' });
    expect(within(filters).getByRole('combobox', { name: 'Action' })).toBeVisible();
    expect(within(filters).getByRole('searchbox', { name: 'Actor' })).toBeVisible();
  });
});
