import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PostgreSQL cluster of a test's own, on a free port, to stop and start at will. */
export interface ThrowawayPostgres {
  url: string;
  stop(): void;
  start(): void;
  /** Stops the cluster and deletes its files. */
  destroy(): Promise<void>;
}

/** The folder of the newest installed PostgreSQL server binaries (Debian layout), if any. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  return versions
    .map((v) => join(root, v, 'bin'))
    .find((bin) => existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl')));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** The uid/gid of the `postgres` OS user (PostgreSQL refuses to run as root). */
function postgresUser(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/**
 * Creates and starts a cluster in a temporary folder, never touching the machine's shared
 * PostgreSQL: trust authentication on 127.0.0.1 only, fsync off (a test's data need not
 * survive a power cut). Run as root, the cluster belongs to the `postgres` OS user.
 */
export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'fwmig-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? postgresUser() : undefined;
  if (user) chownSync(dir, user.uid, user.gid);
  const run = (tool: string, args: string[]) =>
    execFileSync(join(bin, tool), args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      env: { PATH: process.env.PATH ?? '', LC_ALL: 'C' },
    });
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
