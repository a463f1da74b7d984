import { ZReportStatus } from '@fwmig/contract';

/** What became of a source object, in the report's order. */
export const REPORT_STATUSES = ZReportStatus.options;
export type TReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * How every conversion screen names and tints each status (text colours reach AA contrast on
 * their backgrounds).
 */
export const REPORT_STATUS_LOOKS: Record<TReportStatus, { label: string; fg: string; bg: string }> =
  {
    converted: { label: 'Converted', fg: '#1b5e20', bg: '#e8f5e9' },
    partial: { label: 'Partial', fg: '#7a4a00', bg: '#fff3e0' },
    unsupported: { label: 'Unsupported', fg: '#b71c1c', bg: '#ffebee' },
    ignored: { label: 'Ignored', fg: '#37474f', bg: '#eceff1' },
    unrecognised: { label: 'Unrecognised', fg: '#6a1b9a', bg: '#f3e5f5' },
  };
