import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';

/**
 * The public corpus (`corpus/`) lives beside the repository, in `../shared` (CI has it); a clone
 * on its own does not, and the tests that need it are then skipped (issue 19 item 3). The ASA
 * generator is the project's own (`scripts/generate/cisco-asa.mjs`, see conversion-kit.ts). FWMIG_SHARED_DIR names another `shared` folder,
 * e.g. an empty one to see the skips.
 */
export function sharedPath(path = ''): string {
  const shared = process.env.FWMIG_SHARED_DIR
    ? resolve(process.env.FWMIG_SHARED_DIR)
    : fileURLToPath(new URL('../../../../../shared', import.meta.url));
  return join(shared, path);
}

/** The bytes of a corpus file, by its path under the corpus (`cisco_asa/ASA_PM6.txt`). */
export const readCorpus = (path: string): Buffer => readFileSync(sharedPath(`corpus/${path}`));

/** Paths whose absence this test file has already reported. */
const reported = new Set<string>();

/** One skipped line naming what is missing, however many tests of the file needed it. */
function reportMissing(path: string): void {
  const absent = sharedPath(path);
  if (reported.has(absent)) return;
  reported.add(absent);
  it.skip(`skipped: ${absent} is absent (the shared folder beside the repository)`, () => {});
}

/**
 * A suite that needs `path` under the shared folder (`corpus`): registered
 * only when it is there (its body may read it while collecting), otherwise one skipped line.
 */
export function describeWithShared(path: string, title: string, body: () => void): void {
  if (existsSync(sharedPath(path))) describe(title, body);
  else reportMissing(path);
}

/** One test that needs `path` under the shared folder, or one skipped line naming it. */
export function itWithShared(
  path: string,
  title: string,
  body: () => void | Promise<void>,
  timeout?: number,
): void {
  if (existsSync(sharedPath(path))) it(title, body, timeout);
  else reportMissing(path);
}
