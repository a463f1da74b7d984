import type { TSniffResult } from '@fwmig/converter';
import { z } from 'zod';

/** POST /api/source/detect reads at most this many bytes: the head of a file, not the file. */
export const SOURCE_DETECT_MAX_BYTES = 256 * 1024;

/** What the ticket forms send of each configuration file: its first 64 KiB. */
export const SOURCE_DETECT_HEAD_BYTES = 64 * 1024;

export const ZSourceFormat = z.enum(['xml', 'json', 'text', 'binary']);

/**
 * What a file's first bytes look like: its format and, where a vendor's signature matched, the
 * vendor (catalogue key and label), the 1-based line that gave it away, and whether the engine
 * converts that vendor's files (`false`: an engineer converts them by hand).
 */
export const ZSourceDetection = z
  .object({
    format: ZSourceFormat,
    vendorKey: z.string().nullable(),
    label: z.string().nullable(),
    line: z.number().int().positive().nullable(),
    converted: z.boolean(),
    /** The vendor choices whose conversion reads this file (an ASA parser reads PIX files too). */
    readableAs: z.array(z.string()),
  })
  .meta({ id: 'SourceDetection' });

export type TSourceDetection = z.infer<typeof ZSourceDetection>;

export const ZSourceDetectResponse = z
  .object({ data: ZSourceDetection })
  .meta({ id: 'SourceDetectResponse' });

export type TSourceDetectResponse = z.infer<typeof ZSourceDetectResponse>;

// Compile-time check: the schema keeps the engine sniffer's fields and formats.
type TSame<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const SOURCE_DETECTION_MATCHES_ENGINE: TSame<
  Pick<TSourceDetection, 'format' | 'vendorKey' | 'line'>,
  TSniffResult
> = true;
