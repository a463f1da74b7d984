import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';

/**
 * The public corpus of real configurations lives beside the repository, in `../shared/corpus`
 * (CI has it); a clone on its own does not, and the tests that read it are then skipped
 * (issue 19 item 3). FWMIG_SHARED_DIR names another `shared` folder, e.g. an empty one to
 * see the skips.
 */
export function corpusDir(folder = ''): string {
  const shared = process.env.FWMIG_SHARED_DIR
    ? resolve(process.env.FWMIG_SHARED_DIR)
    : fileURLToPath(new URL('../../../../../shared', import.meta.url));
  return join(shared, 'corpus', folder);
}

/** Whether the corpus folder (e.g. `paloalto`, or '' for the whole corpus) is there. */
export const hasCorpus = (folder = ''): boolean => existsSync(corpusDir(folder));

/** The text of a corpus file, by its path under the corpus (`paloalto/panos8_stage00.xml`). */
export const readCorpus = (path: string): string => readFileSync(corpusDir(path), 'utf8');

/** Folders whose absence this test file has already reported. */
const reported = new Set<string>();

/** One skipped line naming the missing folder, however many suites of the file needed it. */
function reportMissing(folder: string): void {
  const dir = corpusDir(folder);
  if (reported.has(dir)) return;
  reported.add(dir);
  it.skip(`skipped: ${dir} is absent (the public corpus, beside the repository)`, () => {});
}

/**
 * A suite over corpus files: registered only when the folder is there (its body may read the
 * files while collecting), otherwise one skipped line naming the folder.
 */
export function describeWithCorpus(folder: string, title: string, body: () => void): void {
  if (hasCorpus(folder)) describe(title, body);
  else reportMissing(folder);
}

/** One test over corpus files, or one skipped line naming the folder. */
export function itWithCorpus(folder: string, title: string, body: () => void): void {
  if (hasCorpus(folder)) it(title, body);
  else reportMissing(folder);
}
