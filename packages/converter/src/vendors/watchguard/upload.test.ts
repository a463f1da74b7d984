import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { convert } from '../../convert.js';
import { detectVendor } from '../detect-vendor.js';

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), 'utf8');

describe('WatchGuard profiles as users upload them (issue 21 item 7)', () => {
  it('a profile is told from its content and converts', () => {
    const files = [{ name: 'firebox.xml', content: fixture('basic.xml') }];
    expect(detectVendor(files).parser.key).toBe('watchguard');
    const result = convert({ vendor: 'watchguard', files });
    expect(result.model.policies.map((p) => p.id)).toEqual([
      'Admin-Web',
      'Block-App',
      'Ping',
      'GRE-Out',
      'Outgoing',
    ]);
    expect(result.verification?.status).toBe('equivalent');
  });

  it('a gzipped profile is unpacked before it is read', () => {
    const content = gzipSync(Buffer.from(fixture('nat.xml')));
    const result = convert({ vendor: 'fireware', files: [{ name: 'firebox.xml.gz', content }] });
    expect(result.model.nat.map((rule) => rule.id)).toContain('mail-1to1');
    expect(result.verification?.status).toBe('equivalent');
  });

  it('a second file is reported as not used, never dropped silently', () => {
    const result = convert({
      vendor: 'watchguard',
      files: [
        { name: 'firebox.xml', content: fixture('vpn.xml') },
        { name: 'notes.txt', content: 'backup taken before the migration\n' },
      ],
    });
    expect(result.report.entries.find((e) => e.code === 'EXTRA_FILE')?.origin.file).toBe(
      'notes.txt',
    );
  });

  it('a profile cut short is incomplete and never equivalent (issue 17 item 5j)', () => {
    // The policy list last (lists may come in any order), and the file ends inside a policy.
    const text = fixture('basic.xml');
    const policies = text.slice(text.indexOf(' <policy-list>'), text.indexOf(' <alias-list>'));
    const reordered = text.replace(policies, '').replace('</profile>', `${policies}</profile>`);
    const outgoing = reordered.indexOf('<name>Outgoing-00</name>');
    const cut = reordered.slice(0, reordered.indexOf('<log>', outgoing));
    const result = convert({ vendor: 'watchguard', files: [{ name: 'cut.xml', content: cut }] });
    expect(result.model.incomplete?.length).toBeGreaterThan(0);
    expect(result.model.policies.find((p) => p.id === 'Outgoing')?.incomplete).toBe(
      'the file ends inside this policy',
    );
    expect(result.verification?.status).not.toBe('equivalent');
  });
});
