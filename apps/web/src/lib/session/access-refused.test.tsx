// issue 18 item 1, spec §8: a signed-in user whom the server starts refusing mid-session (blocked,
// the converter app taken away, no account left) lands on the matching error page, not on a toast.
// The app's real routes and API client against a real HTTP server (jsdom's XMLHttpRequest).
import { READ_WRITE } from '@fwmig/contract';
import { screen, waitFor } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../api-client';
import { REFUSAL_CODES } from '../error-message';
import { renderRoute } from '../../test/render-route';
import { TEST_CONFIG } from '../../test/test-config';
import { subscribeToasts } from '../../ui/toast-bus';
import type { TToast } from '../../ui/use-toast';
import { errorContent } from '../../features/errors/components/error-texts';
import { setSessionStartedForTests } from './session-start';
import {
  getSessionState,
  reloadSessionState,
  setSessionState,
  updateSelection,
} from './session-store';
import { storedToken } from '../../test/session-fixture';

/** The open (public and session-level) calls the signed-in layout makes, answered empty. */
const SESSION_ANSWERS: Record<string, unknown> = {
  '/client/v1/portalTopBar': {
    data: {
      portal_menu_headers: [],
      portal_menu_items: [],
      support_menu_headers: [],
      support_menu_items: [],
      user_menu_items: [],
      configurations: [],
    },
  },
  '/client/v1/permission': {
    data: { portalList: [], support_menu: [], user_menu: [], user_display_info: [] },
  },
};

let server: Server;
let baseURL: string;
/** The code every API call is refused with. */
let refuseWith = 'NO_PERMISSION';
const seen: { url: string; authorization: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    // jsdom's page is on another origin: the preflight lets the session headers through.
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST');
      response.setHeader(
        'Access-Control-Allow-Headers',
        request.headers['access-control-request-headers'] ?? '',
      );
      response.writeHead(204);
      response.end();
      return;
    }
    const url = request.url ?? '';
    const session = SESSION_ANSWERS[url.split('?')[0] ?? ''];
    if (session) {
      // What the sign-in flow and the error pages need stays open to a refused session.
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(session));
      return;
    }
    seen.push({ url, authorization: request.headers.authorization });
    response.writeHead(403, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({ code: refuseWith, message: `USER LOGIN BLOCKED (${refuseWith})` }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  apiClient.defaults.baseURL = baseURL;
});

afterAll(async () => {
  apiClient.defaults.baseURL = undefined;
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  setSessionStartedForTests(false);
  sessionStorage.clear();
  reloadSessionState();
  seen.length = 0;
});

const TOKEN = storedToken('access-1');

/** A customer whose sign-in went through: the ticket list opens and calls the API. */
function signedInCustomer() {
  setSessionStartedForTests(true);
  updateSelection({ userId: '100001', subUserId: '0', chosen: true });
  setSessionState({
    phase: 'ready',
    token: TOKEN,
    currentUser: {
      type: 'customer',
      accessLevel: READ_WRITE,
      id: 'u1',
      email: 'someone@example.com',
      company_name: 'Acme',
    },
  });
}

describe(
  'a refused session goes to its error page (issue 18 item 1, spec §8)',
  { timeout: 20_000 },
  () => {
    it.each(REFUSAL_CODES)(
      'the ticket list answered 403 %s: its error page and text, no toast',
      async (code) => {
        refuseWith = code;
        const toasts: TToast[] = [];
        const stop = subscribeToasts((toast) => toasts.push(toast));
        signedInCustomer();
        const { router } = renderRoute('/tickets');
        await waitFor(() => expect(router.state.location.pathname).toBe(`/error/${code}`));
        const { title } = errorContent(code, TEST_CONFIG, TOKEN.loginType ?? undefined);
        expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
        stop();
        // The refusal came from the server, for this session's call.
        expect(seen.length).toBeGreaterThan(0);
        for (const call of seen) {
          expect(call.url).toMatch(/^\/api\//);
          expect(call.authorization).toBe('Bearer access-1');
        }
        expect(getSessionState()).toMatchObject({ phase: 'error', errorType: code });
        expect(toasts).toEqual([]);
        // As at sign-in: without an account the local session is cleared; otherwise it stays, so
        // the page can show the login and offer another account or sign-out.
        expect(getSessionState().token.accessToken).toBe(
          code === 'NO_ACCOUNT' ? undefined : TOKEN.accessToken,
        );
      },
    );

    it('a plain 403 FORBIDDEN is no refused session: the page stays and the message is a toast', async () => {
      refuseWith = 'FORBIDDEN';
      const toasts: TToast[] = [];
      const stop = subscribeToasts((toast) => toasts.push(toast));
      signedInCustomer();
      const { router } = renderRoute('/tickets');
      await waitFor(() => expect(toasts.length).toBeGreaterThan(0));
      stop();
      expect(toasts[0]).toEqual({ severity: 'error', message: 'USER LOGIN BLOCKED (FORBIDDEN)' });
      expect(router.state.location.pathname).toBe('/tickets');
      expect(getSessionState().phase).toBe('ready');
    });
  },
);
