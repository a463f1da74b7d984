import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convert } from '../convert.js';
import { ConversionInputError } from '../errors.js';
import { parseAsa } from '../vendors/cisco-asa/parse.js';
import { recognitionOf } from './recognition.js';
import { itWithCorpus, readCorpus } from '../test/shared-corpus.js';
import { sniffSource } from './sniff-source.js';

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), 'utf8');

function refusal(vendor: string, name: string, content: string): ConversionInputError {
  try {
    convert({ vendor, files: [{ name, content }] });
  } catch (error) {
    if (error instanceof ConversionInputError) return error;
    throw error;
  }
  throw new Error(`${name} was converted as ${vendor}`);
}

describe('recognition of a file read with the wrong vendor', () => {
  const mikrotik = fixture('mikrotik-export.rsc');

  it('issue 17 item 5i: the sniffer names a MikroTik export, VyOS, EdgeOS and SonicWall', () => {
    expect(sniffSource(mikrotik).vendorKey).toBe('mikrotik');
    expect(sniffSource("set firewall ipv4 name WAN-IN rule 10 action 'accept'\n").vendorKey).toBe(
      'vyatta',
    );
    expect(sniffSource('firewall {\n    all-ping enable\n}\n').vendorKey).toBe('vyatta');
    expect(sniffSource('address-object ipv4 "web" host 10.0.0.5 zone LAN\n').vendorKey).toBe(
      'sonicWall',
    );
  });

  it('issue 17 item 5i: a MikroTik export read as Cisco ASA has none of its lines recognised', () => {
    const { model, diagnostics } = parseAsa([{ name: 'edge.rsc', text: mikrotik }], {});
    expect(recognitionOf({ name: 'edge.rsc', text: mikrotik }, model, diagnostics)).toEqual({
      meaningful: 22,
      recognised: 0,
    });
  });

  it('issue 17 item 5i: forcing Cisco ASA on a MikroTik export is refused, naming MikroTik', () => {
    // With its menu paths the sniffer already knows it: refused before parsing.
    expect(refusal('cisco-asa', 'edge.rsc', mikrotik).code).toBe('WRONG_VENDOR');
    // Without them (only `add` lines) nothing tells the vendor, and the parse recognises nothing.
    const bare = mikrotik
      .split('\n')
      .filter((line) => !line.startsWith('/'))
      .join('\n');
    const error = refusal('cisco-asa', 'edge.rsc', bare);
    expect(error.code).toBe('NOT_RECOGNISED');
    expect(error.message).toContain('0 of its 14 lines were recognised');
  });

  it('issue 17 item 5i: a Junos brace configuration forced as ASA is refused', () => {
    const junos =
      'firewall {\n    family inet {\n        filter F {\n            term t {\n                then accept;\n            }\n        }\n    }\n}\n';
    // The sniffer knows Junos by its `family inet {` container (issue 17 item 5i, Junos part).
    expect(refusal('cisco-asa', 'fw.conf', junos).code).toBe('WRONG_VENDOR');
  });

  it('a real configuration is recognised line for line', () => {
    const asa = fixture('../../vendors/cisco-asa/fixtures/acl.cfg');
    const { model, diagnostics } = parseAsa([{ name: 'acl.cfg', text: asa }], {});
    const { meaningful, recognised } = recognitionOf(
      { name: 'acl.cfg', text: asa },
      model,
      diagnostics,
    );
    expect(recognised).toBe(meaningful);
  });

  itWithCorpus(
    'mikrotik',
    'issue 17 item 5i: the corpus MikroTik exports forced as Cisco ASA are refused',
    () => {
      for (const name of [
        'RB1100x4_ros6.48.6_forum_export.rsc',
        'ros7.1rc6_wifiwave2_forum_export.rsc',
      ]) {
        const text = readCorpus(`mikrotik/${name}`);
        const error = refusal('cisco-asa', name, text);
        expect(['WRONG_VENDOR', 'NOT_RECOGNISED']).toContain(error.code);
        expect(error.message).toContain('MikroTik');
      }
    },
  );
});
