/** SonicOS 7 CLI text (`show current-config`) as blocks: headers at column 0, indented bodies. */

/** A value token: `"quoted name"` or a bare word. */
const TOKEN = /"([^"]*)"|(\S+)/g;
export const tokens = (line: string) => [...line.matchAll(TOKEN)].map((m) => m[1] ?? m[2] ?? '');
/** Pager prompts, ANSI escapes, carriage returns and NULs of a saved SSH session. */
const ESC = String.fromCharCode(27);
const ANSI = new RegExp(`${ESC}\\[[0-9;?]*[A-Za-z]`, 'g');
const noise = (line: string) =>
  line
    .replace(ANSI, '')
    .replace(/--MORE--|\r/g, '')
    .split(String.fromCharCode(0))
    .join('')
    .trimEnd();

export interface TBlock {
  kind: string;
  header: { n: number; words: string[] };
  body: { n: number; words: string[]; text: string }[];
}

/** Blocks of the text: a header at column 0 and the indented lines under it. */
export function blocks(text: string): { blocks: TBlock[]; loose: number[] } {
  const out: TBlock[] = [];
  const loose: number[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = noise(raw);
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    const words = tokens(line);
    const last = out[out.length - 1];
    if (/^\s/.test(line) && last) last.body.push({ n: i + 1, words, text: line.trim() });
    else if (/^(exit|end|commit|configure|config)$/.test(line.trim())) loose.push(i + 1);
    else out.push({ kind: words[0] ?? '', header: { n: i + 1, words }, body: [] });
  });
  return { blocks: out, loose };
}
