import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OWNER } from './blob-owner.js';
import { BlobStore, BlobTooLargeError } from './blob-store.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fwmig-blobs-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const sha = (value: string) => createHash('sha256').update(value).digest('hex');

const none = () => Promise.resolve(new Set<string>());

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid ?? 999_999;
}

describe('the content-addressed blob store', () => {
  it('stores a stream under its sha256 once; the same content again is not created twice', async () => {
    const store = await BlobStore.open(dir);
    const first = await store.put(Readable.from(['config ', 'system']), 100);
    expect(first).toMatchObject({ sha256: sha('config system'), size: 13, created: true });
    const again = await store.put(Readable.from(['config system']), 100);
    expect(again.created).toBe(false);
    expect(await text(await store.open(first.sha256))).toBe('config system');
    await store.release([first, again]);
    expect(await store.removeUnreferenced([first.sha256], none)).toEqual([first.sha256]);
    expect(await store.exists(first.sha256)).toBe(false);
  });

  it('refuses a stream over the limit and keeps nothing, not even a temporary file', async () => {
    const store = await BlobStore.open(dir);
    await expect(store.put(Readable.from(['12345', '6']), 5)).rejects.toBeInstanceOf(
      BlobTooLargeError,
    );
    expect(await readdir(join(dir, 'blobs', 'tmp'))).toEqual([]);
    expect(await readdir(join(dir, 'blobs', 'leases'))).toEqual([]);
    expect((await store.list()).length).toBe(0);
  });

  it('issue 18 item 2: a blob a row refers to, or another upload holds, is not removed', async () => {
    const store = await BlobStore.open(dir);
    const mine = await store.put(Readable.from(['shared bytes']), 100);
    const theirs = await store.put(Readable.from(['shared bytes']), 100);
    await store.release([mine]);
    // The other upload has not committed its row yet: its lease keeps the blob.
    expect(await store.removeUnreferenced([mine.sha256], none)).toEqual([]);
    await store.release([theirs]);
    // Committed: the row keeps it.
    const rows = () => Promise.resolve(new Set([mine.sha256]));
    expect(await store.removeUnreferenced([mine.sha256], rows)).toEqual([]);
    expect(await text(await store.open(mine.sha256))).toBe('shared bytes');
  });

  it('issue 18 item 2: an upload of the same content racing with a removal keeps its blob', async () => {
    const store = await BlobStore.open(dir);
    const first = await store.put(Readable.from(['raced']), 100);
    await store.release([first]);
    let racer: Awaited<ReturnType<BlobStore['put']>> | undefined;
    // The other upload arrives after the removal's first look at rows and leases.
    const referenced = async () => {
      racer ??= await store.put(Readable.from(['raced']), 100);
      return new Set<string>();
    };
    expect(await store.removeUnreferenced([first.sha256], referenced)).toEqual([]);
    expect(racer?.created).toBe(false);
    expect(await text(await store.open(first.sha256))).toBe('raced');
  });

  it('on opening, removes what crashed processes left: partial uploads and their leases', async () => {
    await BlobStore.open(dir);
    const tmp = join(dir, 'blobs', 'tmp');
    const host = hostname();
    const crashed = `${host}~${deadPid()}~1700000000000~partial`;
    const earlierSelf = `${host}~${process.pid}~1700000000000~partial`;
    const live = `${OWNER}~partial`;
    const otherHostFresh = 'other-host~12~1700000000000~partial';
    const otherHostOld = 'other-host~13~1700000000000~partial';
    for (const name of [crashed, earlierSelf, live, otherHostFresh, otherHostOld]) {
      await writeFile(join(tmp, name), 'half');
    }
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await utimes(join(tmp, otherHostOld), twoDaysAgo, twoDaysAgo);
    const leases = join(dir, 'blobs', 'leases', sha('x'));
    await mkdir(leases, { recursive: true });
    await writeFile(join(leases, crashed), '');
    await BlobStore.open(dir);
    expect((await readdir(tmp)).sort()).toEqual([live, otherHostFresh].sort());
    expect(await readdir(join(dir, 'blobs', 'leases'))).toEqual([]);
  });
});
