import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { convertWith } from '../../convert.js';
import { renderReportText } from '../../report/render-text.js';
import { readCorpus } from '../../test/shared-corpus.js';
import { VYOS_FAMILY_PARSERS } from './vendor.js';

it('scratch', () => {
  const p = VYOS_FAMILY_PARSERS[0]!;
  for (const set of [['edgeos_ERLite_comcast_example_config.boot'], ['edgeos_ERX-SFP_pconwell_config.boot'], ['bjw-s_firewall-ipv4.sh', 'bjw-s_firewall-zone.sh', 'bjw-s_nat.sh']]) {
    const r = convertWith(p, { files: set.map((n) => ({ name: n, content: readCorpus(`vyos/${n}`) })) });
    writeFileSync(`/tmp/vyos-${set[0]}.out`, `${r.config}\n=====\n${renderReportText(r.report)}\n${r.verification?.status} ${r.verification?.reason}\n${JSON.stringify({...r.verification, narrowed: undefined, widened: undefined, uncompared: undefined}, null, 1).slice(0, 5000)}`);
  }
});
