import { fileURLToPath } from 'node:url';
import { describeGoldenFixtures } from '../../test/golden-suite.js';
import { isIosComment } from './context.js';
import { ciscoIosParser } from './vendor.js';

// issue 22 item 4: fixtures written from Cisco's IOS and IOS-XE configuration guides, each
// declaring in its header the verdict it honestly gets where that is not `equivalent`.
describeGoldenFixtures({
  title: 'Cisco IOS fixture',
  parser: ciscoIosParser,
  dir: fileURLToPath(new URL('./fixtures/', import.meta.url)),
  extension: '.cfg',
  isComment: isIosComment,
});
