import { fileURLToPath } from 'node:url';
import { describeGoldenFixtures } from '../../test/golden-suite.js';
import { sonicWallParser } from './vendor.js';

const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));

// Issue 21 item 2: decoded exports, one key=value pair per line (`#` header comments).
describeGoldenFixtures({
  title: 'SonicWall decoded export',
  parser: sonicWallParser,
  dir,
  extension: '.exp.txt',
  isComment: (line) => line.startsWith('#'),
});

// The export as downloaded: base64 on one line (its documents: fixtures/README.md).
describeGoldenFixtures({
  title: 'SonicWall export as downloaded',
  parser: sonicWallParser,
  dir,
  extension: '.exp',
  isComment: () => false,
});

// SonicOS 7 CLI output (`show current-config`), read into the same tables.
describeGoldenFixtures({
  title: 'SonicWall SonicOS 7 CLI',
  parser: sonicWallParser,
  dir,
  extension: '.cli',
  isComment: (line) => line.startsWith('#'),
});
