import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { parseFortios } from '../../targets/fortios/parse/parse-fortios.js';
import { coveredLines, meaningfulLines } from '../../test/golden.js';
import { juniperSrxParser } from './vendor.js';

const dir = fileURLToPath(new URL('../../../../../../shared/corpus/juniper_srx/', import.meta.url));
const files = readdirSync(dir).sort();
const isComment = (line: string) => line.startsWith('#');

describe.each(files)('Junos corpus %s', (name) => {
  const text = readFileSync(`${dir}${name}`, 'utf8');
  const result = convertWith(juniperSrxParser, { files: [{ name, content: text }] });

  it('converts without an exception into output that parses back', () => {
    expect(result.config.length).toBeGreaterThan(0);
    const reparsed = parseFortios(result.config, { file: 'output.conf' });
    const written = new Set(
      result.report.entries
        .flatMap((e) => e.targets)
        .filter((t) => t.startsWith('firewall policy ')),
    );
    expect(reparsed.model.policies).toHaveLength(written.size);
    expect(reparsed.diagnostics.lines.filter((l) => l.status === 'unrecognised')).toEqual([]);
  });

  it('verifies: equivalent, or a concrete counterexample; every reference resolves', () => {
    const verification = result.verification;
    if (verification?.status === 'different')
      expect(verification.counterexample?.packet).toBeDefined();
    else expect(verification?.status).toBe('equivalent');
    expect(verification?.danglingReferences).toEqual([]);
  });

  it('accounts for every line that is not blank or a comment', () => {
    const covered = coveredLines(result.report.entries, name);
    expect(meaningfulLines(text, isComment).filter((n) => !covered.has(n))).toEqual([]);
  });

  it('leaves no line unrecognised and gives every entry a stable code', () => {
    expect(result.report.entries.filter((e) => e.status === 'unrecognised')).toEqual([]);
    for (const entry of result.report.entries) expect(entry.code).toMatch(/^[A-Z][A-Z0-9_]+$/);
  });
});
