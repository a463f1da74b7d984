import { inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { ticketFiles } from '../../db/schema/tickets.js';
import type { BlobStore, StoredBlob } from '../files/blob-store.js';
import type { ReceivedFile } from '../files/receive-upload.js';

/** Rows for received files of a ticket. */
export function fileRows(
  ticketId: number,
  files: readonly ReceivedFile[],
  kind: 'source' | 'message' | 'deliverable',
  uploadedBy: string,
  messageId?: string,
): (typeof ticketFiles.$inferInsert)[] {
  return files.map((file) => ({
    ticketId,
    kind,
    messageId,
    name: file.name,
    size: file.size,
    type: file.type,
    extension: file.extension,
    sha256: file.sha256,
    uploadedBy,
  }));
}

/**
 * After a failed or replayed request: removes the blobs it created that no file row refers to,
 * so a failure leaves no orphan blob behind.
 */
export async function discardUnreferenced(
  db: AppDb,
  store: BlobStore,
  files: readonly StoredBlob[],
): Promise<void> {
  const created = [...new Set(files.filter((f) => f.created).map((f) => f.sha256))];
  if (created.length === 0) return;
  const kept = await db
    .selectDistinct({ sha256: ticketFiles.sha256 })
    .from(ticketFiles)
    .where(inArray(ticketFiles.sha256, created));
  const keep = new Set(kept.map((k) => k.sha256));
  await Promise.all(created.filter((sha) => !keep.has(sha)).map((sha) => store.remove(sha)));
}

/** Runs a step that stores rows for received files; on failure the new blobs are removed. */
export async function withReceivedFiles<T>(
  db: AppDb,
  store: BlobStore,
  files: readonly StoredBlob[],
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    await discardUnreferenced(db, store, files);
    throw error;
  }
}
