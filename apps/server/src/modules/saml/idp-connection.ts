import { X509Certificate } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { IdpTrust } from './idp-metadata.js';

/**
 * The IdP the SP trusts, as its metadata last said (issue 20 item 4). The built-in IdP is
 * fixed; an external IdP's metadata URL is re-read on a schedule, when an answer is signed by
 * a key the SP does not know (key rollover), and while the IdP could not be reached (at most
 * every `retryMs`: an IdP down at start does not stop the portal, sign-in says SSO is
 * unavailable until it answers).
 */
export interface IdpConnection {
  /** The trust in force; undefined while the IdP's metadata has never been read. */
  current(): IdpTrust | undefined;
  /** The trust, reading the metadata again first if it is missing and a retry is due. */
  ensure(): Promise<IdpTrust | undefined>;
  /** Reads the metadata again (if due) when `certPem` is not one of the trusted certificates. */
  learnKey(certPem: string): Promise<void>;
  /** When a read failed last, and why (for the unavailable page and the log). */
  lastFailure(): { at: Date; reason: string } | undefined;
  close(): void;
}

export function fixedIdpConnection(trust: IdpTrust): IdpConnection {
  return {
    current: () => trust,
    ensure: async () => trust,
    learnKey: async () => undefined,
    lastFailure: () => undefined,
    close: () => undefined,
  };
}

export interface RefreshingOptions {
  /** Reads and parses the metadata; throws when it cannot. */
  read: () => Promise<IdpTrust>;
  refreshMs: number;
  retryMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** The first read's result (undefined: it failed; the caller logged it). */
  initial: IdpTrust | undefined;
  initialFailure?: string | undefined;
}

const sameCert = (a: string, b: string) => {
  try {
    return new X509Certificate(a).fingerprint256 === new X509Certificate(b).fingerprint256;
  } catch {
    return false;
  }
};

export function refreshingIdpConnection(options: RefreshingOptions): IdpConnection {
  let trust = options.initial;
  let failure =
    options.initial === undefined
      ? { at: new Date(), reason: options.initialFailure ?? 'not read yet' }
      : undefined;
  let lastAttempt = Date.now();
  let inFlight: Promise<void> | undefined;

  const reload = (why: string): Promise<void> => {
    inFlight ??= (async () => {
      lastAttempt = Date.now();
      try {
        const next = await options.read();
        const rotated = trust !== undefined && next.certs.join() !== trust.certs.join();
        trust = next;
        failure = undefined;
        options.log.info({ idp: next.entityId, why, rotated }, 'SAML IdP metadata read');
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        failure = { at: new Date(), reason };
        // The last good metadata stays in force: a passing outage must not stop sign-ins.
        options.log.warn({ why, reason }, 'SAML IdP metadata could not be read');
      }
    })().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
  const due = () => Date.now() - lastAttempt >= options.retryMs;

  const timer = setInterval(() => void reload('schedule'), options.refreshMs);
  timer.unref();
  return {
    current: () => trust,
    async ensure() {
      if (trust === undefined && due()) await reload('unavailable');
      return trust;
    },
    async learnKey(certPem) {
      if (trust?.certs.some((known) => sameCert(known, certPem))) return;
      if (due()) await reload('unknown signing key');
    },
    lastFailure: () => failure,
    close: () => clearInterval(timer),
  };
}
