import { MAX_UPLOAD_BYTES } from '@fwmig/contract';
import { describe, expect, it } from 'vitest';
import { fileInfo, formatBytes, MAX_FILES_PER_UPLOAD, pickFiles } from './file-rules';
import { sizedFile } from './form-test-utils';

describe('pickFiles', () => {
  it('S5-12: a file with the name and size of a listed one is listed once', () => {
    const first = new File(['abc'], 'fw.cfg');
    const again = new File(['xyz'], 'fw.cfg');
    const bigger = new File(['abcd'], 'fw.cfg');
    const result = pickFiles([first], [again, bigger]);
    expect(result.files).toEqual([first, bigger]);
    expect(result.problems).toEqual(['One file was already in the list.']);
  });

  it('S5-13 S9-2 (issue 19 item 2, upload limit message): 104,857,600 bytes are accepted, 104,857,601 is over the 100 MB limit', () => {
    const limit = sizedFile('limit.cfg', MAX_UPLOAD_BYTES);
    const over = sizedFile('over.cfg', MAX_UPLOAD_BYTES + 1);
    const result = pickFiles([], [limit, over]);
    expect(result.files).toEqual([limit]);
    expect(result.problems).toEqual([
      'over.cfg is over the 100 MB limit. Split the configuration or compress it.',
    ]);
  });

  it('refuses empty files and stops at the per-upload limit', () => {
    const many = Array.from({ length: MAX_FILES_PER_UPLOAD + 1 }, (_, i) => sizedFile(`${i}`, 1));
    const result = pickFiles([], [new File([], 'empty.cfg'), ...many]);
    expect(result.files).toHaveLength(MAX_FILES_PER_UPLOAD);
    expect(result.problems).toEqual([
      'empty.cfg is empty.',
      `At most ${MAX_FILES_PER_UPLOAD} files can be sent at once.`,
    ]);
  });
});

describe('fileInfo and formatBytes', () => {
  it('S3-112..S3-115: a chosen file has name, size, type and extension', () => {
    expect(fileInfo(new File(['hello'], 'Edge.Backup.CONF', { type: 'text/plain' }))).toEqual({
      name: 'Edge.Backup.CONF',
      size: 5,
      type: 'text/plain',
      extension: 'conf',
    });
  });

  it('reads as people write sizes', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12 * 1024 * 1024 + 300 * 1024)).toBe('12 MB');
    expect(formatBytes(MAX_UPLOAD_BYTES)).toBe('100 MB');
  });
});
