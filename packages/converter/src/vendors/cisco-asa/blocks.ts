import { Interner, isSpace } from '../../sniff/text-scan.js';
import { type TLineRegion, showTechRegions } from './show-tech.js';

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

/**
 * Counts the characters the reader visits, so that a test can show the reader is linear in
 * its input without timing it (issue 17 item 5k).
 */
export interface TReadMeter {
  steps: number;
}

const PROMPT = /^[A-Za-z0-9][\w./:-]*(\([\w-]+\))?[#>]\s*(\S.*)?$/;
/** Longer lines are never a prompt: bounds the one regular expression the reader runs. */
const PROMPT_MAX = 256;
const MORE = '<--- More --->';

/** `<--- More --->` markers and the spaces after them, removed (a paged capture). */
function withoutMore(raw: string, meter: TReadMeter): string {
  let out = '';
  let from = 0;
  for (let at = raw.indexOf(MORE); at >= 0; at = raw.indexOf(MORE, from)) {
    out += raw.slice(from, at);
    from = at + MORE.length;
    while (from < raw.length && isSpace(raw.charCodeAt(from))) from += 1;
  }
  meter.steps += raw.length;
  return out + raw.slice(from);
}

/**
 * The line's tokens. `trim` and a forward `split(/\s+/)` are linear; the old reader's
 * `replace(/\s+$/, '')` was not (it retried a whitespace run from each of its characters).
 */
function tokensOf(trimmed: string, meter: TReadMeter, interner: Interner): string[] {
  meter.steps += trimmed.length;
  if (trimmed === '') return [];
  const tokens = trimmed.split(/\s+/);
  for (let i = 0; i < tokens.length; i += 1) tokens[i] = interner.of(tokens[i] ?? '');
  return tokens;
}

function isPromptText(trimmed: string): RegExpExecArray | null {
  return trimmed.length > PROMPT_MAX ? null : PROMPT.exec(trimmed);
}

/** A captured session's prompt line (`fw1#`, `ASA-X/act/pri# show run`). */
export function isPrompt(trimmed: string): boolean {
  return (
    isPromptText(trimmed) !== null &&
    !/^(access-list|object|name|interface|route|nat)\b/.test(trimmed)
  );
}

/** Separators, comments and capture noise (never configuration), given a trimmed line. */
function isNoise(trimmed: string, tokens: string[]): boolean {
  if (trimmed.startsWith('!') || trimmed.startsWith(':')) return true;
  if (trimmed.startsWith('Cryptochecksum:')) return true;
  return tokens.length === 1 && /[#>]$/.test(trimmed) && isPromptText(trimmed) !== null;
}

/**
 * Splits a running-config into blocks: a column-0 line and the indented lines that follow it.
 * Comments, separators, prompts and `--More--` markers are skipped (they are not configuration).
 * In a `show tech-support` capture only the first configuration is read; the other regions
 * (show output, a second copy of the configuration) are returned for the report.
 * Linear in the text: every character is visited a bounded number of times.
 */
export function readBlocks(
  text: string,
  meter: TReadMeter = { steps: 0 },
): { blocks: TAsaBlock[]; prompts: TAsaLine[]; regions: TLineRegion[] } {
  const blocks: TAsaBlock[] = [];
  const prompts: TAsaLine[] = [];
  const lines = text.split('\n');
  meter.steps += text.length;
  const regions = showTechRegions(lines, meter);
  const outside = new Uint8Array(lines.length);
  for (const region of regions) outside.fill(1, region.from - 1, region.to);
  const interner = new Interner();
  let current: TAsaBlock | undefined;
  for (let index = 0; index < lines.length; index += 1) {
    if (outside[index] === 1) continue;
    let raw = lines[index] ?? '';
    if (raw.includes(MORE)) raw = withoutMore(raw, meter);
    meter.steps += raw.length;
    const textLine = raw.trimEnd();
    const trimmed = textLine.trimStart();
    const tokens = tokensOf(trimmed, meter, interner);
    if (tokens.length === 0) continue;
    const n = index + 1;
    const indented = textLine.startsWith(' ');
    if (isNoise(trimmed, tokens) || (!indented && isPrompt(trimmed))) {
      // Comments and separators are not configuration; prompts are, for the report, capture noise.
      if (!trimmed.startsWith('!') && !trimmed.startsWith(':'))
        prompts.push({ n, text: textLine, tokens });
      continue;
    }
    const line: TAsaLine = { n, text: textLine, tokens };
    if (indented && current) {
      current.children.push(line);
      current.end = n;
    } else {
      current = { head: line, children: [], end: n };
      blocks.push(current);
    }
  }
  return { blocks, prompts, regions };
}
