import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { renderReportText } from '../../report/render-text.js';
import { coveredLines, expectGolden, meaningfulLines } from '../../test/golden.js';
import { juniperSrxParser } from './vendor.js';

const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));
const cases = readdirSync(dir).filter((name) => name.endsWith('.cfg'));
const isComment = (line: string) => line.startsWith('#');

describe.each(cases)('Junos fixture %s', (name) => {
  const text = readFileSync(`${dir}${name}`, 'utf8');
  const result = convertWith(juniperSrxParser, { files: [{ name, content: text }] });
  const base = `${dir}${name.replace(/\.cfg$/, '')}`;

  it('converts to the expected FortiOS text', () => {
    expectGolden(result.config, `${base}.fortios.conf`);
  });

  it('reports as expected', () => {
    expectGolden(renderReportText(result.report), `${base}.report.txt`);
  });

  it('accounts for every line that is not blank or a comment', () => {
    const covered = coveredLines(result.report.entries, name);
    const missing = meaningfulLines(text, isComment).filter((n) => !covered.has(n));
    expect(missing).toEqual([]);
  });

  it('decides traffic as the source does, with every reference resolved', () => {
    expect(result.verification?.status).toBe('equivalent');
    expect(result.verification?.danglingReferences).toEqual([]);
  });
});
