/**
 * A small tokenizer of FortiOS CLI text for syntax highlighting, one line at a time
 * (shared/reference/fortios-syntax.md). It only colours; it does not check the syntax.
 */

export type TTokenKind =
  'keyword' | 'setting' | 'path' | 'string' | 'number' | 'address' | 'comment' | 'plain';

export interface TToken {
  kind: TTokenKind;
  text: string;
}

/** The quote a line ends inside of: long strings span lines (replacement messages). */
export type TOpenQuote = '"' | "'" | null;

export interface TTokenizedLine {
  tokens: TToken[];
  /** The quote still open at the end of the line; the next line starts inside it. */
  openQuote: TOpenQuote;
}

const KEYWORDS = new Set(['config', 'edit', 'next', 'end', 'set', 'unset', 'append']);
/** Keywords followed by the name of a setting (`set srcintf …`). */
const SETTING_KEYWORDS = new Set(['set', 'unset', 'append']);

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\/\d{1,2})?$/;
/** Integers, port ranges (`0-65535:1024-2048`) and times (`01:30`). */
const NUMBER = /^-?\d+(?:[-:]\d+)*$/;

/** Where the quoted string starting at `start` ends (after its closing quote), or -1 if open. */
function closingQuote(line: string, start: number, quote: '"' | "'"): number {
  for (let index = start; index < line.length; index += 1) {
    const char = line[index];
    // Inside strings `"` and `'` are escaped with a backslash.
    if (char === '\\') index += 1;
    else if (char === quote) return index + 1;
  }
  return -1;
}

function bareKind(word: string): TTokenKind {
  if (IPV4.test(word)) return 'address';
  if (NUMBER.test(word)) return 'number';
  return 'plain';
}

/**
 * Splits one line into coloured tokens. `openQuote` is the quote the previous line left open
 * (see {@link openQuotesAtLineStarts}). The tokens' texts joined give back the line.
 */
export function tokenizeLine(line: string, openQuote: TOpenQuote = null): TTokenizedLine {
  const tokens: TToken[] = [];
  const push = (kind: TTokenKind, text: string) => {
    const last = tokens[tokens.length - 1];
    if (last && last.kind === kind) last.text += text;
    else if (text) tokens.push({ kind, text });
  };

  let index = 0;
  if (openQuote) {
    const end = closingQuote(line, 0, openQuote);
    if (end === -1) return { tokens: line ? [{ kind: 'string', text: line }] : [], openQuote };
    push('string', line.slice(0, end));
    index = end;
  } else if (/^\s*#/.test(line)) {
    // Only a whole line is a comment (`#config-version=…`, a script's notes).
    const indent = line.length - line.trimStart().length;
    push('plain', line.slice(0, indent));
    push('comment', line.slice(indent));
    return { tokens, openQuote: null };
  }

  // What the next bare word is: the command, a setting's name, a table's path or a value.
  let expect: 'command' | 'setting' | 'path' | 'value' = index === 0 ? 'command' : 'value';
  while (index < line.length) {
    const char = line[index] ?? '';
    if (/\s/.test(char)) {
      const end = line.slice(index).search(/\S/);
      const stop = end === -1 ? line.length : index + end;
      push('plain', line.slice(index, stop));
      index = stop;
    } else if (char === '"' || char === "'") {
      const end = closingQuote(line, index + 1, char);
      push('string', line.slice(index, end === -1 ? line.length : end));
      if (end === -1) return { tokens, openQuote: char };
      index = end;
      if (expect !== 'path') expect = 'value';
    } else {
      const end = line.slice(index).search(/[\s"']/);
      const stop = end === -1 ? line.length : index + end;
      const word = line.slice(index, stop);
      if (expect === 'command' && KEYWORDS.has(word)) {
        push('keyword', word);
        expect = SETTING_KEYWORDS.has(word) ? 'setting' : word === 'config' ? 'path' : 'value';
      } else if (expect === 'setting') {
        push('setting', word);
        expect = 'value';
      } else if (expect === 'path') {
        push('path', word);
      } else {
        push(bareKind(word), word);
        expect = 'value';
      }
      index = stop;
    }
  }
  return { tokens, openQuote: null };
}

/**
 * The quote each line starts inside of (the first is never inside one), so any line of a long
 * output can be tokenized on its own, in view, without tokenizing the ones before it.
 */
export function openQuotesAtLineStarts(lines: readonly string[]): TOpenQuote[] {
  const starts: TOpenQuote[] = new Array<TOpenQuote>(lines.length);
  let open: TOpenQuote = null;
  lines.forEach((line, number) => {
    starts[number] = open;
    // Most lines hold no quote that stays open: skip the tokenizer for them.
    if (open === null && !line.includes('"') && !line.includes("'")) return;
    open = tokenizeLine(line, open).openQuote;
  });
  return starts;
}
