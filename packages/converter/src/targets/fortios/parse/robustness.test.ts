import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConversionInputError } from '../../../errors.js';
import { itWithCorpus, readCorpus } from '../../../test/shared-corpus.js';
import { parseFortios } from './parse-fortios.js';

const corpus = (name: string): string => readCorpus(`fortios/${name}`);

const codeOf = (run: () => unknown): string => {
  try {
    run();
    return 'OK';
  } catch (error) {
    if (error instanceof ConversionInputError) return error.code;
    throw error;
  }
};

/** Parses, and checks that every non-blank line is inside some origin; throws only input errors. */
function parseCovered(text: string): string {
  return codeOf(() => {
    const { model, diagnostics } = parseFortios(text, { file: 'x.conf' });
    const lines = text.replace(/^\uFEFF/, '').split('\n');
    const covered = new Uint8Array(lines.length + 2);
    const ranges = [
      ...Object.values(model).flatMap((v: unknown) =>
        Array.isArray(v)
          ? v.map((o: { origin: { line: number; endLine: number } }) => o.origin)
          : [],
      ),
      ...(model.dns ? [model.dns.origin] : []),
      ...(model.sslVpn ? [model.sslVpn.origin] : []),
      ...diagnostics.lines.map((l) => l.origin),
    ];
    for (const { line, endLine } of ranges) covered.fill(1, line, endLine + 1);
    const missing = lines.findIndex((line, i) => line.trim() !== '' && !covered[i + 1]);
    if (missing >= 0)
      throw new Error(`line ${missing + 1} is covered by nothing: ${lines[missing]}`);
  });
}

describe('input the parser refuses', () => {
  it.each([
    ['', 'EMPTY_INPUT'],
    ['  \r\n\n\t', 'EMPTY_INPUT'],
    ['\uFEFF', 'EMPTY_INPUT'],
    ['config system global\0\0\0', 'BINARY_INPUT'],
    ['\u0001\u0002\u0003\u0004 config system global \u0005\u0006\u0007\u0008', 'BINARY_INPUT'],
    [
      ': Saved\nASA Version 9.8(2)\nhostname fw1\ninterface GigabitEthernet0/0\n nameif outside\n',
      'NOT_FORTIOS',
    ],
    ['set system host-name srx1\nset interfaces ge-0/0/0 unit 0\n', 'NOT_FORTIOS'],
    ['{"config": {"system": 1}}', 'NOT_FORTIOS'],
    ['config terminal\nend\n', 'NOT_FORTIOS'],
  ])('%j -> %s', (text, code) => {
    expect(codeOf(() => parseFortios(text, { file: 'x' }))).toBe(code);
  });
});

describe('damaged FortiOS input', () => {
  it('reports an extra end and junk lines as diagnostics', () => {
    const { diagnostics } = parseFortios(
      'config system global\n    set hostname "a"\nend\nend\n--More--\n',
      { file: 'x' },
    );
    expect(diagnostics.lines.map((l) => [l.status, l.code, l.origin.line])).toEqual([
      ['ignored', 'FORTIOS_TABLE_IGNORED', 1],
      ['unrecognised', 'FORTIOS_UNRECOGNISED_LINE', 5],
      ['unrecognised', 'FORTIOS_UNBALANCED_END', 4],
    ]);
  });

  for (const name of ['FG500E_PM6_1.conf', 'fortigate_cli_show_sample_1.txt']) {
    itWithCorpus('fortios', `${name} cut anywhere still parses and covers every line`, () => {
      const text = corpus(name);
      const cuts = Array.from({ length: 60 }, (_, i) => Math.floor((text.length * (i + 1)) / 61));
      // Inside a PEM block, to leave a multi-line string open.
      cuts.push(text.indexOf('-----BEGIN') + 40);
      for (const cut of cuts)
        expect(parseCovered(text.slice(0, cut))).toMatch(/^(OK|NOT_FORTIOS)$/);
    });
  }

  it('random bytes never throw anything but an input error', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), (bytes) => {
        const utf8 = new TextDecoder().decode(bytes);
        const latin1 = new TextDecoder('latin1').decode(bytes);
        expect(parseCovered(utf8)).toMatch(/^[A-Z_]+$/);
        expect(parseCovered(latin1)).toMatch(/^[A-Z_]+$/);
      }),
      { numRuns: 200 },
    );
  });

  it('random FortiOS-like statements parse with every line covered', () => {
    const word = fc.constantFrom(
      'config',
      'edit',
      'set',
      'unset',
      'next',
      'end',
      '#x',
      'firewall',
      'policy',
      'address',
      'system',
      'interface',
      'vdom',
      'global',
      'srcaddr',
      'all',
      '1',
      'root',
    );
    const token = fc.oneof(
      word,
      fc.string({ maxLength: 6 }),
      fc.constantFrom('"', "'", '\\', '""', "''", '"a b"', '\\"'),
    );
    const line = fc
      .tuple(fc.constantFrom('', '    ', '        '), fc.array(token, { maxLength: 5 }))
      .map(([indent, tokens]) => indent + tokens.join(' '));
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 60 }),
        fc.constantFrom('\n', '\r\n'),
        (lines, eol) => {
          expect(parseCovered(['config firewall policy', ...lines].join(eol))).toMatch(
            /^(OK|BINARY_INPUT)$/,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('large input', () => {
  it('parses a 5 MB file', () => {
    const parts: string[] = ['config firewall address'];
    const count = 20000;
    for (let i = 0; i < count; i += 1) {
      parts.push(
        `    edit "host-${i}"`,
        `        set uuid 3f83a844-0622-51ea-540e-${String(i).padStart(12, '0')}`,
      );
      parts.push(
        `        set subnet 10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255} 255.255.255.255`,
        '    next',
      );
    }
    parts.push('end', 'config firewall policy');
    for (let i = 0; i < count; i += 1) {
      parts.push(
        `    edit ${count - i}`,
        '        set srcintf "port1"',
        '        set dstintf "port2"',
      );
      parts.push(
        `        set srcaddr "host-${i}"`,
        `        set dstaddr "host-${(i * 7) % count}"`,
        '        set action accept',
      );
      parts.push(
        '        set schedule "always"',
        '        set service "HTTPS"',
        `        set comments "rule ${i} with a \\"quoted\\" word"`,
        '    next',
      );
    }
    parts.push('end');
    const text = parts.join('\n');
    expect(text.length).toBeGreaterThan(5_000_000);
    const { model } = parseFortios(text, { file: 'big.conf' });
    expect(model.addresses).toHaveLength(count);
    expect(model.policies).toHaveLength(count);
    expect(model.policies[0]).toMatchObject({
      id: String(count),
      comment: 'rule 0 with a "quoted" word',
    });
  });
});
