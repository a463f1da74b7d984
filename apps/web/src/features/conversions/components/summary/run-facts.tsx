import { VENDORS, type TRunDetail } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatBytes, formatDateTime } from '../../../../lib/format';

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** What the run converted, for which target, and how long each step took. */
export function RunFacts({ run }: { run: TRunDetail }) {
  const { inputs, timings, report } = run;
  const vendor = VENDORS.find((v) => v.key === inputs.vendor)?.label ?? inputs.vendor;
  const mapped = Object.keys(inputs.mapping).length;
  return (
    // The name is on a group: a list of terms may carry none (issue 23 item 5).
    <Box role="group" aria-label="About this run">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <Fact label="Source">
          {vendor}
          {report?.source.version ? ` ${report.source.version}` : ''}
          {report?.source.hostname ? ` (${report.source.hostname})` : ''}
        </Fact>
        <Fact label="Files">
          {inputs.files.map((file) => `${file.name} (${formatBytes(file.size)})`).join(', ')}
        </Fact>
        {run.scope && (
          <Fact label={run.scope.kind}>
            {run.scope.name}
            {run.scope.names.length > 1
              ? ` (${run.scope.names.indexOf(run.scope.name) + 1} of ${run.scope.names.length} in the file)`
              : ''}
          </Fact>
        )}
        <Fact label="Target">
          {inputs.targetModel ?? 'Any FortiGate'}, FortiOS {inputs.firmwareVersion}
        </Fact>
        <Fact label="Interface mapping">
          {mapped > 0 ? `${mapped} interfaces mapped by hand` : 'Suggested automatically'}
        </Fact>
        <Fact label="Started">{run.startedAt ? formatDateTime(run.startedAt) : '—'}</Fact>
        <Fact label="Took">
          {timings
            ? `${seconds(timings.totalMs)} after ${seconds(timings.queueMs)} in the queue`
            : '—'}
        </Fact>
        <Fact label="Steps">
          {timings
            ? `Read ${seconds(timings.parseMs)} · convert ${seconds(timings.convertMs)} · verify ${seconds(timings.verifyMs)}`
            : '—'}
        </Fact>
        <Fact label="Output">
          {run.outputSize === null ? '—' : formatBytes(run.outputSize)}
          {run.engineVersion ? `, by ${run.engineVersion}` : ''}
        </Fact>
      </Box>
    </Box>
  );
}
