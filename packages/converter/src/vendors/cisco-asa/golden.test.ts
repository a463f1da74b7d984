import { fileURLToPath } from 'node:url';
import { describeGoldenFixtures } from '../../test/golden-suite.js';
import { findVendorParser } from '../registry.js';

const parser = findVendorParser('cisco-asa');
if (!parser) throw new Error('the ASA parser is not registered');

describeGoldenFixtures({
  title: 'ASA fixture',
  parser,
  dir: fileURLToPath(new URL('./fixtures/', import.meta.url)),
  extension: '.cfg',
  isComment: (line) => line.startsWith('!') || line.startsWith(':'),
});
