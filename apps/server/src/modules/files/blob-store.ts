import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { link, mkdir, readdir, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A blob as stored: its content address and size, and whether this put created it. */
export interface StoredBlob {
  sha256: string;
  size: number;
  /** False when a blob with the same content was already there. */
  created: boolean;
}

/** Thrown by put when the stream is longer than the limit; nothing is kept. */
export class BlobTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The file is larger than ${limit} bytes.`);
  }
}

const SHA256 = /^[0-9a-f]{64}$/;
const STALE_TMP_MS = 24 * 60 * 60 * 1000;

/**
 * Content-addressed file storage under `<dataDir>/blobs` (ARCHITECTURE.md, storage): a blob is
 * written to a temporary file while it is hashed and counted, then linked under its sha256.
 */
export class BlobStore {
  private readonly tmpDir: string;

  constructor(private readonly root: string) {
    this.tmpDir = join(root, 'tmp');
  }

  /**
   * Opens the store, removing temporary files older than a day: uploads a crashed process left
   * half written (a live upload, even of another replica, is never that old).
   */
  static async open(dataDir: string, now = Date.now()): Promise<BlobStore> {
    const store = new BlobStore(join(dataDir, 'blobs'));
    await mkdir(store.tmpDir, { recursive: true });
    for (const name of await readdir(store.tmpDir)) {
      const path = join(store.tmpDir, name);
      const info = await stat(path).catch(() => undefined);
      if (info && now - info.mtimeMs > STALE_TMP_MS) await rm(path, { force: true });
    }
    return store;
  }

  private pathOf(sha256: string): string {
    if (!SHA256.test(sha256)) throw new Error(`not a sha256: ${sha256}`);
    return join(this.root, sha256.slice(0, 2), sha256);
  }

  /** Streams `source` into the store; refuses (and keeps nothing) past `limit` bytes. */
  async put(source: Readable, limit: number): Promise<StoredBlob> {
    const tmp = join(this.tmpDir, randomUUID());
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > limit) {
          callback(new BlobTooLargeError(limit));
          return;
        }
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    try {
      await pipeline(source, meter, createWriteStream(tmp, { flags: 'wx' }));
      const sha256 = hash.digest('hex');
      const target = this.pathOf(sha256);
      await mkdir(join(this.root, sha256.slice(0, 2)), { recursive: true });
      const created = await link(tmp, target).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'EEXIST') return false;
          throw error;
        },
      );
      return { sha256, size, created };
    } finally {
      await rm(tmp, { force: true });
    }
  }

  /** The blob's bytes; throws ENOENT when it is not there. */
  async open(sha256: string): Promise<ReadStream> {
    const path = this.pathOf(sha256);
    await stat(path);
    return createReadStream(path);
  }

  async exists(sha256: string): Promise<boolean> {
    return stat(this.pathOf(sha256)).then(
      () => true,
      () => false,
    );
  }

  async remove(sha256: string): Promise<void> {
    await unlink(this.pathOf(sha256)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}
