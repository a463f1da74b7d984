import { expect } from 'vitest';
import { describeCorpusFiles } from '../../test/corpus-suite.js';
import { sophosParser } from './vendor.js';

describeCorpusFiles({
  title: 'Sophos Firewall corpus',
  parser: sophosParser,
  folder: 'sophos',
  isComment: (line) => line.startsWith('<?xml'),
  more: (result) => {
    // issue 21 item 4: an API `Get SecurityPolicy` answer holds rules only; their zones,
    // networks and services are not in it, so the verdict cannot be `equivalent`.
    expect(result.verification?.status).toBe('unknown');
    expect(result.report.entries.filter((e) => e.status === 'unrecognised')).toEqual([]);
    const ids = result.model.policies.map((p) => p.id);
    // The chain starts at RULE20 (Position Top), not at the first rule of the document.
    expect(ids.slice(0, 4)).toEqual(['RULE20', 'RULE60', 'RULE16', 'RULE14']);
    expect(ids).toHaveLength(29);
    const zones = result.report.entries.filter((e) => e.code === 'SOPHOS_ZONE_UNDEFINED');
    expect(zones.map((e) => e.name).sort()).toEqual(['DMZ', 'LAN', 'VPN', 'WAN']);
    const codes = result.report.entries.map((e) => e.code);
    expect(codes).toContain('SOPHOS_IPV6_RULE');
    expect(codes).toContain('SOPHOS_RULE_TYPE');
    // ##ALL_RW and the predefined services AH, BGP are not in the answer: that rule is kept out.
    const lost = result.model.policies.find((p) => p.id === 'user_testing');
    expect(lost?.incomplete).toMatch(/##ALL_RW/);
    expect(result.model.nat.map((n) => n.id)).toContain('Some rule:masq');
  },
});
