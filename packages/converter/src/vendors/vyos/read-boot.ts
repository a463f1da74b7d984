import { childOrNew, endsHere, stretch, type TNode } from './tree.js';

/** A word, a double-quoted string (`"Allow established"`) or a brace. */
const TOKEN = /"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g;

/** The words of one line, quotes removed. */
export function words(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(TOKEN)) out.push(m[1] ?? m[2] ?? m[3] ?? '');
  return out;
}

export interface TReadProblem {
  line: number;
  message: string;
}

/**
 * Reads `config.boot` (the curly-brace tree) into `root`: `node {` opens, `}` closes,
 * `key value` and `key` are leaves; `/* ... *\/` comments (the version footer, EdgeOS node
 * comments) are skipped. Returns the lines that do not fit the format and whether the file
 * ended inside an open block.
 */
export function readBoot(
  root: TNode,
  file: string,
  text: string,
): { problems: TReadProblem[]; open: number; footer: string[] } {
  const lines = text.split(/\r?\n/);
  const stack: TNode[][] = [];
  let parent = root;
  const problems: TReadProblem[] = [];
  const footer: string[] = [];
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    const n = i + 1;
    let raw = (lines[i] ?? '').trim();
    if (inComment) {
      if (!raw.includes('*/')) continue;
      inComment = false;
      raw = raw.slice(raw.indexOf('*/') + 2).trim();
    }
    if (raw.startsWith('/*')) {
      footer.push(raw);
      if (!raw.includes('*/')) inComment = true;
      continue;
    }
    if (raw === '' || raw.startsWith('#')) continue;
    if (raw === '}') {
      const opened = stack.pop();
      if (!opened) {
        problems.push({ line: n, message: 'A closing brace with no block open.' });
        continue;
      }
      for (const node of opened) stretch(node, file, n);
      parent = stack.at(-1)?.at(-1) ?? root;
      continue;
    }
    const opens = raw.endsWith('{');
    const path = words(opens ? raw.slice(0, -1) : raw);
    if (path.length === 0) continue;
    const made: TNode[] = [];
    let at = parent;
    for (const word of path) {
      at = childOrNew(at, word, file, n);
      made.push(at);
    }
    if (opens) {
      stack.push(made);
      parent = at;
    } else endsHere(at, n);
  }
  // A file cut short: the blocks left open end with it.
  for (const opened of stack) for (const node of opened) stretch(node, file, lines.length);
  return { problems, open: stack.length, footer };
}

/** Whether a text is in the config.boot form: its first statement opens a top-level block. */
export function isBootForm(text: string): boolean {
  let comment = false;
  for (const line of text.split('\n', 400)) {
    const t = line.trim();
    if (comment) {
      comment = !t.includes('*/');
      continue;
    }
    if (t.startsWith('/*')) {
      comment = !t.includes('*/');
      continue;
    }
    if (t === '' || t.startsWith('#')) continue;
    return /^[A-Za-z][\w-]*( [^\s{]+)? \{$/.test(t);
  }
  return false;
}
