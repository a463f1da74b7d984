import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TColumnSetting } from '../../../../ui/data-table/table-types';
import type { TReportRow } from './report-rows';
import { EffectChip, ReportStatusChip } from './report-status-chip';

const sourceText = (row: TReportRow, severalFiles: boolean) =>
  // One file: its line number is enough; the detail names the file.
  severalFiles ? row.source : `line ${row.entry.origin.line.toLocaleString()}`;

/**
 * The report's columns on a wide screen. issue 23 item 4: status and name always show; in a
 * narrow window the source line gives way first, then the FortiOS objects, the effect, the
 * message and the type (the 'Columns' menu brings them back; the row's detail holds them all).
 */
export const reportColumns = (severalFiles: boolean): TColumnSetting<TReportRow>[] => [
  {
    field: 'status',
    header: 'Status',
    sortable: true,
    defaultWidth: 140,
    render: (row) => <ReportStatusChip status={row.status} />,
  },
  {
    field: 'effectOrder',
    header: 'Effect',
    hidePriority: 4,
    sortable: true,
    defaultWidth: 170,
    render: (row) => (row.effect ? <EffectChip effect={row.effect} /> : null),
  },
  { field: 'objectType', header: 'Type', hidePriority: 2, sortable: true, defaultWidth: 150 },
  { field: 'name', header: 'Name', sortable: true, defaultWidth: 170 },
  {
    field: 'source',
    header: 'Source line',
    hidePriority: 5,
    defaultWidth: severalFiles ? 200 : 120,
    render: (row) => sourceText(row, severalFiles),
  },
  { field: 'message', header: 'What happened', hidePriority: 3, defaultWidth: 360 },
  { field: 'targets', header: 'FortiOS objects', hidePriority: 4, defaultWidth: 220 },
];

/**
 * issue 19 item 2: on a phone one column tells what happened to each object (its status and
 * effect, type and name, the message, what it became) with no sideways scrolling; the row's
 * detail still holds the source lines.
 */
export const reportCompactColumns = (severalFiles: boolean): TColumnSetting<TReportRow>[] => [
  {
    field: 'message',
    header: 'What happened to each object',
    defaultWidth: 300,
    resizable: false,
    render: (row) => (
      <Box sx={{ py: 0.75, minWidth: 0, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
        <Stack direction="row" spacing={0.75} sx={{ mb: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
          <ReportStatusChip status={row.status} />
          {row.effect && <EffectChip effect={row.effect} />}
        </Stack>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.objectType} · {row.name}
        </Typography>
        <Typography variant="body2">{row.message}</Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {sourceText(row, severalFiles)}
          {row.targets ? ` → ${row.targets}` : ''}
        </Typography>
      </Box>
    ),
  },
];
