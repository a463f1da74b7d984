import type { THttpLimits } from '../config/env.js';

/**
 * Fastify's and Node's connection limits from the settings (issue 18 item 6): headers must
 * arrive within headersTimeoutMs and the whole request within requestTimeoutMs (Node answers
 * 408 and closes), a connection idle for idleTimeoutMs is closed, and so is a keep-alive
 * connection with no new request after keepAliveTimeoutMs.
 */
export function serverTimeouts(limits: THttpLimits) {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // Node checks the two timeouts above only this often (30 s by default).
      connectionsCheckingInterval: Math.min(
        5_000,
        Math.max(100, Math.floor(limits.headersTimeoutMs / 4)),
      ),
    },
  };
}
