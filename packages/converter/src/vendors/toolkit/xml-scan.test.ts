import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { corpusDir, hasCorpus } from '../../test/shared-corpus.js';
import { readXmlWithSaxes } from '../../test/saxes-tree.js';
import { readXml } from './xml-scan.js';

const vendors = fileURLToPath(new URL('../', import.meta.url));

/** Every XML fixture of every vendor, and the corpus's XML files when the corpus is there. */
function xmlFiles(): string[] {
  const fixtures = readdirSync(vendors, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.includes('fixtures') && path.endsWith('.xml'))
    .map((path) => join(vendors, path));
  const corpus = hasCorpus()
    ? readdirSync(corpusDir(), { recursive: true, encoding: 'utf8' })
        .filter((path) => path.endsWith('.xml'))
        .map((path) => join(corpusDir(), path))
    : [];
  return [...fixtures, ...corpus].sort();
}

describe('the scanning XML reader', () => {
  it.each(xmlFiles())('reads %s as a general SAX parser does, lines included', (path) => {
    const text = readFileSync(path, 'utf8');
    expect(readXml(text).root).toEqual(readXmlWithSaxes(text).root);
  });

  it('expands only the predefined entities, skips a DOCTYPE and reads CDATA', () => {
    const text =
      '<?xml version="1.0"?>\n<!DOCTYPE p [<!ENTITY big "xxxxxxxx">]>\n<profile a="1 &amp; 2">\n <n>&lt;x&gt; &big; &#65;</n>\n <c><![CDATA[<raw>]]></c><!-- note -->\n</profile>\n';
    const { root, errors } = readXml(text);
    expect(errors).toEqual([
      {
        line: 4,
        message: 'the entity &big; is not expanded: only the five predefined XML entities are',
      },
    ]);
    expect(root?.attrs).toEqual({ a: '1 & 2' });
    expect(root?.children.map((c) => [c.name, c.text, c.line])).toEqual([
      ['n', '<x> &big; A', 4],
      ['c', '<raw>', 5],
    ]);
  });

  it('reports a mismatched end tag and marks what the text leaves open as cut', () => {
    const { errors, open } = readXml('<profile>\n <a>x</b>\n <policy-list>\n  <policy>');
    expect(errors.map((e) => e.line)).toEqual([2]);
    expect(open.map((n) => [n.name, n.cut])).toEqual([
      ['profile', true],
      ['a', true],
      ['policy-list', true],
      ['policy', true],
    ]);
  });
});
