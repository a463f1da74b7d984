/**
 * A unique index refused a row (SQLSTATE 23505): two requests wrote the same thing at once, and
 * the one that lost its race is told the data changed meanwhile (HTTP 409) rather than 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  let next: unknown = error;
  // Drizzle's DrizzleQueryError keeps the driver's error as `cause`.
  for (let depth = 0; depth < 5 && typeof next === 'object' && next !== null; depth += 1) {
    if ((next as { code?: unknown }).code === '23505') return true;
    next = (next as { cause?: unknown }).cause;
  }
  return false;
}
