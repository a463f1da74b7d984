import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { OUTCOME_COLOURS, OUTCOME_LABELS, OUTCOMES, type TTypeTotals } from './report-totals';

const ROW_HEIGHT = 34;

/** A long object type name cut for a narrow axis ("Addresses & Addr…"); the table has it whole. */
const shorten = (name: string, max: number) =>
  name.length > max ? `${name.slice(0, max - 1)}…` : name;

/**
 * What became of each object type, as stacked horizontal bars (converted, partial, unsupported,
 * ignored). The same figures are in the table beside it, for screen readers and for reading
 * exact numbers.
 */
export function OutcomeChart({ rows }: { rows: readonly TTypeTotals[] }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <BarChart
      aria-hidden
      layout="horizontal"
      height={Math.max(160, rows.length * ROW_HEIGHT + 90)}
      margin={{ left: 8, right: narrow ? 28 : 16, top: 8, bottom: 8 }}
      yAxis={[
        {
          scaleType: 'band',
          data: rows.map((row) => row.type),
          width: narrow ? 96 : 190,
          valueFormatter: (type: string) => (narrow ? shorten(type, 14) : type),
        },
      ]}
      xAxis={[{ tickMinStep: 1, tickNumber: narrow ? 3 : 8 }]}
      series={OUTCOMES.map((outcome) => ({
        id: outcome,
        label: OUTCOME_LABELS[outcome],
        color: OUTCOME_COLOURS[outcome],
        stack: 'total',
        data: rows.map((row) => row.counts[outcome]),
      }))}
      slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
      grid={{ vertical: true }}
    />
  );
}
