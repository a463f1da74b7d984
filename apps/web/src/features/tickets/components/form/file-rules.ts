import { extensionOf, mergeFiles, uploadSizeError, type TFileInfo } from '@fwmig/contract';

/** The server reads at most 20 files per upload request (its multipart limit). */
export const MAX_FILES_PER_UPLOAD = 20;

export interface TPickResult {
  /** The list after the choice: the current files, then the accepted new ones. */
  files: File[];
  /** Why chosen files were left out, one message each. */
  problems: string[];
}

/**
 * Adds chosen or dropped files to a list: files over 100 MB are refused with the contract's
 * message (spec §5, S5-13), empty files too (the server refuses them), a file with the name and
 * size of a listed one is dropped (spec §5 merge, S5-12), and the list stops at the per-upload
 * limit.
 */
export function pickFiles(current: readonly File[], added: readonly File[]): TPickResult {
  const problems: string[] = [];
  const accepted: File[] = [];
  for (const file of added) {
    const tooLarge = uploadSizeError(file);
    if (tooLarge) problems.push(tooLarge);
    else if (file.size === 0) problems.push(`${file.name} is empty.`);
    else accepted.push(file);
  }
  const merged = mergeFiles(current, accepted);
  const repeated = current.length + accepted.length - merged.length;
  if (repeated > 0) {
    problems.push(
      repeated === 1
        ? 'One file was already in the list.'
        : `${repeated} files were already in the list.`,
    );
  }
  if (merged.length > MAX_FILES_PER_UPLOAD) {
    problems.push(`At most ${MAX_FILES_PER_UPLOAD} files can be sent at once.`);
    return { files: merged.slice(0, MAX_FILES_PER_UPLOAD), problems };
  }
  return { files: merged, problems };
}

/** spec §3 File: name, size, type and extension, as the list shows them. */
export function fileInfo(file: Pick<File, 'name' | 'size' | 'type'>): TFileInfo {
  return { name: file.name, size: file.size, type: file.type, extension: extensionOf(file.name) };
}

const UNITS = ['KB', 'MB', 'GB'];

/** A size people read: 512 bytes, 1.5 KB, 12.3 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${UNITS[unit]}`;
}
