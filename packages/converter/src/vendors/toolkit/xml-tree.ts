/** One XML element with the lines it spans (1-based, start tag to end tag). */
export interface TXmlNode {
  name: string;
  attrs: Record<string, string>;
  children: TXmlNode[];
  /** Text directly inside the element, trimmed. */
  text: string;
  line: number;
  endLine: number;
  /**
   * False when the node has no lines of its own (read from `set` lines, or implied): its span
   * is its descendants'. XML elements and brace blocks have start and end lines of their own.
   */
  framed?: boolean;
  /** The text ends before the element does (a file cut short): its content may be partial. */
  cut?: boolean;
}

export interface TXmlReadResult {
  root: TXmlNode | undefined;
  /** Well-formedness errors with the line they were found on. */
  errors: { line: number; message: string }[];
  lines: number;
  /** Elements still open where the text ends, outermost first (empty when it is complete). */
  open: TXmlNode[];
}

/**
 * Reads XML into a tree that keeps line numbers (`xml-scan.ts`). Entities other than the five
 * predefined ones and character references are never expanded: a DOCTYPE is skipped, so no
 * external entity is fetched and no entity bomb can grow.
 */
export { readXml } from './xml-scan.js';

/** The first child element of that name. */
export function child(node: TXmlNode | undefined, name: string): TXmlNode | undefined {
  return node?.children.find((c) => c.name === name);
}

/** The element at a path of child names. */
export function at(node: TXmlNode | undefined, ...path: string[]): TXmlNode | undefined {
  let current = node;
  for (const name of path) current = child(current, name);
  return current;
}

/** Text of the element at a path, or undefined. */
export function textAt(node: TXmlNode | undefined, ...path: string[]): string | undefined {
  const found = at(node, ...path);
  return found ? found.text : undefined;
}

/** `<entry name="…">` children of a keyed list. */
export function entries(list: TXmlNode | undefined): TXmlNode[] {
  return list?.children.filter((c) => c.name === 'entry') ?? [];
}

/**
 * Members of a list leaf: `<member>` texts, or the element's own text where PAN-OS writes a
 * single value (NAT `service` is text, security `service` is a member list).
 */
export function members(node: TXmlNode | undefined): string[] {
  if (!node) return [];
  const list = node.children.filter((c) => c.name === 'member').map((c) => c.text);
  if (list.length) return list;
  return node.text ? [node.text] : [];
}

/** The `name` attribute of an entry. */
export const nameOf = (node: TXmlNode): string => node.attrs.name ?? '';
