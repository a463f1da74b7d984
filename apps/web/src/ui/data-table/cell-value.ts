/** Whether a cell has nothing to show (spec §2: such a cell shows a dash). */
export function isEmptyCell(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A field value as cell text; objects that are not React elements are not shown. */
export function cellText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return value.toLocaleString();
  if (Array.isArray(value)) return value.map((item) => cellText(item) ?? '').join(', ');
  return null;
}
