import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { ConversionInputError } from '../../errors.js';
import {
  expectHonestVerdict,
  itSurvivesCuts,
  expectEveryLineAccounted,
} from '../../test/property-suite.js';
import { parseHuawei } from './parse.js';
import { huaweiParser } from './vendor.js';

const HEADER = `sysname FW
interface GigabitEthernet1/0/1
 ip address 198.51.100.2 255.255.255.0
interface GigabitEthernet1/0/2
 ip address 10.0.0.1 16
interface GigabitEthernet1/0/3
 ip address 172.16.0.1 255.255.255.0
firewall zone trust
 set priority 85
 add interface GigabitEthernet1/0/2
firewall zone untrust
 set priority 5
 add interface GigabitEthernet1/0/1
firewall zone dmz
 set priority 50
 add interface GigabitEthernet1/0/3
ip address-set USERS type object
 address 0 10.0.1.0 mask 24
ip address-set SERVERS type object
 address 0 172.16.0.10 mask 32
 address 1 range 172.16.0.20 172.16.0.30
ip service-set WEB type object
 service 0 protocol tcp destination-port 80 443
ip route-static 0.0.0.0 0.0.0.0 198.51.100.1`;

const octet = fc.integer({ min: 0, max: 255 });
const address = fc.oneof(
  fc.constant(''),
  fc.tuple(octet, fc.constantFrom(32, 24)).map(([x, len]) => `10.0.${x}.0 ${len}`),
  fc.tuple(octet).map(([x]) => `10.0.${x}.0 mask 255.255.255.0`),
  fc.constantFrom('address-set USERS', 'address-set SERVERS', 'range 172.16.0.5 172.16.0.9'),
);
const service = fc.constantFrom(
  '',
  'service http',
  'service ssh dns',
  'service WEB',
  'service protocol tcp destination-port 8000 to 8080',
  'service protocol udp source-port 1024 to 65535 destination-port 123',
  'service protocol icmp icmp-type echo',
  'service protocol 47',
);
const zone = fc.constantFrom('', 'trust', 'untrust', 'dmz');

const rule = fc
  .tuple(zone, zone, address, address, service, fc.constantFrom('permit', 'deny'), fc.boolean())
  .map(([sz, dz, src, dst, svc, action, disabled]) =>
    [
      ' rule name r',
      sz && `  source-zone ${sz}`,
      dz && `  destination-zone ${dz}`,
      src && `  source-address ${src}`,
      dst && `  destination-address ${dst}`,
      svc && `  ${svc}`,
      `  action ${action}`,
      disabled ? '  disable' : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );

/** A security policy of rules the model carries exactly. */
const config = fc
  .array(rule, { minLength: 1, maxLength: 25 })
  .map((rules) =>
    [
      HEADER,
      'security-policy',
      ...rules.map((r, i) => r.replace('rule name r', `rule name r${i}`)),
      'return',
    ].join('\n'),
  );

const convert = (content: string | Uint8Array, name = 'random.cfg') =>
  convertWith(huaweiParser, { files: [{ name, content }] });

describe('Huawei conversion, property-based (issue 22 item 3)', () => {
  it('generated security policies convert, account for every line and verify honestly', () => {
    let converted = 0;
    fc.assert(
      fc.property(config, (text) => {
        const result = convert(text);
        converted += result.model.policies.length;
        expectHonestVerdict(result);
        expect(result.verification?.uncompared ?? []).toEqual([]);
        expectEveryLineAccounted(result, 'random.cfg', text, (l) => l.startsWith('#'));
      }),
      { numRuns: 40 },
    );
    expect(converted).toBeGreaterThan(100);
  });

  it('a condition the model cannot carry never verifies equivalent', () => {
    fc.assert(
      fc.property(
        config,
        fc.constantFrom(
          '  application app YouTube',
          '  user user-group /default/staff',
          '  source-zone local',
          '  destination-address address-set UNDEFINED',
          '  vlan 30',
          '  service-exclude http',
        ),
        (text, condition) => {
          // First in the policy and followed by a deny of the rest, so that it decides.
          const result = convert(
            text.replace(
              'security-policy\n',
              `security-policy\n rule name first\n  source-zone trust\n${condition}\n  action permit\n rule name rest\n  action deny\n`,
            ),
          );
          expect(result.verification?.status).not.toBe('equivalent');
        },
      ),
      { numRuns: 25 },
    );
  });

  it('an export cut short never verifies equivalent, nor widened', () => {
    fc.assert(
      fc.property(config, fc.nat(), (text, cut) => {
        const at = cut % text.length;
        try {
          const result = convert(text.slice(0, at), 'cut.cfg');
          expect(result.verification?.status).not.toBe('equivalent');
          expect(result.verification?.status).not.toBe('widened');
        } catch (error) {
          expect(error).toBeInstanceOf(ConversionInputError);
        }
      }),
      { numRuns: 40 },
    );
  });

  itSurvivesCuts(huaweiParser, config, 'cut.cfg', 30);

  it('random bytes give a report or a typed error, never a crash', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 1500 }), (bytes) => {
        try {
          expect(convert(bytes, 'noise.cfg').report.entries.length).toBeGreaterThanOrEqual(0);
        } catch (error) {
          expect(error).toBeInstanceOf(ConversionInputError);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('issue 17 item 5k: reading time grows linearly with the export', () => {
    const text = (n: number) =>
      [
        HEADER,
        ...Array.from(
          { length: n },
          (_, i) =>
            `ip address-set S${i} type object\n address 0 172.16.${(i >> 8) & 255}.${i & 255} mask 32`,
        ),
        'security-policy',
        ...Array.from(
          { length: n },
          (_, i) =>
            ` rule name r${i}\n  source-zone trust\n  destination-address address-set S${i}\n  service protocol tcp destination-port ${1 + (i % 60000)}\n  action permit`,
        ),
        'return',
      ].join('\n');
    const time = (n: number) => {
      const input = [{ name: 'big.cfg', text: text(n) }];
      let best = Infinity;
      for (let run = 0; run < 3; run++) {
        const started = performance.now();
        parseHuawei(input, {});
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    time(500);
    const small = time(2_000);
    const large = time(8_000);
    // Four times the input: about four times the time; quadratic work would be sixteen.
    expect(large / small).toBeLessThan(9);
  });
});
