import { isNoise, type TAside, type TFrame, type TParsedText, type TStmt } from './statements.js';

type TToken = { text: string; line: number; quoted: boolean };

/** Tokens of the curly-brace format, with comments and annotations taken out. */
function tokenize(text: string, asides: TAside[]): TToken[] {
  const tokens: TToken[] = [];
  const lines = text.split('\n');
  let inAnnotation = false;
  lines.forEach((raw, index) => {
    const n = index + 1;
    if (!inAnnotation && isNoise(raw)) {
      asides.push({ line: n, kind: 'noise', text: raw.trim() });
      return;
    }
    let i = 0;
    while (i < raw.length) {
      const c = raw[i] ?? '';
      if (inAnnotation) {
        const close = raw.indexOf('*/', i);
        if (close < 0) i = raw.length;
        else {
          inAnnotation = false;
          i = close + 2;
        }
        continue;
      }
      if (c === ' ' || c === '\t' || c === '\r') i += 1;
      else if (c === '#') i = raw.length;
      else if (raw.startsWith('/*', i)) {
        asides.push({ line: n, kind: 'annotation', text: raw.trim() });
        inAnnotation = true;
        i += 2;
      } else if ('{};[]'.includes(c)) {
        tokens.push({ text: c, line: n, quoted: false });
        i += 1;
      } else if (c === '"') {
        let word = '';
        i += 1;
        while (i < raw.length && raw[i] !== '"') {
          if (raw[i] === '\\' && i + 1 < raw.length) i += 1;
          word += raw[i] ?? '';
          i += 1;
        }
        tokens.push({ text: word, line: n, quoted: true });
        i += 1;
      } else {
        let word = '';
        while (i < raw.length && !' \t\r{};[]"'.includes(raw[i] ?? ' ')) {
          word += raw[i] ?? '';
          i += 1;
        }
        tokens.push({ text: word, line: n, quoted: false });
      }
    }
    if (inAnnotation && !asides.some((a) => a.line === n))
      asides.push({ line: n, kind: 'annotation', text: raw.trim() });
  });
  return tokens;
}

const TAGS = new Set(['inactive:', 'protect:', 'replace:', 'active:', 'delete:']);

/**
 * Flattens the hierarchical (curly-brace) format into set-form statements. `inactive:` marks
 * every leaf below it; `[ a b ]` lists give one statement per value, as `set` would.
 */
export function parseHierarchical(text: string): TParsedText {
  const asides: TAside[] = [];
  const tokens = tokenize(text, asides);
  const stmts: TStmt[] = [];
  const stack: { words: string[]; frame: TFrame; inactiveAt?: number }[] = [];
  let words: string[] = [];
  let firstLine = 0;
  let inactive = false;
  let list: string[] | undefined;
  const path = () => stack.flatMap((s) => s.words);
  const inactiveAbove = () => [...stack].reverse().find((s) => s.inactiveAt)?.inactiveAt;
  for (const token of tokens) {
    const t = token.quoted ? '' : token.text;
    if (list && t !== ']') {
      list.push(token.text);
      continue;
    }
    if (t === '[') list = [];
    else if (t === ']') {
      words.push(...(list ?? []).map((w) => `\u0000${w}`));
      list = undefined;
    } else if (t === '{') {
      const full = [...path(), ...words];
      const frame = { depth: full.length, line: firstLine || token.line, end: token.line };
      const above = inactiveAbove();
      const at = above ?? (inactive ? full.length : undefined);
      stack.push({ words, frame, ...(at !== undefined ? { inactiveAt: at } : {}) });
      words = [];
      inactive = false;
      firstLine = 0;
    } else if (t === '}') {
      const top = stack.pop();
      if (top) top.frame.end = token.line;
      if (!top) asides.push({ line: token.line, kind: 'structure', text: '}' });
    } else if (t === ';') {
      if (words.length) emit(words, firstLine || token.line);
      words = [];
      inactive = false;
      firstLine = 0;
    } else if (!token.quoted && TAGS.has(token.text) && words.length === 0) {
      if (token.text === 'inactive:') inactive = true;
      firstLine = token.line;
    } else {
      if (!firstLine) firstLine = token.line;
      words.push(token.text);
    }
  }
  if (words.length) emit(words, firstLine);
  return { format: 'hierarchical', stmts, asides };

  function emit(leaf: string[], line: number): void {
    const base = path();
    const frames = stack.map((s) => s.frame);
    const listed = leaf.filter((w) => w.startsWith('\u0000')).map((w) => w.slice(1));
    const plain = leaf.filter((w) => !w.startsWith('\u0000'));
    const values = listed.length ? listed.map((v) => [...plain, v]) : [plain];
    const above = inactiveAbove();
    const at = above ?? (inactive ? base.length + plain.length : undefined);
    for (const value of values) {
      stmts.push({
        words: [...base, ...value],
        line,
        frames,
        ...(at !== undefined ? { inactiveAt: at } : {}),
      });
    }
  }
}
