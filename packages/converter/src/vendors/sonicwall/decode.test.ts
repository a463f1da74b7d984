import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { renderReportText } from '../../report/render-text.js';
import { decodeExp, isBase64Export } from './decode.js';
import { sonicWallParser } from './vendor.js';

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), 'utf8');

/** nat.exp.txt without its comment header: one pair per line, as `tr '&' '\n'` gives it. */
const pairs = fixture('nat.exp.txt')
  .split('\n')
  .filter((line) => line !== '' && !line.startsWith('#'));
const base64 = Buffer.from(pairs.join('&'), 'utf8').toString('base64');
const closedBase64 = Buffer.from(`${pairs.join('&')}&`, 'utf8').toString('base64');

const convert = (content: string | Uint8Array) =>
  convertWith(sonicWallParser, { files: [{ name: 'sonicwall.exp', content }] });

describe('SonicWall .exp as users have it (issue 21 items 2 and 7)', () => {
  const reference = convert(`${pairs.join('\n')}\n`);

  it.each([
    ['base64 as downloaded, ending in &&', `${base64}&&`],
    ['base64 with a trailing newline', `${base64}&&\n`],
    ['base64 with CRLF and a single &', `${base64}&\r\n`],
    ['base64 without the trailing &&, of pairs each closed by &', closedBase64],
    ['base64 wrapped at 76 characters', `${base64.replace(/.{76}/g, '$&\n')}&&\n`],
    ['decoded on one line (base64 -d)', `${pairs.join('&')}&&`],
  ])('%s converts as the decoded pairs do, with the same item numbers', (_, text) => {
    const result = convert(text);
    expect(result.config).toBe(reference.config);
    expect(renderReportText(result.report).split('\n').slice(2)).toEqual(
      renderReportText(reference.report).split('\n').slice(2),
    );
    expect(result.verification?.status).toBe('equivalent');
  });

  it('reads the bytes of a downloaded file (Uint8Array), as the portal uploads them', () => {
    const result = convert(new TextEncoder().encode(`${base64}&&`));
    expect(result.config).toBe(reference.config);
    expect(result.model.policies).toHaveLength(5);
    expect(result.model.nat).toHaveLength(5);
  });

  it('numbers items as `base64 -d x.exp | tr "&" "\\n"` numbers lines', () => {
    const { items } = decodeExp(`${base64}&&`);
    const key = 'natPolicyOrigDst_1';
    const line = pairs.findIndex((p) => p.startsWith(`${key}=`)) + 1;
    expect(items.find((i) => i.key === key)?.n).toBe(line);
    const rule = reference.report.entries.find((e) => e.objectType === 'NAT' && e.name === '1');
    expect(pairs[(rule?.origin.line ?? 0) - 1]).toMatch(/^natPolicy\w+_1=/);
  });

  it('decodes values after splitting: an encoded & or = stays in its value', () => {
    const { items } = decodeExp('addrObjId_0=R%26D%3Dlab&addrObjIp1_0=10.0.0.1');
    expect(items.map((i) => [i.key, i.value])).toEqual([
      ['addrObjId_0', 'R&D=lab'],
      ['addrObjIp1_0', '10.0.0.1'],
    ]);
  });

  it('decodes names as UTF-8, and as Latin-1 where the bytes are not UTF-8', () => {
    expect(decodeExp('addrObjId_0=B%C3%BCro').items[0]?.value).toBe('Büro');
    expect(decodeExp('addrObjId_0=B%FCro').items[0]?.value).toBe('Büro');
    const latin1 = Buffer.from('addrObjId_0=B\xfcro&addrObjType_0=1', 'latin1').toString('base64');
    expect(decodeExp(latin1).items[0]?.value).toBe('Büro');
  });

  it('tells base64 from decoded text', () => {
    expect(isBase64Export(`${base64}&&`)).toBe(true);
    expect(isBase64Export(pairs.join('&'))).toBe(false);
    expect(isBase64Export('addrObjId_0=')).toBe(false);
  });

  it('a file cut short is incomplete, never equivalent (issue 17 item 5j)', () => {
    const cut = base64.slice(0, Math.floor(base64.length / 2) + 1);
    const result = convert(cut);
    expect(result.model.incomplete?.[0]).toMatch(/cut short/);
    expect(result.verification?.status).not.toBe('equivalent');
  });

  it('an export with no closing & anywhere does not trust its last row (it may be cut there)', () => {
    const result = convert(base64);
    const last = pairs[pairs.length - 1] ?? '';
    const row = last.slice(last.lastIndexOf('_') + 1, last.indexOf('='));
    expect(result.model.incomplete?.[0]).toMatch(/ends inside policy row/);
    expect(result.model.policies.map((p) => p.id)).not.toContain(row);
    expect(result.model.policies).toHaveLength(reference.model.policies.length - 1);
    expect(result.verification?.status).not.toBe('equivalent');
  });

  it('reads SonicOS 7 CLI output saved from SSH (CRLF, pager prompts, ANSI escapes) as the clean text', () => {
    const clean = fixture('current-config.cli');
    const saved = clean
      .split('\n')
      .map((line, i) => (i % 7 === 3 ? `\x1b[7m--MORE--\x1b[0m${line}\r` : `${line}\r`))
      .join('\n');
    const a = convertWith(sonicWallParser, { files: [{ name: 'c.cli', content: clean }] });
    const b = convertWith(sonicWallParser, { files: [{ name: 'c.cli', content: saved }] });
    expect(b.config).toBe(a.config);
    expect(b.model.policies).toHaveLength(4);
    expect(b.report.entries.filter((e) => e.objectType === 'NAT')[0]?.status).toBe('unsupported');
  });
});
