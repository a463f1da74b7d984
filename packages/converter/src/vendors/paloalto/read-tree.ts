import { readBraceFormat } from './cli-brace.js';
import { readSetFormat } from './cli-set.js';
import type { TCliNote } from './cli-tree.js';
import { at, readXml, type TXmlNode } from '../toolkit/xml-tree.js';

/** The three ways PAN-OS prints a configuration (reference §2). */
export type TPanFormat = 'xml' | 'set' | 'brace';

export interface TPanTree {
  format: TPanFormat;
  root: TXmlNode | undefined;
  /** XML well-formedness errors with their line. */
  errors: { line: number; message: string }[];
  /** CLI lines that are no configuration node (deletes, moves, prompts, errors). */
  notes: TCliNote[];
  /** Elements or blocks still open where the text ends, outermost first: a file cut short. */
  open: TXmlNode[];
}

/** Tells the format by content (file names lie: a `.md` may hold an API response). */
export function formatOf(text: string): TPanFormat {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/, 2000)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  if (lines[0]?.startsWith('<')) return 'xml';
  const sample = lines.slice(0, 200);
  const set = sample.filter((l) => /^(set|delete|move|edit)\s/.test(l)).length;
  const brace = sample.filter((l) => /[{}]$/.test(l)).length;
  return brace > set ? 'brace' : 'set';
}

/** Reads any of the three formats into the element tree the PAN-OS readers consume. */
export function readPanTree(text: string): TPanTree {
  const format = formatOf(text);
  if (format === 'xml') {
    const { root, errors, open } = readXml(text);
    return { format, root, errors, notes: [], open };
  }
  const { root, notes, open } = format === 'set' ? readSetFormat(text) : readBraceFormat(text);
  return { format, root, errors: [], notes, open: open ?? [] };
}

/** The `<config>` element: the root, or inside an XML API `<response><result>`. */
export function configOf(root: TXmlNode): TXmlNode | undefined {
  if (root.name === 'response') return at(root, 'result', 'config');
  return root.name === 'config' ? root : undefined;
}

/**
 * What a file cut short was in the middle of, for `model.incomplete`: the innermost open
 * elements, e.g. `<rules> (entry "allow-web")`; undefined when the text is complete.
 */
export function cutShort(open: readonly TXmlNode[]): string | undefined {
  if (open.length === 0) return undefined;
  const path = open.map((n) => (n.name === 'entry' ? `entry "${n.attrs.name ?? ''}"` : n.name));
  const list = [...open].reverse().find((n) => n.name !== 'entry' && n.name !== 'member');
  return `The file ends inside <${list?.name ?? open[0]?.name ?? ''}> (${path.slice(-4).join(' › ')}): it looks cut short, and whatever followed is missing.`;
}
