import type { AppDb } from '../../db/database.js';
import type { ticketFiles } from '../../db/schema/tickets.js';
import type { BlobStore, StoredBlob } from '../files/blob-store.js';
import type { ReceivedFile } from '../files/receive-upload.js';
import { releaseAndDiscard } from '../files/blob-references.js';

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
 * Runs a step that stores rows for received files. Afterwards the upload's leases end; on
 * failure its blobs that no row anywhere refers to are removed (another ticket, of any
 * tenant, may share the content: issue 18 item 2).
 */
export async function withReceivedFiles<T>(
  db: AppDb,
  store: BlobStore,
  files: readonly StoredBlob[],
  step: () => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await step();
  } catch (error) {
    await releaseAndDiscard(db, store, files);
    throw error;
  }
  await store.release(files);
  return result;
}
