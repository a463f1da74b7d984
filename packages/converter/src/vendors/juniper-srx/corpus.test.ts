import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { describeCorpusFiles } from '../../test/corpus-suite.js';
import { juniperSrxParser } from './vendor.js';

const dir = fileURLToPath(new URL('../../../../../../shared/corpus/juniper_srx/', import.meta.url));

describeCorpusFiles({
  title: 'Junos corpus',
  parser: juniperSrxParser,
  paths: readdirSync(dir)
    .sort()
    .map((name) => `${dir}${name}`),
  isComment: (line) => line.startsWith('#'),
  more: (result) => {
    expect(result.report.entries.filter((e) => e.status === 'unrecognised')).toEqual([]);
  },
});
