import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { convert } from '../../convert.js';
import { detectVendor } from '../detect-vendor.js';

// Issue 22 item 5: a Junos router or switch is converted without naming the vendor; an SRX
// with firewall filters stays an SRX, its filters reported there and converted here on request.
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const SRX_WITH_FILTER = `set version 21.4R3
set interfaces ge-0/0/0 unit 0 family inet address 198.51.100.2/24
set interfaces ge-0/0/0 unit 0 family inet filter input EDGE-IN
set interfaces ge-0/0/1 unit 0 family inet address 10.0.0.1/24
set security zones security-zone untrust interfaces ge-0/0/0.0
set security zones security-zone trust interfaces ge-0/0/1.0
set security policies from-zone trust to-zone untrust policy out match source-address any
set security policies from-zone trust to-zone untrust policy out match destination-address any
set security policies from-zone trust to-zone untrust policy out match application any
set security policies from-zone trust to-zone untrust policy out then permit
set firewall family inet filter EDGE-IN term web from protocol tcp
set firewall family inet filter EDGE-IN term web from destination-port 443
set firewall family inet filter EDGE-IN term web then accept
`;

describe('Junos router, switch or SRX: which reader', () => {
  it('detects the fixtures (set and hierarchical) as Juniper Junos, key juniper', () => {
    for (const name of ['transit.set.cfg', 'loopback.cfg', 'lists.set.cfg', 'accept-only.set.cfg'])
      expect(detectVendor([{ name, content: fixture(name) }]).parser.key).toBe('juniper');
  });

  it('issue 21 item 7: reads a gzipped export, unpacked before the parser', () => {
    const content = gzipSync(Buffer.from(fixture('transit.set.cfg')));
    expect(detectVendor([{ name: 'edge.cfg.gz', content }]).parser.key).toBe('juniper');
    const result = convert({ vendor: 'juniper', files: [{ name: 'edge.cfg.gz', content }] });
    expect(result.model.policies.map((p) => p.id)).toContain('input of ge-0/0/0.0:EDGE-IN:web');
  });

  it('keeps an SRX with firewall filters an SRX: its filters are reported, not converted', () => {
    expect(detectVendor([{ name: 'srx.cfg', content: SRX_WITH_FILTER }]).parser.key).toBe(
      'juniperSRX',
    );
    const srx = convert({
      vendor: 'juniperSRX',
      files: [{ name: 'srx.cfg', content: SRX_WITH_FILTER }],
    });
    const filterLines = srx.report.entries.filter((e) => e.origin.line >= 11);
    expect(filterLines.map((e) => [e.status, e.objectType])).toEqual([['unsupported', 'ACLs']]);
    expect(srx.verification?.status).not.toBe('equivalent');
  });

  it('converts the filters of an SRX file when asked, reporting its security configuration', () => {
    const result = convert({
      vendor: 'juniper',
      files: [{ name: 'srx.cfg', content: SRX_WITH_FILTER }],
    });
    const ids = result.model.policies.map((p) => p.id);
    expect(ids).toContain('input of ge-0/0/0.0:EDGE-IN:web');
    const security = result.report.entries.filter((e) => e.origin.line >= 5 && e.origin.line <= 10);
    expect(security.every((e) => e.status === 'unsupported' && e.objectType === 'Policies')).toBe(
      true,
    );
    expect(result.verification?.status).not.toBe('equivalent');
  });
});
