import { expect } from 'vitest';
import { describeCorpusFiles } from '../../test/corpus-suite.js';
import { findVendorParser } from '../registry.js';

const parser = findVendorParser('cisco-asa');
if (!parser) throw new Error('the ASA parser is not registered');

describeCorpusFiles({
  title: 'ASA corpus',
  parser,
  folder: 'cisco_asa',
  files: ['ASA_PM6.txt', 'IFW_DC1-VFW01.cfg'],
  isComment: (line) => line.startsWith('!') || line.startsWith(':'),
  more: (result) => {
    for (const entry of result.report.entries) expect(entry.message.length).toBeGreaterThan(0);
  },
});
