import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { detectVendor } from '../detect-vendor.js';
import { mikrotikParser } from './vendor.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

describe('MikroTik exports are told by their content (issue 22 item 1, issue 21 items 3 and 7)', () => {
  it('a compact export and a terse export both pick the MikroTik reader without --vendor', () => {
    for (const name of ['forward-policies.rsc', 'ipsec-terse.rsc']) {
      expect(detectVendor([{ name, content: fixture(name) }]).parser).toBe(mikrotikParser);
    }
  });

  it('a gzipped export converts as the plain one does', () => {
    const plain = convertWith(mikrotikParser, {
      files: [{ name: 'fw.rsc', content: fixture('forward-policies.rsc') }],
    });
    const packed = convertWith(mikrotikParser, {
      files: [{ name: 'fw.rsc.gz', content: gzipSync(fixture('forward-policies.rsc')) }],
    });
    expect(packed.model.policies).toHaveLength(plain.model.policies.length);
    expect(packed.verification?.status).toBe('equivalent');
  });
});
