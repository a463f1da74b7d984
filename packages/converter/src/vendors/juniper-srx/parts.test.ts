import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { ConversionInputError } from '../../errors.js';
import { juniperSrxParser } from './vendor.js';

const name = 'vpn-routing.cfg';
const text = readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), 'utf8');
const convert = (part?: string) =>
  convertWith(juniperSrxParser, {
    files: [{ name, content: text }],
    ...(part ? { options: { part } } : {}),
  });

describe('Junos logical systems', () => {
  it('converts the logical system the part option names, and reports the root', () => {
    const result = convert('LSYS1');
    expect(result.model.zones.map((z) => z.name)).toEqual(['lab']);
    expect(result.model.interfaces).toMatchObject([
      { name: 'ge-0/0/2.30', kind: 'vlan', vlanId: 30 },
    ]);
    expect(result.config).toContain('set vlanid 30');
    expect(result.report.entries.some((e) => e.code === 'JUNOS_ROOT_LSYS')).toBe(true);
    // LSYS1 holds no policy (issue 17 item 5e): nothing to compare, and the report says where.
    expect(result.verification?.status).toBe('nothing_compared');
    const entry = result.report.entries.find((e) => e.code === 'JUNOS_PART_NO_POLICIES');
    expect(entry?.message).toMatch(/The policies are in root/);
  });

  it('refuses a logical system the file does not have', () => {
    expect(() => convert('NOPE')).toThrow(ConversionInputError);
    expect(() => convert('NOPE')).toThrow(
      /has no logical system "NOPE": choose one of root, LSYS1/,
    );
  });

  it('reads the same rulebase from both formats', () => {
    const set = [
      'set security zones security-zone a interfaces ge-0/0/1.0',
      'set security zones security-zone b interfaces ge-0/0/2.0',
      'set security policies from-zone a to-zone b policy p match source-address any',
      'set security policies from-zone a to-zone b policy p match destination-address any',
      'set security policies from-zone a to-zone b policy p match application [ junos-ssh junos-http ]',
      'set security policies from-zone a to-zone b policy p then permit',
    ].join('\n');
    const tree = `security {
  zones { security-zone a { interfaces { ge-0/0/1.0; } } security-zone b { interfaces { ge-0/0/2.0; } } }
  policies { from-zone a to-zone b { policy p { match { source-address any; destination-address any;
    application [ junos-ssh junos-http ]; } then { permit; } } } }
}`;
    const model = (content: string) =>
      convertWith(juniperSrxParser, { files: [{ name: 'x.cfg', content }] }).model;
    const strip = ({ origin: _o, ...rest }: { origin: unknown }) => rest;
    expect(model(tree).policies.map(strip)).toEqual(model(set).policies.map(strip));
    expect(model(tree).zones.map(strip)).toEqual(model(set).zones.map(strip));
  });
});
