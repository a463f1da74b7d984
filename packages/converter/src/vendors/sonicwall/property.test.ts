import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { ConversionInputError } from '../../errors.js';
import { coveredLines } from '../../test/golden.js';
import { sonicWallParser } from './vendor.js';

const ZONES = ['LAN', 'WAN', 'DMZ'] as const;
const HEADER = [
  'shortProdName=NSa%202700',
  'buildNum=7.0.1-5035',
  ...ZONES.flatMap((zone, i) => [
    `iface_ifnum_${i}=${i}`,
    `iface_name_${i}=X${i}`,
    `interface_Zone_${i}=${zone}`,
    ...(zone === 'WAN'
      ? [
          `iface_static_ip_${i}=203.0.113.2`,
          `iface_static_mask_${i}=255.255.255.0`,
          `iface_static_gateway_${i}=203.0.113.1`,
        ]
      : [`iface_lan_ip_${i}=10.${i}.0.1`, `iface_lan_mask_${i}=255.255.0.0`]),
    `zoneObjId_${i}=${zone}`,
  ]),
];

const octet = fc.integer({ min: 0, max: 255 });
/** a1..a4: a host, a network, a range, a host; g1 a group of some of them. */
const addresses = fc
  .tuple(octet, octet, octet, octet, fc.subarray(['a1', 'a2', 'a3', 'a4'], { minLength: 1 }))
  .map(([w, x, y, z, members]) => [
    ...[
      ['a1', 1, `10.0.${w}.${x}`, '255.255.255.255'],
      ['a2', 4, `10.2.${y}.0`, '255.255.255.0'],
      ['a3', 2, `10.0.${z}.1`, `10.0.${z}.${Math.max(z, 1) > 200 ? 255 : 200}`],
      ['a4', 1, `198.51.100.${x}`, '255.255.255.255'],
    ].flatMap(([name, type, ip1, ip2], i) => [
      `addrObjId_${i}=${name}`,
      `addrObjType_${i}=${type}`,
      `addrObjIp1_${i}=${ip1}`,
      `addrObjIp2_${i}=${ip2}`,
      `addrObjProperties_${i}=14`,
    ]),
    'addrObjId_4=g1',
    'addrObjType_4=8',
    'addrObjProperties_4=14',
    ...members.flatMap((m, i) => [`addro_atomToGrp_${i}=${m}`, `addro_grpToGrp_${i}=g1`]),
  ]);
const port = fc.integer({ min: 1, max: 65535 });
const services = fc.tuple(port, port).map(([p, q]) => [
  ...[
    ['s1', 6, Math.min(p, q), Math.max(p, q)],
    ['s2', 17, p, p],
    ['s3', 1, 8, 8],
  ].flatMap(([name, proto, low, high], i) => [
    `svcObjId_${i}=${name}`,
    `svcObjType_${i}=1`,
    `svcObjIpType_${i}=${proto}`,
    `svcObjPort1_${i}=${low}`,
    `svcObjPort2_${i}=${high}`,
    `svcObjProperties_${i}=14`,
  ]),
  'svcObjId_3=sg',
  'svcObjType_3=2',
  'svcObjProperties_3=14',
  'so_atomToGrp_0=s1',
  'so_grpToGrp_0=sg',
  'so_atomToGrp_1=s3',
  'so_grpToGrp_1=sg',
]);
const cell = fc.constantFrom('', 'a1', 'a2', 'a3', 'a4', 'g1');
const rule = fc.record({
  from: fc.constantFrom(...ZONES),
  to: fc.constantFrom(...ZONES),
  src: cell,
  dst: cell,
  svc: fc.constantFrom('', 's1', 's2', 's3', 'sg'),
  action: fc.constantFrom(0, 1, 2),
  enabled: fc.constantFrom(1, 1, 1, 0),
  priority: fc.integer({ min: 1, max: 50 }),
});
const rules = fc.array(rule, { minLength: 1, maxLength: 25 });

type TRule = {
  from: string;
  to: string;
  src: string;
  dst: string;
  svc: string;
  action: number;
  enabled: number;
  priority: number;
};

function exportOf(objects: string[][], list: TRule[]): string[] {
  const pairs = [...HEADER, ...objects.flat()];
  list.forEach((r, i) =>
    pairs.push(
      ...Object.entries({
        Action: r.action,
        SrcZone: r.from,
        DstZone: r.to,
        SrcNet: r.src,
        DstNet: r.dst,
        DstSvc: r.svc,
        Enabled: r.enabled,
        Priority: r.priority,
      }).map(([field, value]) => `policy${field}_${i}=${value}`),
    ),
  );
  return pairs;
}
const base64 = (pairs: string[]) => `${Buffer.from(pairs.join('&')).toString('base64')}&&`;
const convert = (content: string | Uint8Array) =>
  convertWith(sonicWallParser, { files: [{ name: 'random.exp', content }] });
const config = fc.tuple(addresses, services, rules);

describe('SonicWall conversion, property-based (issue 21 item 2, issue 17 item 1)', () => {
  it('generated rulebases of convertible rules are equivalent, every item accounted for', () => {
    let compared = 0;
    fc.assert(
      fc.property(config, ([a, s, list]) => {
        const pairs = exportOf([a, s], list);
        const result = convert(base64(pairs));
        const covered = coveredLines(result.report.entries, 'random.exp');
        expect(pairs.map((_, i) => i + 1).filter((n) => !covered.has(n))).toEqual([]);
        expect(result.model.policies).toHaveLength(list.length);
        const any = result.model.policies.some((p) => p.enabled);
        expect(result.verification?.status, result.verification?.reason).toBe(
          any ? 'equivalent' : 'nothing_compared',
        );
        compared += result.model.policies.length;
      }),
      { numRuns: 40 },
    );
    expect(compared).toBeGreaterThan(100);
  });

  it('a rule with a condition the output drops (source port, users) is never equivalent', () => {
    fc.assert(
      fc.property(
        config,
        fc.nat(),
        fc.constantFrom('SrcSvc=s1', 'Whom=Sales', 'QosMarking=46'),
        ([a, s, list], pick, extra) => {
          // One more rule, first of LAN to WAN (traffic that can flow), with the extra condition.
          const extraRule = {
            from: 'LAN',
            to: 'WAN',
            src: '',
            dst: '',
            svc: '',
            action: pick % 3,
            enabled: 1,
            priority: 0,
          };
          const pairs = exportOf([a, s], [...list, extraRule]);
          const [field, value] = extra.split('=');
          pairs.push(`policy${field}_${list.length}=${value}`);
          expect(convert(base64(pairs)).verification?.status).not.toBe('equivalent');
        },
      ),
      { numRuns: 30 },
    );
  });

  it('an export cut anywhere never yields a rule the whole export does not have (issue 17 item 5j)', () => {
    fc.assert(
      fc.property(config, fc.nat(), ([a, s, list], cut) => {
        const text = base64(exportOf([a, s], list));
        const whole = new Map(convert(text).model.policies.map((p) => [p.id, p]));
        let result;
        try {
          result = convert(text.slice(0, cut % (text.length + 1)));
        } catch (error) {
          expect(error).toBeInstanceOf(ConversionInputError);
          return;
        }
        for (const p of result.model.policies) {
          const q = whole.get(p.id);
          expect(q && { ...q, origin: 0 }).toEqual({ ...p, origin: 0 });
        }
      }),
      { numRuns: 60 },
    );
  });

  it('random bytes give a typed error or a report, never a crash', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        try {
          expect(convert(bytes).report.entries.length).toBeGreaterThanOrEqual(0);
        } catch (error) {
          expect(error).toBeInstanceOf(ConversionInputError);
        }
      }),
      { numRuns: 100 },
    );
  });
});
