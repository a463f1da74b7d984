import { SSO_AUTHENTICATE_PATH } from '@fwmig/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountCreationUrlOf } from '../../lib/session/use-account-creation-url';
import { createQueryClient } from '../../lib/query-client';
import { startApiTestServer } from '../../test/api-test-server';
import { renderWithConfig } from '../../test/render-with-config';
import { TEST_CONFIG } from '../../test/test-config';
import { TopBar } from './top-bar';

function renderTopBar(config = TEST_CONFIG) {
  return renderWithConfig(
    <MemoryRouter>
      <TopBar />
    </MemoryRouter>,
    config,
  );
}

describe('top bar, signed out (spec §2)', () => {
  it('is titled with the service name', () => {
    renderTopBar({ ...TEST_CONFIG, serviceName: 'Acme Migrator' });
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Acme Migrator' }),
    ).toHaveAttribute('href', '/');
  });

  it('S2-4: LOGIN starts single sign-on', () => {
    renderTopBar();
    const login = within(screen.getByRole('banner')).getByRole('link', { name: 'LOGIN' });
    expect(login).toHaveTextContent(/^LOGIN$/);
    expect(login).toHaveAttribute('href', SSO_AUTHENTICATE_PATH);
  });

  it('S2-5: CREATE ACCOUNT goes to the account-creation address of the config', () => {
    renderTopBar({ ...TEST_CONFIG, accountCreationUrl: 'https://id.example.com/signup' });
    const create = within(screen.getByRole('banner')).getByRole('link', { name: 'CREATE ACCOUNT' });
    expect(create).toHaveTextContent(/^CREATE ACCOUNT$/);
    expect(create).toHaveAttribute('href', 'https://id.example.com/signup');
  });
});

describe('CREATE ACCOUNT follows AccountCreation_URL (spec §3, §9)', () => {
  const topBarAnswer = (url: string) => ({
    data: {
      portal_menu_headers: [],
      portal_menu_items: [],
      support_menu_headers: [],
      support_menu_items: [],
      user_menu_items: [],
      configurations: [{ name: 'AccountCreation_URL', value: url }],
    },
  });

  it('S2-5 S7-14 S9-38: the address comes from the portalTopBar answer and follows its changes', async () => {
    let configured = 'https://accounts.example.net/first';
    const server = await startApiTestServer((call) =>
      call.path === '/client/v1/portalTopBar'
        ? [200, topBarAnswer(configured)]
        : [404, { code: 'NOT_FOUND', message: 'no' }],
    );
    const queryClient = createQueryClient();
    try {
      renderWithConfig(
        <MemoryRouter>
          <TopBar />
        </MemoryRouter>,
        { ...TEST_CONFIG, accountCreationUrl: '/started-with' },
        queryClient,
      );
      const create = () =>
        within(screen.getByRole('banner')).getByRole('link', { name: 'CREATE ACCOUNT' });
      await waitFor(() =>
        expect(create()).toHaveAttribute('href', 'https://accounts.example.net/first'),
      );
      configured = 'https://accounts.example.net/second';
      await queryClient.invalidateQueries({ queryKey: ['portalTopBar'] });
      await waitFor(() =>
        expect(create()).toHaveAttribute('href', 'https://accounts.example.net/second'),
      );
      expect(server.seen.filter((call) => call.path === '/client/v1/portalTopBar')).toHaveLength(2);
    } finally {
      await server.close();
    }
  });

  it('S9-38: only an AccountCreation_URL with a value counts', () => {
    expect(accountCreationUrlOf(topBarAnswer('/idp/register').data)).toBe('/idp/register');
    expect(accountCreationUrlOf(topBarAnswer('').data)).toBeUndefined();
    expect(accountCreationUrlOf(undefined)).toBeUndefined();
  });
});
