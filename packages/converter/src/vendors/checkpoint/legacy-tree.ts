/**
 * One list of a legacy Check Point database file (`objects_5_0.C`, `rulebases_5_0.fws`):
 * `:key (head :child (...) ...)`. A leaf such as `:ipaddr (192.0.2.10)` is a node with a head
 * and no children; an unnamed list item (`: (web-01 ...)`, `: Fwent`) has the key ''.
 */
export interface TLegacyNode {
  key: string;
  /** The value before the first child: an object's name, a leaf's value. */
  head?: string;
  children: TLegacyNode[];
  /** Lines of the key (or opening parenthesis) and of the closing parenthesis. */
  line: number;
  endLine: number;
}

export interface TLegacyTree {
  root: TLegacyNode;
  /** Where the text stops being the format (unbalanced parentheses), if it does. */
  error?: { line: number; message: string };
}

// A key is `:` and a name, then a list or a value; `::1` (IPv6) is a value, not a key.
const KEY = /:([\w.-]*)(?=[\s(])/y;
const SPACE = /\s/;

/**
 * Parses the nested parenthesised format without relying on its tab indentation (which
 * hand-edited and re-exported files do not keep). Quoted strings may hold parentheses and
 * colons; a key without parentheses takes one bare value (`: Fwent`, `: None`).
 */
export function parseLegacyTree(text: string): TLegacyTree {
  const root: TLegacyNode = { key: '', children: [], line: 1, endLine: 1 };
  const stack: TLegacyNode[] = [];
  let line = 1;
  let i = 0;
  let error: TLegacyTree['error'];
  // The key read last, waiting for its value; and whether the open list still takes a head.
  let pending: { key: string; line: number } | undefined;
  let headOpen = false;
  const top = () => stack[stack.length - 1];
  const addHead = (node: TLegacyNode, atom: string) => {
    node.head = node.head === undefined ? atom : `${node.head} ${atom}`;
  };
  const readAtom = (): string => {
    if (text[i] === '"') {
      const end = text.indexOf('"', i + 1);
      const stop = end < 0 ? text.length : end;
      const atom = text.slice(i + 1, stop);
      for (let k = i; k < stop; k += 1) if (text.charCodeAt(k) === 10) line += 1;
      i = stop + 1;
      return atom;
    }
    const start = i;
    while (i < text.length && !SPACE.test(text.charAt(i)) && text[i] !== '(' && text[i] !== ')')
      i += 1;
    return text.slice(start, i);
  };

  let opened = false;
  while (i < text.length) {
    const c = text[i] ?? '';
    if (c === '\n') line += 1;
    if (SPACE.test(c)) {
      i += 1;
      continue;
    }
    const parent = top();
    if (c === '(') {
      if (!parent && !opened) {
        opened = true;
        root.line = line;
        stack.push(root);
      } else {
        if (!parent) error ??= { line, message: 'a second list after the outer one' };
        const node: TLegacyNode = {
          key: pending?.key ?? '',
          children: [],
          line: pending?.line ?? line,
          endLine: line,
        };
        (parent ?? root).children.push(node);
        stack.push(node);
      }
      pending = undefined;
      headOpen = true;
      i += 1;
      continue;
    }
    if (c === ')') {
      i += 1;
      if (!parent) {
        error ??= { line, message: 'a closing parenthesis without an opening one' };
        continue;
      }
      if (pending) parent.children.push({ ...pending, children: [], endLine: pending.line });
      parent.endLine = line;
      stack.pop();
      pending = undefined;
      headOpen = false;
      continue;
    }
    if (!parent) {
      error ??= { line, message: 'text outside the outer parentheses' };
      readAtom();
      continue;
    }
    KEY.lastIndex = i;
    const key = c === ':' ? KEY.exec(text) : null;
    if (key) {
      if (pending) parent.children.push({ ...pending, children: [], endLine: pending.line });
      pending = { key: key[1] ?? '', line };
      headOpen = false;
      i = KEY.lastIndex;
      continue;
    }
    const atomLine = line;
    const atom = readAtom();
    if (pending) {
      parent.children.push({ ...pending, head: atom, children: [], endLine: line });
      pending = undefined;
    } else if (headOpen) addHead(parent, atom);
    else parent.children.push({ key: '', head: atom, children: [], line: atomLine, endLine: line });
  }
  if (stack.length) error ??= { line, message: 'the file ends inside an open list' };
  root.endLine = Math.max(root.endLine, line);
  return error ? { root, error } : { root };
}

/** The children of a node with this key. */
export const childrenOf = (node: TLegacyNode | undefined, key: string): TLegacyNode[] =>
  node ? node.children.filter((c) => c.key === key) : [];

/** The first child with this key. */
export const childOf = (node: TLegacyNode | undefined, key: string): TLegacyNode | undefined =>
  node?.children.find((c) => c.key === key);

/** A leaf's value (`:ipaddr (192.0.2.10)` -> `192.0.2.10`), or undefined when empty or absent. */
export function valueOf(node: TLegacyNode | undefined, key: string): string | undefined {
  const head = childOf(node, key)?.head;
  return head === undefined || head === '' ? undefined : head;
}
