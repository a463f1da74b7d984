import { SaxesParser } from 'saxes';
import type { TXmlNode, TXmlReadResult } from '../vendors/toolkit/xml-tree.js';

/**
 * An independent reading of XML into the engine's tree, by a general SAX parser (saxes): the
 * oracle the engine's own scanning reader (`vendors/toolkit/xml-scan.ts`) is held to in tests.
 */
export function readXmlWithSaxes(text: string): TXmlReadResult {
  const parser = new SaxesParser({ position: true });
  const errors: TXmlReadResult['errors'] = [];
  const stack: TXmlNode[] = [];
  let root: TXmlNode | undefined;
  let openLine = 1;
  parser.on('error', (error) => {
    if (errors.length < 20) errors.push({ line: parser.line, message: error.message });
  });
  // An element starts where its `<` is; saxes reports the position after the `>`.
  parser.on('opentagstart', () => {
    openLine = parser.line;
  });
  parser.on('opentag', (tag) => {
    const attrs: Record<string, string> = {};
    for (const [key, value] of Object.entries(tag.attributes)) attrs[key] = String(value);
    const node: TXmlNode = {
      name: tag.name,
      attrs,
      children: [],
      text: '',
      line: openLine,
      endLine: parser.line,
    };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else root ??= node;
    // saxes reports a closetag for self-closing elements too.
    stack.push(node);
  });
  parser.on('text', (value) => {
    const top = stack[stack.length - 1];
    if (top) top.text += value;
  });
  parser.on('cdata', (value) => {
    const top = stack[stack.length - 1];
    if (top) top.text += value;
  });
  parser.on('closetag', (tag) => {
    const node = stack.pop();
    if (node && node.name === tag.name) {
      node.endLine = parser.line;
      node.text = node.text.trim();
    }
  });
  try {
    parser.write(text).close();
  } catch (error) {
    errors.push({ line: parser.line, message: (error as Error).message });
  }
  const lines = text.split(/\r?\n/).length;
  // Elements left open by a truncated file run to its end, and are marked cut.
  for (const node of stack) {
    node.endLine = lines;
    node.text = node.text.trim();
    node.cut = true;
  }
  return { root, errors, lines, open: stack };
}
