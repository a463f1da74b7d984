import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../convert.js';
import { emitFortios } from '../targets/fortios/emit/emit-fortios.js';
import { parseFortios } from '../targets/fortios/parse/parse-fortios.js';
import { findVendorParser } from '../vendors/registry.js';
import { verifyOptionsOf } from '../verify-options.js';
import { summarizeVerification, verifyConversion } from './verify.js';

/**
 * A FortiGate with one VIP (203.0.113.10 -> 10.1.0.10) and a policy letting HTTPS from wan1
 * reach the servers' subnet (targets/fortios/fixtures/central-nat.src.conf), converted to
 * FortiOS; the output is then edited the way a faulty conversion could write it.
 */
const name = 'central-nat.src.conf';
const text = readFileSync(
  fileURLToPath(new URL(`../targets/fortios/fixtures/${name}`, import.meta.url)),
  'utf8',
);

function conversion() {
  const parser = findVendorParser('fortios');
  if (!parser) throw new Error('no FortiOS parser');
  const result = convertWith(parser, { files: [{ name, content: text }] });
  const emitted = emitFortios(result.model, { interfaceMap: {} });
  const options = verifyOptionsOf(emitted, result.model, result.report.entries);
  /** The output with `vip` added to its VIP table and `policy` to its policy table. */
  const verify = (edits: { vip?: string; policy?: string }) => {
    let config = result.config;
    const add = (table: string, entry: string) => {
      const at = config.indexOf(`config ${table}\n`);
      if (at < 0) throw new Error(`no ${table} in the output`);
      const end = config.indexOf('\nend\n', at);
      config = `${config.slice(0, end)}\n${entry}${config.slice(end)}`;
    };
    if (edits.vip) add('firewall vip', edits.vip);
    if (edits.policy) add('firewall policy', edits.policy);
    const output = parseFortios(config, { file: 'output.conf' }).model;
    return verifyConversion(result.model, output, options);
  };
  return { result, verify };
}

/** One more server published on 203.0.113.11, all ports, to 10.1.0.22 (in the servers' subnet). */
const extraVip = `    edit "extra-vip"
        set extip 203.0.113.11
        set mappedip "10.1.0.22"
        set extintf "wan1"
    next`;

describe('issue 17 review item 1: an output VIP no source translation stands for', () => {
  it('the unedited conversion is equivalent (the baseline the cases below change)', () => {
    const { result, verify } = conversion();
    expect(result.verification?.status).toBe('equivalent');
    expect(verify({}).status).toBe('equivalent');
  });

  it('an extra VIP whose traffic an existing policy accepts is widened, with the packet and the VIP line', () => {
    const verdict = conversion().verify({ vip: extraVip });
    expect(verdict.status).toBe('widened');
    const finding = verdict.widened.find((f) => f.nat?.includes('extra-vip'));
    expect(finding).toBeDefined();
    // The packet as it arrives: to the external address, on the VIP's interface.
    expect(finding?.packet).toMatchObject({ srcIntf: 'wan1', dst: '203.0.113.11', dstPort: 443 });
    expect(finding?.target).toMatchObject({ ruleId: '1', action: 'accept' });
    expect(finding?.nat).toMatch(/output line \d+/);
    expect(finding?.nat).toContain('10.1.0.22');
    expect(finding?.nat).toContain('the source does not translate it');
    expect(summarizeVerification(verdict)).toMatch(
      /^Widened: the output forwards traffic the source does not/,
    );
  });

  it('an extra VIP with a policy of its own (covered by an existing one) is widened too', () => {
    const verdict = conversion().verify({
      vip: extraVip,
      policy: `    edit 99
        set srcintf "wan1"
        set dstintf "dmz"
        set srcaddr "all"
        set dstaddr "extra-vip"
        set action accept
        set schedule "always"
        set service "HTTPS"
    next`,
    });
    expect(verdict.status).toBe('widened');
    expect(verdict.widened.some((f) => f.nat?.includes('extra-vip'))).toBe(true);
  });

  it('a VIP mapped to another server than the source translates to is widened, saying what the source does', () => {
    const { result } = conversion();
    const parser = findVendorParser('fortios');
    if (!parser) throw new Error('no FortiOS parser');
    const moved = result.config.replace('set mappedip "10.1.0.10"', 'set mappedip "10.1.0.99"');
    expect(moved).not.toBe(result.config);
    const source = convertWith(parser, { files: [{ name, content: text }] }).model;
    const verdict = verifyConversion(source, parseFortios(moved, { file: 'output.conf' }).model);
    expect(verdict.status).toBe('widened');
    expect(verdict.widened.find((f) => f.nat)?.nat).toContain(
      'the source translates it to 10.1.0.10 instead',
    );
    // The source's own VIP, which the output no longer has, is a difference of its own.
    expect(verdict.natDifferences).toContainEqual(
      expect.objectContaining({ kind: 'destination', item: 'nat web-vip' }),
    );
  });

  it('an extra VIP translating a packet exactly as the source does is no widened example: Not proven', () => {
    // HTTPS to 203.0.113.10 already reaches 10.1.0.10:443 through the source's web-vip.
    const verdict = conversion().verify({
      vip: `    edit "https-vip"
        set extip 203.0.113.10
        set mappedip "10.1.0.10"
        set extintf "wan1"
        set portforward enable
        set extport 443
        set mappedport 443
    next`,
    });
    expect(verdict.widened).toEqual([]);
    expect(verdict.status).toBe('unknown');
    expect(verdict.natDifferences).toContainEqual(
      expect.objectContaining({ kind: 'destination', targetRuleId: 'https-vip' }),
    );
  });

  it('an extra VIP whose traffic no policy accepts is a destination NAT difference: Not proven', () => {
    const verdict = conversion().verify({
      vip: extraVip.replace('"10.1.0.22"', '"192.0.2.22"'),
    });
    expect(verdict.status).toBe('unknown');
    expect(verdict.reason).toMatch(/^destination NAT differs: output nat extra-vip/);
    expect(verdict.natDifferences).toEqual([
      expect.objectContaining({ kind: 'destination', targetRuleId: 'extra-vip' }),
    ]);
  });
});
