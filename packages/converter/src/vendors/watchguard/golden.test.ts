import { fileURLToPath } from 'node:url';
import { describeGoldenFixtures } from '../../test/golden-suite.js';
import { watchGuardParser } from './vendor.js';

const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));

/** The XML declaration and comments carry nothing to account for. */
const isXmlComment = (line: string) => line.startsWith('<?xml') || line.startsWith('<!--');

/** Fixtures whose honest verdict is not `equivalent`, with why. */
const DECLARED_VERDICTS = {} as const;

describeGoldenFixtures({
  title: 'WatchGuard fixture',
  parser: watchGuardParser,
  dir,
  extension: '.xml',
  isComment: isXmlComment,
  verdicts: DECLARED_VERDICTS,
});
