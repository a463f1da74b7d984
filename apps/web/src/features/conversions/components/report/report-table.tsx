import { PARTIAL_EFFECTS, type TPartialEffect, type TRunDetail } from '@fwmig/contract';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../../ui/data-table/data-table';
import { Dropdown } from '../../../../ui/dropdown';
import { filterRows, reportRows, type TReportFilter, type TReportRow } from './report-rows';
import { ReportDetail } from './report-detail';
import { PARTIAL_EFFECT_LOOKS, REPORT_STATUS_LOOKS, REPORT_STATUSES } from '../report-statuses';
import { reportColumns, reportCompactColumns } from './report-columns';

type TStatus = TReportRow['status'];
const ALL_TYPES = '*';

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
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const severalFiles = run.inputs.files.length > 1;
  const columns = useMemo(
    () => (phone ? reportCompactColumns : reportColumns)(severalFiles),
    [phone, severalFiles],
  );
  const shown = useMemo(() => filterRows(rows, filter), [rows, filter]);
  const statusCounts = useMemo(() => {
    const counts = new Map<TStatus, number>();
    // issue 19 item 2: every status in the report's one fixed order, absent ones disabled, so
    // each filter keeps its place from run to run.
    for (const status of REPORT_STATUSES) {
      counts.set(status, rows.filter((row) => row.status === status).length);
    }
    return counts;
  }, [rows]);
  const effectCounts = useMemo(() => {
    const counts = new Map<TPartialEffect, number>();
    // Shown when there are partial entries: every effect, worst first, absent ones disabled.
    if (!rows.some((row) => row.effect !== null)) return counts;
    for (const effect of PARTIAL_EFFECTS) {
      counts.set(effect, rows.filter((row) => row.effect === effect).length);
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
            <ToggleButton
              key={status}
              value={status}
              disabled={statusCounts.get(status) === 0 && !filter.statuses.includes(status)}
              sx={{ textTransform: 'none', px: 1.5 }}
            >
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
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          sx={{ alignItems: { md: 'center' } }}
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
              <ToggleButton
                key={effect}
                value={effect}
                disabled={effectCounts.get(effect) === 0 && !filter.effects.includes(effect)}
                sx={{ textTransform: 'none', px: 1.5 }}
              >
                {PARTIAL_EFFECT_LOOKS[effect].label} ({effectCounts.get(effect)?.toLocaleString()})
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      )}
      <DataTable
        label="Conversion report"
        // A new column set is a new table (its widths start afresh).
        key={phone ? 'compact' : 'full'}
        rows={shown}
        columns={columns}
        searchable
        searchValue={filter.text}
        onSearchChange={(text) => setFilter((f) => ({ ...f, text }))}
        paging="local"
        renderDetail={(row) => <ReportDetail ticketId={ticketId} run={run} row={row} />}
        // On a phone the toggle goes first, so the one wide column is never cut off.
        detailToggle={phone ? 'left' : 'right'}
      />
    </Stack>
  );
}
