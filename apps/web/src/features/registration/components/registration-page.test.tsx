import { SSO_AUTHENTICATE_PATH } from '@fwmig/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { TEST_CONFIG } from '../../../test/test-config';
import { REGISTRATION_TITLE } from './registration-page';

describe('registration page (spec §9 AccountCreation_URL default target)', () => {
  it('S9-38 S2-5: /register is a page of the portal saying accounts are by invitation', async () => {
    const { router } = renderRoute('/register');
    expect(
      await screen.findByRole('heading', { level: 1, name: REGISTRATION_TITLE }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByText(/opened by invitation/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`contact your ${TEST_CONFIG.providerName}`))).toBeVisible();
    // In the portal's look: the app's top bar and footer are around it.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const logins = screen.getAllByRole('link', { name: 'LOGIN' });
    expect(logins.every((link) => link.getAttribute('href') === SSO_AUTHENTICATE_PATH)).toBe(true);
  });
});
