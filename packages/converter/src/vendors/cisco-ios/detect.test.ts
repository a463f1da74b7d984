import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sniffSource } from '../../sniff/sniff-source.js';
import { corpusDir, describeWithCorpus } from '../../test/shared-corpus.js';

const vendors = fileURLToPath(new URL('../', import.meta.url));
const inputs = (folder: string) =>
  readdirSync(`${vendors}${folder}/fixtures/`)
    .filter((name) => /\.(cfg|txt|conf|set|boot|rsc|exp|xml|json)$/.test(name))
    .filter((name) => !/\.(fortios\.conf|report\.txt)$/.test(name))
    .map((name) => `${vendors}${folder}/fixtures/${name}`);

const ASA_FAMILY = ['ciscoASA', 'ciscoPIX', 'ciscoFWSM', 'ciscoFTD'];

// issue 22 item 4: IOS told from ASA on every fixture and corpus file of both.
describe('Cisco IOS and ASA detection', () => {
  it.each(inputs('cisco-ios'))('the IOS fixture %s is IOS', (path) => {
    expect(sniffSource(readFileSync(path, 'utf8')).vendorKey).toBe('cisco');
  });

  it.each(inputs('cisco-asa'))('the ASA fixture %s stays ASA', (path) => {
    expect(ASA_FAMILY).toContain(sniffSource(readFileSync(path, 'utf8')).vendorKey);
  });

  it('takes no other vendor’s fixture for IOS', () => {
    const others = readdirSync(vendors, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !['cisco-ios', 'toolkit'].includes(d.name))
      .flatMap((d) => {
        try {
          return inputs(d.name);
        } catch {
          return [];
        }
      });
    expect(others.length).toBeGreaterThan(20);
    expect(others.filter((path) => sniffSource(readFileSync(path)).vendorKey === 'cisco')).toEqual(
      [],
    );
  });

  it('reads IOS and IOS-XE heads, not ASA ones', () => {
    expect(sniffSource('!\nversion 15.2\nhostname r1\n').vendorKey).toBe('cisco');
    expect(
      sniffSource('Building configuration...\n\nCurrent configuration : 2310 bytes\n').vendorKey,
    ).toBe('cisco');
    expect(sniffSource('!\nversion 17.9\nip access-list extended X\n').vendorKey).toBe('cisco');
    expect(
      sniffSource('ip access-list extended allowtointernet\n permit ip any any\n').vendorKey,
    ).toBe('cisco');
    expect(
      sniffSource(': Saved\nASA Version 9.8(2)\ninterface GigabitEthernet0/0\n nameif outside\n')
        .vendorKey,
    ).toBe('ciscoASA');
    expect(
      sniffSource(
        'interface GigabitEthernet0/0\n nameif outside\naccess-list A extended permit ip any any\n',
      ).vendorKey,
    ).toBe('ciscoASA');
    // Junos prints letters after its version number.
    expect(sniffSource('version 12.1X46-D10.2;\n').vendorKey).toBe('juniperSRX');
  });
});

describeWithCorpus('', 'Cisco IOS and ASA corpus detection', () => {
  it.each(['cisco_ios', 'cisco_asa'])('every file of %s is its vendor', (folder) => {
    for (const name of readdirSync(corpusDir(folder))) {
      const key = sniffSource(readFileSync(corpusDir(`${folder}/${name}`))).vendorKey;
      if (folder === 'cisco_ios') expect(key, name).toBe('cisco');
      else expect(ASA_FAMILY, name).toContain(key);
    }
  });
});
