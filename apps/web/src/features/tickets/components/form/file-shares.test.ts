import { describe, expect, it } from 'vitest';
import { fileShares } from './file-shares';

describe('fileShares: per-file upload progress from the request progress', () => {
  // Two files of 100 and 300 bytes after 50 bytes of ticket field and multipart headers.
  const sizes = [100, 300];
  const total = 450;

  it('nothing is sent while the non-file bytes go out', () => {
    expect(fileShares(sizes, 0, total)).toEqual([0, 0]);
    expect(fileShares(sizes, 50, total)).toEqual([0, 0]);
  });

  it('the first file fills before the second starts', () => {
    expect(fileShares(sizes, 100, total)).toEqual([0.5, 0]);
    expect(fileShares(sizes, 150, total)).toEqual([1, 0]);
    expect(fileShares(sizes, 300, total)).toEqual([1, 0.5]);
  });

  it('every file is complete when the whole body is sent', () => {
    expect(fileShares(sizes, 449, total)[1]).toBeLessThan(1);
    expect(fileShares(sizes, total, total)).toEqual([1, 1]);
  });

  it('never leaves 0..1, whatever the numbers', () => {
    for (const share of [
      ...fileShares(sizes, -10, total),
      ...fileShares(sizes, 10_000, total),
      ...fileShares(sizes, 200, 0),
    ]) {
      expect(share).toBeGreaterThanOrEqual(0);
      expect(share).toBeLessThanOrEqual(1);
    }
  });
});
