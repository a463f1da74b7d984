import type { TRunDetail, TRunSummary } from '@fwmig/contract';

type TTotals = NonNullable<TRunDetail['report']>['totals'];

/** A report's counts of one object type. */
export const counts = (converted: number, partial = 0, ignored = 0) => ({
  converted,
  partial,
  unsupported: 0,
  ignored,
  unrecognised: 0,
});

/** The detail of `run` with a report of these totals. */
export function makeDetail(run: TRunSummary, totals: TTotals): TRunDetail {
  return {
    ...run,
    inputs: {
      files: [],
      vendor: 'cisco-asa',
      objects: [],
      mapping: {},
      targetModel: null,
      targetPorts: [],
      firmwareVersion: '7.4',
      sslvpn: null,
    },
    report: {
      source: { vendor: 'cisco-asa', files: [] },
      target: { os: 'FortiOS' },
      entries: [],
      totals,
    },
    verification: null,
    sourceInterfaces: [],
  };
}

/** 1,300 `set comment "line N"` lines, which `edit` may change first. */
export function numberedOutput(edit: (lines: string[]) => void = () => {}) {
  const lines = Array.from(
    { length: 1300 },
    (_, index) => `        set comment "line ${index + 1}"`,
  );
  edit(lines);
  return `${lines.join('\n')}\n`;
}
