// issue 20 item 2: the Invite dialog and the pending list, against a real HTTP server (jsdom's
// XMLHttpRequest) that keeps the invitations as the portal's API would.
import type { TInvitation } from '@fwmig/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { startApiTestServer, type TApiTestServer } from '../../../test/api-test-server';
import { TEST_CONFIG } from '../../../test/test-config';
import { AccountInvitations } from './account-invitations';

const PATH = '/api/accounts/100001/invitations';
const pending: TInvitation[] = [];
let postsSeen = 0;
let server: TApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer(({ method, path }) => {
    if (method === 'GET' && path === PATH) return [200, { data: pending }];
    if (method === 'POST' && path === PATH) {
      postsSeen += 1;
      // The first try is refused as the server refuses an e-mail invited twice.
      if (postsSeen === 1) {
        return [
          409,
          { code: 'CONFLICT', message: 'carol@acme.test is already invited to this account.' },
        ];
      }
      const invitation: TInvitation = {
        id: '0b6f4a4e-5d7e-4f8a-9a51-2c1e7b9d0a11',
        accountUserId: '100001',
        companyName: 'Acme',
        email: 'carol@acme.test',
        role: 'read_write',
        invitedBy: 'master@acme.test',
        createdAt: '2026-12-04T02:00:00.000Z',
        expiresAt: '2026-12-11T02:00:00.000Z',
      };
      pending.push(invitation);
      return [201, { data: invitation }];
    }
    if (method === 'DELETE' && path.startsWith(`${PATH}/`)) {
      const [gone] = pending.splice(0, 1);
      return [200, { data: gone }];
    }
    return [404, { code: 'NOT_FOUND', message: 'Not here.' }];
  });
});
afterAll(() => server.close());

function renderPanel(canWrite = true) {
  render(
    <AppProviders config={TEST_CONFIG} queryClient={createQueryClient()}>
      <MemoryRouter>
        <AccountInvitations account="100001" companyName="Acme" canWrite={canWrite} />
      </MemoryRouter>
    </AppProviders>,
  );
  return userEvent.setup();
}

describe('AccountInvitations (issue 20 item 2)', () => {
  it('invites with the dialog, shows a refusal in it, lists the invitation and revokes it', async () => {
    const user = renderPanel();
    expect(await screen.findByText('No invitation is waiting.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a user' });
    expect(dialog).toHaveTextContent('Acme (account 100001)');

    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This field is required')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/E-mail/), 'not an e-mail');
    expect(
      await within(dialog).findByText('Enter an e-mail address like name@example.com'),
    ).toBeVisible();
    expect(postsSeen).toBe(0);

    await user.clear(within(dialog).getByLabelText(/E-mail/));
    await user.type(within(dialog).getByLabelText(/E-mail/), 'carol@acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('carol@acme.test is already invited to this account.'),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = screen.getByRole('table', {
      name: 'Pending invitations of Acme (account 100001)',
    });
    expect(await within(table).findByText('carol@acme.test')).toBeVisible();
    expect(table).toHaveTextContent('User (read/write)');

    await user.click(within(table).getByRole('button', { name: /actions/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Revoke' }));
    expect(await screen.findByText('No invitation is waiting.')).toBeVisible();
    expect(server.seen.some((call) => call.method === 'DELETE')).toBe(true);
  }, 30_000);

  it('read-only: the list without Invite or Revoke', async () => {
    renderPanel(false);
    expect(await screen.findByRole('heading', { name: 'Pending invitations' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
  });
});
