import { expect } from 'vitest';
import type { TConvertResult } from '../../convert.js';
import { describeCorpusFiles } from '../../test/corpus-suite.js';
import { isIosComment } from './context.js';
import { ciscoIosParser } from './vendor.js';

const codes = (result: TConvertResult) =>
  result.report.entries.map((e) => `${e.origin.line}:${e.code}`);

// issue 22 item 4: the IOS samples of the corpus (a batfish IOS 15.2 border router, a batfish
// zone-based firewall test, two Capirca ACL scripts).
describeCorpusFiles({
  title: 'Cisco IOS corpus',
  parser: ciscoIosParser,
  folder: 'cisco_ios',
  isComment: isIosComment,
  more: (result, name) => {
    expect(result.report.entries.filter((e) => e.status === 'unrecognised')).toEqual([]);
    const ids = result.model.policies.map((p) => p.id);
    if (name === 'batfish_example_as2border1.cfg') {
      // OUTSIDE_TO_INSIDE in and INSIDE_TO_AS1 out on Gi0/0, each ended by the implicit deny.
      expect(ids).toEqual([
        'OUTSIDE_TO_INSIDE:1',
        'OUTSIDE_TO_INSIDE:2',
        'OUTSIDE_TO_INSIDE:3',
        'OUTSIDE_TO_INSIDE:implicit-deny',
        'INSIDE_TO_AS1:1',
        'INSIDE_TO_AS1:2',
        'INSIDE_TO_AS1:3',
        'INSIDE_TO_AS1:implicit-deny',
        'ios-forward',
      ]);
      // The in list's permit is also checked by the out list on IOS: not one FortiOS rule.
      expect(result.model.policies[2]?.membersLeftOut?.[0]).toMatch(/INSIDE_TO_AS1/);
      expect(result.verification?.status).toBe('unknown');
      // access-list 101/103 are BGP prefix matchers of route-maps, not rules.
      expect(codes(result)).toEqual(
        expect.arrayContaining([
          '144:IOS_ACL_SELECTOR',
          '81:IOS_UNSUPPORTED',
          '149:IOS_UNSUPPORTED',
        ]),
      );
      expect(result.model.interfaces.find((i) => i.name === 'Ethernet0/0')?.enabled).toBe(false);
      expect(result.model.hostname).toBe('as2border1');
    }
    if (name === 'batfish_ios-inspection.cfg') {
      expect(result.model.zones.map((z) => [z.name, z.interfaces])).toEqual([
        ['z0', ['Ethernet0']],
        ['z1', ['Ethernet1']],
        ['z2', ['Ethernet2', 'Ethernet3']],
      ]);
      // class ci = inspectacl (object-groups) and match protocol tcp: the tcp/80 group lies inside.
      const zp = result.model.policies.filter((p) => p.id.startsWith('zp0-2'));
      expect(
        zp.map((p) => [p.srcIntf, p.dstIntf, p.srcAddr, p.dstAddr, p.service, p.action]),
      ).toEqual([
        [['z0'], ['z2'], ['ogn1'], ['ogn2'], ['ogs'], 'accept'],
        [['z0'], ['z2'], 'any', 'any', 'any', 'deny'],
      ]);
      // acl3out on a zone member: IOS applies both, so its permit is not the whole rule; and
      // FortiOS names the zone z2 where IOS names Ethernet3, so the output admits more.
      expect(result.model.policies.find((p) => p.id === 'acl3out:1')?.membersLeftOut).toHaveLength(
        1,
      );
      expect(codes(result)).toContain('23:ZONE_MEMBER_INTERFACE');
      expect(result.verification?.status).toBe('widened');
    }
    if (name.startsWith('capirca_')) {
      // Generated scripts: the lists are applied to no interface, so each line is reported.
      expect(result.model.policies).toEqual([]);
      expect(codes(result).some((c) => c.endsWith(':IOS_ACL_NOT_APPLIED'))).toBe(true);
      expect(codes(result).some((c) => c.endsWith(':IOS_ACL_DELETE'))).toBe(true);
    }
  },
});
