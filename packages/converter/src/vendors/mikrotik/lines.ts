/**
 * RouterOS `/export` text as commands (MikroTik manual, "Configuration export": a menu path on a
 * line of its own sets the context of the commands below it; `terse` puts the path on every
 * command; a line ending in an odd number of backslashes continues on the next, whose leading
 * indentation is not part of the text).
 */

/** One command of the export: `add k=v ...`, `set [ find default-name=ether1 ] k=v`. */
export interface TMtCommand {
  /** First and last physical line (a command continued with `\` spans several). */
  line: number;
  endLine: number;
  /** The menu it applies to, words joined by one space: `ip firewall filter`. */
  path: string;
  verb: string;
  /** The `[ find ... ]` query of a `set`/`remove`, without brackets. */
  find: string | undefined;
  /** A positional item (`set 0 ...`, `set telnet disabled=yes`). */
  item: string | undefined;
  /** `key=value` properties, values unquoted and unescaped, in order. */
  props: Map<string, string>;
  /** Bare words after the verb that are not `key=value` (v7 `add blackhole ...`). */
  flags: string[];
}

/** A menu path line (`/ip firewall filter`) or a line that is not RouterOS syntax. */
export interface TMtOther {
  kind: 'menu' | 'script' | 'unknown';
  line: number;
  endLine: number;
  text: string;
}

export interface TMtExport {
  commands: TMtCommand[];
  others: TMtOther[];
  /** `by RouterOS 7.14` in the header. */
  version?: string;
  /** The logical lines ended inside a quoted value or a continuation: the file is cut short. */
  truncated: boolean;
}

const VERBS = new Set(['add', 'set', 'remove', 'unset', 'disable', 'enable', 'edit', 'comment']);
const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', _: ' ', a: '', b: '', f: '' };

/** Reads the export into commands; linear in the text. */
export function readExport(text: string): TMtExport {
  const lines = text.split(/\r?\n/);
  const commands: TMtCommand[] = [];
  const others: TMtOther[] = [];
  let path = '';
  let version: string | undefined;
  let truncated = false;
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let logical = lines[i] ?? '';
    const first = logical.trimStart();
    if (first === '') continue;
    if (first.startsWith('#')) {
      version ??= / by RouterOS (\d+\.\d+\S*)/.exec(first)?.[1];
      continue;
    }
    while (continues(logical)) {
      logical = logical.slice(0, -1);
      if (i + 1 >= lines.length) {
        truncated = true;
        break;
      }
      i++;
      logical += (lines[i] ?? '').trimStart();
    }
    const at = { line: start + 1, endLine: i + 1 };
    const trimmed = logical.trim();
    if (/^:/.test(trimmed) || /^\{/.test(trimmed)) {
      others.push({ kind: 'script', ...at, text: trimmed });
      continue;
    }
    const tokens = tokenize(trimmed);
    if (!tokens) {
      truncated = true;
      others.push({ kind: 'unknown', ...at, text: trimmed });
      continue;
    }
    let k = 0;
    if (trimmed.startsWith('/')) {
      const words: string[] = [];
      for (
        ;
        k < tokens.length && !VERBS.has(tokens[k] ?? '') && !(tokens[k] ?? '').includes('=');
        k++
      )
        words.push(tokens[k] ?? '');
      path = words.join(' ').replace(/^\//, '').trim();
      if (k === tokens.length) {
        others.push({ kind: 'menu', ...at, text: trimmed });
        continue;
      }
    }
    const verb = tokens[k] ?? '';
    if (!VERBS.has(verb) || path === '') {
      others.push({ kind: 'unknown', ...at, text: trimmed });
      continue;
    }
    commands.push(command(path, verb, tokens.slice(k + 1), at));
  }
  return { commands, others, ...(version ? { version } : {}), truncated };
}

/** True when the line ends in an odd number of backslashes (an escaped one is `\\`). */
function continues(line: string): boolean {
  let n = 0;
  for (let j = line.length - 1; j >= 0 && line[j] === '\\'; j--) n++;
  return n % 2 === 1;
}

function command(
  path: string,
  verb: string,
  rest: string[],
  at: { line: number; endLine: number },
): TMtCommand {
  const props = new Map<string, string>();
  const flags: string[] = [];
  let find: string | undefined;
  let item: string | undefined;
  for (const token of rest) {
    if (token.charCodeAt(0) === OPEN && token.endsWith(']')) {
      find = token
        .slice(1, -1)
        .trim()
        .replace(/^find\b\s*/, '');
      continue;
    }
    const eq = token.indexOf('=');
    if (eq > 0) props.set(token.slice(0, eq), unquote(token.slice(eq + 1)));
    else if (verb === 'set' && item === undefined && props.size === 0 && find === undefined)
      item = unquote(token);
    else flags.push(unquote(token));
  }
  // Built once with every field, so that all commands share one object shape.
  return { line: at.line, endLine: at.endLine, path, verb, find, item, props, flags };
}

/**
 * Splits a command into words: `[ ... ]` queries, `key=value` with quoted values kept whole,
 * bare words. Undefined when a quote or bracket is left open.
 */
export function tokenize(text: string): string[] | undefined {
  const tokens: string[] = [];
  let start = -1;
  let quoted = false;
  let depth = 0;
  // Indices only, one slice per token: building tokens a character at a time was most of the
  // reader's time and garbage on large exports.
  for (let j = 0; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (quoted) {
      if (c === BACKSLASH) j++;
      else if (c === QUOTE) quoted = false;
      continue;
    }
    if ((c === SPACE || c === TAB) && depth === 0) {
      if (start >= 0) tokens.push(text.slice(start, j));
      start = -1;
      continue;
    }
    if (start < 0) start = j;
    if (c === QUOTE) quoted = true;
    else if (c === OPEN) depth++;
    else if (c === CLOSE && depth > 0) depth--;
  }
  if (quoted || depth > 0) return undefined;
  if (start >= 0) tokens.push(text.slice(start));
  return tokens;
}

const [BACKSLASH, QUOTE, SPACE, TAB, OPEN, CLOSE] = ['\\', '"', ' ', '\t', '[', ']'].map((c) =>
  c.charCodeAt(0),
);

/** A value without its quotes, escapes resolved (`\"`, `\\`, `\n`, `\_`, `\3A` hex). */
export function unquote(value: string): string {
  if (value.charCodeAt(0) !== QUOTE || value.length < 2 || !value.endsWith('"')) return value;
  const inner = value.slice(1, -1);
  if (!inner.includes('\\')) return inner;
  let out = '';
  for (let j = 0; j < inner.length; j++) {
    const c = inner[j] ?? '';
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = inner[j + 1] ?? '';
    const hex = inner.slice(j + 1, j + 3);
    if (/^[0-9A-F]{2}$/.test(hex)) {
      out += String.fromCharCode(parseInt(hex, 16));
      j += 2;
    } else {
      out += ESCAPES[next] ?? next;
      j += 1;
    }
  }
  return out;
}

/** A `[ find default-name=ether1 ]` / `[ find name=x ]` / `[ find where name=x ]` query's value. */
export function findValue(find: string | undefined, key: string): string | undefined {
  if (!find) return undefined;
  const tokens = tokenize(find.replace(/^where\s+/, '')) ?? [];
  for (const token of tokens) {
    if (token.startsWith(`${key}=`)) return unquote(token.slice(key.length + 1));
  }
  return undefined;
}
