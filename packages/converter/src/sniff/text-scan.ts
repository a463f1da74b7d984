/**
 * Line-by-line scans of a whole configuration without splitting it: a split makes one string
 * per line (and `trim` another), which a 2.6 MB file pays for in memory and collection time.
 */

/** The characters JavaScript's `\s` and `trim` treat as white space. */
export function isSpace(code: number): boolean {
  return (
    (code >= 9 && code <= 13) ||
    code === 32 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Lines of a text as `split('\n')` or `split(/\r?\n/)` count them: one more than its `\n`. */
export function lineCount(text: string): number {
  let count = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
}

/**
 * Calls `visit(index, first)` for each line of `text` split on `\n` (0-based index), with the
 * offset of the line's first character that is not white space, or -1 for a blank line.
 * `end` is the offset of the line's `\n` (or the text's length for the last line).
 */
export function forEachLineStart(
  text: string,
  visit: (index: number, first: number, end: number) => void,
): void {
  let index = 0;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    let first = start;
    while (first < end && isSpace(text.charCodeAt(first))) first += 1;
    visit(index, first < end ? first : -1, end);
    index += 1;
    start = end + 1;
  }
}

/** Tokens up to this length are shared (see `Interner`); longer ones are rarely repeated. */
const INTERN_MAX = 64;

/**
 * One string per distinct short token of a file: configurations repeat their keywords
 * (`access-list`, `set srcintf`), values (`enable`, `all`) and object names on every line.
 * What a parser keeps of the lines shrinks by a quarter to a third, and the copies just cut
 * from the text die young, which is cheap for the collector.
 */
export class Interner {
  private readonly seen = new Map<string, string>();

  of(token: string): string {
    if (token.length > INTERN_MAX) return token;
    const known = this.seen.get(token);
    if (known !== undefined) return known;
    this.seen.set(token, token);
    return token;
  }
}
