/**
 * VRP `display current-configuration` as a tree of lines (Huawei USG6000 CLI reference,
 * "Command Views"): a command at column 0 is a setting or enters a view, the lines indented
 * below it belong to that view (one level deeper for `rule name` inside `security-policy` and
 * `nat-policy`). A line of `#` only separates views; `return` ends the output. Linear in the
 * text: each character is visited a bounded number of times.
 */

export interface TVrpLine {
  /** 1-based line number. */
  n: number;
  /** Spaces before the command. */
  indent: number;
  /** The words; a double-quoted name (`"web servers"`) is one word without its quotes. */
  words: string[];
  /** The text after the first `from` words, as written (descriptions run to end of line). */
  text: string;
  children: TVrpLine[];
  /** Last line of the view (the line itself when it has no children). */
  end: number;
}

export interface TVrpExport {
  /** Column-0 commands with their views. */
  top: TVrpLine[];
  /** Capture noise and markers (prompts, `return`, the `display` echo, `!` header lines). */
  noise: TVrpLine[];
  /** The `!Software Version` the header states, if any. */
  version?: string;
  /** `return` closed the output (a capture or saved file always ends so). */
  ended: boolean;
}

const MORE = '---- More ----';
const MAX_DEPTH = 4;

/** Words of a line: runs of non-space, a double-quoted run is one word. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  let i = 0;
  while (i < text.length) {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t')) i += 1;
    if (i >= text.length) break;
    if (text[i] === '"') {
      const close = text.indexOf('"', i + 1);
      const stop = close < 0 ? text.length : close;
      words.push(text.slice(i + 1, stop));
      i = stop + 1;
      continue;
    }
    let j = i;
    while (j < text.length && text[j] !== ' ' && text[j] !== '\t') j += 1;
    words.push(text.slice(i, j));
    i = j;
  }
  return words;
}

/** `<USG6000>`, `[USG6000]`, `[USG6000-policy-security]` with or without a command after. */
function isPrompt(trimmed: string): boolean {
  const open = trimmed[0];
  const close = open === '<' ? '>' : open === '[' ? ']' : undefined;
  if (!close) return false;
  const at = trimmed.indexOf(close);
  return at > 1 && !trimmed.slice(1, at).includes(' ');
}

/** The export's lines as views, the noise apart. */
export function readExport(source: string): TVrpExport {
  const out: TVrpExport = { top: [], noise: [], ended: false };
  const lines = source.split('\n');
  // Open views by depth: stack[k] is the innermost line with indent below the next one's.
  const stack: TVrpLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    let raw = (lines[index] ?? '').replace(/\r$/, '');
    const n = index + 1;
    if (raw.includes(MORE)) {
      raw = raw.split(MORE).join('');
      // A pager marker on its own line is capture noise, and said so.
      if (raw.trim() === '')
        out.noise.push({ n, indent: 0, words: [MORE], text: MORE, children: [], end: n });
    }
    const trimmedEnd = raw.trimEnd();
    const trimmed = trimmedEnd.trimStart();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const indent = trimmedEnd.length - trimmed.length;
    const line: TVrpLine = {
      n,
      indent,
      words: wordsOf(trimmed),
      text: trimmed,
      children: [],
      end: n,
    };
    if (indent === 0 && (isPrompt(trimmed) || trimmed === 'return' || trimmed.startsWith('!'))) {
      const version = /^!Software Version (\S+)/.exec(trimmed)?.[1];
      if (version) out.version = version;
      if (trimmed === 'return') out.ended = true;
      out.noise.push(line);
      stack.length = 0;
      continue;
    }
    while (stack.length > 0 && (stack[stack.length - 1]?.indent ?? 0) >= indent) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) {
      parent.children.push(line);
      for (const open of stack) open.end = n;
    } else out.top.push(line);
    // VRP nests three views deep at most; deeper indents join the innermost (bounded work).
    if (stack.length < MAX_DEPTH) stack.push(line);
  }
  return out;
}

/** The text of a line after its first `count` words (a description, a quoted name). */
export function restOf(line: TVrpLine, count: number): string {
  let text = line.text;
  for (let k = 0; k < count; k += 1) {
    text = text.trimStart();
    if (text.startsWith('"')) {
      const close = text.indexOf('"', 1);
      text = close < 0 ? '' : text.slice(close + 1);
    } else {
      const space = text.search(/[ \t]/);
      text = space < 0 ? '' : text.slice(space);
    }
  }
  return text.trim();
}
