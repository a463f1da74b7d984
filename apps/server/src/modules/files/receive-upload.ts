import type { FastifyRequest } from 'fastify';
import { FILES_FIELD, MAX_UPLOAD_BYTES, extensionOf, uploadLimitMessage } from '@fwmig/contract';
import { AppError } from '../../errors/app-error.js';
import {
  BlobTooLargeError,
  type BlobStore,
  type StoredBlob,
  type TReferencedBlobs,
} from './blob-store.js';

/** One received file: spec §3 File (name, size, type, extension) and where its bytes are. */
export interface ReceivedFile extends StoredBlob {
  name: string;
  type: string;
  extension: string;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

/** Limits every upload route registers @fastify/multipart with. */
export const MULTIPART_LIMITS = {
  // busboy stops a file at this size and the plugin flags it truncated; the store counts too.
  fileSize: MAX_UPLOAD_BYTES,
  files: 20,
  fields: 10,
  fieldSize: 256 * 1024,
  parts: 30,
};

/** A file name as the user sees it: no folders, no control characters, at most 200 chars. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean === '' ? 'file' : clean).slice(0, 200);
}

function isTooLarge(error: unknown): boolean {
  return (
    error instanceof BlobTooLargeError ||
    (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
  );
}

/**
 * Reads a multipart request: text fields, and files in the field `files` streamed into the blob
 * store. Fails with a clear 4xx, removing its blobs that no row refers to (see
 * `referenced`), when the request is not multipart, a file is over 100 MB (413) or empty, or a
 * part is unexpected. On success the files hold leases: release them once their rows commit.
 */
export async function receiveUpload(
  request: FastifyRequest,
  store: BlobStore,
  options: {
    fields: readonly string[];
    /** Every column naming a blob: a blob another ticket shares is never removed. */
    referenced: TReferencedBlobs;
    beforeFiles?: (fields: Record<string, string>) => Promise<void>;
  },
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Send this request as multipart/form-data, with files in the field "${FILES_FIELD}".`,
    );
  }
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  let checked = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!options.fields.includes(part.fieldname) || typeof part.value !== 'string') {
          throw new AppError('VALIDATION_FAILED', `Unexpected form field "${part.fieldname}".`);
        }
        if (part.valueTruncated) {
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            `The form field "${part.fieldname}" is too long.`,
          );
        }
        fields[part.fieldname] = part.value;
        continue;
      }
      const name = cleanFileName(part.filename);
      if (part.fieldname !== FILES_FIELD) {
        part.file.resume();
        throw new AppError(
          'VALIDATION_FAILED',
          `Attach files in the field "${FILES_FIELD}", not "${part.fieldname}".`,
        );
      }
      if (!checked) {
        await options.beforeFiles?.(fields);
        checked = true;
      }
      const blob = await store.put(part.file, MAX_UPLOAD_BYTES).catch((error: unknown) => {
        if (isTooLarge(error)) {
          throw new AppError('PAYLOAD_TOO_LARGE', uploadLimitMessage(name));
        }
        throw error;
      });
      const received: ReceivedFile = {
        ...blob,
        name,
        type: part.mimetype || 'application/octet-stream',
        extension: extensionOf(name),
      };
      files.push(received);
      if (part.file.truncated) {
        throw new AppError('PAYLOAD_TOO_LARGE', uploadLimitMessage(name));
      }
      if (blob.size === 0) throw new AppError('VALIDATION_FAILED', `${name} is empty.`);
    }
    if (!checked) await options.beforeFiles?.(fields);
    return { fields, files };
  } catch (error) {
    await discard(store, files, options.referenced);
    throw mapMultipartError(error);
  }
}

/** Ends an aborted upload's leases and removes its blobs that nothing refers to. */
async function discard(
  store: BlobStore,
  files: readonly StoredBlob[],
  referenced: TReferencedBlobs,
): Promise<void> {
  await store.release(files);
  // Best effort: the upload's own error is the answer; what stays goes at the next start.
  await store
    .removeUnreferenced(
      files.map((f) => f.sha256),
      referenced,
    )
    .catch(() => undefined);
}

function mapMultipartError(error: unknown): unknown {
  if (!(error instanceof Error) || !('code' in error) || error instanceof AppError) return error;
  switch (error.code) {
    case 'FST_FILES_LIMIT':
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        `Send at most ${MULTIPART_LIMITS.files} files at once.`,
      );
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 'This form has too many parts.');
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'A file is over the 100 MB limit.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send this request as multipart/form-data.');
    default:
      return error;
  }
}
