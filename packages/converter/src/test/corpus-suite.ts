import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { convertWith, type TConvertResult } from '../convert.js';
import { parseFortios } from '../targets/fortios/parse/parse-fortios.js';
import type { TVendorParser } from '../vendors/vendor-parser.js';
import { expectVerdictBacked } from './expected-verdicts.js';
import { coveredLines, editedTwice, meaningfulLines } from './golden.js';
import { corpusDir, describeWithCorpus, readCorpus } from './shared-corpus.js';

/**
 * What every corpus file of a one-file vendor must do: convert into output that parses back
 * with every written policy, get a definite verdict whose differences carry packets (or
 * `Not proven` with its reasons, never a crash) and no dangling reference, and account for
 * every meaningful line. `more` adds a vendor's own checks.
 */
export function describeCorpusFiles(options: {
  title: string;
  parser: TVendorParser;
  /** The corpus folder (`paloalto`): without it, one skipped line names it. */
  folder: string;
  /** The files of the folder to convert; every file when omitted. */
  files?: readonly string[];
  isComment: (line: string) => boolean;
  more?: (result: TConvertResult, name: string) => void;
}): void {
  const { title, parser, folder, isComment, more } = options;
  describeWithCorpus(folder, title, () => {
    const names = options.files ?? readdirSync(corpusDir(folder)).sort();
    describe.each(names)('%s', (name) => suite(name, readCorpus(`${folder}/${name}`)));
  });

  function suite(name: string, text: string): void {
    const result = convertWith(parser, { files: [{ name, content: text }] });

    it('converts without an exception into output that parses back', () => {
      const reparsed = parseFortios(result.config, { file: 'output.conf' });
      const written = new Set(
        result.report.entries
          .flatMap((e) => e.targets)
          .filter((t) => t.startsWith('firewall policy ')),
      );
      expect(reparsed.model.policies).toHaveLength(written.size);
      expect(reparsed.diagnostics.lines.filter((l) => l.status === 'unrecognised')).toEqual([]);
      // An object written twice would be one object on the FortiGate, the second edit
      // overwriting the first (an ASA `object service tcp-8090` beside an ACL's `eq 8090`).
      expect(editedTwice(result.config)).toEqual([]);
    });

    it('issue 17 item 1: verifies with a verdict backed by packets or reasons; no dangling reference', () => {
      expect(expectVerdictBacked(result.verification)).toEqual([]);
      expect(result.verification?.danglingReferences).toEqual([]);
    });

    it('accounts for every line that is not blank or a comment, with stable codes', () => {
      const covered = coveredLines(result.report.entries, name);
      expect(meaningfulLines(text, isComment).filter((n) => !covered.has(n))).toEqual([]);
      for (const entry of result.report.entries) expect(entry.code).toMatch(/^[A-Z][A-Z0-9_]+$/);
    });

    if (more) it('meets its vendor’s own checks', () => more(result, name));
  }
}
