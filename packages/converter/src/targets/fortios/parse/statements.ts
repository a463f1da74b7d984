/**
 * Splits FortiOS CLI text into statements: one line each, or several when a quoted string spans
 * lines (certificates, replacement messages, scripts). Values are unquoted and unescaped.
 * One pass over the characters, no regular expressions, no copy of the text into lines.
 */

import { Interner } from '../../../sniff/text-scan.js';

/** One statement of the CLI text. Lines are 1-based. */
export interface TStatement {
  /** The statement's words; the array is the caller's to keep. */
  tokens: string[];
  /** The first token when it was written unquoted: `config`, `edit`, `set` ... */
  keyword: string | undefined;
  line: number;
  endLine: number;
  /** A `#` line (file header or script comment); its one token is the whole line. */
  comment: boolean;
  /** A quote was still open at the end (closed at the end of the line or of the file). */
  unterminated: boolean;
}

const LF = 10;
const CR = 13;
const SPACE = 32;
const TAB = 9;
const DQUOTE = 34;
const SQUOTE = 39;
const BACKSLASH = 92;
const HASH = 35;

const KEYWORDS = new Set(['set', 'unset', 'next', 'end', 'edit', 'config']);

const isBlank = (c: number): boolean => c === SPACE || c === TAB;

/** Whether the character can be escaped with a backslash in FortiOS strings. */
const isEscapable = (c: number): boolean => c === DQUOTE || c === SQUOTE || c === BACKSLASH;

/** A line of the text: [start, end) without its terminator, and where the next one starts. */
class Cursor {
  start = 0;
  end = 0;
  next = 0;
  line = 0;

  constructor(private readonly text: string) {
    this.next = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  }

  /** Moves to the following line; false at the end of the text. */
  advance(): boolean {
    const { text } = this;
    if (this.next > text.length) return false;
    this.start = this.next;
    let lf = text.indexOf('\n', this.start);
    if (lf < 0) lf = text.length;
    this.end = lf > this.start && text.charCodeAt(lf - 1) === CR ? lf - 1 : lf;
    this.next = lf + 1;
    this.line += 1;
    return true;
  }

  indentAt(from: number): number {
    let pos = from;
    while (pos < this.end && isBlank(this.text.charCodeAt(pos))) pos += 1;
    return pos - this.start;
  }

  /**
   * Whether the line after this one reads as the next statement rather than as more of an open
   * string: a keyword at the indentation FortiOS gives the statement's siblings or parent.
   * Real backups never leave a quote open; hand-edited ones do (`set service ""HTTPS" "HTTP"`),
   * and without this one stray quote would swallow the rest of the file. Continuation lines of
   * real multi-line values (PEM blocks, scripts) start at column 0.
   */
  nextEndsOpenQuote(indent: number): boolean {
    const { text } = this;
    let pos = this.next;
    while (pos < text.length && isBlank(text.charCodeAt(pos))) pos += 1;
    const n = pos - this.next;
    if (n > indent || n < indent - 4) return false;
    let end = pos;
    while (end < text.length) {
      const c = text.charCodeAt(end);
      if (isBlank(c) || c === LF || c === CR) break;
      end += 1;
    }
    return end - pos <= 6 && KEYWORDS.has(text.slice(pos, end));
  }
}

/** Calls `onStatement` for every non-blank statement, in order; returns the number of lines. */
export function readStatements(text: string, onStatement: (s: TStatement) => void): number {
  const cursor = new Cursor(text);
  // One object for every call: the callback reads it at once.
  const statement: TStatement = {
    tokens: [],
    keyword: undefined,
    line: 0,
    endLine: 0,
    comment: false,
    unterminated: false,
  };
  // Tokens are gathered here and copied out at the exact size: an array grown by `push` keeps
  // room for 16 or more, about 150 bytes per statement that the tree would hold on to. The
  // scratch is never truncated (`length = 0` frees its storage, and every statement would
  // allocate it anew): `count` says how much of it is this statement's.
  const scratch: string[] = [];
  const interner = new Interner();
  while (cursor.advance()) {
    const indent = cursor.indentAt(cursor.start);
    let pos = cursor.start + indent;
    if (pos === cursor.end) continue;
    statement.line = cursor.line;
    statement.unterminated = false;
    if (text.charCodeAt(pos) === HASH) {
      statement.tokens = [text.slice(pos, cursor.end)];
      statement.keyword = undefined;
      statement.endLine = cursor.line;
      statement.comment = true;
      onStatement(statement);
      continue;
    }
    let count = 0;
    let firstQuoted = false;
    let buf = '';
    let inToken = false;
    let seg = 0;
    let quote = 0;
    for (;;) {
      const end = cursor.end;
      while (pos < end) {
        const c = text.charCodeAt(pos);
        if (quote !== 0) {
          if (c === BACKSLASH && pos + 1 < end && isEscapable(text.charCodeAt(pos + 1))) {
            buf += text.slice(seg, pos) + text.charAt(pos + 1);
            pos += 2;
            seg = pos;
          } else {
            if (c === quote) {
              buf += text.slice(seg, pos);
              quote = 0;
              seg = pos + 1;
            }
            pos += 1;
          }
        } else if (isBlank(c)) {
          if (inToken) {
            scratch[count++] = interner.of(buf + text.slice(seg, pos));
            buf = '';
            inToken = false;
          }
          pos += 1;
        } else if (c === DQUOTE || c === SQUOTE) {
          if (inToken) buf += text.slice(seg, pos);
          else if (count === 0) firstQuoted = true;
          inToken = true;
          quote = c;
          pos += 1;
          seg = pos;
        } else if (c === BACKSLASH && pos + 1 < end) {
          if (inToken) buf += text.slice(seg, pos);
          inToken = true;
          buf += text.charAt(pos + 1);
          pos += 2;
          seg = pos;
        } else {
          if (!inToken) {
            inToken = true;
            seg = pos;
          }
          pos += 1;
        }
      }
      if (quote !== 0) {
        if (cursor.next <= text.length && !cursor.nextEndsOpenQuote(indent)) {
          buf += `${text.slice(seg, end)}\n`;
          cursor.advance();
          pos = cursor.start;
          seg = pos;
          continue;
        }
        statement.unterminated = true;
      }
      if (inToken) {
        const last = buf + text.slice(seg, end);
        // A comment is nearly always unique (the converter writes the source line in it):
        // interning it would only grow the interner's table.
        const token = count === 2 && scratch[1] === 'comments' ? last : interner.of(last);
        scratch[count++] = token;
      }
      break;
    }
    const tokens = scratch.slice(0, count);
    statement.tokens = tokens;
    statement.keyword = firstQuoted ? undefined : tokens[0];
    statement.endLine = cursor.line;
    statement.comment = false;
    onStatement(statement);
  }
  return cursor.line;
}
