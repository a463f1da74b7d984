import { fileURLToPath } from 'node:url';
import { describeGoldenFixtures } from '../../test/golden-suite.js';
import { isXmlComment } from './context.js';
import { pfsenseParser } from './vendor.js';

const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));

/**
 * Issue 21 item 3, issue 17 item 1: fixtures whose honest verdict is not `equivalent`, and why.
 */
const DECLARED_VERDICTS = {} as const;

describeGoldenFixtures({
  title: 'pfSense/OPNsense fixture',
  parser: pfsenseParser,
  dir,
  extension: '.xml',
  isComment: isXmlComment,
  verdicts: DECLARED_VERDICTS,
});
