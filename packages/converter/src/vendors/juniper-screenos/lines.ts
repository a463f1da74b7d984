/** One ScreenOS command line, tokenized. */
export interface TSosLine {
  /** 1-based line number in the file. */
  n: number;
  text: string;
  /** Words and double-quoted strings (quotes removed). */
  tokens: string[];
}

/** A `set policy id N` sub-context: the lines between it and its `exit`. */
export interface TSosContext {
  kind: 'policy' | 'vrouter' | 'protocol' | 'vsys';
  head: TSosLine;
  lines: TSosLine[];
  /** Contexts opened inside this one (routing protocols inside a vrouter). */
  nested: TSosContext[];
  exit?: TSosLine;
}

/** A top-level command, or a context with its lines. */
export type TSosItem = { kind: 'line'; line: TSosLine } | { kind: 'context'; context: TSosContext };

/** Splits a line into words and quoted strings; `""` is an empty token. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  const pattern = /"((?:[^"\\]|\\.)*)"|(\S+)/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    tokens.push(match[1] !== undefined ? match[1] : (match[2] ?? ''));
  }
  return tokens;
}

// Session captures: `fw1->`, `fw1(M)->`, `fw1(B)-> get config`, `--- more ---` remnants.
const PROMPT = /^[\w.-]+(\([A-Za-z]+\))?->/;
const MORE = /-{2,}\s*more\s*-{2,}/gi;

/** Sub-context lines of a policy: members, negation, logging and inspection options. */
const POLICY_WORDS = new Set([
  'src-address',
  'dst-address',
  'service',
  'log',
  'attack',
  'av',
  'url',
  'di',
  'uf',
  'antispam',
  'count',
  'alarm',
  'traffic',
  'application',
  'name',
  'schedule',
  'src-vrf',
  'dst-vrf',
  'dst-port',
]);

function opensContext(tokens: string[]): TSosContext['kind'] | undefined {
  const [verb, first, second, third] = tokens;
  if (verb !== 'set') return undefined;
  if (first === 'policy' && second === 'id' && third !== undefined && tokens.length === 4)
    return 'policy';
  if (first === 'vrouter' && tokens.length === 3) return 'vrouter';
  if (first === 'vsys' && tokens.length === 3) return 'vsys';
  if (first === 'protocol' && tokens.length === 3) return 'protocol';
  return undefined;
}

/** True when a line belongs inside the open policy sub-context. */
function inPolicy(tokens: string[]): boolean {
  const [verb, word] = tokens;
  if (verb !== 'set' && verb !== 'unset') return false;
  if (word === 'service') return tokens.length === 3;
  return word !== undefined && POLICY_WORDS.has(word) && !(word === 'name' && tokens.length > 3);
}

/**
 * Reads `get config` text into top-level lines and contexts (`set policy id N` ... `exit`,
 * `set vrouter "X"` ... `exit` with nested `set protocol` contexts, `set vsys`). A policy
 * context left open is closed by the first line that is not one of its sub-commands.
 * Prompts and pager remnants are returned apart, as capture noise.
 */
export function readItems(text: string): { items: TSosItem[]; noise: TSosLine[]; work: number } {
  const items: TSosItem[] = [];
  const noise: TSosLine[] = [];
  const stack: TSosContext[] = [];
  // Lines, tokens and context steps: grows linearly with the input (see the property test).
  let work = 0;
  text.split(/\r?\n/).forEach((raw, index) => {
    const n = index + 1;
    work += 1;
    const cleaned = raw.replace(MORE, '').trim();
    if (cleaned === '') {
      if (raw.trim() !== '') noise.push({ n, text: raw, tokens: [] });
      return;
    }
    if (PROMPT.test(cleaned)) {
      noise.push({ n, text: raw, tokens: [] });
      return;
    }
    const line: TSosLine = { n, text: cleaned, tokens: tokenize(cleaned) };
    work += line.tokens.length;
    let top = stack.at(-1);
    while (top?.kind === 'policy' && line.tokens[0] !== 'exit' && !inPolicy(line.tokens)) {
      work += 1;
      stack.pop();
      top = stack.at(-1);
    }
    if (line.tokens[0] === 'exit' && line.tokens.length === 1 && top) {
      top.exit = line;
      stack.pop();
      return;
    }
    const opens = opensContext(line.tokens);
    // `set protocol` only opens a context inside a vrouter.
    if (opens && (opens !== 'protocol' || top?.kind === 'vrouter')) {
      const context: TSosContext = { kind: opens, head: line, lines: [], nested: [] };
      if (top) top.nested.push(context);
      else items.push({ kind: 'context', context });
      stack.push(context);
      return;
    }
    if (top) top.lines.push(line);
    else items.push({ kind: 'line', line });
  });
  return { items, noise, work };
}

/** Every line of a context, its head, nested contexts and exit included. */
export function contextLines(context: TSosContext): TSosLine[] {
  return [
    context.head,
    ...context.lines,
    ...context.nested.flatMap(contextLines),
    ...(context.exit ? [context.exit] : []),
  ].sort((a, b) => a.n - b.n);
}

/** Adds a line to its key's list (in place: a list copied per line grows quadratically). */
export function append(map: Map<string, TSosLine[]>, key: string, line: TSosLine): void {
  const list = map.get(key);
  if (list) list.push(line);
  else map.set(key, [line]);
}
