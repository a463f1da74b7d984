import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WRITE_SLICE, writeText } from './write-text.js';

const dir = mkdtempSync(join(tmpdir(), 'fwconv-write-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeText (issue 17 item 8: outputs written a slice at a time)', () => {
  it('writes what writeFileSync would, a surrogate pair on a slice boundary included', () => {
    // The emoji's two halves sit at WRITE_SLICE - 1 and WRITE_SLICE: a cut between them would
    // write two replacement characters.
    const text = `${'a'.repeat(WRITE_SLICE - 1)}😀${'é'.repeat(WRITE_SLICE)}end\n`;
    const path = join(dir, 'out.conf');
    writeText(path, text);
    expect(readFileSync(path, 'utf8')).toBe(text);
    writeText(path, '');
    expect(readFileSync(path, 'utf8')).toBe('');
  });
});
