import { describe, expect, it } from 'vitest';
import { sniffSource } from '../../sniff/sniff-source.js';
import { detectVendor } from '../detect-vendor.js';

/**
 * Junos exports without the `## Last commit` / `version` header (Junos CLI User Guide, "show
 * configuration" and "display set"): a file cut from the middle of a capture, or written by
 * hand, starts with `system {` or `set system …` / `set security …`.
 */
const detected = (content: string) => detectVendor([{ name: 'srx.cfg', content }]).parser.key;

describe('issue 17 item 5i: Junos without a version header', () => {
  it('detects the hierarchical format that starts with system {', () => {
    const text = `system {
    host-name fw1;
}
interfaces {
    ge-0/0/0 {
        unit 0 {
            family inet {
                address 198.51.100.2/24;
            }
        }
    }
}
`;
    expect(detected(text)).toBe('juniperSRX');
    expect(sniffSource(text).line).toBe(6);
  });

  it('detects the set format that starts with set system or set security', () => {
    const system =
      'set system host-name fw1\nset interfaces ge-0/0/0 unit 0 family inet address 198.51.100.2/24\n';
    expect(detected(system)).toBe('juniperSRX');
    const security = 'set security zones security-zone trust interfaces ge-0/0/1.0\n';
    expect(sniffSource(security)).toMatchObject({ vendorKey: 'juniperSRX', line: 1 });
    const lsys =
      'set logical-systems LS1 security policies from-zone a to-zone b policy p then permit\n';
    expect(detected(lsys)).toBe('juniperSRX');
  });

  it('detects a cluster capture that starts with its node prompt', () => {
    const text = '{primary:node0}\nsecurity {\n    zones {\n        security-zone trust {\n';
    expect(detected(text)).toBe('juniperSRX');
  });

  it('does not take VyOS, which shares system { and set system, for Junos', () => {
    const boot =
      'system {\n    host-name vyos\n}\ninterfaces {\n    ethernet eth0 {\n        address 192.0.2.1/24\n    }\n}\n';
    expect(sniffSource(boot).vendorKey).not.toBe('juniperSRX');
    expect(
      sniffSource('set system host-name vyos\nset interfaces ethernet eth0 address dhcp\n')
        .vendorKey,
    ).not.toBe('juniperSRX');
  });
});
