/** One token of the PAN-OS CLI formats, with the lines it spans (a quoted value may wrap). */
export interface TCliToken {
  kind: 'word' | '[' | ']' | '{' | '}' | ';' | 'eol';
  text: string;
  line: number;
  endLine: number;
}

/**
 * Splits `set` lines or the configure-mode brace format into tokens. `"…"` and `'…'` quote a
 * value (spaces, `#`, brackets and the other quote kept; a quote never closed is a plain
 * character); `#` at the start of a token comments
 * out the rest of its line. In the set format `;`, `{` and `}` are plain characters and each
 * line break outside quotes ends a command (`eol`).
 */
export function tokenizeCli(text: string, mode: 'set' | 'brace'): TCliToken[] {
  const tokens: TCliToken[] = [];
  const specials = mode === 'set' ? '[]' : '[]{};';
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const c = text.charAt(i);
    if (c === '\n') {
      if (mode === 'set') tokens.push({ kind: 'eol', text: '', line, endLine: line });
      line++;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r') {
      i++;
    } else if (c === '#') {
      while (i < text.length && text.charAt(i) !== '\n') i++;
    } else if (specials.includes(c)) {
      tokens.push({ kind: c as TCliToken['kind'], text: c, line, endLine: line });
      i++;
    } else {
      const start = line;
      let word = '';
      // A word runs to a space or a special; quoted parts may hold either, and line breaks.
      while (i < text.length) {
        const d = text.charAt(i);
        const close = d === '"' || d === "'" ? text.indexOf(d, i + 1) : -1;
        if (close > 0) {
          const quoted = text.slice(i + 1, close);
          line += quoted.split('\n').length - 1;
          word += quoted;
          i = close + 1;
        } else if (/\s/.test(d) || specials.includes(d)) {
          break;
        } else {
          word += d;
          i++;
        }
      }
      tokens.push({ kind: 'word', text: word, line: start, endLine: line });
    }
  }
  if (mode === 'set') tokens.push({ kind: 'eol', text: '', line, endLine: line });
  return tokens;
}

/** A value of a command: a word, or a bracketed list `[ a b ]`. */
export type TCliValue = string | string[];

/**
 * Folds `[ … ]` lists of a command's tokens into values. An unclosed list runs to the end of
 * the command.
 */
export function valuesOf(tokens: readonly TCliToken[]): TCliValue[] {
  const values: TCliValue[] = [];
  let list: string[] | undefined;
  for (const token of tokens) {
    if (token.kind === '[') list = [];
    else if (token.kind === ']') {
      if (list) values.push(list);
      list = undefined;
    } else if (token.kind === 'word') {
      if (list) list.push(token.text);
      else values.push(token.text);
    }
  }
  if (list) values.push(list);
  return values;
}
