import { fileURLToPath } from 'node:url';
import { describeGoldenFixtures } from '../../test/golden-suite.js';
import { huaweiParser } from './vendor.js';

const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));

// Issue 22 item 3: VRP exports written from Huawei's USG6000E documentation; each fixture that
// honestly gets another verdict than `equivalent` says so in an `expect-verdict:` comment.
describeGoldenFixtures({
  title: 'Huawei fixture',
  parser: huaweiParser,
  dir,
  extension: '.cfg',
  isComment: (line) => line.trimStart().startsWith('#'),
});
