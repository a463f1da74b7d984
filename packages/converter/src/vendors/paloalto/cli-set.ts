import { tokenizeCli, valuesOf, type TCliToken, type TCliValue } from './cli-tokens.js';
import { CliTree, type TCliNote, type TCliReadResult } from './cli-tree.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';

/** Lines of a pasted CLI session that carry no configuration. */
const SESSION = /^(\S+@\S+[>#]|\[edit.*\]$|(configure|exit|quit|commit|show|run)\b)/;
const WHERE = new Set(['top', 'bottom', 'before', 'after']);

/**
 * Reads PAN-OS `set` lines (`set cli config-output-format set`, or a hand-made script) into
 * the XML tree: `set` writes, `delete` removes, `move … top|bottom|before X|after X` reorders
 * entries (rules), `edit`/`up`/`top` change where relative paths start. Lines read as nothing
 * else are reported, so every line is accounted for. A last `set` line without a line break
 * may be cut short: what it and the line before wrote into is marked `cut`; `open` is set.
 */
export function readSetFormat(text: string): TCliReadResult {
  const tree = new CliTree();
  const notes: TCliNote[] = [];
  let base: TXmlNode | undefined;
  let command: TCliToken[] = [];
  /** Nodes the last `set` command and the one before it wrote into. */
  let written: TXmlNode[] = [];
  let before: TXmlNode[] = [];
  const run = (tokens: TCliToken[]) => {
    const [verb, ...rest] = tokens;
    if (!verb) return;
    before = written;
    written = [];
    const lines: [number, number] = [verb.line, tokens[tokens.length - 1]?.endLine ?? verb.line];
    const note = (status: TCliNote['status'], code: string, message: string, name?: string) =>
      notes.push({
        line: lines[0],
        endLine: lines[1],
        status,
        objectType: 'Other',
        code,
        message,
        name,
      });
    const values = valuesOf(rest);
    const start = base ?? tree.root;
    if (verb.text === 'set' && values[0] === 'cli')
      note('ignored', 'PANOS_CLI_SESSION', 'A CLI session setting, not configuration.');
    else if (verb.text === 'set') written = tree.write(values, lines, { start });
    else if (verb.text === 'delete') remove(tree, values, start, lines, notes);
    else if (verb.text === 'move') move(tree, values, start, note);
    else if (verb.text === 'edit')
      base = tree.write(values, lines, { start, pathOnly: true }).at(-1);
    else if (verb.text === 'top') base = undefined;
    else if (verb.text === 'up') base = base && tree.parentOf(base);
    else if (SESSION.test(tokens.map((t) => t.text).join(' ')))
      note('ignored', 'PANOS_CLI_SESSION', 'A CLI prompt or session command, not configuration.');
    else
      note(
        'unrecognised',
        'PANOS_CLI_UNRECOGNISED',
        `"${verb.text}" is not a set, delete or move command: the line is not read.`,
      );
    if (verb.text === 'edit' || verb.text === 'top' || verb.text === 'up')
      note('converted', 'PANOS_CLI_EDIT', 'Sets where the following relative lines apply.');
  };
  for (const token of tokenizeCli(text, 'set')) {
    if (token.kind !== 'eol') command.push(token);
    else {
      run(command);
      command = [];
    }
  }
  // Text that ends without a line break may end inside its last command: a value cut in two
  // (`10.0.0.0/2` of `10.0.0.0/24`) would stand for more than the source meant. The rule or
  // object of the line before may miss the lines that followed it (a NAT rule's translation).
  const last = text.slice(text.lastIndexOf('\n') + 1);
  if (/^\s*s(e(t(\s.*)?)?)?$/.test(last)) {
    const cut = [...before, ...written];
    for (const node of cut) node.cut = true;
    return { root: tree.root, notes, open: written.length ? written : [tree.root] };
  }
  return { root: tree.root, notes };
}

function remove(
  tree: CliTree,
  values: TCliValue[],
  start: TXmlNode,
  lines: [number, number],
  notes: TCliNote[],
) {
  const target = tree.find(values, start);
  const what = values.map((v) => (typeof v === 'string' ? v : `[ ${v.join(' ')} ]`)).join(' ');
  const base = { line: lines[0], endLine: lines[1], objectType: 'Other' as const };
  if (!target) {
    notes.push({
      ...base,
      status: 'ignored',
      code: 'PANOS_CLI_DELETE_NOTHING',
      message: `Deletes ${what}, which no earlier line set: no effect.`,
    });
    return;
  }
  notes.push({
    ...base,
    status: 'converted',
    code: 'PANOS_CLI_DELETE',
    message: `Applied while reading: ${what} is removed.`,
  });
  // The lines that wrote what is gone are read no more: say so, once per span.
  const spans = new Set<string>();
  for (const gone of tree.remove(target)) {
    if (gone.children.some((c) => c.name !== 'member')) continue;
    const key = `${gone.line}-${gone.endLine}`;
    if (spans.has(key)) continue;
    spans.add(key);
    notes.push({
      line: gone.line,
      endLine: gone.endLine,
      objectType: 'Other',
      status: 'ignored',
      code: 'PANOS_CLI_DELETED',
      message: `Removed by the delete on line ${lines[0]}.`,
    });
  }
}

function move(
  tree: CliTree,
  values: TCliValue[],
  start: TXmlNode,
  note: (status: TCliNote['status'], code: string, message: string, name?: string) => void,
) {
  const at = values.findIndex((v, i) => typeof v === 'string' && WHERE.has(v) && i > 0);
  const where = values[at];
  const ref = values[at + 1];
  const target = at > 0 ? tree.find(values.slice(0, at), start) : undefined;
  const parent = target && tree.parentOf(target);
  const name = target?.attrs.name;
  const anchor =
    typeof ref === 'string' ? parent?.children.find((c) => c.attrs.name === ref) : undefined;
  const relative = where === 'before' || where === 'after';
  if (!target || !parent || typeof where !== 'string' || (relative && !anchor)) {
    note('ignored', 'PANOS_CLI_MOVE_NOTHING', 'Moves an entry that is not there: no effect.');
    return;
  }
  const others = parent.children.filter((c) => c !== target);
  const index =
    where === 'top'
      ? 0
      : where === 'bottom' || !anchor
        ? others.length
        : others.indexOf(anchor) + (where === 'after' ? 1 : 0);
  others.splice(index, 0, target);
  parent.children = others;
  note(
    'converted',
    'PANOS_CLI_MOVE',
    `Applied while reading: ${name ?? 'the entry'} moves ${where}${relative ? ` ${String(ref)}` : ''}.`,
    name,
  );
}
