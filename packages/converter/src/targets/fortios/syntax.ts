/**
 * FortiOS CLI quoting, as in real backups (shared/reference/fortios-syntax.md): strings and
 * object references double-quoted, `"` and `'` escaped with a backslash, the empty string `''`.
 */

const NEEDS_ESCAPE = /["'\\]/;

export function quote(value: string): string {
  if (value === '') return "''";
  if (!NEEDS_ESCAPE.test(value)) return `"${value}"`;
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/'/g, "\\'")}"`;
}

export function quoteAll(values: readonly string[]): string {
  return values.map(quote).join(' ');
}

/** Indentation of FortiOS backups: 4 spaces per level. */
export const INDENT = '    ';
