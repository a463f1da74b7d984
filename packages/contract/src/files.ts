import { MAX_UPLOAD_BYTES } from './constants.js';

/** spec §3 a file as the portal lists it. */
export interface TFileInfo {
  name: string;
  size: number;
  type: string;
  extension: string;
}

const IMAGE_EXTENSIONS = new Set(['jpeg', 'jpg', 'gif', 'png', 'svg']);

/** The extension after the last dot, lower case; '' when there is none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** spec §5: an image when its MIME type starts with image/ or its extension is an image's. */
export function isImageFile(file: { name: string; type?: string }): boolean {
  return (file.type ?? '').startsWith('image/') || IMAGE_EXTENSIONS.has(extensionOf(file.name));
}

/** spec §5: merging file lists drops files with the same name and size as one already listed. */
export function mergeFiles<T extends { name: string; size: number }>(
  current: readonly T[],
  added: readonly T[],
): T[] {
  const seen = new Set(current.map((file) => `${file.name}\u0000${file.size}`));
  const merged = [...current];
  for (const file of added) {
    const key = `${file.name}\u0000${file.size}`;
    if (!seen.has(key)) {
      seen.add(key);
      merged.push(file);
    }
  }
  return merged;
}

/**
 * issue 19 item 2: the message for a file over the upload limit, the same in the web form and
 * the server. It names the limit, not a rounded size (104,857,601 bytes would read "100.0 MB").
 */
export function uploadLimitMessage(name: string): string {
  return `${name} is over the 100 MB limit. Split the configuration or compress it.`;
}

/** spec §5, §9: the upload limit (100 MB, inclusive); a message naming the file, or undefined. */
export function uploadSizeError(file: { name: string; size: number }): string | undefined {
  return file.size <= MAX_UPLOAD_BYTES ? undefined : uploadLimitMessage(file.name);
}
