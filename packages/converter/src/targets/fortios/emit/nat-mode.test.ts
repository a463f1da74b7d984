import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convert } from '../../../convert.js';
import { parseFortios } from '../parse/parse-fortios.js';

/** A VIP, a policy NAT with an IP pool and one without (fixtures/policy-nat.src.conf). */
const name = 'policy-nat.src.conf';
const text = readFileSync(fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url)), 'utf8');
const run = (natMode?: 'policy' | 'central') =>
  convert({
    vendor: 'fortios',
    files: [{ name, content: text }],
    ...(natMode ? { options: { natMode } } : {}),
  });

/** `edit` blocks of one table of the output, as text. */
function entries(config: string, table: string): string[] {
  const start = config.indexOf(`config ${table}\n`);
  if (start < 0) return [];
  const body = config.slice(start, config.indexOf('\nend\n', start));
  return body.split(/\n {4}edit /).slice(1);
}

describe('issue 17 item 5a: FortiOS to FortiOS keeps source NAT', () => {
  it('keeps policy NAT mode by default: each policy keeps `nat enable` and its pool, VIPs stay named', () => {
    const result = run();
    expect(result.config).not.toContain('central-nat');
    const policies = entries(result.config, 'firewall policy');
    expect(policies).toHaveLength(3);
    expect(policies[0]).toContain('set dstaddr "web-vip"');
    expect(policies[1]).toContain('set nat enable');
    expect(policies[1]).toContain('set poolname "out-pool"');
    expect(policies[2]).toContain('set nat enable');
    expect(result.verification?.status).toBe('equivalent');
    expect(result.verification?.natCompared).toEqual({ source: 3, target: 3 });
  });

  it('in central NAT mode, when asked, turns every policy NAT into a central-snat-map row', () => {
    const result = run('central');
    expect(result.config).toContain('set central-nat enable');
    expect(entries(result.config, 'firewall policy').join('')).not.toContain('set nat enable');
    const rows = entries(result.config, 'firewall central-snat-map');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('set orig-addr "lan"');
    expect(rows[0]).toContain('set nat-ippool "out-pool"');
    expect(rows[1]).not.toContain('nat-ippool');
    // The output read back has one source NAT rule per policy NAT of the source.
    const output = parseFortios(result.config, { file: 'output.conf' }).model;
    const snat = output.nat.filter((rule) => rule.translatedSrc.kind !== 'none');
    expect(snat.map((rule) => rule.translatedSrc)).toEqual([
      { kind: 'pool', pool: 'out-pool' },
      { kind: 'interface' },
    ]);
    // The VIP applies on its own: the policy names its mapped address.
    expect(entries(result.config, 'firewall policy')[0]).toContain(
      'set dstaddr "web-vip-mappedip"',
    );
    // A row has no service: the HTTPS policy's pool now also takes the other policy's traffic.
    const policy2 = result.report.entries.find(
      (e) => e.name === '2' && e.objectType === 'Policies',
    );
    expect(policy2?.code).toBe('NAT_SERVICE_IGNORED');
    expect(result.verification?.status).not.toBe('equivalent');
  });

  it('keeps a central NAT source in central NAT mode, its rows (all their interfaces) as they were', () => {
    const central = 'central-nat.src.conf';
    const source = readFileSync(
      fileURLToPath(new URL(`../fixtures/${central}`, import.meta.url)),
      'utf8',
    );
    const result = convert({ vendor: 'fortios', files: [{ name: central, content: source }] });
    expect(result.config).toContain('set central-nat enable');
    const rows = entries(result.config, 'firewall central-snat-map');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('set srcintf "internal" "dmz"');
    expect(rows[0]).toContain('set nat-ippool "out-pool"');
    expect(result.verification?.status).toBe('equivalent');
  });

  it('never switches central NAT on while leaving policy NAT out (the defect: SNAT was lost)', () => {
    for (const mode of [undefined, 'policy', 'central'] as const) {
      const { config } = run(mode);
      const policies = entries(config, 'firewall policy').join('');
      const natPolicies = (policies.match(/set nat enable/g) ?? []).length;
      const rows = entries(config, 'firewall central-snat-map').length;
      expect(natPolicies + rows).toBe(2);
    }
  });
});
