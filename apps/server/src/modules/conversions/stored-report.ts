import { text } from 'node:stream/consumers';
import type { TConversionReportJson } from '@fwmig/contract';
import type { conversionResults } from '../../db/schema/conversions.js';
import type { BlobStore } from '../files/blob-store.js';

type TReportColumns = Pick<typeof conversionResults.$inferSelect, 'report' | 'reportSha256'>;

/** A stored result whose report is neither in the blob store nor in its row. */
export class ReportMissingError extends Error {
  constructor(sha256: string | null) {
    super(
      sha256
        ? `The conversion report ${sha256} is no longer stored.`
        : 'The conversion result has no report.',
    );
  }
}

/**
 * A stored result's report (issue 18 item 9): from the blob store when the row names one (results
 * stored since), else from the row's jsonb column (results stored before). Every reader of a
 * report goes through here.
 */
export async function loadReport(
  blobs: BlobStore,
  result: TReportColumns,
): Promise<TConversionReportJson> {
  if (result.reportSha256) {
    const stream = await blobs.open(result.reportSha256).catch(() => {
      throw new ReportMissingError(result.reportSha256);
    });
    return JSON.parse(await text(stream)) as TConversionReportJson;
  }
  if (!result.report) throw new ReportMissingError(null);
  return result.report;
}
