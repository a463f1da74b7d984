import { describe, expect, it } from 'vitest';
import { detectVendor } from './detect-vendor.js';

describe('detectVendor', () => {
  it('names the parser from the content and the line that told', () => {
    const found = detectVendor([
      { name: 'notes.txt', content: 'cut-over on Friday\n' },
      { name: 'edge.cfg', content: ': Saved\nASA Version 9.12(4)\nhostname edge\n' },
    ]);
    expect(found).toMatchObject({ file: 'edge.cfg', line: 2 });
    expect(found.parser.key).toBe('ciscoASA');
    expect(
      detectVendor([{ name: 'f.conf', content: '#config-version=FG100F-7.4.3\n' }]).parser.key,
    ).toBe('fortinet');
  });

  it('names a recognised vendor the engine does not convert yet', () => {
    expect(() =>
      detectVendor([{ name: 'fw.rsc', content: '# by RouterOS 7.1\n/ip address\n' }]),
    ).toThrow(/fw\.rsc looks like a MikroTik RouterOS export, which is not converted yet/);
  });

  it('says what to do when nothing is recognised', () => {
    expect(() => detectVendor([{ name: 'readme.txt', content: 'hello\n' }])).toThrow(
      /Could not tell which firewall readme\.txt comes from: name the vendor/,
    );
  });
});
