import type { TRunDetail } from '@fwmig/contract';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../../ui/data-table/data-table';
import type { TColumnSetting } from '../../../../ui/data-table/table-types';
import { Dropdown } from '../../../../ui/dropdown';
import { filterRows, reportRows, type TReportFilter, type TReportRow } from './report-rows';
import { ReportDetail } from './report-detail';
import { REPORT_STATUS_LOOKS } from '../report-statuses';
import { ReportStatusChip } from './report-status-chip';

type TStatus = TReportRow['status'];
const ALL_TYPES = '*';

const columnsFor = (severalFiles: boolean): TColumnSetting<TReportRow>[] => [
  {
    field: 'status',
    header: 'Status',
    sortable: true,
    defaultWidth: 140,
    render: (row) => <ReportStatusChip status={row.status} />,
  },
  { field: 'objectType', header: 'Type', sortable: true, defaultWidth: 170 },
  { field: 'name', header: 'Name', sortable: true, defaultWidth: 180 },
  {
    field: 'source',
    header: 'Source line',
    defaultWidth: severalFiles ? 200 : 120,
    // One file: its line number is enough; the detail names the file.
    render: (row) => (severalFiles ? row.source : `line ${row.entry.origin.line.toLocaleString()}`),
  },
  { field: 'message', header: 'What happened', defaultWidth: 360 },
  { field: 'targets', header: 'FortiOS objects', defaultWidth: 220 },
];

/**
 * Every object of the report, filterable by status, object type and text; each row opens on
 * its source lines and the FortiOS objects it became.
 */
export function ReportTable({ ticketId, run }: { ticketId: number; run: TRunDetail }) {
  const rows = useMemo(() => (run.report ? reportRows(run.report) : []), [run.report]);
  const [filter, setFilter] = useState<TReportFilter>({ statuses: [], type: null, text: '' });
  const columns = useMemo(() => columnsFor(run.inputs.files.length > 1), [run.inputs.files]);
  const shown = useMemo(() => filterRows(rows, filter), [rows, filter]);
  const statusCounts = useMemo(() => {
    const counts = new Map<TStatus, number>();
    for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
    return counts;
  }, [rows]);
  const types = useMemo(() => [...new Set(rows.map((row) => row.objectType))].sort(), [rows]);

  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { md: 'center' } }}
      >
        <ToggleButtonGroup
          size="small"
          value={filter.statuses}
          onChange={(_, statuses: TStatus[]) => setFilter((f) => ({ ...f, statuses }))}
          aria-label="Show statuses"
          sx={{ flexWrap: 'wrap' }}
        >
          {[...statusCounts.keys()].map((status) => (
            <ToggleButton key={status} value={status} sx={{ textTransform: 'none', px: 1.5 }}>
              {REPORT_STATUS_LOOKS[status].label} ({statusCounts.get(status)?.toLocaleString()})
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Dropdown
          label="Object type"
          size="small"
          value={filter.type ?? ALL_TYPES}
          options={[
            { id: ALL_TYPES, name: 'All object types' },
            ...types.map((type) => ({ id: type, name: type })),
          ]}
          onChange={(id) =>
            setFilter((f) => ({ ...f, type: id === ALL_TYPES || id === null ? null : id }))
          }
          sx={{ minWidth: 240 }}
        />
        <Typography
          variant="body2"
          color="text.secondary"
          role="status"
          sx={{ ml: { md: 'auto' } }}
        >
          {shown.length.toLocaleString()} of {rows.length.toLocaleString()} objects
        </Typography>
      </Stack>
      <DataTable
        label="Conversion report"
        rows={shown}
        columns={columns}
        searchable
        searchValue={filter.text}
        onSearchChange={(text) => setFilter((f) => ({ ...f, text }))}
        paging="local"
        renderDetail={(row) => <ReportDetail ticketId={ticketId} run={run} row={row} />}
      />
    </Stack>
  );
}
