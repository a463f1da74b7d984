import { PARTIAL_EFFECTS, type TPartialEffect, type TRunDetail } from '@fwmig/contract';
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
import { PARTIAL_EFFECT_LOOKS, REPORT_STATUS_LOOKS, REPORT_STATUSES } from '../report-statuses';
import { EffectChip, ReportStatusChip } from './report-status-chip';

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
  {
    field: 'effectOrder',
    header: 'Effect',
    sortable: true,
    defaultWidth: 170,
    render: (row) => (row.effect ? <EffectChip effect={row.effect} /> : null),
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
 * Every object of the report, filterable by status, a partial entry's effect, object type and
 * text, partial entries that widen first; each row opens on its source lines and the FortiOS
 * objects it became.
 */
export function ReportTable({ ticketId, run }: { ticketId: number; run: TRunDetail }) {
  const rows = useMemo(() => (run.report ? reportRows(run.report) : []), [run.report]);
  const [filter, setFilter] = useState<TReportFilter>({
    statuses: [],
    effects: [],
    type: null,
    text: '',
  });
  const columns = useMemo(() => columnsFor(run.inputs.files.length > 1), [run.inputs.files]);
  const shown = useMemo(() => filterRows(rows, filter), [rows, filter]);
  const statusCounts = useMemo(() => {
    const counts = new Map<TStatus, number>();
    // The report's order of statuses, each present one with its own filter (unrecognised too).
    for (const status of REPORT_STATUSES) {
      const count = rows.filter((row) => row.status === status).length;
      if (count > 0) counts.set(status, count);
    }
    return counts;
  }, [rows]);
  const effectCounts = useMemo(() => {
    const counts = new Map<TPartialEffect, number>();
    for (const effect of PARTIAL_EFFECTS) {
      const count = rows.filter((row) => row.effect === effect).length;
      if (count > 0) counts.set(effect, count);
    }
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
          sx={{ ml: { md: 'auto' }, whiteSpace: 'nowrap' }}
        >
          {shown.length.toLocaleString()} of {rows.length.toLocaleString()} objects
        </Typography>
      </Stack>
      {effectCounts.size > 0 && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Typography variant="body2" color="text.secondary">
            Partial entries by effect
          </Typography>
          <ToggleButtonGroup
            size="small"
            value={filter.effects}
            onChange={(_, effects: TPartialEffect[]) => setFilter((f) => ({ ...f, effects }))}
            aria-label="Show partial entries by effect"
            sx={{ flexWrap: 'wrap' }}
          >
            {[...effectCounts.keys()].map((effect) => (
              <ToggleButton key={effect} value={effect} sx={{ textTransform: 'none', px: 1.5 }}>
                {PARTIAL_EFFECT_LOOKS[effect].label} ({effectCounts.get(effect)?.toLocaleString()})
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      )}
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
