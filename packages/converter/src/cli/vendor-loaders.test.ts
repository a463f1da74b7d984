import { describe, expect, it } from 'vitest';
import { VENDOR_PARSERS, findVendorParser } from '../vendors/registry.js';
import { VENDOR_LOADERS, loadVendorParser } from './vendor-loaders.js';

describe('CLI vendor loading (issue 17 item 8: only the vendor converted is loaded)', () => {
  it('finds every vendor of the registry by key and alias through its own row, same parser', async () => {
    for (const parser of VENDOR_PARSERS) {
      for (const name of [parser.key, ...parser.aliases]) {
        const row = VENDOR_LOADERS.find((r) => r.names.includes(name.toLowerCase()));
        expect(row, `no loader row names ${name}`).toBeDefined();
        expect(await loadVendorParser(name)).toBe(parser);
        expect(await loadVendorParser(name.toUpperCase())).toBe(findVendorParser(name));
      }
    }
  });

  it('names no vendor the registry does not know, and says unknown for an unknown name', async () => {
    const known = new Set(VENDOR_PARSERS.flatMap((p) => [p.key.toLowerCase(), ...p.aliases]));
    for (const row of VENDOR_LOADERS) for (const name of row.names) expect(known).toContain(name);
    expect(await loadVendorParser('cipafilter')).toBeUndefined();
  });
});
