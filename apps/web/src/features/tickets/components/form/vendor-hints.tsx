import { findVendor } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFileDetection } from './use-vendor-detection';

/** What the listed files say about the chosen source vendor. */
export interface TVendorHints {
  /** Where the chosen vendor was recognised: "Detected from fw0.cfg (line 3)". */
  detectedFrom: string | null;
  /** The chosen vendor is recognised but its files are converted by an engineer. */
  byHand: string | null;
  /** One message per file that looks like another vendor's configuration. */
  mismatches: string[];
}

/** The hints for a chosen vendor (none before a choice) and the files recognised so far. */
export function vendorHints(
  chosen: string | null,
  detections: readonly TFileDetection[],
): TVendorHints {
  const hints: TVendorHints = { detectedFrom: null, byHand: null, mismatches: [] };
  if (chosen === null) return hints;
  const chosenLabel = findVendor(chosen)?.label ?? chosen;
  for (const { file, detection } of detections) {
    const { vendorKey, line } = detection;
    const label = detection.label ?? vendorKey;
    if (vendorKey === null) continue;
    // The Cisco ASA family's parsers read each other's files: only a choice that cannot is wrong.
    const readable = vendorKey === chosen || detection.readableAs.includes(chosen);
    if (!readable) {
      // The conversion refuses a file of another vendor (the engine's WRONG_VENDOR).
      hints.mismatches.push(
        `${file.name} looks like a ${label} configuration, not ${chosenLabel}. Choose ${label}, or attach the right file.`,
      );
    } else if (hints.detectedFrom === null) {
      hints.detectedFrom = `Detected from ${file.name}${line === null ? '' : ` (line ${line})`}`;
      if (!detection.converted) {
        hints.byHand = `Automatic conversion from ${label} is not available yet: an engineer converts this ticket by hand.`;
      }
    }
  }
  return hints;
}

/**
 * The hints under the vendor field: where it was detected, the engineer's hand, and mismatches
 * as a warning. Always mounted (empty, no height) so a detection that arrives later is read out.
 */
export function VendorHints({ hints }: { hints: TVendorHints }) {
  const { detectedFrom, byHand, mismatches } = hints;
  return (
    <Box aria-live="polite" sx={{ '& > *': { mt: 1 } }}>
      {detectedFrom && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mx: 1.75 }}>
          {detectedFrom}
        </Typography>
      )}
      {byHand && <Alert severity="info">{byHand}</Alert>}
      {mismatches.length > 0 && (
        <Alert severity="warning">
          {mismatches.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
    </Box>
  );
}
