import { closeSync, openSync, writeSync } from 'node:fs';

/** Characters written per call: about 1 MB of UTF-8 at a time. */
export const WRITE_SLICE = 1 << 20;

/**
 * Writes a text file a slice at a time: `writeFileSync` of a whole string first encodes all of
 * it into one buffer (26 MB for the output of 100,000 ASA rules) while everything else of the
 * run is still held. A slice never ends between the two halves of a surrogate pair.
 */
export function writeText(path: string, text: string): void {
  const fd = openSync(path, 'w');
  try {
    for (let from = 0; from < text.length;) {
      let to = Math.min(from + WRITE_SLICE, text.length);
      const last = text.charCodeAt(to - 1);
      if (to < text.length && last >= 0xd800 && last <= 0xdbff) to -= 1;
      const bytes = Buffer.from(text.slice(from, to), 'utf8');
      for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at);
      from = to;
    }
  } finally {
    closeSync(fd);
  }
}
