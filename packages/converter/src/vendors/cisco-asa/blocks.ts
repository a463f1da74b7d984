/** One column-0 command with its indented sub-lines (IOS-style structure). */
export interface TAsaLine {
  /** 1-based line number in the file. */
  n: number;
  text: string;
  tokens: string[];
}

export interface TAsaBlock {
  head: TAsaLine;
  children: TAsaLine[];
  /** Last line of the block. */
  end: number;
}

const PROMPT = /^[A-Za-z0-9][\w./:-]*(\([\w-]+\))?[#>]\s*(\S.*)?$/;

/** Lines that are separators, comments or capture noise, never configuration. */
export function isNoise(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.startsWith('!') || trimmed.startsWith(':')) return true;
  if (trimmed.startsWith('<--- More --->')) return true;
  if (trimmed.startsWith('Cryptochecksum:')) return true;
  return PROMPT.test(trimmed) && !trimmed.includes(' ') && /[#>]$/.test(trimmed);
}

/** A captured session's prompt line (`fw1#`, `ASA-X/act/pri# show run`). */
export function isPrompt(text: string): boolean {
  const trimmed = text.trim();
  const match = PROMPT.exec(trimmed);
  return match !== null && !/^(access-list|object|name|interface|route|nat)\b/.test(trimmed);
}

function tokenize(text: string): string[] {
  return text.trim().split(/\s+/);
}

/**
 * Splits a running-config into blocks: a column-0 line and the indented lines that follow it.
 * Comments, separators, prompts and `--More--` markers are skipped (they are not configuration).
 */
export function readBlocks(text: string): { blocks: TAsaBlock[]; prompts: TAsaLine[] } {
  const blocks: TAsaBlock[] = [];
  const prompts: TAsaLine[] = [];
  const lines = text.split(/\r?\n/);
  let current: TAsaBlock | undefined;
  lines.forEach((raw, index) => {
    const n = index + 1;
    const textLine = raw.replace(/<--- More --->\s*/g, '').replace(/\s+$/, '');
    if (textLine.trim() === '') return;
    if (isNoise(textLine) || (!textLine.startsWith(' ') && isPrompt(textLine))) {
      const trimmed = textLine.trim();
      // Comments and separators are not configuration; prompts are, for the report, capture noise.
      if (!trimmed.startsWith('!') && !trimmed.startsWith(':'))
        prompts.push({ n, text: textLine, tokens: tokenize(textLine) });
      return;
    }
    const line: TAsaLine = { n, text: textLine, tokens: tokenize(textLine) };
    if (textLine.startsWith(' ') && current) {
      current.children.push(line);
      current.end = n;
    } else {
      current = { head: line, children: [], end: n };
      blocks.push(current);
    }
  });
  return { blocks, prompts };
}
