import { describe, expect, it } from 'vitest';
import { convertWith, type TConvertResult } from '../../convert.js';
import { describeCorpusFiles } from '../../test/corpus-suite.js';
import { expectVerdictBacked } from '../../test/expected-verdicts.js';
import { coveredLines, meaningfulLines } from '../../test/golden.js';
import { describeWithCorpus, readCorpus } from '../../test/shared-corpus.js';
import { isVyosComment } from './comments.js';
import { VYOS_FAMILY_PARSERS, vyosParser } from './vendor.js';

const vyos = vyosParser;
const codes = (result: TConvertResult) => result.report.entries.map((e) => e.code);
const ids = (result: TConvertResult) => result.model.policies.map((p) => p.id);

describeCorpusFiles({
  title: 'VyOS / EdgeOS corpus',
  parser: vyos,
  folder: 'vyos',
  isComment: isVyosComment,
  more: (result, name) => {
    expect(result.report.entries.filter((e) => e.status === 'unrecognised')).toEqual([]);
    if (name.startsWith('edgeos')) expect(result.model.vendor).toBe('ubiquiti');
    if (name === 'edgeos_ERLite_comcast_example_config.boot') {
      // issue 22 item 2: WAN_IN on eth0, LAN_IN on eth1 and eth2; the established/related and
      // invalid rules are what a stateful FortiOS does anyway; WAN_OUT only restates it.
      expect(ids(result)).toEqual([
        'WAN_IN:default@in:eth0',
        'LAN_IN:default@in:eth1+eth2',
        'vyos-forward-accept',
      ]);
      expect(codes(result).filter((c) => c === 'VYOS_STATE_IMPLICIT')).toHaveLength(2);
      expect(codes(result)).toEqual(
        expect.arrayContaining([
          'VYOS_INVALID_IMPLICIT',
          'VYOS_OUT_PASSES',
          'VYOS_LOCAL_RULES',
          'VYOS_IPV6_RULES',
          'VYOS_PORT_FORWARD',
          'VYOS_LOGIN_USER',
        ]),
      );
      expect(result.model.nat.map((n) => [n.id, n.translatedSrc.kind])).toEqual([
        ['snat-5000', 'interface'],
      ]);
      expect(result.model.dhcpServers.map((d) => d.interface)).toEqual([
        'eth2.102',
        'eth2',
        'eth1',
      ]);
      // The local and IPv6 rule sets are not converted: never equivalent.
      expect(result.verification?.status).toBe('unknown');
    }
    if (name === 'edgeos_ERX-SFP_pconwell_config.boot') {
      expect(ids(result)).toEqual([
        'WAN_IN:21@in:eth5',
        'WAN_IN:22@in:eth5',
        'WAN_IN:default@in:eth5',
        'vyos-forward-accept',
      ]);
      expect(result.model.interfaces.find((i) => i.name === 'switch0')?.addressing.mode).toBe(
        'static',
      );
      expect(result.model.dhcpServers[0]?.reservations).toHaveLength(21);
      // Port forwards to the DHCP address of eth5 (EdgeOS group ADDRv4_eth5) cannot be VIPs.
      const dnat = result.report.entries.filter(
        (e) => e.objectType === 'NAT' && e.status === 'unsupported',
      );
      expect(dnat.map((e) => e.name)).toEqual(['dnat-1', 'dnat-2']);
      expect(dnat[0]?.message).toMatch(/ADDRv4_eth5/);
    }
    if (name === 'bjw-s_firewall-ipv4.sh') {
      // One part of a split configuration: its rule sets are applied by the zone part.
      expect(result.model.policies).toEqual([]);
      expect(codes(result).filter((c) => c === 'VYOS_RULE_SET_UNUSED')).toHaveLength(72);
    }
    if (name === 'bjw-s_firewall-zone.sh')
      expect(codes(result).filter((c) => c === 'VYOS_RULE_SET_MISSING')).toHaveLength(56);
  },
});

const SPLIT = ['bjw-s_firewall-ipv4.sh', 'bjw-s_firewall-zone.sh', 'bjw-s_nat.sh'];

describeWithCorpus('vyos', 'issue 22 item 2: the split VyOS 1.4 configuration read as one', () => {
  const files = SPLIT.map((name) => ({ name, content: readCorpus(`vyos/${name}`) }));
  const result = convertWith(vyos, { files });

  it('accounts for every line of every part', () => {
    for (const { name, content } of files) {
      const covered = coveredLines(result.report.entries, name);
      expect(meaningfulLines(content, isVyosComment).filter((n) => !covered.has(n))).toEqual([]);
    }
  });

  it('converts the zone pairs to policies in rule number order, the router zone reported', () => {
    const zones = result.model.zones.map((z) => z.name);
    expect(zones).toEqual([
      'guest',
      'iot',
      'lan',
      'servers',
      'containers',
      'trusted',
      'video',
      'wan',
    ]);
    expect(result.model.zones.find((z) => z.name === 'wan')?.interfaces).toEqual([
      'eth5',
      'pppoe0',
    ]);
    const guestServers = result.model.policies
      .filter((p) => p.id.endsWith('@guest>servers'))
      .map((p) => p.id);
    expect(guestServers).toEqual(['guest-servers:default@guest>servers']);
    const lanWan = result.model.policies.find((p) => p.id === 'lan-wan:default@lan>wan');
    expect(lanWan).toMatchObject({ srcIntf: ['lan'], dstIntf: ['wan'], action: 'accept' });
    expect(codes(result).filter((c) => c === 'VYOS_LOCAL_ZONE')).toHaveLength(16);
    // Rules naming address-groups defined in no part (printers, k8s_nodes) are not converted.
    const missing = result.report.entries.filter((e) => e.code === 'VYOS_RULE_NOT_CONVERTED');
    expect(missing.length).toBeGreaterThan(10);
    expect(missing.every((e) => /not defined in this input/.test(e.message))).toBe(true);
  });

  it('keeps masquerade; the negated-destination DNATs are reported', () => {
    expect(result.model.nat.map((n) => n.id)).toEqual(['snat-100']);
    const dnat = result.report.entries.filter((e) => e.code === 'VYOS_NAT_NOT_CONVERTED');
    expect(dnat).toHaveLength(8);
    expect(dnat[0]?.message).toMatch(/negated address/);
  });

  it('gets a verdict backed by reasons, never equivalent', () => {
    expect(result.verification?.status).not.toBe('equivalent');
    expect(expectVerdictBacked(result.verification)).toEqual([]);
    expect(result.verification?.danglingReferences).toEqual([]);
  });
});

describe('issue 22 item 2: the VyOS family', () => {
  it('reads both catalogue keys with one parser', () => {
    expect(VYOS_FAMILY_PARSERS.map((p) => p.key)).toEqual(['vyatta', 'ubiquiti']);
    expect(new Set(VYOS_FAMILY_PARSERS.map((p) => p.parse)).size).toBe(1);
  });
});
