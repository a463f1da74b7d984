import { INDENT, quote } from './syntax.js';

/** A value of a `set` line: quoted (strings, references) or bare (enums, numbers, IPs). */
export type TSetValue = { q: string } | string | number;

/** A `set` line was asked for without a value: a defect of the emitter, never written. */
export class EmptySetValueError extends Error {
  constructor(
    readonly key: string,
    readonly line: number,
  ) {
    super(`FortiOS emitter: "set ${key}" has no value (output line ${line}); it is not written`);
    this.name = 'EmptySetValueError';
  }
}

/** Lines per flat chunk of the output text. */
const CHUNK = 2048;

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
  // Lines gathered in a small array and joined into one flat chunk every CHUNK lines, the
  // chunks joined once at the end. A string grown by `+=` is a rope of one V8 node per append
  // (about 36 MB of nodes for a 5 MB output), and each line's own template is a rope too;
  // joining flattens them while they are still young and cheap to collect. (Pushing each
  // word as a piece of its own, with no line string, measured slower: join is per piece.)
  private readonly chunks: string[] = [];
  private lines: string[] = [];
  private count = 0;
  private depth = 0;

  private readonly indents: string[] = [''];

  private push(text: string): void {
    this.lines.push((this.indents[this.depth] ??= INDENT.repeat(this.depth)), text, '\n');
    this.count += 1;
    if (this.lines.length >= CHUNK * 3) this.flush();
  }

  private flush(): void {
    if (this.lines.length === 0) return;
    this.chunks.push(this.lines.join(''));
    this.lines = [];
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

  /**
   * `set <key> <values>`. FortiOS refuses a `set` line without a value, so one is never
   * written: callers leave the line out (or the whole entry, and report it) when they have no
   * value, and this throws EmptySetValueError if one still asks (issue 17 item 5c).
   */
  set(key: string, ...values: TSetValue[]): void {
    if (values.length === 0) throw new EmptySetValueError(key, this.count + 1);
    let line = `set ${key}`;
    for (const value of values) {
      const text = render(value);
      // A bare empty value writes nothing; a quoted one is FortiOS's `''`.
      if (text === '') throw new EmptySetValueError(key, this.count + 1);
      line += ` ${text}`;
    }
    this.push(line);
  }

  /** `unset <key>`: the value cleared, as backups print an emptied option list. */
  unset(key: string): void {
    this.push(`unset ${key}`);
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
    this.flush();
    if (this.chunks.length > 1) this.chunks.splice(0, this.chunks.length, this.chunks.join(''));
    return this.chunks[0] ?? '';
  }
}
