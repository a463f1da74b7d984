import type { TXmlNode, TXmlReadResult } from './xml-tree.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The five predefined entities and character references; any other entity stays as written,
 * and `unknown` is told of it (a document may declare entities in its DOCTYPE: they are never
 * expanded, so no entity bomb can grow and no external entity is fetched).
 */
function decode(text: string, unknown: (entity: string) => void): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[A-Za-z_][-A-Za-z0-9_.]{0,63});/g,
    (whole, ref: string) => {
      if (ref[0] !== '#') {
        const known = ENTITIES[ref];
        if (known === undefined) unknown(whole);
        return known ?? whole;
      }
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    },
  );
}

const NO_ATTRIBUTES: Record<string, string> = Object.freeze({}) as Record<string, string>;
const NAME = /^[A-Za-z_:][-A-Za-z0-9_.:]*/;
const ATTRIBUTE = /([A-Za-z_:][-A-Za-z0-9_.:]*)\s*=\s*("[^"]*"|'[^']*')/g;

/**
 * Reads XML into the tree of `xml-tree.ts` (line numbers kept), in
 * one forward scan: configuration exports are plain elements and text, so a tokenizer over `indexOf` is
 * several times faster than a general SAX parser on a 10 MB export. Entities other than the
 * five predefined ones are never expanded (a DOCTYPE is skipped), comments, processing
 * instructions and CDATA are read as XML says; a mismatched end tag is an error, and elements
 * still open where the text ends are marked cut (and listed in `open`, not as errors).
 */
export function readXml(text: string): TXmlReadResult {
  const errors: TXmlReadResult['errors'] = [];
  const stack: TXmlNode[] = [];
  let root: TXmlNode | undefined;
  let line = 1;
  let at = 0;
  /** The next line break at or after `at` (text.length when none): found once, not per move. */
  let nextBreak = -1;
  /** Moves to `to`, counting the line breaks passed. Linear in the text, even on one line. */
  const move = (to: number) => {
    if (nextBreak < at) nextBreak = indexOrEnd(text.indexOf('\n', at));
    while (nextBreak < to) {
      line++;
      nextBreak = indexOrEnd(text.indexOf('\n', nextBreak + 1));
    }
    at = to;
  };
  const indexOrEnd = (index: number) => (index === -1 ? text.length : index);
  const error = (message: string) => {
    if (errors.length < 20) errors.push({ line, message });
  };
  const unknownEntity = (entity: string) =>
    error(`the entity ${entity} is not expanded: only the five predefined XML entities are`);
  const addText = (value: string) => {
    const top = stack[stack.length - 1];
    if (top && value.trim() !== '') top.text += value;
  };
  const skipTo = (marker: string, from: number): number => {
    const end = text.indexOf(marker, from);
    if (end === -1) {
      error(
        `unclosed ${marker === '-->' ? 'comment' : marker === ']]>' ? 'CDATA section' : 'markup'}`,
      );
      return text.length;
    }
    return end + marker.length;
  };
  while (at < text.length) {
    const open = text.indexOf('<', at);
    if (open === -1) {
      addText(decode(text.slice(at), unknownEntity));
      move(text.length);
      break;
    }
    if (open > at) addText(decode(text.slice(at, open), unknownEntity));
    move(open);
    if (text.startsWith('<!--', open)) move(skipTo('-->', open + 4));
    else if (text.startsWith('<![CDATA[', open)) {
      const end = skipTo(']]>', open + 9);
      addText(text.slice(open + 9, end - 3));
      move(end);
    } else if (text.startsWith('<?', open)) move(skipTo('?>', open + 2));
    else if (text.startsWith('<!', open)) {
      // DOCTYPE (with an internal subset in brackets): skipped, its entities never used.
      const bracket = text.indexOf('[', open);
      const close = text.indexOf('>', open);
      move(bracket !== -1 && bracket < close ? skipTo(']>', bracket) : skipTo('>', open));
    } else if (text[open + 1] === '/') {
      const close = text.indexOf('>', open);
      const name = text.slice(open + 2, close === -1 ? text.length : close).trim();
      const node = stack.pop();
      if (!node || node.name !== name) {
        error(`unexpected end tag </${name}>${node ? ` (open: <${node.name}>)` : ''}`);
        if (node) stack.push(node);
      } else {
        node.endLine = line;
        node.text = node.text.trim();
      }
      move(close === -1 ? text.length : close + 1);
    } else {
      const close = text.indexOf('>', open);
      if (close === -1) {
        error('unclosed start tag');
        move(text.length);
        break;
      }
      const body = text.slice(open + 1, close);
      const selfClosing = body.endsWith('/');
      const name = NAME.exec(body)?.[0];
      if (!name) {
        error('a start tag without a name');
        move(close + 1);
        continue;
      }
      // Most elements carry no attributes: one shared empty record spares an object each.
      let attrs = NO_ATTRIBUTES;
      if (body.length > name.length + (selfClosing ? 1 : 0)) {
        attrs = {};
        for (const [, key = '', value = ''] of body.slice(name.length).matchAll(ATTRIBUTE))
          attrs[key] = decode(value.slice(1, -1), unknownEntity);
      }
      const node: TXmlNode = { name, attrs, children: [], text: '', line, endLine: line };
      move(close + 1);
      node.endLine = line;
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(node);
      else if (root) error(`a second root element <${name}>`);
      else root = node;
      if (!selfClosing) stack.push(node);
    }
  }
  const lines = line;
  for (const node of stack) {
    node.endLine = lines;
    node.text = node.text.trim();
    node.cut = true;
  }
  return { root, errors, lines, open: stack };
}
