import { readStatements, type TStatement } from './statements.js';

/**
 * FortiOS CLI text as a tree: `config <path>` (tables and singletons), `edit <key>` entries,
 * `set`/`unset` lines, nested to any depth. Every node keeps its 1-based first and last line.
 * Malformed structure (an `end` too many, a file cut short, a quote left open) is recorded in
 * `problems`, never thrown. Linear in the size of the text.
 */

interface TSpan {
  line: number;
  endLine: number;
}

export interface TCliConfig extends TSpan {
  kind: 'config';
  /** `config system replacemsg mail "x"` -> `['system', 'replacemsg', 'mail', 'x']`. */
  path: string[];
  children: TCliNode[];
}

export interface TCliEdit extends TSpan {
  kind: 'edit';
  key: string;
  children: TCliNode[];
}

export interface TCliSet extends TSpan {
  kind: 'set';
  key: string;
  values: string[];
}

export interface TCliUnset extends TSpan {
  kind: 'unset';
  key: string;
}

/** A statement no rule places: junk, a prompt, `edit` outside a table, `append` ... */
export interface TCliOther extends TSpan {
  kind: 'other';
  /** The statement's tokens joined by spaces (shortened), for messages. */
  text: string;
}

export interface TCliComment extends TSpan {
  kind: 'comment';
  text: string;
}

export type TCliNode = TCliConfig | TCliEdit | TCliSet | TCliUnset | TCliOther | TCliComment;

export type TCliProblemCode = 'UNBALANCED_END' | 'UNCLOSED_BLOCK' | 'UNTERMINATED_QUOTE';

export interface TCliProblem extends TSpan {
  code: TCliProblemCode;
  message: string;
}

export interface TCliTree {
  nodes: TCliNode[];
  problems: TCliProblem[];
  lineCount: number;
}

type TOpen = TCliConfig | TCliEdit;

/**
 * A `set` line read from text. Most hold one value, kept as the string itself: an array per
 * line (about 56 bytes) was a third of the tree, which for a 26 MB output is over 40 MB. The
 * `values` getter gives the array (a new one for a single value); `kind` is on the prototype.
 * A one-line statement (nearly all) has no `endLine` field of its own: 8 bytes less per line.
 */
class SetNode implements TCliSet {
  declare readonly kind: 'set';

  constructor(
    readonly key: string,
    private readonly value: string | string[],
    readonly line: number,
  ) {}

  get endLine(): number {
    return this.line;
  }

  get values(): string[] {
    return typeof this.value === 'string' ? [this.value] : this.value;
  }

  /** The values as kept: one value as the string itself (no array made). */
  get kept(): string | string[] {
    return this.value;
  }
}

/** A `set` node's values, one value as the string itself where the tree keeps it so. */
export const valuesOf = (node: TCliSet): string | string[] =>
  node instanceof SetNode ? node.kept : node.values;
Object.defineProperty(SetNode.prototype, 'kind', { value: 'set', enumerable: true });

/** A `set` statement over several lines (a quoted value spanning lines). */
class SpanSetNode extends SetNode {
  constructor(
    key: string,
    value: string | string[],
    line: number,
    private readonly last: number,
  ) {
    super(key, value, line);
  }

  override get endLine(): number {
    return this.last;
  }
}

const TEXT_LIMIT = 120;

function textOf(statement: TStatement): string {
  const text = statement.tokens.join(' ');
  return text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT)}...` : text;
}

/** Last line of an entry closed without `next`: its last child, or itself. */
function implicitEnd(node: TOpen): number {
  const last = node.children[node.children.length - 1];
  return last ? Math.max(node.line, last.endLine) : node.line;
}

export function parseTree(text: string): TCliTree {
  const root: TCliNode[] = [];
  const problems: TCliProblem[] = [];
  const stack: TOpen[] = [];
  const add = (node: TCliNode): void => {
    const top = stack[stack.length - 1];
    (top ? top.children : root).push(node);
  };
  const other = (s: TStatement): void =>
    add({ kind: 'other', text: textOf(s), line: s.line, endLine: s.endLine });

  const lastLine = readStatements(text, (s) => {
    if (s.unterminated) {
      problems.push({
        code: 'UNTERMINATED_QUOTE',
        line: s.line,
        endLine: s.endLine,
        message: `A quote opened on line ${s.line} is not closed`,
      });
    }
    if (s.comment) {
      add({ kind: 'comment', text: s.tokens[0] ?? '', line: s.line, endLine: s.endLine });
      return;
    }
    const top = stack[stack.length - 1];
    const second = s.tokens[1];
    switch (s.keyword) {
      case 'config': {
        s.tokens.shift();
        const node: TCliConfig = {
          kind: 'config',
          path: s.tokens,
          children: [],
          line: s.line,
          endLine: s.endLine,
        };
        add(node);
        stack.push(node);
        return;
      }
      case 'edit': {
        if (!top || second === undefined) return other(s);
        if (top.kind === 'edit') {
          // `edit` without `next` before it: the previous entry ends here.
          top.endLine = implicitEnd(top);
          stack.pop();
        }
        const node: TCliEdit = {
          kind: 'edit',
          key: second,
          children: [],
          line: s.line,
          endLine: s.endLine,
        };
        add(node);
        stack.push(node);
        return;
      }
      case 'next': {
        if (top?.kind !== 'edit') return other(s);
        top.endLine = s.endLine;
        // At its exact size: grown by push, an entry's list keeps room for 17 children.
        top.children = top.children.slice();
        stack.pop();
        return;
      }
      case 'end': {
        if (!top) {
          problems.push({
            code: 'UNBALANCED_END',
            line: s.line,
            endLine: s.endLine,
            message: `Line ${s.line}: 'end' without an open 'config'`,
          });
          return;
        }
        if (top.kind === 'edit') {
          // `end` inside an entry closes the entry and its table (the VDOM wrapper does this).
          top.endLine = implicitEnd(top);
          stack.pop();
        }
        const table = stack.pop();
        if (table) table.endLine = s.endLine;
        return;
      }
      case 'set':
      case 'unset': {
        if (!top || second === undefined) return other(s);
        if (s.keyword === 'set') {
          // The values are the tokens after `set <key>`: trimmed in place, no copy.
          const values = s.tokens;
          values.shift();
          values.shift();
          const value = values.length === 1 ? (values[0] ?? '') : values;
          add(
            s.endLine === s.line
              ? new SetNode(second, value, s.line)
              : new SpanSetNode(second, value, s.line, s.endLine),
          );
        } else add({ kind: 'unset', key: second, line: s.line, endLine: s.endLine });
        return;
      }
      default:
        other(s);
    }
  });

  const outer = stack[0];
  if (outer) {
    problems.push({
      code: 'UNCLOSED_BLOCK',
      line: outer.line,
      endLine: lastLine,
      message: `The file ends inside 'config ${stack.find((n) => n.kind === 'config')?.path.join(' ') ?? ''}' (cut short?)`,
    });
    for (const node of stack) node.endLine = lastLine;
  }
  return { nodes: root, problems, lineCount: lastLine };
}
