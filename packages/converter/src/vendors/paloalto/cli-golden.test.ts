import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { describeGoldenFixtures } from '../../test/golden-suite.js';
import { paloAltoParser } from './vendor.js';

const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));
const isHashComment = (line: string) => line.startsWith('#');
/** As their XML (golden.test.ts): directory users become empty placeholder groups in the output. */
const DECLARED_VERDICTS = {
  'globalprotect.set': 'unknown',
  'globalprotect.brace': 'unknown',
  'objects-rules.set': 'unknown',
  'objects-rules.brace': 'unknown',
} as const;

describeGoldenFixtures({
  title: 'PAN-OS set fixture',
  parser: paloAltoParser,
  dir: `${dir}set/`,
  extension: '.set',
  isComment: isHashComment,
  verdicts: DECLARED_VERDICTS,
});

describeGoldenFixtures({
  title: 'PAN-OS brace fixture',
  parser: paloAltoParser,
  dir: `${dir}brace/`,
  extension: '.brace',
  isComment: isHashComment,
  verdicts: DECLARED_VERDICTS,
});

/** FortiOS text without the origins policies carry in their comments (file and line differ). */
function convertedText(path: string, name: string): string {
  const content = readFileSync(path, 'utf8');
  const { config } = convertWith(paloAltoParser, { files: [{ name, content }] });
  return config.replaceAll(new RegExp(`${name.replaceAll('.', '\\.')}:\\d+`, 'g'), 'origin');
}

describe('PAN-OS formats', () => {
  const cases = ['set', 'brace'].flatMap((format) =>
    readdirSync(`${dir}${format}/`)
      .filter((name) => name.endsWith(`.${format}`))
      .map((name) => [format, name.slice(0, -format.length - 1)] as const),
  );

  it.each(cases)('the %s format of %s converts as its XML does', (format, stem) => {
    const cli = convertedText(`${dir}${format}/${stem}.${format}`, `${stem}.${format}`);
    expect(cli).toBe(convertedText(`${dir}${stem}.xml`, `${stem}.xml`));
  });
});
