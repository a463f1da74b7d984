import { fileURLToPath } from 'node:url';
import { describeGoldenFixtures } from '../../test/golden-suite.js';
import { sophosParser } from './vendor.js';

/** The XML declaration and one-line comments carry nothing to account for. */
const isXmlComment = (line: string) => line.startsWith('<?xml') || line.startsWith('<!--');

// issue 21 item 4: Entities.xml (SFOS 18+) and XML API answers (SFOS 17), each fixture
// declaring in its header the verdict it honestly gets where that is not `equivalent`.
describeGoldenFixtures({
  title: 'Sophos Firewall fixture',
  parser: sophosParser,
  dir: fileURLToPath(new URL('./fixtures/', import.meta.url)),
  extension: '.xml',
  isComment: isXmlComment,
});
