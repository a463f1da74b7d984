import { applyDeactivations, readSetLine, TOP_COMMAND, type TCommand } from './set-format.js';
import { isNoise, type TAside, type TFrame, type TParsedText, type TStmt } from './statements.js';

type TToken = { text: string; line: number; quoted: boolean };

/** Splits one line into tokens; `inAnnotation` carries a `/* … *\/` across lines. */
function tokenizeLine(raw: string, n: number, state: { inAnnotation: boolean }): TToken[] {
  const tokens: TToken[] = [];
  let i = 0;
  while (i < raw.length) {
    const c = raw[i] ?? '';
    if (state.inAnnotation) {
      const close = raw.indexOf('*/', i);
      if (close < 0) i = raw.length;
      else {
        state.inAnnotation = false;
        i = close + 2;
      }
    } else if (c === ' ' || c === '\t' || c === '\r') i += 1;
    else if (c === '#') i = raw.length;
    else if (raw.startsWith('/*', i)) {
      state.inAnnotation = true;
      i += 2;
    } else if ('{};[]'.includes(c)) {
      tokens.push({ text: c, line: n, quoted: false });
      i += 1;
    } else if (c === '"') {
      let end = i + 1;
      let word = '';
      while (end < raw.length && raw[end] !== '"') {
        if (raw[end] === '\\' && end + 1 < raw.length) end += 1;
        word += raw[end] ?? '';
        end += 1;
      }
      tokens.push({ text: word, line: n, quoted: true });
      i = end + 1;
    } else {
      let end = i;
      while (end < raw.length && !' \t\r{};[]"'.includes(raw[end] ?? ' ')) end += 1;
      tokens.push({ text: raw.slice(i, end), line: n, quoted: false });
      i = end;
    }
  }
  return tokens;
}

const TAGS = new Set(['inactive:', 'protect:', 'replace:', 'active:', 'delete:']);

/** One open container: its full path and enclosing frames, built once when it opens. */
interface TLevel {
  path: readonly string[];
  /** Shared by every statement of the container (never changed once built). */
  frames: TFrame[];
  frame?: TFrame;
  /** Path length of the outermost `inactive:` container at or above this one. */
  inactiveAt?: number;
}

const ROOT: TLevel = { path: [], frames: [] };

/**
 * Flattens the hierarchical (curly-brace) format into set-form statements. `inactive:` marks
 * every leaf below it; `[ a b ]` lists give one statement per value, as `set` would. `set` /
 * `deactivate` lines at the top level (pasted after the configuration) are read as in the set
 * format, in file order, so they apply on top of the hierarchy.
 *
 * Linear: each container builds its path once, statements share their container's frames,
 * and `work` counts every token read and every word written into a path or a statement.
 */
export function parseHierarchical(text: string): TParsedText {
  const asides: TAside[] = [];
  const stmts: TStmt[] = [];
  const commands: TCommand[] = [];
  const stack: TLevel[] = [ROOT];
  const state = { inAnnotation: false };
  let work = 0;
  let words: string[] = [];
  let listed: string[] = [];
  let firstLine = 0;
  let inactive = false;
  let list: string[] | undefined;
  let appended: { first: number; count: number } | undefined;
  const top = (): TLevel => stack[stack.length - 1] ?? ROOT;

  const emit = (line: number): void => {
    const level = top();
    const at = level.inactiveAt ?? (inactive ? level.path.length + words.length : undefined);
    const values = listed.length ? listed : [undefined];
    for (const value of values) {
      const full =
        value === undefined ? [...level.path, ...words] : [...level.path, ...words, value];
      work += full.length;
      stmts.push({
        words: full,
        line,
        frames: level.frames,
        ...(at !== undefined ? { inactiveAt: at } : {}),
      });
    }
  };
  const reset = (): void => {
    words = [];
    listed = [];
    inactive = false;
    firstLine = 0;
  };

  text.split('\n').forEach((raw, index) => {
    const n = index + 1;
    const atTop = stack.length === 1 && words.length === 0 && !list && !state.inAnnotation;
    if (atTop && TOP_COMMAND.test(raw.trim())) {
      work += readSetLine(raw.trim(), n, stmts, commands, asides);
      if (appended) appended.count += 1;
      else appended = { first: n, count: 1 };
      return;
    }
    if (!state.inAnnotation && isNoise(raw)) {
      asides.push({ line: n, kind: 'noise', text: raw.trim() });
      return;
    }
    const annotated = state.inAnnotation || raw.includes('/*');
    for (const token of tokenizeLine(raw, n, state)) {
      work += 1;
      const t = token.quoted ? '' : token.text;
      if (list && t !== ']') list.push(token.text);
      else if (t === '[') list = [];
      else if (t === ']') {
        listed.push(...(list ?? []));
        list = undefined;
      } else if (t === '{') {
        const level = top();
        const path = [...level.path, ...words, ...listed];
        work += path.length;
        const frame: TFrame = {
          depth: path.length,
          line: firstLine || token.line,
          end: token.line,
        };
        const at = level.inactiveAt ?? (inactive ? path.length : undefined);
        stack.push({
          path,
          frames: [...level.frames, frame],
          frame,
          ...(at !== undefined ? { inactiveAt: at } : {}),
        });
        reset();
      } else if (t === '}') {
        const closed = stack.length > 1 ? stack.pop() : undefined;
        if (closed?.frame) closed.frame.end = token.line;
        else asides.push({ line: token.line, kind: 'structure', text: '}' });
      } else if (t === ';') {
        if (words.length || listed.length) emit(firstLine || token.line);
        reset();
      } else if (!token.quoted && TAGS.has(token.text) && words.length === 0) {
        if (token.text === 'inactive:') inactive = true;
        firstLine = token.line;
      } else {
        if (!firstLine) firstLine = token.line;
        words.push(token.text);
      }
    }
    if (annotated) asides.push({ line: n, kind: 'annotation', text: raw.trim() });
  });
  if (words.length || listed.length) emit(firstLine);
  const parsed: TParsedText = { format: 'hierarchical', stmts, asides, work };
  if (appended) parsed.appended = appended;
  applyDeactivations(parsed, commands);
  return parsed;
}
