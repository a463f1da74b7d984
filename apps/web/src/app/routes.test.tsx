import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route';
import { TEST_CONFIG } from '../test/test-config';

describe('routes, signed out (spec §2)', () => {
  it('S2-1: / shows the landing page in the page frame', async () => {
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: TEST_CONFIG.serviceName }),
    ).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/no/such/path', '/tickets', '/settings'])(
    'S2-3: unknown path %s redirects to /',
    async (path) => {
      const { router } = renderRoute(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(
        await screen.findByRole('heading', { level: 1, name: TEST_CONFIG.serviceName }),
      ).toBeVisible();
    },
  );

  it('S2-4, S2-5: the signed-out top bar offers LOGIN and CREATE ACCOUNT', async () => {
    renderRoute('/');
    expect(await screen.findByRole('link', { name: 'LOGIN' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'CREATE ACCOUNT' })).toHaveAttribute(
      'href',
      TEST_CONFIG.accountCreationUrl,
    );
  });
});
