import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convert } from '../../convert.js';
import { renderReportText } from '../../report/render-text.js';
import { coveredLines, expectGolden, meaningfulLines } from '../../test/golden.js';
import { detectVendor } from '../detect-vendor.js';
import { parseAsa } from './parse.js';

const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));
const read = (name: string) => readFileSync(`${dir}${name}`, 'utf8');
const run = (name: string, vendor = 'cisco-asa') =>
  convert({ vendor, files: [{ name: name.split('/').pop() ?? name, content: read(name) }] });
const isComment = (line: string) => line.startsWith('!') || line.startsWith(':');

describe('issue 17 item 5g: ASA pools, identity NAT of subnets, time ranges', () => {
  const result = run('pool-identity-time.cfg');

  it('issue 17 item 5g: an object named like an ip local pool is kept beside the pool', () => {
    const named = result.model.addresses.filter((a) => a.name.startsWith('RA-USERS'));
    expect(named.map((a) => [a.name, a.kind])).toEqual([
      ['RA-USERS-pool', 'range'],
      ['RA-USERS', 'subnet'],
    ]);
    expect(result.model.policies[0]?.srcAddr).toEqual(['RA-USERS']);
    expect(result.config).toContain('edit "RA-USERS"\n        set subnet 10.99.0.0 255.255.255.0');
  });

  it('issue 17 item 5g: identity NAT between two objects of one subnet converts to nat disable', () => {
    const [identity] = result.model.nat;
    expect(identity).toMatchObject({
      type: 'identity',
      src: ['LAN'],
      dst: ['BRANCH'],
      translatedSrc: { kind: 'none' },
      translatedDst: { kind: 'none' },
    });
    expect(result.config).toMatch(
      /set orig-addr "LAN"\n\s+set dst-addr "BRANCH"\n\s+set nat disable/,
    );
    expect(result.verification?.status).toBe('equivalent');
  });

  it('issue 17 item 5g: a time range written 8:00 is read as 08:00', () => {
    expect(result.model.schedules[0]?.recurring).toEqual([
      {
        days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
        start: '08:00',
        end: '18:00',
      },
    ]);
  });

  it('issue 17 item 5g: PIX NAT exemption by access list and identity static convert, exemption first', () => {
    const pix = run('pix-nat-exempt.cfg', 'cisco-pix');
    expect(
      pix.model.nat.map((rule) => [rule.type, rule.src, rule.dst, rule.translatedSrc.kind]),
    ).toEqual([
      ['identity', ['n-192.168.1.0_24'], ['n-10.8.0.0_24'], 'none'],
      ['identity', ['n-192.168.1.0_24'], ['n-10.9.0.0_16'], 'none'],
      ['identity', ['n-192.168.2.0_24'], 'any', 'none'],
      ['dynamic', ['n-192.168.1.0_24'], 'any', 'interface'],
    ]);
    expect(pix.verification?.status).toBe('equivalent');
  });
});

describe('issue 17 item 2: pre-8.3 policy NAT keeps the traffic its ACL selects', () => {
  // Cisco ASA 8.2 command reference, "nat" and "static" with `access-list`.
  const text = [
    'ASA Version 8.2(5)',
    'interface Ethernet0/0',
    ' nameif outside',
    ' security-level 0',
    ' ip address 203.0.113.2 255.255.255.0',
    'interface Ethernet0/1',
    ' nameif inside',
    ' security-level 100',
    ' ip address 10.1.0.1 255.255.0.0',
    'access-list TO-PARTNER extended permit ip 10.1.0.0 255.255.0.0 198.51.100.0 255.255.255.0',
    'access-list WEB-PUB extended permit tcp host 10.1.0.80 eq www any',
    'global (outside) 2 203.0.113.20',
    'nat (inside) 2 access-list TO-PARTNER',
    'static (inside,outside) 203.0.113.80 access-list WEB-PUB',
  ].join('\n');
  const { model, diagnostics } = parseAsa([{ name: 'p.cfg', text }], {});

  it('issue 17 item 2: dynamic and static policy NAT rules carry the ACL destination and service', () => {
    expect(model.nat.map((r) => [r.type, r.src, r.dst, r.service, r.translatedSrc.kind])).toEqual([
      ['static', ['h-10.1.0.80'], 'any', ['tcp-any-src80'], 'address'],
      ['dynamic', ['n-10.1.0.0_16'], ['n-198.51.100.0_24'], 'any', 'pool'],
    ]);
    expect(diagnostics.lines.filter((l) => l.code === 'ASA_NAT_ACL')).toHaveLength(2);
  });

  it('issue 17 item 2: an ACL line with a time range is never dropped from the NAT selector', () => {
    const timed = text
      .replace(
        'access-list WEB-PUB extended permit tcp host 10.1.0.80 eq www any',
        'time-range office\n periodic weekdays 8:00 to 18:00\naccess-list WEB-PUB extended permit tcp host 10.1.0.80 eq www any time-range office',
      )
      .concat('\naccess-list TO-PARTNER extended permit ip 10.2.0.0 255.255.0.0 any inactive');
    const parsed = parseAsa([{ name: 'p.cfg', text: timed }], {});
    // The static policy NAT would apply around the clock: not converted, and said so.
    expect(parsed.model.nat.map((r) => r.type)).toEqual(['dynamic']);
    // The inactive line selects nothing: the dynamic rule keeps only the active selector.
    expect(parsed.model.nat[0]?.src).toEqual(['n-10.1.0.0_16']);
  });
});

describe('issue 17 item 2: ASA policies keep every condition', () => {
  const result = run('issue17/conditions.cfg');
  const policy = (n: number) => result.model.policies.find((p) => p.id === `inside_in:${n}`);

  it('issue 17 item 2: users, directory groups and user object groups are in the model', () => {
    expect(policy(1)).toMatchObject({ users: ['EXAMPLE\\bob'], dstAddr: ['updates'] });
    expect(policy(2)).toMatchObject({ groups: ['EXAMPLE\\staff'], schedule: 'office' });
    expect(policy(3)?.groups).toEqual(['admins']);
    expect(result.model.userGroups.find((g) => g.name === 'admins')?.members).toEqual([
      'LOCAL\\alice',
      'EXAMPLE\\netops',
    ]);
  });

  it('issue 17 item 2: TrustSec security groups are kept as other conditions', () => {
    expect(policy(4)?.otherConditions).toEqual([
      { kind: 'source-security-group', value: 'name engineering' },
      { kind: 'destination-security-group', value: 'tag 20' },
    ]);
  });

  it('issue 17 item 2: source ports are kept in the service', () => {
    const service = result.model.services.find((s) => s.name === policy(5)?.service[0]);
    expect(service?.terms).toEqual([{ protocol: 'udp', dst: [[123, 123]], src: [[123, 123]] }]);
  });

  it('issue 17 item 2: ports after a protocol group of tcp and udp are kept (were dropped)', () => {
    const service = result.model.services.find((s) => s.name === policy(6)?.service[0]);
    expect(service?.terms).toEqual([
      { protocol: 'tcp', dst: [[53, 53]] },
      { protocol: 'udp', dst: [[53, 53]] },
    ]);
  });

  it('issue 17 item 2: twice NAT keeps its service translation', () => {
    expect(result.model.nat[0]).toMatchObject({
      type: 'static',
      src: ['web-real'],
      service: ['https-real'],
      translatedSrc: { kind: 'address', ref: 'web-public' },
      translatedService: 'https-public',
    });
  });

  it('issue 17 item 2: a verdict never claims equivalence over conditions FortiOS lost', () => {
    expect(result.verification?.status).not.toBe('equivalent');
  });

  it('issue 17 item 2: an ACE that cannot be read is kept as an incomplete rule', () => {
    const text = `${read('issue17/conditions.cfg')}access-list inside_in extended permit tcp any any eq no-such-port\n`;
    const { model } = parseAsa([{ name: 'c.cfg', text }], {});
    expect(model.policies.find((p) => p.incomplete)).toMatchObject({
      action: 'accept',
      incomplete: '"eq" could not be read',
    });
  });

  it('converts and reports as expected (golden)', () => {
    expectGolden(result.config, `${dir}issue17/conditions.fortios.conf`);
    expectGolden(renderReportText(result.report), `${dir}issue17/conditions.report.txt`);
  });
});

describe('issue 17 items 5i and 9: show tech-support captures', () => {
  const text = read('issue17/show-tech.cfg');

  it('issue 17 item 5i: detected as ASA when the configuration comes after 450 lines of output', () => {
    const padding = Array.from({ length: 450 }, (_, i) => `  ${i} packets input, 0 bytes`);
    const [banner, ...rest] = text.split('\n').slice(4);
    const long = [banner, ...padding, ...rest].join('\n');
    expect(detectVendor([{ name: 'tech.txt', content: long }]).parser.key).toBe('ciscoASA');
    const { model } = parseAsa([{ name: 'tech.txt', text: long }], {});
    expect(model.hostname).toBe('fw-tech');
    expect(model.policies.map((p) => p.id)).toContain('outside_in:1');
  });

  it('issue 17 item 5i: only the first configuration is converted', () => {
    const result = run('issue17/show-tech.cfg');
    const acl = result.model.policies.filter((p) => p.id.startsWith('outside_in'));
    expect(acl.map((p) => p.service)).toEqual([['tcp-80']]);
    expect(result.verification?.status).toBe('equivalent');
  });

  it('issue 17 item 9: show output and the second copy are reported, every line accounted for', () => {
    const result = run('issue17/show-tech.cfg');
    const codes = result.report.entries.map((e) => [e.code, e.origin.line, e.origin.endLine]);
    expect(codes).toContainEqual(['ASA_SHOW_TECH_DUPLICATE', 58, 64]);
    expect(codes).toContainEqual(['ASA_SHOW_OUTPUT', 20, 31]);
    const covered = coveredLines(result.report.entries, 'show-tech.cfg');
    expect(meaningfulLines(text, isComment).filter((n) => !covered.has(n))).toEqual([]);
    expectGolden(renderReportText(result.report), `${dir}issue17/show-tech.report.txt`);
  });
});
