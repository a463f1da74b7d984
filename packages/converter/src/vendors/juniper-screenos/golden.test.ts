import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { renderReportText } from '../../report/render-text.js';
import { coveredLines, expectGolden, meaningfulLines } from '../../test/golden.js';
import { PREDEFINED_SERVICES } from './predefined-services.js';
import { screenOsParser } from './vendor.js';

const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));
const cases = readdirSync(dir).filter((name) => name.endsWith('.cfg'));
// ScreenOS has no comment syntax.
const isComment = () => false;

describe.each(cases)('ScreenOS fixture %s', (name) => {
  const text = readFileSync(`${dir}${name}`, 'utf8');
  const result = convertWith(screenOsParser, { files: [{ name, content: text }] });
  const base = `${dir}${name.replace(/\.cfg$/, '')}`;

  it('converts to the expected FortiOS text', () => {
    expectGolden(result.config, `${base}.fortios.conf`);
  });

  it('reports as expected', () => {
    expectGolden(renderReportText(result.report), `${base}.report.txt`);
  });

  it('accounts for every line that is not blank', () => {
    const covered = coveredLines(result.report.entries, name);
    const missing = meaningfulLines(text, isComment).filter((n) => !covered.has(n));
    expect(missing).toEqual([]);
  });

  it('decides traffic as the source does, with every reference resolved', () => {
    expect(result.verification?.status).toBe('equivalent');
    expect(result.verification?.danglingReferences).toEqual([]);
  });
});

describe('ScreenOS predefined services', () => {
  it('reuse a FortiOS factory service only where its ports are the same', () => {
    // A rulebase naming every predefined service: verification compares the factory services
    // the output relies on (read by the FortiOS parser) with the ScreenOS definitions.
    const names = Object.keys(PREDEFINED_SERVICES);
    const text = [
      'set interface "ethernet0/0" zone "Untrust"',
      'set interface "ethernet0/1" zone "Trust"',
      ...names.map(
        (svc, i) =>
          `set policy id ${i + 1} from "Trust" to "Untrust" "Any" "Any" "${svc}" ${i % 2 ? 'deny' : 'permit'}`,
      ),
    ].join('\n');
    const result = convertWith(screenOsParser, { files: [{ name: 'svc.cfg', content: text }] });
    expect(result.model.policies).toHaveLength(names.length);
    expect(result.verification?.status).toBe('equivalent');
    for (const [name, entry] of Object.entries(PREDEFINED_SERVICES)) {
      const factory = result.config.includes(`edit "${entry.target ?? name}"`) === false;
      expect(factory, name).toBe(entry.fortios === true);
    }
  });
});
