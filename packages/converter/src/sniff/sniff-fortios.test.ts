import { describe, expect, it } from 'vitest';
import { detectVendor } from '../vendors/detect-vendor.js';
import { sniffSource } from './sniff-source.js';

/**
 * FortiOS files without the `#config-version` header: hand-trimmed backups and `show` output
 * (FortiOS CLI Reference, "config" and "show": each table is `config <path>` ... `end` at the
 * top level).
 */
const HEADERLESS: [what: string, text: string][] = [
  [
    'a backup cut above config system global',
    'config system global\n    set hostname "fw1"\nend\n',
  ],
  [
    'a `show firewall policy` output',
    'config firewall policy\n    edit 1\n        set srcintf "port1"\n    next\nend\n',
  ],
  ['a multi-VDOM file', 'config vdom\nedit root\nnext\nend\nconfig global\nend\n'],
  ['CRLF line ends', 'config system interface\r\n    edit "port1"\r\n    next\r\nend\r\n'],
  ['a trailing space', 'config firewall address \n    edit "a"\n    next\nend\n'],
  ['a CLI prompt first', 'FGT60E # show\nconfig router static\n    edit 1\n    next\nend\n'],
];

describe('issue 17 item 5i: FortiOS detection without the #config-version header', () => {
  it.each(HEADERLESS)('recognises %s as FortiOS', (_what, text) => {
    expect(sniffSource(text).vendorKey).toBe('fortinet');
    expect(detectVendor([{ name: 'fw.conf', content: text }]).parser.key).toBe('fortinet');
  });

  it('names the line that gave it away', () => {
    expect(sniffSource('FGT60E # show\nconfig router static\nend\n').line).toBe(2);
  });

  it('does not take a PAN-OS brace configuration (`config {`) or indented text for FortiOS', () => {
    expect(sniffSource('config {\n  devices {\n  }\n}\n').vendorKey).not.toBe('fortinet');
    expect(sniffSource('  config system global\n').vendorKey).toBeNull();
    expect(sniffSource('config something-else entirely\n').vendorKey).toBeNull();
  });
});
