import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CONFIG_ELEMENT_ID, ZPublicConfig } from '@fwmig/contract';
import { loadConfig } from '../../config/env.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { sessionCookieDomain } from './cookie-domain.js';
import { toPublicConfig } from './public-config.service.js';

/** The cookie domain computed for a PUBLIC_URL host, unconfigured. */
const domainOf = (host: string) => sessionCookieDomain(`https://${host}/`, undefined).cookieDomain;

describe('sessionCookieDomain (spec §4: casb_ cookies on the parent domain)', () => {
  it("S4-7: the parent of PUBLIC_URL's host", () => {
    expect(sessionCookieDomain('https://portal.example.com', undefined)).toEqual({
      publicHost: 'portal.example.com',
      cookieDomain: 'example.com',
    });
    expect(domainOf('Portal.Example.COM.')).toBe('example.com');
    expect(domainOf('portal.example.test')).toBe('example.test');
    expect(domainOf('a.b.example.co.uk')).toBe('b.example.co.uk');
    expect(domainOf('portal.example.co.uk')).toBe('example.co.uk');
    expect(domainOf('portal.city.kawasaki.jp')).toBe('city.kawasaki.jp');
    // A deeper host of a registrable domain under a private suffix still shares with it.
    expect(domainOf('portal.acme.github.io')).toBe('acme.github.io');
  });

  it('issue 18 item 3: never a public suffix, by the Public Suffix List (host-only)', () => {
    expect(domainOf('x.co.uk')).toBe('');
    expect(domainOf('portal.github.io')).toBe('');
    expect(domainOf('portal.s3.amazonaws.com')).toBe('');
  });

  it('keeps cookies on hosts without a parent to share with', () => {
    expect(sessionCookieDomain('http://localhost:8080', undefined)).toEqual({
      publicHost: 'localhost',
      cookieDomain: '',
    });
    expect(domainOf('127.0.0.1')).toBe('');
    expect(domainOf('[::1]')).toBe('');
    expect(domainOf('example.com')).toBe('');
  });

  it('a configured domain wins; none (empty) keeps the cookies on the host', () => {
    const portal = 'https://portal.corp.example';
    expect(sessionCookieDomain(portal, 'corp.example').cookieDomain).toBe('corp.example');
    expect(sessionCookieDomain(portal, 'Portal.Corp.Example').cookieDomain).toBe(
      'portal.corp.example',
    );
    expect(sessionCookieDomain(portal, '')).toEqual({
      publicHost: 'portal.corp.example',
      cookieDomain: '',
    });
  });

  it('issue 18 item 3: a configured public suffix or foreign domain is refused (host-only)', () => {
    for (const [url, configured] of [
      ['https://x.example.co.uk', 'co.uk'],
      ['https://portal.github.io', 'github.io'],
      ['https://portal.example.test', 'other.example'],
      ['https://portal.example.test', 'ple.test'],
    ] as const) {
      const answer = sessionCookieDomain(url, configured);
      expect(answer.cookieDomain).toBe('');
      expect(answer.refused).toContain(`COOKIE_DOMAIN ${configured}`);
    }
  });

  it('toPublicConfig warns about a refused COOKIE_DOMAIN and serves host-only', () => {
    const warnings: string[] = [];
    const config = loadConfig({
      PUBLIC_URL: 'https://portal.github.io',
      COOKIE_DOMAIN: 'github.io',
    });
    const served = toPublicConfig(config, (message) => warnings.push(message));
    expect(served).toMatchObject({ publicHost: 'portal.github.io', cookieDomain: '' });
    expect(warnings).toEqual([expect.stringContaining('COOKIE_DOMAIN github.io')]);
    const none = loadConfig({ PUBLIC_URL: 'https://portal.example.com', COOKIE_DOMAIN: 'none' });
    expect(toPublicConfig(none)).toMatchObject({ cookieDomain: '' });
  });
});

describe('the computed cookie domain in the public config (issue 18 item 3)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://portal.example.com' });
  });
  afterAll(() => server.destroy());

  it('S4-7: GET /api/config and index.html name the public host and its cookie domain', async () => {
    const api = ZPublicConfig.parse(await (await fetch(`${server.baseUrl}/api/config`)).json());
    expect(api).toMatchObject({ publicHost: 'portal.example.com', cookieDomain: 'example.com' });
    const page = await fetch(`${server.baseUrl}/`, { headers: { accept: 'text/html' } });
    const html = await page.text();
    const block = new RegExp(`id="${PUBLIC_CONFIG_ELEMENT_ID}"[^>]*>([^<]*)</script>`).exec(html);
    expect(ZPublicConfig.parse(JSON.parse(block?.[1] ?? 'null'))).toEqual(api);
  });
});
