import { readFileSync } from 'node:fs';
import { createTar } from 'nanotar';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { sophosParser } from './vendor.js';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('Sophos import/export archive (issue 21 items 4 and 7)', () => {
  it('converts Entities.xml inside the .tar end to end, and reports the other files', () => {
    const tar = createTar([
      {
        name: 'certificate/ApplianceCertificate.pem',
        data: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n',
      },
      { name: 'Entities.xml', data: fixture('entities.xml') },
    ]);
    const result = convertWith(sophosParser, {
      files: [{ name: 'API-C01001-2024.tar', content: tar }],
    });
    expect(result.model.policies.map((p) => p.id)).toEqual([
      'web-in',
      'lan-out',
      'office-updates',
      'block-dmz-lan',
    ]);
    expect(result.verification?.status).toBe('equivalent');
    const other = result.report.entries.find((e) => e.code === 'SOPHOS_FILE_NOT_USED');
    expect(other?.origin.file).toBe('certificate/ApplianceCertificate.pem');
    expect(other?.status).toBe('ignored');
  });

  it('reports a binary file of the archive (a .p12 key store) as not used, and converts the rest', () => {
    const tar = createTar([
      { name: 'Entities.xml', data: fixture('entities.xml') },
      { name: 'certificate/Appliance.p12', data: new Uint8Array([0x30, 0x82, 0x00, 0x00, 0x01]) },
    ]);
    const result = convertWith(sophosParser, {
      files: [{ name: 'API-C01001-2024.tar', content: tar }],
    });
    expect(result.verification?.status).toBe('equivalent');
    const entry = result.report.entries.find((e) => e.code === 'ARCHIVE_FILE_NOT_READ');
    expect(entry).toMatchObject({
      status: 'ignored',
      origin: { file: 'certificate/Appliance.p12' },
    });
    expect(entry?.message).toContain('in API-C01001-2024.tar');
  });

  it('reads several XML API answers together as one configuration', () => {
    const objects = fixture('entities.xml').replace(/<FirewallRule[\s\S]*<\/NATRule>\n/, '');
    const rules = `<Response APIVersion="1905.1">\n${/<FirewallRule[\s\S]*<\/FirewallRule>/.exec(fixture('entities.xml'))?.[0] ?? ''}\n</Response>\n`;
    const result = convertWith(sophosParser, {
      files: [
        { name: 'rules.xml', content: rules },
        { name: 'objects.xml', content: objects },
      ],
    });
    const lanOut = result.model.policies.find((p) => p.id === 'lan-out');
    expect(lanOut?.srcAddr).toEqual(['lan-net', 'admins']);
    expect(lanOut?.membersLeftOut).toBeUndefined();
    expect(lanOut?.origin.file).toBe('rules.xml');
  });
});

describe('Sophos UTM 9 (a different product)', () => {
  it('is reported as not converted, with what to do, never as a conversion', () => {
    const utm = JSON.stringify([
      { _ref: 'REF_NetHostWeb', _type: 'network/host', name: 'web', address: '192.0.2.10' },
    ]);
    const result = convertWith(sophosParser, { files: [{ name: 'objects.json', content: utm }] });
    const entry = result.report.entries.find((e) => e.code === 'SOPHOS_UTM9');
    expect(entry?.message).toMatch(/^Sophos UTM 9 is not converted/);
    expect(entry?.message).toMatch(/Entities\.xml/);
    expect(result.model.policies).toEqual([]);
    expect(result.verification?.status).not.toBe('equivalent');
  });
});
