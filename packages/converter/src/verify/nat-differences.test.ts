import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../convert.js';
import { emitFortios } from '../targets/fortios/emit/emit-fortios.js';
import { parseFortios } from '../targets/fortios/parse/parse-fortios.js';
import { findVendorParser } from '../vendors/registry.js';
import { verifyOptionsOf } from '../verify-options.js';
import { summarizeVerification, verifyConversion } from './verify.js';

/** A FortiGate in central NAT mode whose SNAT row hides lan and servers behind out-pool. */
const name = 'central-nat.src.conf';
const text = readFileSync(
  fileURLToPath(new URL(`../targets/fortios/fixtures/${name}`, import.meta.url)),
  'utf8',
);

function verifyEdited(edit: (config: string) => string) {
  const parser = findVendorParser('fortios');
  if (!parser) throw new Error('no FortiOS parser');
  const result = convertWith(parser, { files: [{ name, content: text }] });
  const emitted = emitFortios(result.model, { interfaceMap: {} });
  const options = verifyOptionsOf(emitted, result.model, result.report.entries);
  const config = edit(result.config);
  expect(config).not.toBe(result.config);
  const output = parseFortios(config, { file: 'output.conf' }).model;
  return verifyConversion(result.model, output, options);
}

describe('issue 17 review item 2: a source NAT difference is said plainly', () => {
  it('a flow whose source leaves through the interface address instead of the pool: "source NAT differs", never "not compared"', () => {
    const verdict = verifyEdited((config) => config.replace(/\n\s*set nat-ippool "out-pool"/, ''));
    expect(verdict.status).toBe('unknown');
    expect(verdict.natDifferences.length).toBeGreaterThan(0);
    const [first] = verdict.natDifferences;
    expect(first).toMatchObject({
      kind: 'source',
      translations: { source: 'pool 203.0.113.20-203.0.113.21', output: 'interface wan1 address' },
    });
    expect(first?.packet?.dstIntf).toBe('wan1');
    expect(first?.message).toMatch(
      /^source NAT differs for \w+ 10\.\d+\.\d+\.\d+.* -> .*: the source translates it to pool 203\.0\.113\.20-203\.0\.113\.21, the output translates it to interface wan1 address$/,
    );
    // The difference is not listed as something left uncompared.
    expect(verdict.uncompared.filter((u) => u.reason.includes('source NAT'))).toEqual([]);
    expect(verdict.reason).toMatch(/^source NAT differs: /);
    const summary = summarizeVerification(verdict);
    expect(summary).toMatch(/^Not proven: source NAT differs: /);
    expect(summary).not.toContain('not compared');
  });
});
