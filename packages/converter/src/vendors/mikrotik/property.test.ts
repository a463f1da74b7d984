import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { ConversionInputError } from '../../errors.js';
import { parseMikrotik } from './parse.js';
import { mikrotikParser } from './vendor.js';
import { expectEveryLineAccounted } from '../../test/property-suite.js';

const HEADER = `# jan/01/2025 00:00:00 by RouterOS 7.16
/interface ethernet
set [ find default-name=ether1 ] name=wan
set [ find default-name=ether2 ] name=lan
set [ find default-name=ether3 ] name=dmz
/interface list
add name=LAN
/interface list member
add interface=lan list=LAN
add interface=dmz list=LAN
/ip address
add address=198.51.100.2/24 interface=wan network=198.51.100.0
add address=10.0.0.1/16 interface=lan network=10.0.0.0
add address=172.16.0.1/24 interface=dmz network=172.16.0.0
/ip route
add dst-address=0.0.0.0/0 gateway=198.51.100.1
/ip firewall address-list
add address=10.0.1.0/24 list=users
add address=172.16.0.10 list=servers
add address=172.16.0.20-172.16.0.30 list=servers
/ip firewall filter
add action=accept chain=forward connection-state=established,related
add action=drop chain=forward connection-state=invalid`;

const octet = fc.integer({ min: 0, max: 255 });
const address = fc.oneof(
  fc.constant(''),
  fc.tuple(octet, fc.constantFrom(32, 24)).map(([x, len]) => `10.0.${x}.0/${len}`),
  fc.constantFrom('list:users', 'list:servers', '172.16.0.5-172.16.0.9'),
);
const service = fc.constantFrom(
  '',
  'protocol=tcp dst-port=443',
  'protocol=tcp dst-port=80,8000-8080',
  'protocol=udp dst-port=53',
  'protocol=udp src-port=1024-65535 dst-port=123',
  'protocol=icmp icmp-options=8:0',
  'protocol=gre',
);
const iface = fc.constantFrom(
  '',
  'in-interface=lan',
  'in-interface-list=LAN',
  'out-interface=wan',
  'out-interface=dmz',
);
const rule = fc
  .tuple(
    fc.constantFrom('forward', 'forward', 'forward', 'sub'),
    fc.constantFrom('accept', 'drop', 'reject'),
    address,
    address,
    service,
    iface,
    fc.boolean(),
  )
  .map(([chain, action, src, dst, svc, intf, disabled]) => {
    const side = (name: 'src' | 'dst', value: string) =>
      value === ''
        ? ''
        : value.startsWith('list:')
          ? `${name}-address-list=${value.slice(5)}`
          : `${name}-address=${value}`;
    return [
      `add action=${action} chain=${chain}`,
      side('src', src),
      side('dst', dst),
      svc,
      intf,
      disabled ? 'disabled=yes' : '',
    ]
      .filter(Boolean)
      .join(' ');
  });

/** A forward chain (with a custom chain jumped to) of rules the model carries exactly. */
const config = fc
  .tuple(fc.array(rule, { minLength: 1, maxLength: 25 }), fc.boolean())
  .map(([rules, jump]) =>
    [
      HEADER,
      ...rules,
      ...(jump ? ['add action=jump chain=forward jump-target=sub in-interface=lan'] : []),
    ].join('\n'),
  );

const convert = (content: string | Uint8Array, name = 'random.rsc') =>
  convertWith(mikrotikParser, { files: [{ name, content }] });

/** Wraps every long line the way `/export` does: a `\` at the end, four spaces on the next. */
function wrap(text: string, width: number): string {
  return text
    .split('\n')
    .map((line) => {
      if (line.startsWith('#') || line.length <= width) return line;
      // RouterOS never starts a continued line with a bare space: a break lands after one.
      const parts: string[] = [];
      for (let i = 0; i < line.length;) {
        let end = Math.min(i + width, line.length);
        while (line[end] === ' ') end++;
        parts.push(line.slice(i, end));
        i = end;
      }
      return parts.map((p, i) => (i === 0 ? p : `    ${p}`)).join('\\\n');
    })
    .join('\n');
}

describe('MikroTik conversion, property-based (issue 22 item 1)', () => {
  it('generated forward chains convert, account for every line and verify equivalent', () => {
    let converted = 0;
    fc.assert(
      fc.property(config, (text) => {
        const result = convert(text);
        converted += result.model.policies.length;
        expect(result.verification?.status, result.verification?.reason).toBe('equivalent');
        expect(result.verification?.danglingReferences).toEqual([]);
        expectEveryLineAccounted(result, 'random.rsc', text, (l) => l.startsWith('#'));
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
          'layer7-protocol=video',
          'connection-mark=voip',
          'content=secret',
          'connection-limit=10,32',
        ),
        (text, condition) => {
          // First in the chain and followed by a drop of the rest, so that it decides.
          const [head = '', rules = ''] = text.split('connection-state=invalid\n');
          const result = convert(
            `${head}connection-state=invalid\nadd action=accept chain=forward in-interface=lan ${condition}\nadd action=drop chain=forward\n${rules}`,
          );
          expect(result.verification?.status).not.toBe('equivalent');
        },
      ),
      { numRuns: 25 },
    );
  });

  it('line continuations anywhere in a line read the same as the unwrapped export', () => {
    fc.assert(
      fc.property(config, fc.integer({ min: 8, max: 60 }), (text, width) => {
        const plain = convert(text);
        const wrapped = convert(wrap(text, width));
        expect(wrapped.config.replace(/random\.rsc:\d+/g, '')).toBe(
          plain.config.replace(/random\.rsc:\d+/g, ''),
        );
        expect(wrapped.verification?.status).toBe(plain.verification?.status);
      }),
      { numRuns: 30 },
    );
  });

  it('issue 17 item 5k: reading time grows linearly with the export', () => {
    // n rules, n address-list entries, n/10 jumps into chains of 10: every menu the reader
    // indexes grows with n.
    const text = (n: number) =>
      [
        HEADER,
        ...Array.from({ length: n }, (_, i) => {
          const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
          return i % 10 === 0
            ? `add action=jump chain=forward jump-target=c${i} in-interface=lan\nadd action=accept chain=c${i} src-address=${ip} protocol=tcp dst-port=${1 + (i % 60000)}`
            : `add action=drop chain=forward src-address-list=L${i % 50} dst-address=${ip} \\\n    out-interface-list=LAN protocol=udp dst-port=53,123`;
        }),
        '/ip firewall address-list',
        ...Array.from(
          { length: n },
          (_, i) => `add address=172.16.${(i >> 8) & 255}.${i & 255} list=L${i % 50}`,
        ),
      ].join('\n');
    const time = (n: number) => {
      const input = [{ name: 'big.rsc', text: text(n) }];
      let best = Infinity;
      for (let run = 0; run < 3; run++) {
        const started = performance.now();
        parseMikrotik(input, {});
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

  it('random bytes and exports cut anywhere give a report or a typed error, never a crash', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 1500 }), (bytes) => {
        try {
          expect(convert(bytes, 'noise.rsc').report.entries.length).toBeGreaterThanOrEqual(0);
        } catch (error) {
          expect(error).toBeInstanceOf(ConversionInputError);
        }
      }),
      { numRuns: 100 },
    );
    fc.assert(
      fc.property(config, fc.nat(), (text, cut) => {
        try {
          const result = convert(text.slice(0, cut % (text.length + 1)), 'cut.rsc');
          expect(result.verification?.status).not.toBe('widened');
        } catch (error) {
          expect(error).toBeInstanceOf(ConversionInputError);
        }
      }),
      { numRuns: 40 },
    );
  });
});
