import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { link, mkdir, readdir, rename, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isLiveOwner, isStale, OWNER } from './blob-owner.js';

/** A blob as stored: its content address and size, and whether this put created it. */
export interface StoredBlob {
  sha256: string;
  size: number;
  /** False when a blob with the same content was already there. */
  created: boolean;
  /**
   * The lease this put holds on the blob (a file under `blobs/leases/<sha256>/`): while it is
   * there, no removal takes the blob away. Released with `release` once the rows naming the
   * blob are committed or the request failed; a crashed owner's lease is swept at start.
   */
  lease?: string;
}

/** Which of these blobs a row refers to (every referring column; see blob-references.ts). */
export type TReferencedBlobs = (sha256s: readonly string[]) => Promise<ReadonlySet<string>>;

/** Thrown by put when the stream is longer than the limit; nothing is kept. */
export class BlobTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The file is larger than ${limit} bytes.`);
  }
}

const SHA256 = /^[0-9a-f]{64}$/;
const FANOUT = /^[0-9a-f]{2}$/;

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
const ignoreMissing = (error: unknown) => {
  if (!missing(error)) throw error;
};

/**
 * Content-addressed file storage under `<dataDir>/blobs` (ARCHITECTURE.md, storage): a blob is
 * written to a temporary file while it is hashed and counted, then linked under its sha256.
 * One blob may be shared by rows of many tickets and tenants (issue 18 item 2), so a blob is
 * removed only through `removeUnreferenced`: never while any row names it or any put holds a
 * lease on it (the rows of a put are not visible to others until its transaction commits).
 */
export class BlobStore {
  private readonly tmpDir: string;
  private readonly leaseDir: string;

  constructor(private readonly root: string) {
    this.tmpDir = join(root, 'tmp');
    this.leaseDir = join(root, 'leases');
  }

  /**
   * Opens the store, sweeping what crashed processes left: half-written uploads and leases of
   * a process that is gone (this host), or older than a day (any host; no request lives that
   * long). Files of live processes, e.g. the worker sharing the data dir, stay.
   */
  static async open(dataDir: string, now = Date.now()): Promise<BlobStore> {
    const store = new BlobStore(join(dataDir, 'blobs'));
    await mkdir(store.tmpDir, { recursive: true });
    await mkdir(store.leaseDir, { recursive: true });
    await sweepDead(store.tmpDir, now);
    for (const sha of await readdir(store.leaseDir)) {
      const dir = join(store.leaseDir, sha);
      await sweepDead(dir, now);
      await rmdir(dir).catch(() => undefined);
    }
    return store;
  }

  private pathOf(sha256: string): string {
    if (!SHA256.test(sha256)) throw new Error(`not a sha256: ${sha256}`);
    return join(this.root, sha256.slice(0, 2), sha256);
  }

  private tmpPath(): string {
    return join(this.tmpDir, `${OWNER}~${randomUUID()}`);
  }

  /** Streams `source` into the store; refuses (and keeps nothing) past `limit` bytes. */
  async put(source: Readable, limit: number): Promise<StoredBlob> {
    const tmp = this.tmpPath();
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
      for (;;) {
        const created = await link(tmp, target).then(
          () => true,
          (error: NodeJS.ErrnoException) => {
            if (error.code === 'EEXIST') return false;
            throw error;
          },
        );
        const lease = await this.takeLease(sha256);
        // A removal may have taken the blob between the link and the lease; one that comes
        // after the lease sees it and puts the blob back. So: still there, or link it again.
        if (await this.exists(sha256)) return { sha256, size, created, lease };
        await this.release([{ sha256, lease }]);
      }
    } finally {
      await rm(tmp, { force: true });
    }
  }

  private async takeLease(sha256: string): Promise<string> {
    const name = `${OWNER}~${randomUUID()}`;
    const dir = join(this.leaseDir, sha256);
    for (;;) {
      await mkdir(dir, { recursive: true });
      // A release may remove the (then empty) folder between mkdir and write: try again.
      const written = await writeFile(join(dir, name), '', { flag: 'wx' }).then(
        () => true,
        (error: unknown) => (missing(error) ? false : Promise.reject(error)),
      );
      if (written) return name;
    }
  }

  /** Ends the leases these puts hold (after their rows are committed, or the request failed). */
  async release(blobs: readonly Pick<StoredBlob, 'sha256' | 'lease'>[]): Promise<void> {
    for (const { sha256, lease } of blobs) {
      if (!lease || !SHA256.test(sha256)) continue;
      const dir = join(this.leaseDir, sha256);
      await unlink(join(dir, lease)).catch(ignoreMissing);
      await rmdir(dir).catch(() => undefined);
    }
  }

  /** Whether a live put holds a lease on the blob. */
  private async leased(sha256: string, now = Date.now()): Promise<boolean> {
    const dir = join(this.leaseDir, sha256);
    const names = await readdir(dir).catch((error: unknown) =>
      missing(error) ? [] : Promise.reject(error),
    );
    for (const name of names) {
      const info = await stat(join(dir, name)).catch(() => undefined);
      if (info && isLiveOwner(name) && !isStale(info.mtimeMs, now)) return true;
    }
    return false;
  }

  /**
   * Removes those of these blobs that no row refers to and no put holds a lease on. The blob is
   * first moved aside, then leases and rows are checked again: a put or a commit that raced
   * with the first check finds it back (a put that saw it gone links its own copy).
   * Returns the blobs removed.
   */
  async removeUnreferenced(
    sha256s: readonly string[],
    referenced: TReferencedBlobs,
  ): Promise<string[]> {
    const unique = [...new Set(sha256s)].filter((sha) => SHA256.test(sha));
    const free: string[] = [];
    for (const sha of unique) if (!(await this.leased(sha))) free.push(sha);
    if (free.length === 0) return [];
    const kept = await referenced(free);
    const removed: string[] = [];
    for (const sha of free.filter((s) => !kept.has(s))) {
      const target = this.pathOf(sha);
      const aside = this.tmpPath();
      const moved = await rename(target, aside).then(
        () => true,
        (error: unknown) => (missing(error) ? false : Promise.reject(error)),
      );
      if (!moved) continue;
      try {
        if ((await this.leased(sha)) || (await referenced([sha])).has(sha)) {
          await link(aside, target).catch((error: NodeJS.ErrnoException) => {
            if (error.code !== 'EEXIST') throw error;
          });
        } else {
          removed.push(sha);
        }
      } finally {
        await rm(aside, { force: true });
      }
    }
    return removed;
  }

  /** Every stored blob's sha256 (for the start-up sweep). */
  async list(): Promise<string[]> {
    const dirs = (await readdir(this.root)).filter((d) => FANOUT.test(d));
    const names = await Promise.all(dirs.map((d) => readdir(join(this.root, d))));
    return names.flat().filter((name) => SHA256.test(name));
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
}

/** Removes files in `dir` whose owner process is gone or that are older than a day. */
async function sweepDead(dir: string, now: number): Promise<void> {
  for (const name of await readdir(dir).catch(() => [])) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (info && (!isLiveOwner(name) || isStale(info.mtimeMs, now))) {
      await rm(path, { recursive: true, force: true });
    }
  }
}
