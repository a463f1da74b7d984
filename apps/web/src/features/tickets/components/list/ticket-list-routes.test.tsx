import { READ_WRITE } from '@fwmig/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionStartedForTests } from '../../../../lib/session/session-start';
import {
  reloadSessionState,
  setSessionState,
  updateSelection,
} from '../../../../lib/session/session-store';
import { storedToken } from '../../../../test/session-fixture';
import { renderRoute } from '../../../../test/render-route';
import { fakeServer } from './ticket-list-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
  setSessionStartedForTests(false);
  sessionStorage.clear();
  reloadSessionState();
});

const TOKEN = storedToken();

/** A signed-in session with a chosen account, as the app's route guards expect it. */
function signedIn(type: 'customer' | 'admin') {
  setSessionStartedForTests(true);
  updateSelection({ userId: '100001', subUserId: '0', chosen: true });
  setSessionState({
    phase: 'ready',
    token: TOKEN,
    currentUser: {
      type,
      accessLevel: READ_WRITE,
      id: 'u1',
      email: 'someone@example.com',
      company_name: 'Acme',
    },
  });
}

describe('ticket list routes (spec §2)', { timeout: 20_000 }, () => {
  it.each([
    ['customer', '/tickets'],
    ['customer', '/'],
    ['admin', '/tickets'],
    ['admin', '/'],
  ] as const)('S1-13 S2-28 S2-37: as %s, %s opens the ticket list', async (type, path) => {
    const server = fakeServer();
    signedIn(type);
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Tickets' })).toBeInTheDocument();
    await waitFor(() => expect(server.pageRequests().length).toBeGreaterThan(0));
    expect(router.state.location.pathname).toBe(path);
  });
});
