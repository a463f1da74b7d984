import { fileURLToPath } from 'node:url';
import { describeGoldenFixtures } from '../../test/golden-suite.js';
import { juniperSrxParser } from './vendor.js';

describeGoldenFixtures({
  title: 'Junos fixture',
  parser: juniperSrxParser,
  dir: fileURLToPath(new URL('./fixtures/', import.meta.url)),
  extension: '.cfg',
  isComment: (line) => line.startsWith('#'),
});
