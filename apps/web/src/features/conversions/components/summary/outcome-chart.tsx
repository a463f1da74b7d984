import { BarChart } from '@mui/x-charts/BarChart';
import { OUTCOME_COLOURS, OUTCOME_LABELS, OUTCOMES, type TTypeTotals } from './report-totals';

const ROW_HEIGHT = 34;

/**
 * What became of each object type, as stacked horizontal bars (converted, partly converted,
 * not converted, ignored). The same figures are in the table beside it, for screen readers
 * and for reading exact numbers.
 */
export function OutcomeChart({ rows }: { rows: readonly TTypeTotals[] }) {
  return (
    <BarChart
      aria-hidden
      layout="horizontal"
      height={Math.max(160, rows.length * ROW_HEIGHT + 90)}
      margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
      yAxis={[{ scaleType: 'band', data: rows.map((row) => row.type), width: 190 }]}
      xAxis={[{ tickMinStep: 1 }]}
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
