import { and, eq, gt, lt } from 'drizzle-orm';
import type { CacheItem, CacheProvider } from '@node-saml/node-saml';
import type { AppDb } from '../../db/database.js';
import { samlRequests } from '../../db/schema/saml.js';

/** How long a user has between the SP's AuthnRequest and posting the IdP's answer back. */
export const SAML_REQUEST_TTL_MS = 10 * 60 * 1000;

/**
 * node-saml's request-id cache on the `saml_requests` table, so InResponseTo holds across
 * replicas and restarts (node-saml's default cache is process memory).
 */
export function databaseRequestCache(db: AppDb, ttlMs = SAML_REQUEST_TTL_MS): CacheProvider {
  return {
    async saveAsync(key: string, value: string): Promise<CacheItem | null> {
      const now = new Date();
      await db.delete(samlRequests).where(lt(samlRequests.expiresAt, now));
      const createdAt = Number.isNaN(Date.parse(value)) ? now : new Date(value);
      const [row] = await db
        .insert(samlRequests)
        .values({ id: key, createdAt, expiresAt: new Date(now.getTime() + ttlMs) })
        .onConflictDoNothing()
        .returning();
      return row ? { value, createdAt: row.createdAt.getTime() } : null;
    },

    /** The request's creation instant, or null when it is unknown or has expired. */
    async getAsync(key: string): Promise<string | null> {
      const [row] = await db
        .select({ createdAt: samlRequests.createdAt })
        .from(samlRequests)
        .where(and(eq(samlRequests.id, key), gt(samlRequests.expiresAt, new Date())));
      return row ? row.createdAt.toISOString() : null;
    },

    async removeAsync(key: string | null): Promise<string | null> {
      if (!key) return null;
      const [row] = await db.delete(samlRequests).where(eq(samlRequests.id, key)).returning();
      return row ? row.createdAt.toISOString() : null;
    },
  };
}
