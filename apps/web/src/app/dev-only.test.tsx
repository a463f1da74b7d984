import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render-route';
import { TEST_CONFIG } from '../test/test-config';

describe('/dev/ui, the UI kit catalogue', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is shown when the server turns the catalogue on', { timeout: 20_000 }, async () => {
    vi.stubEnv('DEV', false);
    renderRoute('/dev/ui', { ...TEST_CONFIG, uiCatalogue: true });
    // The catalogue is a large lazily loaded chunk: give its first import time on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'UI kit' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByRole('table', { name: 'Address objects' })).toBeInTheDocument();
  });

  it('is an unknown path, sent to /, in a production build without the setting', async () => {
    vi.stubEnv('DEV', false);
    const { router } = renderRoute('/dev/ui', { ...TEST_CONFIG, uiCatalogue: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
