/**
 * How much of each file has been sent (0 to 1), from the progress of the whole request body
 * (`loaded` of `total` bytes). Files are sent in order after the ticket's fields, so a file's
 * share comes from where its bytes start. The bytes that are not file content (the ticket field,
 * multipart headers) are counted as sent first: a bar never runs ahead of its file.
 */
export function fileShares(sizes: readonly number[], loaded: number, total: number): number[] {
  if (total > 0 && loaded >= total) return sizes.map(() => 1);
  const content = sizes.reduce((sum, size) => sum + size, 0);
  const overhead = Math.max(0, total - content);
  const sent = Math.max(0, loaded - overhead);
  let start = 0;
  return sizes.map((size) => {
    const from = start;
    start += size;
    if (size <= 0) return sent >= from ? 1 : 0;
    return Math.min(1, Math.max(0, (sent - from) / size));
  });
}
