import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobStore, BlobTooLargeError } from './blob-store.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fwmig-blobs-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const sha = (value: string) => createHash('sha256').update(value).digest('hex');

describe('the content-addressed blob store', () => {
  it('stores a stream under its sha256 once; the same content again is not created twice', async () => {
    const store = await BlobStore.open(dir);
    const first = await store.put(Readable.from(['config ', 'system']), 100);
    expect(first).toEqual({ sha256: sha('config system'), size: 13, created: true });
    const again = await store.put(Readable.from(['config system']), 100);
    expect(again.created).toBe(false);
    expect(await text(await store.open(first.sha256))).toBe('config system');
    await store.remove(first.sha256);
    expect(await store.exists(first.sha256)).toBe(false);
  });

  it('refuses a stream over the limit and keeps nothing, not even a temporary file', async () => {
    const store = await BlobStore.open(dir);
    await expect(store.put(Readable.from(['12345', '6']), 5)).rejects.toBeInstanceOf(
      BlobTooLargeError,
    );
    expect(await readdir(join(dir, 'blobs', 'tmp'))).toEqual([]);
    expect((await readdir(join(dir, 'blobs'))).filter((d) => d !== 'tmp')).toEqual([]);
  });

  it('on opening, removes temporary files a crash left more than a day ago and keeps fresh ones', async () => {
    await BlobStore.open(dir);
    const tmp = join(dir, 'blobs', 'tmp');
    await writeFile(join(tmp, 'stale'), 'half');
    await writeFile(join(tmp, 'live'), 'half');
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await utimes(join(tmp, 'stale'), twoDaysAgo, twoDaysAgo);
    await BlobStore.open(dir);
    expect(await readdir(tmp)).toEqual(['live']);
  });
});
