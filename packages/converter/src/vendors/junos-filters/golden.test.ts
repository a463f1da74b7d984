import { fileURLToPath } from 'node:url';
import { describeGoldenFixtures } from '../../test/golden-suite.js';
import { junosFiltersParser } from './vendor.js';

// Issue 22 item 5: Junos firewall filters, each fixture converted to its goldens.
describeGoldenFixtures({
  title: 'Junos filter fixture',
  parser: junosFiltersParser,
  dir: fileURLToPath(new URL('./fixtures/', import.meta.url)),
  extension: '.cfg',
  isComment: (line) => line.startsWith('#'),
});
