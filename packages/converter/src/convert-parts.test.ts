import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convert } from './convert.js';
import { ConversionInputError } from './errors.js';
import { itWithCorpus, readCorpus } from './test/shared-corpus.js';

const fixture = (path: string) =>
  readFileSync(fileURLToPath(new URL(`./vendors/${path}`, import.meta.url)), 'utf8');

const srx = fixture('juniper-srx/fixtures/vpn-routing.cfg');

function run(vendor: string, name: string, text: string, part?: string) {
  return convert({
    vendor,
    files: [{ name, content: text }],
    options: { verify: false, ...(part ? { part } : {}) },
  });
}

describe('parts: a configuration of several parts converts one at a time (issue 21 item 1)', () => {
  it('lists SRX logical systems after the root, and converts the root by default', () => {
    const result = run('juniper-srx', 'srx.cfg', srx);
    expect(result.part).toEqual({
      kind: 'Logical system',
      name: 'root',
      names: ['root', 'LSYS1'],
    });
    expect(result.model.zones.map((z) => z.name)).toContain('trust');
  });

  it('converts the SRX logical system asked for, and says so', () => {
    const result = run('juniper-srx', 'srx.cfg', srx, 'LSYS1');
    expect(result.part?.name).toBe('LSYS1');
    expect(result.model.interfaces.map((i) => i.name)).toContain('ge-0/0/2.30');
    expect(result.model.zones.map((z) => z.name)).not.toContain('trust');
  });

  itWithCorpus('fortios', 'lists FortiOS VDOMs, root first', () => {
    const fortios = readCorpus('fortios/fortigate_cli_show_sample_1.txt');
    const result = run('fortinet', 'show.txt', fortios, 'ro');
    expect(result.part).toEqual({ kind: 'VDOM', name: 'ro', names: ['root', 'ro'] });
  });

  it('refuses a part the file does not have, naming the ones it has', () => {
    expect(() => run('juniper-srx', 'srx.cfg', srx, 'LSYS9')).toThrowError(
      new ConversionInputError(
        'UNKNOWN_PART',
        'srx.cfg has no logical system "LSYS9": choose one of root, LSYS1.',
      ),
    );
  });

  it('gives no part for a configuration of one part', () => {
    const asa = fixture('cisco-asa/fixtures/acl.cfg');
    expect(run('cisco-asa', 'asa.cfg', asa).part).toBeUndefined();
  });
});
