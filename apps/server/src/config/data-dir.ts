import { constants } from 'node:fs';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError } from './env.js';

/**
 * Makes sure the data dir exists and can be written, before anything is stored in it.
 * Fails with one message naming DATA_DIR and what to do.
 */
export async function ensureDataDir(dataDir: string): Promise<void> {
  try {
    await mkdir(dataDir, { recursive: true });
    await access(dataDir, constants.W_OK);
    const probe = join(dataDir, `.write-probe-${process.pid}`);
    await writeFile(probe, '');
    await rm(probe);
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    throw new ConfigError(
      `Invalid configuration:\n  DATA_DIR: cannot write to ${dataDir} (${reason}). ` +
        'Point DATA_DIR at a directory this user can create and write.',
    );
  }
}
