import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readXml } from '../paloalto/xml-tree.js';
import { readProfileXml } from './xml.js';

const dir = fileURLToPath(new URL('./fixtures/', import.meta.url));
const fixtures = readdirSync(dir).filter((name) => name.endsWith('.xml'));

describe('the Fireware profile reader', () => {
  it.each(fixtures)('reads %s as the general XML reader does, lines included', (name) => {
    const text = readFileSync(`${dir}${name}`, 'utf8');
    expect(readProfileXml(text).root).toEqual(readXml(text).root);
  });

  it('expands only the predefined entities, skips a DOCTYPE and reads CDATA', () => {
    const text =
      '<?xml version="1.0"?>\n<!DOCTYPE p [<!ENTITY big "xxxxxxxx">]>\n<profile a="1 &amp; 2">\n <n>&lt;x&gt; &big; &#65;</n>\n <c><![CDATA[<raw>]]></c><!-- note -->\n</profile>\n';
    const { root, errors } = readProfileXml(text);
    expect(errors).toEqual([]);
    expect(root?.attrs).toEqual({ a: '1 & 2' });
    expect(root?.children.map((c) => [c.name, c.text, c.line])).toEqual([
      ['n', '<x> &big; A', 4],
      ['c', '<raw>', 5],
    ]);
  });

  it('reports a mismatched end tag and marks what the text leaves open as cut', () => {
    const { errors, open } = readProfileXml('<profile>\n <a>x</b>\n <policy-list>\n  <policy>');
    expect(errors.map((e) => e.line)).toEqual([2, 4]);
    expect(open.map((n) => [n.name, n.cut])).toEqual([
      ['profile', true],
      ['a', true],
      ['policy-list', true],
      ['policy', true],
    ]);
  });
});
