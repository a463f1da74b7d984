import { INDENT, quote } from './syntax.js';

/** A value of a `set` line: quoted (strings, references) or bare (enums, numbers, IPs). */
export type TSetValue = { q: string } | string | number;

/** A quoted value, for `set` lines. */
export const q = (value: string): TSetValue => ({ q: value });

function render(value: TSetValue): string {
  return typeof value === 'object' ? quote(value.q) : String(value);
}

/**
 * Writes FortiOS CLI text: `config` tables, `edit` entries, `set` lines, with the indentation
 * and quoting of real backups. Blocks are written in the order they are opened.
 */
export class FortiosWriter {
  // One growing string (V8 keeps appends cheap) rather than an array joined at the end.
  private text = '';
  private count = 0;
  private depth = 0;

  private readonly indents: string[] = [''];

  private push(text: string): void {
    const indent = (this.indents[this.depth] ??= INDENT.repeat(this.depth));
    this.text += `${indent}${text}\n`;
    this.count += 1;
  }

  /** `config <path>` ... `end`. */
  config(path: string, body: () => void): void {
    this.push(`config ${path}`);
    this.depth += 1;
    body();
    this.depth -= 1;
    this.push('end');
  }

  /** `edit "<name>"` (named tables) or `edit <n>` (numbered tables) ... `next`. */
  edit(key: string | number, body: () => void): void {
    this.push(`edit ${typeof key === 'number' ? key : quote(key)}`);
    this.depth += 1;
    body();
    this.depth -= 1;
    this.push('next');
  }

  set(key: string, ...values: TSetValue[]): void {
    let line = `set ${key}`;
    for (const value of values) line += ` ${render(value)}`;
    this.push(line);
  }

  /** A comment line (`#`), as FortiOS accepts at the top of a script. */
  comment(text: string): void {
    this.push(`# ${text.replace(/\r?\n/g, ' ')}`);
  }

  /** 1-based number of the next line to be written (for the report). */
  get nextLine(): number {
    return this.count + 1;
  }

  toString(): string {
    return this.text;
  }
}
