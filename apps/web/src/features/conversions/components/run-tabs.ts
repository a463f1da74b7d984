/** The views of a finished run, in the order its tabs show them. */
export const RUN_TABS = ['summary', 'report', 'output', 'verification', 'compare'] as const;
export type TRunTab = (typeof RUN_TABS)[number];

export const RUN_TAB_LABELS: Record<TRunTab, string> = {
  summary: 'Summary',
  report: 'Report',
  output: 'FortiOS output',
  verification: 'Verification',
  compare: 'Compare runs',
};

export const isRunTab = (value: string | null): value is TRunTab =>
  (RUN_TABS as readonly (string | null)[]).includes(value);
