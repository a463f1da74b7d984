import { words } from './read-boot.js';
import { childOrNew, endsHere, type TNode } from './tree.js';

/** A line of a `set` file that is not a `set` command, for the report. */
export interface TOtherLine {
  line: number;
  text: string;
  kind: 'delete' | 'command' | 'unknown';
}

/** Configuration-mode commands a script wraps its `set` lines in. */
const SCRIPT = /^(configure|commit|save|exit|end|source \S+|run .*|commit-confirm.*)$/;

/**
 * Reads `set` commands (`show configuration commands`, a vbash script) into `root`: each
 * line's path is inserted word by word, quotes removed. `#` lines are comments; other lines
 * are returned for the report.
 */
export function readSet(root: TNode, file: string, text: string): TOtherLine[] {
  const lines = text.split(/\r?\n/);
  const other: TOtherLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const raw = (lines[i] ?? '').trim();
    if (raw === '' || raw.startsWith('#')) continue;
    const n = i + 1;
    if (raw.startsWith('set ')) {
      let at = root;
      for (const word of words(raw.slice(4))) at = childOrNew(at, word, file, n);
      if (at !== root) endsHere(at, n);
      continue;
    }
    other.push({
      line: n,
      text: raw,
      kind: raw.startsWith('delete ') ? 'delete' : SCRIPT.test(raw) ? 'command' : 'unknown',
    });
  }
  return other;
}

/** Whether a file is in the `set` form (its first command line starts with `set `). */
export function isSetForm(text: string): boolean {
  for (const line of text.split('\n', 400)) {
    const t = line.trim();
    if (t === '' || t.startsWith('#')) continue;
    if (t.startsWith('set ') || t.startsWith('delete ')) return true;
    if (!SCRIPT.test(t)) return false;
  }
  return false;
}
