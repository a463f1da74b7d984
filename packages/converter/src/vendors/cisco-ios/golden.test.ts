import { fileURLToPath } from 'node:url';
import { describeGoldenFixtures } from '../../test/golden-suite.js';
import { ciscoIosParser } from './vendor.js';

export const isIosComment = (line: string): boolean => line.trimStart().startsWith('!');

// issue 22 item 4: fixtures written from Cisco's IOS and IOS-XE configuration guides, each
// declaring in its header the verdict it honestly gets where that is not `equivalent`.
describeGoldenFixtures({
  title: 'Cisco IOS fixture',
  parser: ciscoIosParser,
  dir: fileURLToPath(new URL('./fixtures/', import.meta.url)),
  extension: '.cfg',
  isComment: isIosComment,
});
