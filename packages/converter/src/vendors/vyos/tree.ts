/**
 * The configuration tree both VyOS formats build: `config.boot` (curly braces) and `set`
 * commands. Every word of a path is a node: `rule 10 { action accept }` and
 * `set ... rule 10 action 'accept'` both give rule -> 10 -> action -> accept. Tag values and
 * leaf values are nodes like any other; a multi-value leaf has several children.
 */
export interface TNode {
  word: string;
  file: string;
  /** First and last line of the node and everything below it (in its own file). */
  line: number;
  endLine: number;
  children: TNode[];
  /** A reader took it (and answers for everything below it). */
  used: boolean;
  /** Lines whose statement ends at this node (`set firewall` alone, a bare `disable`). */
  own?: number[];
  index?: Map<string, TNode>;
}

export function newNode(word: string, file: string, line: number): TNode {
  return { word, file, line, endLine: line, children: [], used: false };
}

/** The child named `word`, made (at `line`) when absent; the node's span grows to the line. */
export function childOrNew(node: TNode, word: string, file: string, line: number): TNode {
  node.index ??= new Map();
  let found = node.index.get(word);
  if (!found) {
    found = newNode(word, file, line);
    node.index.set(word, found);
    node.children.push(found);
  }
  stretch(found, file, line);
  return found;
}

/** Widens a node's span to a line of its own file. */
export function stretch(node: TNode, file: string, line: number): void {
  if (node.file !== file) return;
  if (line < node.line) node.line = line;
  if (line > node.endLine) node.endLine = line;
}

/** The node at a path below `node`, if any. */
export function sub(node: TNode | undefined, ...path: string[]): TNode | undefined {
  let at = node;
  for (const word of path) at = at?.index?.get(word);
  return at;
}

/** The first value of a leaf (`action accept` -> `accept`). */
export const leaf = (node: TNode | undefined, ...path: string[]): string | undefined =>
  sub(node, ...path)?.children[0]?.word;

/** Every value of a multi-value leaf (`address a`, `address b`). */
export const leaves = (node: TNode | undefined, ...path: string[]): string[] =>
  (sub(node, ...path)?.children ?? []).map((c) => c.word);

/** The tag nodes under a container (`rule` -> each numbered rule). */
export const tags = (node: TNode | undefined, ...path: string[]): TNode[] =>
  sub(node, ...path)?.children ?? [];

/** A valueless flag (`disable`) or a leaf set to enable. */
export function flag(node: TNode | undefined, word: string): boolean {
  const found = sub(node, word);
  if (!found) return false;
  const value = found.children[0]?.word;
  return value === undefined || value === 'enable' || value === 'true';
}

/** Tag nodes in ascending number order (`rule 10` before `rule 9` is wrong: numbers decide). */
export const byNumber = (nodes: readonly TNode[]): TNode[] =>
  [...nodes].sort((a, b) => Number(a.word) - Number(b.word));

/** Marks nodes as read. */
export function use(...nodes: (TNode | undefined)[]): void {
  for (const node of nodes) if (node) node.used = true;
}

/** Records that a statement ends at this node. */
export function endsHere(node: TNode, line: number): void {
  (node.own ??= []).push(line);
}
