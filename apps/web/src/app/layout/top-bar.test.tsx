import { SSO_AUTHENTICATE_PATH } from '@fwmig/contract';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
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
