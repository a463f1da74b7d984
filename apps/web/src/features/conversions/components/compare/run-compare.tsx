import type { TRunSummary } from '@fwmig/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Dropdown } from '../../../../ui/dropdown';
import { EmptyState } from '../../../../ui/empty-state';
import { comparableRuns, defaultComparison, runOption } from './compare-choices';
import { OutputComparison } from './output-comparison';
import { TotalsComparison } from './totals-comparison';

function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" spacing={1} aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * A finished run beside another finished run of the ticket, picked by the user (at first the
 * newest one before it): the report's counts per object type, then a diff of the outputs from
 * the older run to the newer one.
 */
export function RunCompare({
  ticketId,
  run,
  runs,
}: {
  ticketId: number;
  run: TRunSummary;
  runs: readonly TRunSummary[];
}) {
  const candidates = useMemo(() => comparableRuns(run, runs), [run, runs]);
  const options = useMemo(() => candidates.map((other) => runOption(other)), [candidates]);
  // The pick belongs to the run it was made for; another run starts from its default.
  const [choice, setChoice] = useState<{ runId: string; picked: string | null }>();
  const picked = choice?.runId === run.id ? choice.picked : null;
  const other =
    candidates.find((candidate) => candidate.id === picked) ?? defaultComparison(run, candidates);

  if (run.status !== 'done') {
    return <EmptyState icon="bar" text="Only a finished run can be compared with another." />;
  }
  if (!other) {
    return (
      <EmptyState
        icon="bar"
        text={`A second finished run is needed to compare run ${run.number} with.`}
      />
    );
  }
  const [older, newer] = other.number < run.number ? [other, run] : [run, other];
  return (
    <Stack spacing={3}>
      <Dropdown
        label={`Compare run ${run.number} with`}
        options={options}
        value={other.id}
        onChange={(id) => setChoice({ runId: run.id, picked: id })}
        fullWidth
        sx={{ maxWidth: 520 }}
      />
      <Part title="Objects per type">
        <TotalsComparison ticketId={ticketId} older={older} newer={newer} />
      </Part>
      <Part title="Output">
        <OutputComparison
          key={`${older.id}:${newer.id}`}
          ticketId={ticketId}
          older={older}
          newer={newer}
        />
      </Part>
    </Stack>
  );
}
