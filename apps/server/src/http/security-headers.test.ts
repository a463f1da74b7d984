import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

let server: TestServer;
let secure: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  secure = await startTestServer({ PUBLIC_URL: 'https://portal.example.test' });
});
afterAll(async () => {
  await server.destroy();
  await secure.destroy();
});

/** Parses a CSP header into directive -> sources. */
function csp(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

function expectBaseHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  const policy = csp(response.headers.get('content-security-policy'));
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  return policy;
}

/** The app-wide policy: no inline script anywhere, inline styles only (emotion). */
function expectAppPolicy(policy: Map<string, string[]>) {
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
}

describe('security headers on every answer (issue 18 item 4)', () => {
  it('on API answers, SPA pages, static files and the API docs', async () => {
    for (const path of [
      '/healthz',
      '/api/vendors',
      '/',
      '/tickets',
      '/api/docs/static/index.html',
    ]) {
      const response = await fetch(`${server.baseUrl}${path}`, {
        headers: { accept: 'text/html,application/json' },
      });
      expect(response.status, path).toBeLessThan(400);
      expectAppPolicy(expectBaseHeaders(response));
    }
  });

  it('on error answers: 404, a refused body and an unauthenticated call', async () => {
    const missing = await fetch(`${server.baseUrl}/api/no-such-thing`);
    expect(missing.status).toBe(404);
    expectAppPolicy(expectBaseHeaders(missing));
    const bad = await fetch(`${server.baseUrl}/client/v1/token/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(bad.status).toBe(400);
    expectAppPolicy(expectBaseHeaders(bad));
    const anonymous = await fetch(`${server.baseUrl}/api/customer/currentUser`);
    expect(anonymous.status).toBe(401);
    expectAppPolicy(expectBaseHeaders(anonymous));
  });

  it('the SPA public config is a JSON data block, not an inline script', async () => {
    const html = await (
      await fetch(`${server.baseUrl}/`, { headers: { accept: 'text/html' } })
    ).text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, , body]) => (body ?? '').trim() !== '',
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attributes] of inline) expect(attributes).toContain('type="application/json"');
  });

  it('on the SAML pages: their own stricter policy, scripts only by hash', async () => {
    const start = await fetch(`${server.baseUrl}/saml2/authenticate/saml-sp`, {
      redirect: 'manual',
    });
    expect(start.status).toBe(302);
    expectBaseHeaders(start);
    const form = await fetch(start.headers.get('location') ?? '');
    expect(form.status).toBe(200);
    const policy = expectBaseHeaders(form);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toBeUndefined();
    const refused = await fetch(`${server.baseUrl}/saml2/acs`, {
      method: 'POST',
      headers: { accept: 'text/html' },
      body: new URLSearchParams({ SAMLResponse: 'bm90IHhtbA==' }),
    });
    expect(refused.status).toBe(400);
    expectBaseHeaders(refused);
  });

  it('HSTS only when the public URL is https', async () => {
    expect(
      (await fetch(`${server.baseUrl}/healthz`)).headers.get('strict-transport-security'),
    ).toBe(null);
    const response = await fetch(`${secure.baseUrl}/healthz`);
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(
      csp(response.headers.get('content-security-policy')).has('upgrade-insecure-requests'),
    ).toBe(true);
  });
});
