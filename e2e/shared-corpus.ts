import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';

/**
 * A file of the public corpus, which lives beside the repository in `../shared/corpus` (CI has
 * it; a clone on its own does not). FWMIG_SHARED_DIR names another `shared` folder.
 */
export function corpusFile(path: string): string {
  const shared = process.env.FWMIG_SHARED_DIR
    ? resolve(process.env.FWMIG_SHARED_DIR)
    : fileURLToPath(new URL('../../shared', import.meta.url));
  return join(shared, 'corpus', path);
}

/**
 * Called in a `test.describe`: skips its tests, naming the missing corpus folder, when the
 * folder (`cisco_asa`, `paloalto`) is absent (issue 19 item 3).
 */
export function skipWithoutCorpus(folder: string): void {
  const dir = corpusFile(folder);
  test.skip(
    !existsSync(dir),
    `skipped: ${dir} is absent (the public corpus, beside the repository)`,
  );
}
