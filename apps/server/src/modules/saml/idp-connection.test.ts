import { describe, expect, it } from 'vitest';
import { refreshingIdpConnection } from './idp-connection.js';
import type { IdpTrust } from './idp-metadata.js';
import { loadOrCreateSamlKeys } from './keys.js';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** issue 20 item 4: when an external IdP's metadata is read again. */
const log = { info: () => undefined, warn: () => undefined };
const trustWith = (cert: string): IdpTrust => ({
  entityId: 'https://idp.example.test',
  ssoUrl: 'https://idp.example.test/sso',
  ssoBinding: 'HTTP-Redirect',
  certs: [cert],
});

async function certs() {
  const root = await mkdtemp(join(tmpdir(), 'fwmig-idp-conn-'));
  const a = await loadOrCreateSamlKeys(join(root, 'a'), { idp: 'old', sp: 'x' });
  const b = await loadOrCreateSamlKeys(join(root, 'b'), { idp: 'new', sp: 'x' });
  return { old: a.idp.cert, next: b.idp.cert };
}

describe('the external IdP connection', () => {
  it('re-reads on a schedule and keeps the last good metadata through a failed read', async () => {
    const { old } = await certs();
    let reads = 0;
    let failing = false;
    const connection = refreshingIdpConnection({
      read: async () => {
        reads += 1;
        if (failing) throw new Error('connection refused');
        return trustWith(old);
      },
      refreshMs: 40,
      retryMs: 0,
      log,
      initial: trustWith(old),
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(reads).toBeGreaterThanOrEqual(2);
      failing = true;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(connection.current()?.certs).toEqual([old]);
      expect(connection.lastFailure()?.reason).toBe('connection refused');
    } finally {
      connection.close();
    }
  });

  it('reads again for an unknown signing key, not for a known one, and at most every retryMs', async () => {
    const { old, next } = await certs();
    let published = old;
    let reads = 0;
    const connection = refreshingIdpConnection({
      read: async () => {
        reads += 1;
        return trustWith(published);
      },
      refreshMs: 3_600_000,
      retryMs: 0,
      log,
      initial: trustWith(old),
    });
    try {
      await connection.learnKey(old);
      expect(reads).toBe(0);
      published = next;
      await connection.learnKey(next);
      expect(reads).toBe(1);
      expect(connection.current()?.certs).toEqual([next]);
    } finally {
      connection.close();
    }
    const slow = refreshingIdpConnection({
      read: async () => {
        reads += 1;
        return trustWith(old);
      },
      refreshMs: 3_600_000,
      retryMs: 60_000,
      log,
      initial: trustWith(old),
    });
    try {
      await slow.learnKey(next);
      await slow.learnKey(next);
      expect(reads).toBe(1);
    } finally {
      slow.close();
    }
  });

  it('tries again when the first read failed, and then serves the metadata', async () => {
    const { old } = await certs();
    let up = false;
    const connection = refreshingIdpConnection({
      read: async () => {
        if (!up) throw new Error('503');
        return trustWith(old);
      },
      refreshMs: 3_600_000,
      retryMs: 0,
      log,
      initial: undefined,
      initialFailure: 'ECONNREFUSED',
    });
    try {
      expect(await connection.ensure()).toBeUndefined();
      expect(connection.lastFailure()?.reason).toBe('503');
      up = true;
      expect(await connection.ensure()).toMatchObject({ entityId: 'https://idp.example.test' });
      expect(connection.lastFailure()).toBeUndefined();
    } finally {
      connection.close();
    }
  });
});
