import { fileURLToPath } from 'node:url';
import { describeGoldenFixtures } from '../../test/golden-suite.js';
import { mikrotikParser } from './vendor.js';

const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));

// Issue 22 item 1: RouterOS exports written from the MikroTik manual; each fixture that
// honestly gets another verdict than `equivalent` says so in an `expect-verdict:` comment.
describeGoldenFixtures({
  title: 'MikroTik fixture',
  parser: mikrotikParser,
  dir,
  extension: '.rsc',
  isComment: (line) => line.trimStart().startsWith('#'),
});
