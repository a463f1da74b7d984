import { gzipSync } from 'node:zlib';
import { createTar } from 'nanotar';
import { describe, expect, it } from 'vitest';
import { ConversionInputError } from '../errors.js';
import { sniffSource } from '../sniff/sniff-source.js';
import { expandArchives, unpackHead } from './unpack.js';

// issue 21 item 7: uploads as users export them (a gzip config.xml, a Sophos tar).
const PFSENSE = '<?xml version="1.0"?>\n<pfsense>\n  <version>22.9</version>\n</pfsense>\n';
const SOPHOS = '<?xml version="1.0"?>\n<Configuration APIVersion="1905.1">\n</Configuration>\n';
const text = (content: string | Uint8Array) =>
  typeof content === 'string' ? content : new TextDecoder().decode(content);

describe('expandArchives', () => {
  it('decompresses a gzip upload and drops the .gz suffix', () => {
    const [file, ...rest] = expandArchives([
      { name: 'config-router.xml.gz', content: gzipSync(PFSENSE) },
    ]);
    expect(rest).toEqual([]);
    expect(file?.name).toBe('config-router.xml');
    expect(text(file?.content ?? '')).toBe(PFSENSE);
  });

  it('turns a tar archive into its files, the recognised configuration first', () => {
    const tar = createTar([
      { name: 'Import/readme.txt', data: 'exported by SFOS' },
      { name: 'Import/Entities.xml', data: SOPHOS },
    ]);
    const files = expandArchives([{ name: 'API-C1.tar', content: tar }]);
    expect(files.map((f) => f.name)).toEqual(['Import/Entities.xml', 'Import/readme.txt']);
    expect(text(files[0]?.content ?? '')).toBe(SOPHOS);
  });

  it('unpacks a .tgz (gzip around tar)', () => {
    const tgz = gzipSync(createTar([{ name: 'Entities.xml', data: SOPHOS }]));
    expect(expandArchives([{ name: 'backup.tgz', content: tgz }]).map((f) => f.name)).toEqual([
      'Entities.xml',
    ]);
  });

  it('refuses a corrupt gzip with what to do, and keeps plain files as they are', () => {
    const broken = gzipSync(PFSENSE).subarray(0, 20);
    expect(() => expandArchives([{ name: 'config.xml.gz', content: broken }])).toThrow(
      ConversionInputError,
    );
    expect(() => expandArchives([{ name: 'config.xml.gz', content: broken }])).toThrow(
      /could not be unpacked .*download it again/,
    );
    const plain = { name: 'asa.cfg', content: 'ASA Version 9.8(4)\n' };
    expect(expandArchives([plain])).toEqual([plain]);
  });

  it('refuses an archive with no files', () => {
    const empty = createTar([{ name: 'dir/', attrs: {} }]);
    expect(() => expandArchives([{ name: 'empty.tar', content: empty }])).toThrow(/no files/);
  });
});

describe('unpackHead', () => {
  it('lets the sniffer see the configuration inside a cut-off gzip head', () => {
    const big = PFSENSE.replace('</pfsense>', `${'  <x>filler</x>\n'.repeat(20000)}</pfsense>`);
    const head = gzipSync(big).subarray(0, 2048);
    expect(sniffSource(head).format).toBe('binary');
    expect(sniffSource(unpackHead(head)).vendorKey).toBe('pfSense');
  });

  it('lets the sniffer see the first file of a tar', () => {
    const tar = createTar([{ name: 'Entities.xml', data: SOPHOS }]);
    expect(sniffSource(unpackHead(tar)).vendorKey).toBe('sophos');
  });
});
