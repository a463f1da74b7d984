import { ZConversionReport } from '@fwmig/contract';
import { convert } from '@fwmig/converter';
import { expect, it } from 'vitest';
import { describeWithShared, readCorpus } from '../../test/shared-dir.js';

describeWithShared('corpus', 'the conversion report matches its contract schema', () => {
  it.each(['cisco_asa/ASA_PM6.txt', 'fortios/FG500E_PM6_1.conf'])('%s', (path) => {
    const vendor = path.startsWith('cisco') ? 'cisco-asa' : 'fortios';
    const { report } = convert({
      vendor,
      files: [{ name: path, content: readCorpus(path) }],
      options: { verify: false },
    });
    const parsed = ZConversionReport.safeParse(JSON.parse(JSON.stringify(report)));
    expect(parsed.error?.issues.slice(0, 3)).toBeUndefined();
    expect(parsed.data?.entries.length).toBe(report.entries.length);
  });
});
