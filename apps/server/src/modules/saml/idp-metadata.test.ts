import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { idpMetadataXml } from './idp-descriptor.js';
import { parseIdpMetadata } from './idp-metadata.js';
import { loadOrCreateSamlKeys } from './keys.js';
import { startSamlTestServer } from './saml-test-server.js';

const root = await mkdtemp(join(tmpdir(), 'fwmig-saml-md-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const keys = await loadOrCreateSamlKeys(root, { idp: 'External IdP', sp: 'unused' });
const external = idpMetadataXml({
  entityId: 'https://idp.example.com/saml',
  ssoUrl: 'https://idp.example.com/sso',
  cert: keys.idp.cert,
});

describe('external IdP metadata', () => {
  it('yields the entity id, the HTTP-Redirect SSO URL and the signing certificate', () => {
    const trust = parseIdpMetadata(external);
    expect(trust.entityId).toBe('https://idp.example.com/saml');
    expect(trust.ssoUrl).toBe('https://idp.example.com/sso');
    expect(trust.certs[0]?.replace(/\s/g, '')).toBe(keys.idp.cert.replace(/\s/g, ''));
  });

  it('takes HTTP-POST when the IdP offers no HTTP-Redirect, and its SingleLogoutService (issue 20 item 4)', () => {
    const postOnly = external.replace(
      /<md:SingleSignOnService[^>]*\/>/,
      '<md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example.com/slo"/>' +
        '<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.example.com/sso-post"/>',
    );
    expect(parseIdpMetadata(postOnly)).toMatchObject({
      ssoUrl: 'https://idp.example.com/sso-post',
      ssoBinding: 'HTTP-POST',
      sloUrl: 'https://idp.example.com/slo',
    });
    expect(parseIdpMetadata(external)).toMatchObject({
      ssoBinding: 'HTTP-Redirect',
      sloUrl: undefined,
    });
  });

  it('refuses a document type declaration (no entity expansion) and says what is missing', () => {
    const bomb = `<!DOCTYPE x [<!ENTITY a "${'a'.repeat(10)}">]>${external}`;
    expect(() => parseIdpMetadata(bomb)).toThrow(/DOCTYPE/);
    const noSso = external.replace(/<md:SingleSignOnService[^>]*\/>/, '');
    expect(() => parseIdpMetadata(noSso)).toThrow(/HTTP-Redirect/);
    expect(() => parseIdpMetadata('<a><b></a>')).toThrow(/well-formed/);
  });

  it('replaces the built-in IdP when SAML_IDP_METADATA names a file', async () => {
    const file = join(root, 'idp.xml');
    await writeFile(file, external);
    const server = await startSamlTestServer({ SAML_IDP_METADATA: file });
    try {
      const start = await fetch(`${server.baseUrl}/saml2/authenticate/saml-sp`, {
        redirect: 'manual',
      });
      expect(start.headers.get('location')).toMatch(
        /^https:\/\/idp\.example\.com\/sso\?SAMLRequest=/,
      );
      expect((await fetch(`${server.baseUrl}/idp/metadata`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('reads the metadata from an http(s) URL too', async () => {
    const http = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/xml' }).end(external),
    );
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const address = http.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/metadata`;
    const server = await startSamlTestServer({ SAML_IDP_METADATA: url });
    try {
      const start = await fetch(`${server.baseUrl}/saml2/authenticate/saml-sp`, {
        redirect: 'manual',
      });
      expect(start.headers.get('location')).toMatch(
        /^https:\/\/idp\.example\.com\/sso\?SAMLRequest=/,
      );
    } finally {
      await server.close();
      http.close();
    }
  });

  it('starts while the IdP cannot be reached, says single sign-on is unavailable and retries (issue 20 item 4)', async () => {
    let up = false;
    const http = createServer((_req, res) =>
      up
        ? res.writeHead(200, { 'content-type': 'application/xml' }).end(external)
        : res.writeHead(503).end(),
    );
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const address = http.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/metadata`;
    const server = await startSamlTestServer({
      SAML_IDP_METADATA: url,
      SAML_METADATA_RETRY_SECONDS: '0',
    });
    try {
      const down = await fetch(`${server.baseUrl}/saml2/authenticate/saml-sp`, {
        redirect: 'manual',
      });
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toMatch(/^\d+$/);
      const html = await down.text();
      expect(html).toContain('<h1>Single sign-on is unavailable right now</h1>');
      expect(html).toMatch(
        /<meta http-equiv="refresh" content="\d+;url=\/saml2\/authenticate\/saml-sp">/,
      );
      up = true;
      const back = await fetch(`${server.baseUrl}/saml2/authenticate/saml-sp`, {
        redirect: 'manual',
      });
      expect(back.headers.get('location')).toMatch(
        /^https:\/\/idp\.example\.com\/sso\?SAMLRequest=/,
      );
    } finally {
      await server.close();
      http.close();
    }
  });

  it('names SAML_IDP_METADATA when a metadata file cannot be used', async () => {
    await expect(
      startSamlTestServer({ SAML_IDP_METADATA: join(root, 'missing.xml') }),
    ).rejects.toThrow(/SAML_IDP_METADATA: .*missing\.xml cannot be used/);
  });
});
