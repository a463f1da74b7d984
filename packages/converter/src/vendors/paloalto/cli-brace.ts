import { tokenizeCli, valuesOf, type TCliToken } from './cli-tokens.js';
import { CliTree, touch, type TCliNote, type TCliReadResult } from './cli-tree.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';

/**
 * Reads the configure-mode brace format (`name { … }`, leaves ending in `;`, lists `[ a b ]`
 * and one-member lists without brackets) into the XML tree. A block spans its header and its
 * closing brace, like an XML element its tags; an optional outer `config { … }` is the root.
 * Blocks the text never closes are marked `cut` and returned as `open`.
 */
export function readBraceFormat(text: string): TCliReadResult {
  const tree = new CliTree();
  const notes: TCliNote[] = [];
  const open: { parent: TXmlNode; path: TXmlNode[] }[] = [];
  let current = tree.root;
  let statement: TCliToken[] = [];
  const note = (line: number, endLine: number, message: string) =>
    notes.push({
      line,
      endLine,
      status: 'unrecognised',
      objectType: 'Other',
      code: 'PANOS_CLI_UNRECOGNISED',
      message,
    });
  for (const token of tokenizeCli(text, 'brace')) {
    if (token.kind !== '{' && token.kind !== '}' && token.kind !== ';') {
      statement.push(token);
      continue;
    }
    const first = statement[0] ?? token;
    const lines: [number, number] = [first.line, token.endLine];
    const values = valuesOf(statement);
    statement = [];
    if (token.kind === ';') {
      if (values.length) tree.write(values, lines, { start: current });
      else note(token.line, token.line, 'A stray ";": nothing is read here.');
    } else if (token.kind === '{') {
      const wrapper = current === tree.root && values.length === 1 && values[0] === 'config';
      const path = wrapper
        ? [tree.root]
        : tree.write(values, lines, { start: current, pathOnly: true });
      for (const node of path) {
        node.framed = true;
        touch(node, lines);
      }
      if (!values.length)
        note(token.line, token.line, 'A block without a name: read as part of its parent.');
      open.push({ parent: current, path });
      current = path[path.length - 1] ?? current;
    } else {
      if (values.length) tree.write(values, lines, { start: current });
      const block = open.pop();
      if (!block) {
        note(token.line, token.line, 'A closing brace without its opening block.');
        continue;
      }
      for (const node of block.path) touch(node, [token.line, token.line]);
      current = block.parent;
    }
  }
  // Blocks still open where the text ends: a file cut short. Their content may be partial,
  // and an unterminated last statement may be a value cut in two: it is not read.
  const cut = open.flatMap((block) => block.path);
  for (const node of cut) node.cut = true;
  const rest = valuesOf(statement);
  if (rest.length && statement[0] && cut.length) {
    const last = statement[statement.length - 1]?.endLine ?? statement[0].line;
    note(
      statement[0].line,
      last,
      'The text ends inside this statement (cut short?): it is not read.',
    );
  } else if (rest.length && statement[0]) {
    const lines: [number, number] = [
      statement[0].line,
      statement[statement.length - 1]?.endLine ?? 0,
    ];
    tree.write(rest, lines, { start: current });
  }
  return { root: tree.root, notes, open: cut };
}
