import { expect } from 'vitest';
import { describeCorpusFiles } from '../../test/corpus-suite.js';
import { screenOsParser } from './vendor.js';

describeCorpusFiles({
  title: 'ScreenOS corpus',
  parser: screenOsParser,
  folder: 'screenos',
  files: ['Juniper_Before_Convert.txt'],
  // ScreenOS has no comment syntax.
  isComment: () => false,
  more: (result) => {
    const codes = result.report.entries.map((e) => `${e.origin.line}:${e.code}`);
    // Policies were written, and the sample's typo line and the policies naming addresses no
    // zone book holds are reported with their reason.
    expect(
      result.report.entries.some((e) => e.targets.some((t) => t.startsWith('firewall policy '))),
    ).toBe(true);
    expect(codes).toContain('16:UNRECOGNISED_LINE');
    expect(codes).toContain('53:SOS_POLICY_NOT_CONVERTED');
    for (const entry of result.report.entries) expect(entry.message.length).toBeGreaterThan(0);
  },
});
