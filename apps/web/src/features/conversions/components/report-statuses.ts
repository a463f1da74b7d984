import { ZReportStatus, type TPartialEffect } from '@fwmig/contract';

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

/** A partial entry's effect on traffic, worst first (issue 17 item 7). */
export const PARTIAL_EFFECT_LOOKS: Record<
  TPartialEffect,
  { label: string; fg: string; bg: string }
> = {
  widens: { label: 'Widens', fg: '#b71c1c', bg: '#ffebee' },
  narrows: { label: 'Narrows', fg: '#8a3300', bg: '#fbe9e7' },
  unknown: { label: 'Unknown effect', fg: '#6d4c00', bg: '#fff3c4' },
  cosmetic: { label: 'Cosmetic', fg: '#455a64', bg: '#f5f5f5' },
};
