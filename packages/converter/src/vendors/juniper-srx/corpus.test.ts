import { expect } from 'vitest';
import { describeCorpusFiles } from '../../test/corpus-suite.js';
import { juniperSrxParser } from './vendor.js';

describeCorpusFiles({
  title: 'Junos corpus',
  parser: juniperSrxParser,
  folder: 'juniper_srx',
  isComment: (line) => line.startsWith('#'),
  more: (result) => {
    expect(result.report.entries.filter((e) => e.status === 'unrecognised')).toEqual([]);
  },
});
