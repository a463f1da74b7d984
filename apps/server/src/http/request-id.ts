import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A request id for logs and error messages: the caller's (a proxy's) when it is a short, safe
 * token, a fresh UUID otherwise, so a forged header cannot inject into log lines.
 */
export function genRequestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}
