import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorResponse } from '@fwmig/contract';
import { startTestServer, type TestServer } from '../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SERVICE_NAME: 'Acme <Converter>' });
});
afterAll(() => server.destroy());

describe('the error format', () => {
  it('answers an unknown API route with 404 { code, message }', async () => {
    const response = await fetch(`${server.baseUrl}/api/no-such-thing`);
    expect(response.status).toBe(404);
    const body = ZErrorResponse.parse(await response.json());
    expect(body.code).toBe('NOT_FOUND');
    expect(body.message).toContain('GET /api/no-such-thing');
  });

  it('answers an unknown route under /client with the API 404 even from a browser', async () => {
    const response = await fetch(`${server.baseUrl}/client/v1/nothing`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers a method a known path does not take with the API 404', async () => {
    const response = await fetch(`${server.baseUrl}/api/vendors`, { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(ZErrorResponse.parse(await response.json()).message).toContain('DELETE /api/vendors');
  });
});

describe('request ids', () => {
  it('gives every answer an id and keeps a well-formed one from a proxy', async () => {
    const fresh = await fetch(`${server.baseUrl}/healthz`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${server.baseUrl}/healthz`, {
      headers: { 'x-request-id': 'lb-42.abc' },
    });
    expect(kept.headers.get('x-request-id')).toBe('lb-42.abc');
  });

  it('replaces a forged id that would inject into logs', async () => {
    const response = await fetch(`${server.baseUrl}/healthz`, {
      headers: { 'x-request-id': 'x" {"level":60,"msg":"forged"}' },
    });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the web app', () => {
  it('serves / with the public config filled in and the service name as title', async () => {
    const response = await fetch(`${server.baseUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<title>Acme &#60;Converter&#62;</title>');
    const json = /id="fwmig-public-config">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '')).toMatchObject({ serviceName: 'Acme <Converter>' });
    expect(html).not.toContain('"Acme <Converter>"'); // escaped inside the script block
  });

  it('answers deep links with index.html (history fallback)', async () => {
    const response = await fetch(`${server.baseUrl}/ticket/detail/42`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('fwmig-public-config');
  });

  it('serves hashed assets with a long cache and missing files as 404', async () => {
    const asset = await fetch(`${server.baseUrl}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await fetch(`${server.baseUrl}/assets/missing.js`, {
      headers: { accept: 'text/html' },
    });
    expect(missing.status).toBe(404);
  });

  it('serves GET /api/config with the same names', async () => {
    const response = await fetch(`${server.baseUrl}/api/config`);
    expect(await response.json()).toMatchObject({
      serviceName: 'Acme <Converter>',
      providerName: 'Cloud ID',
      termsOfServiceUrl: '/legal/terms-of-service.pdf',
      // The UI kit catalogue (/dev/ui) is off unless UI_CATALOGUE turns it on.
      uiCatalogue: false,
    });
  });
});

describe('OpenAPI', () => {
  it('is generated from the zod schemas and served at /api/docs', async () => {
    const doc = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/readyz', '/api/vendors', '/api/config']),
    );
    const ui = await fetch(`${server.baseUrl}/api/docs`, { redirect: 'follow' });
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });
});
