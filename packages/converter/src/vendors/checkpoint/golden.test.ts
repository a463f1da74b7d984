import { readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { renderReportText } from '../../report/render-text.js';
import { coveredLines, expectGolden, meaningfulLines } from '../../test/golden.js';
import { fileKind } from './parse-checkpoint.js';
import { legacyUnaccounted, unaccounted } from './testing.js';
import { checkPointParser } from './vendor.js';

const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));
/** Each fixture is a folder: the set of files of one ticket, converted together. */
const cases = readdirSync(dir).filter((name) => statSync(`${dir}${name}`).isDirectory());

describe.each(cases)('Check Point fixture %s', (name) => {
  const files = readdirSync(`${dir}${name}`)
    .sort()
    .map((file) => ({ name: file, content: readFileSync(`${dir}${name}/${file}`, 'utf8') }));
  const result = convertWith(checkPointParser, { files });
  const base = `${dir}${name}`;
  const covered = (file: string) => coveredLines(result.report.entries, file);

  it('converts to the expected FortiOS text', () => {
    expectGolden(result.config, `${base}.fortios.conf`);
  });

  it('reports as expected', () => {
    expectGolden(renderReportText(result.report), `${base}.report.txt`);
  });

  it('accounts for every clish line and every rule and object of the JSON and legacy files', () => {
    for (const file of files.filter((f) => fileKind(f.content) === 'gaia')) {
      const lines = covered(file.name);
      const comment = (l: string) => l.startsWith('#');
      expect(meaningfulLines(file.content, comment).filter((n) => !lines.has(n))).toEqual([]);
    }
    const json = files.filter((f) => fileKind(f.content) === 'json');
    expect(unaccounted(json, covered)).toEqual([]);
    const legacy = files.filter((f) => fileKind(f.content) === 'legacy');
    expect(legacyUnaccounted(legacy, covered)).toEqual([]);
  });

  it('decides traffic as the source does, with every reference resolved', () => {
    expect(result.verification?.status).toBe('equivalent');
    expect(result.verification?.danglingReferences).toEqual([]);
  });
});
