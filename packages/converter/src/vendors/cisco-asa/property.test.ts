import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert } from '../../convert.js';
import { ConversionInputError } from '../../errors.js';

const HEADER = `ASA Version 9.8(4)
hostname prop
interface GigabitEthernet0/0
 nameif outside
 security-level 0
 ip address 198.51.100.2 255.255.255.0
interface GigabitEthernet0/1
 nameif inside
 security-level 100
 ip address 10.0.0.1 255.255.0.0
interface GigabitEthernet0/2
 nameif dmz
 security-level 50
 ip address 172.16.0.1 255.255.255.0
route outside 0.0.0.0 0.0.0.0 198.51.100.1
`;

const octet = fc.integer({ min: 0, max: 255 });
const host = fc.oneof(
  fc.tuple(octet, octet).map(([a, b]) => `10.0.${a}.${b}`),
  fc.tuple(octet).map(([a]) => `172.16.0.${a}`),
  fc.tuple(octet, octet).map(([a, b]) => `203.0.${a}.${b}`),
);
const address = fc.oneof(
  fc.constant('any'),
  host.map((ip) => `host ${ip}`),
  fc
    .tuple(octet, fc.constantFrom('255.255.255.0', '255.255.0.0', '255.255.255.128'))
    .map(([a, mask]) => `10.0.${a}.0 ${mask}`),
  fc.constantFrom('object-group G1', 'object-group G2', 'object N1'),
);
const port = fc.integer({ min: 1, max: 65534 });
const portOp = fc.oneof(
  fc.constant(''),
  port.map((p) => `eq ${p}`),
  port.map((p) => `lt ${p}`),
  port.map((p) => `gt ${p}`),
  port.map((p) => `neq ${p}`),
  fc.tuple(port, port).map(([a, b]) => `range ${Math.min(a, b)} ${Math.max(a, b)}`),
  fc.constant('object-group PORTS'),
);
const ace = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('permit', 'deny'),
      fc.constantFrom('tcp', 'udp'),
      address,
      address,
      portOp,
    )
    .map(([action, proto, src, dst, ports]) => `${action} ${proto} ${src} ${dst} ${ports}`.trim()),
  fc
    .tuple(fc.constantFrom('permit', 'deny'), fc.constantFrom('ip', 'icmp', '47'), address, address)
    .map(([action, proto, src, dst]) => `${action} ${proto} ${src} ${dst}`),
  fc
    .tuple(fc.constantFrom('permit', 'deny'), address, address)
    .map(([a, s, d]) => `${a} object-group SVC ${s} ${d}`),
);

const groups = fc
  .tuple(
    fc.array(host, { minLength: 1, maxLength: 4 }),
    fc.array(host, { minLength: 1, maxLength: 3 }),
    fc.array(port, { minLength: 1, maxLength: 3 }),
  )
  .map(
    ([g1, g2, ports]) => `object network N1
 subnet 10.0.7.0 255.255.255.0
object-group network G1
${g1.map((ip) => ` network-object host ${ip}`).join('\n')}
object-group network G2
 group-object G1
${g2.map((ip) => ` network-object host ${ip}`).join('\n')}
object-group service PORTS tcp
${ports.map((p) => ` port-object eq ${p}`).join('\n')}
object-group service SVC
 service-object tcp destination eq 443
 service-object udp destination range 5000 5010
 service-object icmp echo
`,
  );

const config = fc
  .tuple(
    groups,
    fc.array(ace, { minLength: 1, maxLength: 25 }),
    fc.array(ace, { maxLength: 8 }),
    fc.boolean(),
  )
  .map(
    ([objects, outside, dmz, global]) =>
      `${HEADER}${objects}${outside.map((a) => `access-list outside_in extended ${a}`).join('\n')}\n` +
      `${dmz.map((a) => `access-list dmz_in extended ${a}`).join('\n')}\n` +
      'access-group outside_in in interface outside\n' +
      (dmz.length ? 'access-group dmz_in in interface dmz\n' : '') +
      (global ? 'access-list glob extended permit icmp any any\naccess-group glob global\n' : ''),
  );

describe('ASA conversion, property-based', () => {
  it('random ACLs and object sets convert to output verification proves equivalent', () => {
    fc.assert(
      fc.property(config, (text) => {
        const result = convert({
          vendor: 'cisco-asa',
          files: [{ name: 'random.cfg', content: text }],
        });
        expect(result.verification?.status).toBe('equivalent');
        expect(result.verification?.danglingReferences).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('random bytes give a typed error or a report, never a crash', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        try {
          const result = convert({
            vendor: 'cisco-asa',
            files: [{ name: 'noise.bin', content: bytes }],
          });
          expect(result.report.entries.length).toBeGreaterThanOrEqual(0);
        } catch (error) {
          expect(error).toBeInstanceOf(ConversionInputError);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a configuration cut anywhere converts or fails with a typed error', () => {
    fc.assert(
      fc.property(config, fc.nat(), (text, cut) => {
        const truncated = text.slice(0, cut % (text.length + 1));
        try {
          convert({ vendor: 'cisco-asa', files: [{ name: 'cut.cfg', content: truncated }] });
        } catch (error) {
          expect(error).toBeInstanceOf(ConversionInputError);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('names the other vendor when given its file', () => {
    expect(() =>
      convert({
        vendor: 'cisco-asa',
        files: [{ name: 'pa.xml', content: '<config version="10.1.0">\n</config>' }],
      }),
    ).toThrow(/looks like a PAN-OS XML export/);
    expect(() => convert({ vendor: 'nonesuch', files: [{ name: 'x', content: 'x' }] })).toThrow(
      /Unknown vendor "nonesuch"/,
    );
    expect(() =>
      convert({ vendor: 'cisco-asa', files: [{ name: 'e.cfg', content: '  \n' }] }),
    ).toThrow(/empty/);
  });
});
