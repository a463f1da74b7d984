import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { parseFortios } from '../../targets/fortios/parse/parse-fortios.js';
import { coveredLines, meaningfulLines } from '../../test/golden.js';
import { screenOsParser } from './vendor.js';

const corpus = (path: string) =>
  fileURLToPath(new URL(`../../../../../../shared/corpus/${path}`, import.meta.url));

describe.each(['screenos/Juniper_Before_Convert.txt'])('ScreenOS corpus %s', (path) => {
  const text = readFileSync(corpus(path), 'utf8');
  const name = path.split('/').pop() ?? path;
  const result = convertWith(screenOsParser, { files: [{ name, content: text }] });

  it('converts into output that parses back, every written policy included', () => {
    const reparsed = parseFortios(result.config, { file: 'output.conf' });
    const written = new Set(
      result.report.entries
        .flatMap((e) => e.targets)
        .filter((t) => t.startsWith('firewall policy ')),
    );
    expect(written.size).toBeGreaterThan(0);
    expect(reparsed.model.policies).toHaveLength(written.size);
    expect(reparsed.diagnostics.lines.filter((line) => line.status === 'unrecognised')).toEqual([]);
  });

  it('verifies: equivalent, or a concrete counterexample; no dangling reference', () => {
    const verification = result.verification;
    if (verification?.status === 'different')
      expect(verification.counterexample?.packet).toBeDefined();
    else expect(verification?.status).toBe('equivalent');
    expect(verification?.danglingReferences).toEqual([]);
  });

  it('accounts for every line that is not blank', () => {
    const covered = coveredLines(result.report.entries, name);
    expect(meaningfulLines(text, () => false).filter((n) => !covered.has(n))).toEqual([]);
  });

  it('reports what it could not convert, with the reason', () => {
    const codes = result.report.entries.map((e) => `${e.origin.line}:${e.code}`);
    // The sample's typo line and the policies naming addresses no zone book holds.
    expect(codes).toContain('16:UNRECOGNISED_LINE');
    expect(codes).toContain('53:SOS_POLICY_NOT_CONVERTED');
    for (const entry of result.report.entries) {
      expect(entry.code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(entry.message.length).toBeGreaterThan(0);
    }
  });
});
