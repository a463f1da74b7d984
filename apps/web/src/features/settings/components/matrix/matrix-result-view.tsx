import type { TMatrixResult } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../../../ui/data-table/data-table';
import type { TColumnSetting } from '../../../../ui/data-table/table-types';
import { EllipsisText } from '../../../../ui/ellipsis-text';

export interface TMatrixResultViewProps {
  result: TMatrixResult;
}

type TErrorRow = TMatrixResult['errors'][number] & { id: string };

const ERROR_COLUMNS: readonly TColumnSetting<TErrorRow>[] = [
  { field: 'row', header: 'Row', sortable: true, defaultWidth: 96 },
  { field: 'column', header: 'Column', sortable: true, defaultWidth: 140 },
  { field: 'message', header: 'Message', defaultWidth: 480 },
];

function rowsHaveErrors(count: number): string {
  return count === 1 ? '1 row has errors' : `${count} rows have errors`;
}

/**
 * The outcome of a matrix upload (all rows or none): the rows in error when nothing was
 * applied, else how many models were added, changed and left as they were.
 */
export function MatrixResultView({ result }: TMatrixResultViewProps) {
  if (!result.applied) {
    const rows = result.errors.map((error, index) => ({ ...error, id: String(index) }));
    const badRows = new Set(result.errors.map((error) => error.row)).size;
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Alert severity="error">{`Nothing was changed: ${rowsHaveErrors(badRows)}`}</Alert>
        <DataTable label="Matrix errors" rows={rows} columns={ERROR_COLUMNS} paging="local" />
      </Box>
    );
  }
  const lists = [
    ['Added', result.added],
    ['Changed', result.changed],
    ['Unchanged', result.unchanged],
  ] as const;
  return (
    <Alert severity="success">
      <AlertTitle>
        {`Added ${result.added.length}, changed ${result.changed.length}, unchanged ${result.unchanged.length}`}
      </AlertTitle>
      {lists
        .filter(([, models]) => models.length > 0)
        .map(([label, models]) => (
          <Typography key={label} variant="body2" component="div" sx={{ display: 'flex', gap: 1 }}>
            <Box component="span" sx={{ fontWeight: 600, flexShrink: 0 }}>
              {`${label}:`}
            </Box>
            <EllipsisText text={models.join(', ')} />
          </Typography>
        ))}
    </Alert>
  );
}
