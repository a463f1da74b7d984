import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { renderReportText } from '../../report/render-text.js';
import { coveredLines, expectGolden, meaningfulLines } from '../../test/golden.js';
import { paloAltoParser } from './vendor.js';

/** The XML declaration and comments carry nothing to account for. */
const isXmlComment = (line: string) => line.startsWith('<?xml') || line.startsWith('<!--');
const dir = fileURLToPath(new URL('./fixtures/issue17/', import.meta.url));
const convert = (name: string, content = readFileSync(`${dir}${name}`, 'utf8')) =>
  convertWith(paloAltoParser, { files: [{ name, content }] });

/** The `edit` block of a FortiOS `config` section whose lines include `marker`. */
function block(config: string, section: string, marker: string): string | undefined {
  const body = config.split(`config ${section}\n`)[1]?.split('\nend')[0] ?? '';
  return body.split(/\n(?= {4}edit )/).find((b) => b.includes(marker));
}

// The verifier's verdicts over these files come with its own work (issue 17 item 3): the
// goldens here fix the model, the FortiOS text and the report.
describe.each(readdirSync(dir).filter((n) => n.endsWith('.xml')))('issue 17 fixture %s', (name) => {
  const text = readFileSync(`${dir}${name}`, 'utf8');
  const result = convert(name, text);
  const base = `${dir}${name.slice(0, -'.xml'.length)}`;

  it('converts to the expected FortiOS text and report', () => {
    expectGolden(result.config, `${base}.fortios.conf`);
    expectGolden(renderReportText(result.report), `${base}.report.txt`);
  });

  it('accounts for every line that is not blank or a comment', () => {
    const covered = coveredLines(result.report.entries, name);
    expect(meaningfulLines(text, isXmlComment).filter((n) => !covered.has(n))).toEqual([]);
  });
});

describe('issue 17 item 2: a PAN-OS rule keeps every match condition in the model', () => {
  const { model, report } = convert('rule-conditions.xml');
  const policy = (name: string) => model.policies.find((p) => p.name === name);

  it('keeps App-IDs, URL categories, HIP profiles and source users', () => {
    expect(policy('sales-web')).toMatchObject({
      applications: ['web-browsing', 'ssl'],
      urlCategories: ['social-networking'],
      devices: ['corp-compliant'],
      otherConditions: [
        { kind: 'destination-hip', value: 'managed-server' },
        { kind: 'source-user', value: 'acme\\sales' },
      ],
    });
    const entry = report.entries.find((e) => e.name === 'rule:sales-web');
    expect(entry?.message).toMatch(/HIP match \(corp-compliant, managed-server\) is not converted/);
  });

  it('keeps the negation, the FQDN address, the schedule and the source ports', () => {
    const rule = policy('not-guests-to-partner');
    expect(rule).toMatchObject({
      srcAddr: ['guests'],
      srcNegate: true,
      dstAddr: ['partner-site'],
      schedule: 'office-hours',
      service: ['tcp-8443'],
    });
    expect(rule?.applications).toBeUndefined();
    expect(model.addresses.find((a) => a.name === 'partner-site')).toMatchObject({
      kind: 'fqdn',
      fqdn: 'www.example.com',
    });
    expect(model.services.find((s) => s.name === 'tcp-8443')?.terms).toEqual([
      { protocol: 'tcp', dst: [[8443, 8443]], src: [[1, 65535]] },
    ]);
  });

  it('reports a log forwarding profile it leaves out as partial, not converted', () => {
    const xml = readFileSync(`${dir}rule-conditions.xml`, 'utf8').replace(
      '<negate-source>yes</negate-source>',
      '<negate-source>yes</negate-source><log-setting>to-siem</log-setting>',
    );
    const entry = convert('rule-conditions.xml', xml).report.entries.find(
      (e) => e.name === 'rule:not-guests-to-partner',
    );
    expect(entry).toMatchObject({ status: 'partial', effect: 'cosmetic' });
    expect(entry?.message).toMatch(/Log forwarding profile to-siem is not carried over/);
  });

  it('keeps a match element it has no field for (source-imei) and reports it', () => {
    expect(policy('device-by-imei')?.otherConditions).toEqual([
      { kind: 'source-imei', value: '35-209900-176148-1' },
    ]);
    const entry = report.entries.find((e) => e.name === 'rule:device-by-imei');
    expect(entry?.message).toMatch(/match on source-imei is not converted/);
  });
});

describe('issue 17 item 5f: destination NAT with a translated port', () => {
  it('becomes a port-forward VIP from external port 2222 to mapped port 22', () => {
    const { model, config } = convert('dnat-port.xml');
    expect(model.nat[0]).toMatchObject({ service: ['tcp-2222'], translatedService: 'tcp-22' });
    const vip = block(config, 'firewall vip', 'extip 198.51.100.10');
    expect(vip).toMatch(/set mappedip "10\.1\.0\.10"/);
    expect(vip).toMatch(/set portforward enable/);
    expect(vip).toMatch(/set extport 2222\n/);
    expect(vip).toMatch(/set mappedport 22\n/);
  });

  it('gives the policy the real server and port, as FortiOS matches translated traffic', () => {
    const { model, config } = convert('dnat-port.xml');
    expect(model.policies[0]).toMatchObject({ dstAddr: ['ssh-server'], service: ['tcp-22'] });
    const policy = block(config, 'firewall policy', 'set name "ssh-in"');
    expect(policy).toMatch(/set service "tcp-22"\n/);
  });

  it('reports the one VIP of a shared public address that would overlap the others', () => {
    const { model, report, config } = convert('vip-shared-ip.xml');
    expect(model.nat.map((r) => r.id)).toEqual([
      'rule:web-80',
      'rule:mail-25',
      'rule:all-other-ports',
    ]);
    const overlaps = report.entries.filter((e) => /also translated by NAT rule/.test(e.message));
    expect(overlaps.map((e) => e.name)).toEqual(['rule:all-other-ports']);
    expect(block(config, 'firewall vip', 'mappedip "10.1.0.20"')).toMatch(/set extport 80\n/);
    expect(block(config, 'firewall vip', 'mappedip "10.1.0.25"')).toMatch(/set extport 25\n/);
  });
});

describe('issue 17 item 5j: a PAN-OS file cut inside a rule', () => {
  const { model, config } = convert('truncated.xml');

  it('says the input is incomplete and where it was cut', () => {
    expect(model.incomplete?.[0]).toMatch(/ends inside <application>.*not-guests-to-partner/);
  });

  it('keeps the cut rule incomplete and disabled, and the rules before it whole', () => {
    const cut = model.policies.find((p) => p.name === 'not-guests-to-partner');
    expect(cut).toMatchObject({ enabled: false, incomplete: expect.stringMatching(/cut short/) });
    expect(model.policies.find((p) => p.name === 'sales-web')?.incomplete).toBeUndefined();
    const written = block(config, 'firewall policy', 'not-guests-to-partner');
    if (written) expect(written).toMatch(/set status disable/);
  });
});
