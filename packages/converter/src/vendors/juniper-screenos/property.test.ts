import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { ConversionInputError } from '../../errors.js';
import { screenOsParser } from './vendor.js';
import { expectHonestVerdict } from '../../test/property-suite.js';

const ZONES = ['Trust', 'Untrust', 'DMZ'] as const;
const HEADER = `set interface "ethernet0/0" zone "Untrust"
set interface "ethernet0/1" zone "Trust"
set interface "ethernet0/2" zone "DMZ"
set interface ethernet0/0 ip 198.51.100.2/24
set interface ethernet0/1 ip 10.0.0.1/16
set interface ethernet0/1 nat
set interface ethernet0/2 ip 172.16.0.1/24
set route 0.0.0.0/0 interface ethernet0/0 gateway 198.51.100.1
set service "app" protocol tcp src-port 0-65535 dst-port 8000-8010
set service "app" + udp src-port 1024-65535 dst-port 9000-9000
set service "echo" protocol icmp type 8 code 0
set service "esp" protocol 50 src-port 0-65535 dst-port 0-65535
set group service "web" add "HTTP"
set group service "web" add "app"
set ike gateway "gw-p" address 192.0.2.9 Main outgoing-interface "ethernet0/0" preshare "k" sec-level standard
set vpn "pv" gateway "gw-p" no-replay tunnel idletime 0 sec-level standard
`;

const octet = fc.integer({ min: 0, max: 255 });
const zone = fc.constantFrom(...ZONES);
// Names repeat across zones on purpose: each zone keeps its own object.
const addressName = fc.constantFrom('a1', 'a2', 'a3', 'grp');
const prefix = fc
  .tuple(octet, octet, fc.constantFrom(32, 24, 28))
  .map(([x, y, len]) => `10.${x}.${y}.0/${len}`);
// Every zone defines a1..a3 (values differ), so most policies resolve their cells.
const addressLines = fc
  .array(prefix, { minLength: 9, maxLength: 9 })
  .map((values) =>
    ZONES.flatMap((z, zi) =>
      ['a1', 'a2', 'a3'].map((n, ni) => `set address "${z}" "${n}" ${values[zi * 3 + ni] ?? ''}`),
    ),
  );
const groupLines = fc
  .tuple(zone, fc.subarray(['a1', 'a2', 'a3'], { minLength: 1 }))
  .map(([z, members]) =>
    [
      `set group address "${z}" "grp"`,
      ...members.map((m) => `set group address "${z}" "grp" add "${m}"`),
    ].join('\n'),
  );
const service = fc.constantFrom('ANY', 'HTTP', 'DNS', 'PING', 'app', 'echo', 'esp', 'web', 'MAIL');
const cell = fc.oneof(fc.constant('Any'), addressName);
const policy = fc
  .tuple(
    fc.tuple(zone, zone),
    cell,
    cell,
    service,
    // Tunnel policies make the policy-based VPN route-based (only those touching Untrust convert).
    fc.constantFrom('permit', 'deny', 'reject', 'tunnel vpn "pv"'),
    fc.boolean(),
    fc.array(
      fc.tuple(fc.constantFrom('src-address', 'dst-address', 'service'), addressName, service),
      { maxLength: 3 },
    ),
    fc.constantFrom('', 'src', 'dst'),
  )
  .map(([[from, to], src, dst, svc, action, log, extras, negate]) => ({
    from,
    to,
    src,
    dst,
    svc,
    action,
    log,
    extras,
    negate,
  }));

const config = fc
  .tuple(
    addressLines,
    fc.array(groupLines, { maxLength: 3 }),
    fc.array(policy, { minLength: 1, maxLength: 20 }),
    fc.boolean(),
  )
  .map(([addresses, groups, policies, global]) => {
    const lines = [HEADER, ...addresses, ...groups];
    policies.forEach((p, i) => {
      const id = i + 1;
      lines.push(
        `set policy id ${id} from "${p.from}" to "${p.to}" "${p.src}" "${p.dst}" "${p.svc}" ${p.action}${p.log ? ' log' : ''}`,
      );
      if (p.extras.length || p.negate) {
        lines.push(`set policy id ${id}`);
        for (const [word, name, svc] of p.extras)
          lines.push(`set ${word} "${word === 'service' ? svc : name}"`);
        if (p.negate) lines.push(`set ${p.negate}-address negate`);
        lines.push('exit');
      }
      if (id % 7 === 0) lines.push(`set policy id ${id} disable`);
    });
    if (global)
      lines.push('set policy global id 999 from "Global" to "Global" "Any" "Any" "PING" permit');
    return lines.join('\n');
  });

const convertText = (name: string, content: string | Uint8Array) =>
  convertWith(screenOsParser, { files: [{ name, content }] });

describe('ScreenOS conversion, property-based', () => {
  it('random rulebases convert to output verification proves equivalent', () => {
    let converted = 0;
    fc.assert(
      fc.property(config, (text) => {
        const result = convertText('random.cfg', text);
        converted += result.model.policies.length;
        expectHonestVerdict(result);
      }),
      { numRuns: 60 },
    );
    // Not vacuous: the random rulebases really convert policies (about 3 to 5 a run).
    expect(converted).toBeGreaterThan(100);
  });

  it('random bytes give a typed error or a report, never a crash', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        try {
          expect(convertText('noise.bin', bytes).report.entries.length).toBeGreaterThanOrEqual(0);
        } catch (error) {
          expect(error).toBeInstanceOf(ConversionInputError);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a configuration cut anywhere converts or fails with a typed error', () => {
    fc.assert(
      fc.property(config, fc.nat(), (text, cut) => {
        try {
          convertText('cut.cfg', text.slice(0, cut % (text.length + 1)));
        } catch (error) {
          expect(error).toBeInstanceOf(ConversionInputError);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("refuses another vendor's file, naming it", () => {
    expect(() => convertText('pa.xml', '<config version="10.1.0">\n</config>')).toThrow(
      /looks like a PAN-OS XML export/,
    );
  });
});
