import { inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { conversionResults, conversionRuns } from '../../db/schema/conversions.js';
import { ticketFiles } from '../../db/schema/tickets.js';
import type { BlobStore, TReferencedBlobs } from './blob-store.js';

/**
 * Every column that names a blob (issue 18 item 2): ticket files (source files, message
 * attachments, deliverables), run inputs (`conversion_runs.inputs.files[].sha256`, kept by a
 * run after its file is removed from the ticket), run outputs and run reports
 * (`conversion_results.report_sha256`, issue 18 item 9). A new column holding a blob
 * key must be added here, or its blobs may be removed under it.
 */
export function blobReferences(db: AppDb): TReferencedBlobs {
  return async (sha256s) => {
    if (sha256s.length === 0) return new Set();
    const list = [...sha256s];
    const [files, outputs, reports, inputs] = await Promise.all([
      db
        .selectDistinct({ sha: ticketFiles.sha256 })
        .from(ticketFiles)
        .where(inArray(ticketFiles.sha256, list)),
      db
        .selectDistinct({ sha: conversionResults.outputSha256 })
        .from(conversionResults)
        .where(inArray(conversionResults.outputSha256, list)),
      db
        .selectDistinct({ sha: sql<string>`${conversionResults.reportSha256}` })
        .from(conversionResults)
        .where(inArray(conversionResults.reportSha256, list)),
      db
        .selectDistinct({ sha: sql<string>`f.value->>'sha256'` })
        .from(conversionRuns)
        .innerJoin(sql`jsonb_array_elements(${conversionRuns.inputs}->'files') as f`, sql`true`)
        .where(inArray(sql`f.value->>'sha256'`, list)),
    ]);
    return new Set([...files, ...outputs, ...reports, ...inputs].map((row) => row.sha));
  };
}

/**
 * After a failed or replayed request, or a removed file: ends the request's leases and removes
 * those of its blobs that nothing refers to (another ticket, of any tenant, may share one).
 */
export async function releaseAndDiscard(
  db: AppDb,
  store: BlobStore,
  blobs: readonly { sha256: string; lease?: string }[],
): Promise<void> {
  await store.release(blobs);
  // Best effort: the request's own error is the answer; what stays (the database being
  // unreachable, say) goes at the next start-up sweep.
  await store
    .removeUnreferenced(
      blobs.map((b) => b.sha256),
      blobReferences(db),
    )
    .catch(() => undefined);
}

/**
 * Start-up sweep: removes every stored blob that no row refers to and no live upload holds
 * (left by a crash between storing and committing, or by rows deleted with their ticket).
 */
export async function sweepUnreferencedBlobs(db: AppDb, store: BlobStore): Promise<number> {
  const all = await store.list();
  const referenced = blobReferences(db);
  let removed = 0;
  for (let i = 0; i < all.length; i += 1000) {
    removed += (await store.removeUnreferenced(all.slice(i, i + 1000), referenced)).length;
  }
  return removed;
}
