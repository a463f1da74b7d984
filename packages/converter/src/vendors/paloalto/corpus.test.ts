import { expect } from 'vitest';
import { describeCorpusFiles } from '../../test/corpus-suite.js';
import { paloAltoParser } from './vendor.js';

describeCorpusFiles({
  title: 'PAN-OS corpus',
  parser: paloAltoParser,
  folder: 'paloalto',
  files: [
    'panos8_stage00.xml',
    'panos61_policy-best-practices.xml',
    'iron_skillet_panos_full.xml',
    'panorama81_pan-os-php.xml',
    'panorama102_saute.xml',
  ],
  isComment: (line) => line.startsWith('<?xml') || line.startsWith('<!--'),
  more: (result) => {
    // Every rule and NAT rule of the model has its own report entry.
    const reported = new Set(result.report.entries.map((e) => e.name));
    for (const policy of result.model.policies) expect(reported).toContain(policy.id);
    for (const rule of result.model.nat) expect(reported).toContain(rule.id);
  },
});
