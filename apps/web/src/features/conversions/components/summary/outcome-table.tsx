import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { OUTCOME_LABELS, OUTCOMES, type TTypeTotals } from './report-totals';

/** The chart's figures as a table: one row per object type. */
export function OutcomeTable({ rows }: { rows: readonly TTypeTotals[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Objects per type">
        <TableHead>
          <TableRow>
            <TableCell>Object type</TableCell>
            {OUTCOMES.map((outcome) => (
              <TableCell key={outcome} align="right">
                {OUTCOME_LABELS[outcome]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.type}>
              <TableCell component="th" scope="row">
                {row.type}
              </TableCell>
              {OUTCOMES.map((outcome) => (
                <TableCell key={outcome} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {row.counts[outcome].toLocaleString()}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
