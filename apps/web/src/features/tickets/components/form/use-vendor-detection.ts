import type { TSourceDetection } from '@fwmig/contract';
import { useSourceDetections } from '../../api/detect-source';

/** A listed file and what its head looks like. */
export interface TFileDetection {
  file: File;
  detection: TSourceDetection;
  /** The whole file is blank space (issue 19 item 2: the conversion refuses it as empty). */
  blank: boolean;
}

/**
 * What each listed file looks like (detect-source.ts). Only the answered files are returned: a
 * failed call is silent, since the detection is only a help.
 */
export function useVendorDetection(files: readonly File[]): TFileDetection[] {
  const results = useSourceDetections(files);
  return files.flatMap((file, index) => {
    const data = results[index]?.data;
    return data ? [{ file, ...data }] : [];
  });
}
