/**
 * Errors that mean "the database cannot be reached now", as opposed to a bad query: the server
 * answers them with 503 and Retry-After, and recovers by itself when the database returns
 * (the pool opens new connections on the next query; issue 18 item 7).
 */

/** Socket errors of a database connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (admin or crash shutdown,
 * cannot connect now) and 53300 (too many connections).
 */
const SQLSTATE = /^(08...|57P0[1-3]|53300)$/;

/** What node-postgres and PGlite say when there is no connection to run a query on. */
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|Client was closed|PGlite is closed/i;

function matches(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  return typeof message === 'string' && MESSAGES.test(message);
}

/**
 * True when `error`, or an error it wraps (Drizzle's DrizzleQueryError keeps the driver's error
 * as `cause`; a connection tried on several addresses fails with an AggregateError), says the
 * database is unreachable.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const next = queue.shift();
    if (seen.has(next) || seen.size > 10) continue;
    seen.add(next);
    // An outbound HTTP call that failed (SAML metadata, say) is not the database.
    if (next instanceof TypeError && next.message === 'fetch failed') continue;
    if (matches(next)) return true;
    if (typeof next === 'object' && next !== null) {
      const { cause, errors } = next as { cause?: unknown; errors?: unknown };
      if (cause !== undefined) queue.push(cause);
      if (Array.isArray(errors)) queue.push(...(errors as unknown[]));
    }
  }
  return false;
}
