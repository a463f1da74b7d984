import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { detectVendor } from '../detect-vendor.js';
import { pfsenseParser } from './vendor.js';

const fixture = readFileSync(new URL('./fixtures/pfsense-office.xml', import.meta.url), 'utf8');

describe('pfSense/OPNsense uploads as downloaded (issue 21 item 7)', () => {
  it('converts config.xml.gz through the unpacking step the same as the plain file', () => {
    const plain = convertWith(pfsenseParser, { files: [{ name: 'config.xml', content: fixture }] });
    const gz = convertWith(pfsenseParser, {
      files: [{ name: 'config-fw-office.xml.gz', content: gzipSync(fixture) }],
    });
    // The file inside keeps its name (`config-fw-office.xml`): the policies' comments cite it.
    expect(gz.config.replaceAll('config-fw-office.xml:', 'config.xml:')).toBe(plain.config);
    expect(gz.verification?.status).toBe('equivalent');
    expect(gz.model.policies.length).toBe(plain.model.policies.length);
  });

  it('is detected from content, plain and gzip', () => {
    expect(detectVendor([{ name: 'config.xml', content: fixture }]).parser.key).toBe('pfSense');
    const gz = [{ name: 'config.xml.gz', content: gzipSync(fixture) }];
    expect(detectVendor(gz).parser.key).toBe('pfSense');
  });

  it('refuses an encrypted backup, saying to download it unencrypted', () => {
    const encrypted =
      '---- BEGIN config.xml ----\nVersion: OPNsense 23.7\nCipher: AES-256-CBC\nU2FsdGVkX1+abcdefghijklmnopqrstuvwxyz0123456789\n---- END config.xml ----\n';
    expect(() =>
      convertWith(pfsenseParser, { files: [{ name: 'config.xml', content: encrypted }] }),
    ).toThrow(
      /encrypted pfSense\/OPNsense backup: download the configuration again without "Encrypt this configuration file"/,
    );
    expect(detectVendor([{ name: 'config.xml', content: encrypted }]).parser.key).toBe('pfSense');
  });

  it('does not expand entities', () => {
    const text =
      '<?xml version="1.0"?>\n<!DOCTYPE p [<!ENTITY x "10.0.0.1">]>\n<pfsense>\n<aliases><alias><name>a</name><type>host</type><address>&x;</address></alias></aliases>\n</pfsense>\n';
    const result = convertWith(pfsenseParser, { files: [{ name: 'e.xml', content: text }] });
    expect(result.model.addresses.some((a) => a.kind === 'host' && a.ip === '10.0.0.1')).toBe(
      false,
    );
  });

  it('says a file cut short is incomplete, never equivalent', () => {
    const cut = fixture.slice(0, fixture.indexOf('<tracker>1000000105'));
    const result = convertWith(pfsenseParser, { files: [{ name: 'cut.xml', content: cut }] });
    expect(result.model.incomplete?.[0]).toMatch(/cut short/);
    expect(result.verification?.status).not.toBe('equivalent');
  });
});
