import { expect } from 'vitest';
import { describeCorpusFiles } from '../../test/corpus-suite.js';
import { isXmlComment } from './context.js';
import { pfsenseParser } from './vendor.js';

/** Issue 21 item 3: the real pfSense and OPNsense exports of the corpus, all five. */
const EXPECTED: Record<string, { policies: number; codes: string[] }> = {
  // pfSense 2.4 (Mullvad VPN router): the WAN takes DHCP, so its port forwards cannot get an
  // external address; IPv6 rules and the OpenVPN clients are reported; the floating block of
  // direction "any" is two policies (inbound on wan, outbound by wan).
  'opndossier_config-pfSense.xml': {
    policies: 12,
    codes: ['PF_RDR_ADDRESS', 'PF_RULE_IPV6', 'PF_OPENVPN', 'PF_RULE_GATEWAY'],
  },
  'opndossier_sample.config.7.xml': {
    policies: 12,
    codes: ['PF_BLOCK_BOGONS', 'PF_INTERNAL_INTERFACE'],
  },
  // OPNsense with 51 filter rules on VLANs and manual (advanced) outbound NAT.
  'opnsense_sample.config.6.xml': {
    policies: 52,
    codes: ['PF_BLOCK_BOGONS', 'PF_INTERNAL_INTERFACE'],
  },
  'smccloud_OPNsense.xml': { policies: 2, codes: ['PF_RULE_IPV6', 'PF_ROUTE'] },
  'smccloud_pfSense-22.9.xml': { policies: 2, codes: ['PF_RULE_IPV6', 'PF_RDR_ADDRESS'] },
};

describeCorpusFiles({
  title: 'pfSense/OPNsense corpus',
  parser: pfsenseParser,
  folder: 'pfsense',
  isComment: (line) => isXmlComment(line.replace(/^\uFEFF/, '')),
  more: (result, name) => {
    const expected = EXPECTED[name];
    expect(expected, name).toBeDefined();
    expect(result.model.policies).toHaveLength(expected?.policies ?? -1);
    const codes = new Set(result.report.entries.map((e) => e.code));
    for (const code of expected?.codes ?? []) expect(codes, code).toContain(code);
    // Every rule has its report entry; nothing is unrecognised in a real export.
    const reported = new Set(result.report.entries.map((e) => e.name));
    for (const policy of result.model.policies) expect(reported).toContain(policy.id);
    expect(result.report.entries.filter((e) => e.status === 'unrecognised')).toEqual([]);
    // Bogon blocking and untranslated forwards are not compared: never equivalent.
    expect(result.verification?.status).toBe('unknown');
  },
});
