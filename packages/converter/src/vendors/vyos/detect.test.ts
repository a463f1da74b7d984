import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { sniffSource } from '../../sniff/sniff-source.js';
import { corpusDir, describeWithCorpus, readCorpus } from '../../test/shared-corpus.js';
import { detectVendor } from '../detect-vendor.js';

const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));
const inputs = readdirSync(dir).filter((n) => n.endsWith('.boot') || n.endsWith('.set'));

describe('issue 22 item 2: VyOS and EdgeOS files are told from their content', () => {
  it.each(inputs)('fixture %s is detected and converted without --vendor', (name) => {
    const text = readFileSync(`${dir}${name}`, 'utf8');
    const key = name.startsWith('edgeos') ? 'ubiquiti' : 'vyatta';
    expect(sniffSource(text).vendorKey).toBe(key);
    const { parser } = detectVendor([{ name, content: text }]);
    expect(parser.accepts).toEqual(['vyatta', 'ubiquiti']);
    // The model names EdgeOS as `ubiquiti` whichever key's parser read it.
    expect(convertWith(parser, { files: [{ name, content: text }] }).model.vendor).toBe(key);
  });
});

describeWithCorpus('vyos', 'issue 22 item 2: the corpus samples are detected', () => {
  it.each(readdirSync(corpusDir('vyos')).sort())('%s', (name) => {
    const key = name.startsWith('edgeos') ? 'ubiquiti' : 'vyatta';
    expect(sniffSource(readCorpus(`vyos/${name}`)).vendorKey).toBe(key);
  });
});
