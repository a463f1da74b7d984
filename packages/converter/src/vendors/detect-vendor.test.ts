import { createTar } from 'nanotar';
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

  it('issue 21 item 7: looks inside an archive (a Sophos import/export .tar)', () => {
    const tar = createTar([
      { name: 'certificate/ca.pem', data: '-----BEGIN CERTIFICATE-----\n' },
      {
        name: 'Entities.xml',
        data: '<?xml version="1.0"?>\n<Configuration APIVersion="1905.1">\n</Configuration>\n',
      },
    ]);
    const found = detectVendor([{ name: 'API-export.tar', content: tar }]);
    expect(found).toMatchObject({ file: 'Entities.xml', line: 2 });
    expect(found.parser.key).toBe('sophos');
  });

  it('names a recognised vendor the engine does not convert yet', () => {
    expect(() =>
      detectVendor([
        {
          name: 'exported_data.xml',
          content:
            '<?xml version="1.0"?>\n<generic_import_export build="1">\n</generic_import_export>\n',
        },
      ]),
    ).toThrow(
      /exported_data\.xml looks like a Forcepoint NGFW \(SMC\) XML export, which the engine does not convert yet: in the portal, a ticket for it goes to our engineers/,
    );
  });

  it('says what to do when nothing is recognised', () => {
    expect(() => detectVendor([{ name: 'readme.txt', content: 'hello\n' }])).toThrow(
      /Could not tell which firewall readme\.txt comes from: name the vendor/,
    );
  });

  it('names the parser of the very key it sniffed: an EdgeOS file is EdgeOS, not VyOS', () => {
    const boot =
      'interfaces {\n    ethernet eth0 {\n        address dhcp\n    }\n}\nport-forward {\n}\n';
    expect(detectVendor([{ name: 'config.boot', content: boot }]).parser.key).toBe('ubiquiti');
    const set = "set interfaces ethernet eth0 address 'dhcp'\n";
    expect(detectVendor([{ name: 'vyos.set', content: set }]).parser.key).toBe('vyatta');
  });
});
