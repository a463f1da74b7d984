import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { parseLegacyTree } from './legacy-tree.js';
import { checkPointParser } from './vendor.js';

const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));
const fixture = (name: string) =>
  readdirSync(`${dir}${name}`).map((file) => ({
    name: file,
    content: readFileSync(`${dir}${name}/${file}`, 'utf8'),
  }));

/** The FortiOS text minus each policy's comment, which names its source file and line. */
const withoutOrigins = (config: string) =>
  config
    .split('\n')
    .filter((line) => !line.trim().startsWith('set comments '))
    .join('\n');

describe('legacy database files', () => {
  it('convert the same policy as the Management API export of it', () => {
    const legacy = convertWith(checkPointParser, { files: fixture('twin-legacy') });
    const json = convertWith(checkPointParser, { files: fixture('twin-json') });
    expect(legacy.config).toContain('config firewall policy');
    expect(withoutOrigins(legacy.config)).toBe(withoutOrigins(json.config));
  });

  it('convert the package asked for, and report the others', () => {
    const files = fixture('legacy');
    const result = convertWith(checkPointParser, { files, options: { part: 'Branch' } });
    expect(result.config).toContain('set name "branch out"');
    expect(result.config).not.toContain('set name "web in"');
    const other = result.report.entries.find((e) => e.code === 'CP_LEGACY_OTHER_PACKAGE');
    expect(other?.name).toBe('Standard');
    expect(
      checkPointParser.parse(
        files.map((f) => ({ name: f.name, text: f.content })),
        {},
      ).parts,
    ).toEqual({ kind: 'Policy package', names: ['Standard', 'Branch'] });
  });
});

describe('the legacy tree reader', () => {
  it('reads keys, heads, bare values, quoted strings and line spans', () => {
    const text =
      '(\r\n\t:a (x\r\n\t\t:ip6 (::1)\r\n\t\t: bare\r\n\t\t:q ("a (b) :c")\r\n\t)\r\n)\r\n';
    const { root, error } = parseLegacyTree(text);
    expect(error).toBeUndefined();
    const [a] = root.children;
    expect(a).toMatchObject({ key: 'a', head: 'x', line: 2, endLine: 6 });
    expect(a?.children.map((c) => [c.key, c.head, c.line])).toEqual([
      ['ip6', '::1', 3],
      ['', 'bare', 4],
      ['q', 'a (b) :c', 5],
    ]);
  });

  it('keeps a quoted value that spans lines on the right lines', () => {
    const { root } = parseLegacyTree('(\n:c ("one\ntwo")\n:d (x)\n)');
    expect(root.children.map((c) => [c.key, c.head, c.line, c.endLine])).toEqual([
      ['c', 'one\ntwo', 2, 3],
      ['d', 'x', 4, 4],
    ]);
  });

  it('reports where unbalanced text stops being the format', () => {
    expect(parseLegacyTree('(\n:a (x\n').error?.message).toMatch(/ends inside/);
    expect(parseLegacyTree('(\n)\n)').error).toEqual({
      line: 3,
      message: 'a closing parenthesis without an opening one',
    });
  });
});
