import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { parseFortios } from '../../targets/fortios/parse/parse-fortios.js';
import { coveredLines, meaningfulLines } from '../../test/golden.js';
import { paloAltoParser } from './vendor.js';

const corpus = (file: string) =>
  fileURLToPath(new URL(`../../../../../../shared/corpus/paloalto/${file}`, import.meta.url));
const FILES = [
  'panos8_stage00.xml',
  'panos61_policy-best-practices.xml',
  'iron_skillet_panos_full.xml',
  'panorama81_pan-os-php.xml',
  'panorama102_saute.xml',
];
const isXmlComment = (line: string) => line.startsWith('<?xml') || line.startsWith('<!--');

describe.each(FILES)('PAN-OS corpus %s', (name) => {
  const text = readFileSync(corpus(name), 'utf8');
  const result = convertWith(paloAltoParser, { files: [{ name, content: text }] });

  it('converts without an exception into output that parses back', () => {
    const reparsed = parseFortios(result.config, { file: 'output.conf' });
    const written = new Set(
      result.report.entries
        .flatMap((e) => e.targets)
        .filter((t) => t.startsWith('firewall policy ')),
    );
    expect(reparsed.model.policies).toHaveLength(written.size);
    expect(reparsed.diagnostics.lines.filter((l) => l.status === 'unrecognised')).toEqual([]);
  });

  it('verifies: equivalent, or a concrete counterexample; no dangling reference', () => {
    const verification = result.verification;
    if (verification?.status === 'different')
      expect(verification.counterexample?.packet).toBeDefined();
    else expect(verification?.status).toBe('equivalent');
    expect(verification?.danglingReferences).toEqual([]);
  });

  it('accounts for every line, every rule and every object', () => {
    const covered = coveredLines(result.report.entries, name);
    expect(meaningfulLines(text, isXmlComment).filter((n) => !covered.has(n))).toEqual([]);
    const reported = new Set(result.report.entries.map((e) => e.name));
    for (const policy of result.model.policies) expect(reported).toContain(policy.id);
    for (const rule of result.model.nat) expect(reported).toContain(rule.id);
    for (const entry of result.report.entries) expect(entry.code).toMatch(/^[A-Z][A-Z0-9_]+$/);
  });
});
