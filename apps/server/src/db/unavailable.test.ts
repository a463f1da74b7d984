import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('which errors mean the database is unreachable (issue 18 item 7)', () => {
  it('knows refused and dropped connections, admin shutdown and pool timeouts', () => {
    expect(
      isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        withCode('terminating connection due to administrator command', '57P01'),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('looks inside wrapped errors (Drizzle keeps the driver error as cause)', () => {
    const cause = withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED');
    const wrapped = new Error('Failed query: select 1', { cause });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([cause], 'connect failed'))).toBe(true);
  });

  it('leaves query errors and failed outbound HTTP calls alone', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    const fetchFailed = new TypeError('fetch failed', {
      cause: withCode('connect ECONNREFUSED 10.0.0.1:443', 'ECONNREFUSED'),
    });
    expect(isDatabaseUnavailable(fetchFailed)).toBe(false);
  });
});
