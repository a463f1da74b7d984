/**
 * Uploads as users export them: a gzip-compressed file (a pfSense `config.xml.gz`) is
 * decompressed, a tar archive (a Sophos import/export `.tar`) becomes the files it holds. Runs
 * before any vendor's parser, which sees plain files. Bounded: an archive may not unpack to more
 * than MAX_UNPACKED_BYTES or MAX_ARCHIVE_FILES, so a small upload cannot exhaust memory.
 */
import { gunzipSync, constants as zlib } from 'node:zlib';
import { parseTar } from 'nanotar';
import { ConversionInputError } from '../errors.js';
import { sniffSource } from '../sniff/sniff-source.js';

export const MAX_UNPACKED_BYTES = 512 * 1024 * 1024;
export const MAX_ARCHIVE_FILES = 10_000;

export interface TInputFile {
  name: string;
  content: string | Uint8Array;
  /** The archive the file was unpacked from. */
  archive?: string;
}

const isGzip = (bytes: Uint8Array) => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/** The `ustar` magic at offset 257 of the first header (POSIX and GNU tar alike). */
const isTar = (bytes: Uint8Array) =>
  bytes.length >= 512 && new TextDecoder().decode(bytes.subarray(257, 262)) === 'ustar';

const withoutSuffix = (name: string, suffix: RegExp) => name.replace(suffix, '') || name;

function gunzip(file: { name: string; content: Uint8Array }): Uint8Array {
  try {
    return gunzipSync(file.content, { maxOutputLength: MAX_UNPACKED_BYTES });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_BUFFER_TOO_LARGE')
      throw new ConversionInputError(
        'ARCHIVE_TOO_LARGE',
        `${file.name} unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB: upload the configuration file itself.`,
      );
    throw new ConversionInputError(
      'BROKEN_ARCHIVE',
      `${file.name} is gzip-compressed but could not be unpacked (${code ?? 'corrupt data'}): download it again, or unpack it and upload the file inside.`,
    );
  }
}

function untar(file: { name: string; content: Uint8Array }): TInputFile[] {
  let items;
  try {
    items = parseTar(file.content);
  } catch {
    throw new ConversionInputError(
      'BROKEN_ARCHIVE',
      `${file.name} is a tar archive that could not be read: download it again, or unpack it and upload the files inside.`,
    );
  }
  const files = items
    .filter((item) => (item.type === 'file' || item.type === undefined) && item.data)
    .map((item) => ({
      name: item.name.replace(/^\.\//, ''),
      content: item.data as Uint8Array,
      archive: file.name,
    }));
  if (files.length > MAX_ARCHIVE_FILES)
    throw new ConversionInputError(
      'ARCHIVE_TOO_LARGE',
      `${file.name} holds ${files.length} files, more than ${MAX_ARCHIVE_FILES}: upload the configuration files themselves.`,
    );
  if (files.length === 0)
    throw new ConversionInputError(
      'EMPTY_ARCHIVE',
      `${file.name} is a tar archive with no files in it: export the configuration again.`,
    );
  // The file a vendor signature recognises goes first: the first file is the main one.
  const recognised = files.findIndex((f) => sniffSource(f.content).vendorKey !== null);
  if (recognised > 0) files.unshift(...files.splice(recognised, 1));
  return files;
}

/** One upload as the plain files it stands for. */
function expand(file: TInputFile): TInputFile[] {
  const { name, content } = file;
  if (typeof content === 'string') return [file];
  if (isGzip(content)) {
    const inner = { name: withoutSuffix(name, /\.(gz|tgz)$/i), content: gunzip({ name, content }) };
    if (/\.tgz$/i.test(file.name)) inner.name += '.tar';
    return expand(inner);
  }
  if (isTar(content)) return untar({ name, content });
  return [file];
}

/** The uploads with every gzip and tar archive unpacked, in order. */
export function expandArchives(files: readonly TInputFile[]): TInputFile[] {
  return files.flatMap(expand);
}

/**
 * The files a conversion reads, and the archive members it cannot (binary ones beside the
 * configuration: a certificate, a key, an image), which are reported as not used rather than
 * refusing the whole upload. A binary file uploaded on its own is still refused.
 */
export function readableInputs(files: readonly TInputFile[]): {
  readable: TInputFile[];
  unread: (TInputFile & { archive: string })[];
} {
  const readable: TInputFile[] = [];
  const unread: (TInputFile & { archive: string })[] = [];
  for (const file of expandArchives(files)) {
    const binary = file.archive !== undefined && sniffSource(file.content).format === 'binary';
    if (binary && readable.length > 0) unread.push({ ...file, archive: file.archive ?? '' });
    else readable.push(file);
  }
  return { readable, unread };
}

/**
 * The first bytes of an upload as the sniffer should see them: a gzip head is decompressed as
 * far as it goes (a cut-off stream yields what it holds); a tar head yields its first file.
 */
export function unpackHead(head: Uint8Array): Uint8Array {
  let bytes = head;
  if (isGzip(bytes)) {
    try {
      bytes = gunzipSync(bytes, {
        finishFlush: zlib.Z_SYNC_FLUSH,
        maxOutputLength: 4 * 1024 * 1024,
      });
    } catch {
      return head;
    }
    // A head too short to hold any of the text is judged as what it is: compressed bytes.
    if (bytes.length === 0) return head;
  }
  if (isTar(bytes)) {
    const size = parseInt(new TextDecoder().decode(bytes.subarray(124, 136)).trim(), 8);
    const end = Number.isFinite(size) ? Math.min(512 + size, bytes.length) : bytes.length;
    return bytes.subarray(512, end);
  }
  return bytes;
}
