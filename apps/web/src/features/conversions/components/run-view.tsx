import type { TRunDetail, TRunSummary, TTicketDetail } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { LoadingOverlay } from '../../../ui/loading-overlay';
import { useRun } from '../api/get-run';
import { isActiveRun } from '../api/run-states';
import { ReportTable } from './report/report-table';
import { RunActions } from './run-actions';
import { RunFailed } from './run-failed';
import { RunProgress, RunStatusChip, VerdictChip } from './run-status';
import { RUN_TAB_LABELS, RUN_TABS, type TRunTab } from './run-tabs';
import { RunSummaryView } from './summary/run-summary-view';
import { VerificationView } from './verification/verification-view';

// The output and comparison tabs (virtualised text, the diff) load when first opened.
const OutputViewer = lazy(() =>
  import('./output/output-viewer').then((module) => ({ default: module.OutputViewer })),
);
const RunCompare = lazy(() =>
  import('./compare/run-compare').then((module) => ({ default: module.RunCompare })),
);

const TabLoading = () => (
  <LoadingOverlay loading>
    <Box sx={{ minHeight: 200 }} />
  </LoadingOverlay>
);

function TabBody({
  tab,
  ticketId,
  run,
  runs,
}: {
  tab: TRunTab;
  ticketId: number;
  run: TRunDetail;
  runs: readonly TRunSummary[];
}) {
  switch (tab) {
    case 'summary':
      return <RunSummaryView run={run} />;
    case 'report':
      return <ReportTable ticketId={ticketId} run={run} />;
    case 'output':
      return (
        <Suspense fallback={<TabLoading />}>
          <OutputViewer ticketId={ticketId} run={run} />
        </Suspense>
      );
    case 'verification':
      return <VerificationView run={run} />;
    case 'compare':
      return (
        <Suspense fallback={<TabLoading />}>
          <RunCompare ticketId={ticketId} run={run} runs={runs} />
        </Suspense>
      );
  }
}

/**
 * One run: its state, then (once done) its summary, report, output, verification and a
 * comparison with another run, one tab each. A working run shows its progress live.
 */
export function RunView({
  ticket,
  summary,
  runs,
  engineer,
  tab,
  onTab,
}: {
  ticket: TTicketDetail;
  summary: TRunSummary;
  runs: readonly TRunSummary[];
  engineer: boolean;
  tab: TRunTab;
  onTab: (tab: TRunTab) => void;
}) {
  const detail = useRun(ticket.id, summary.id);
  // The list may already know of a newer state than the detail: show the fresher of the two.
  const run = detail.data;
  const status = run && !isActiveRun(run) ? run.status : summary.status;

  let body;
  if (isActiveRun({ status })) {
    body = <RunProgress run={{ status, number: summary.number }} />;
  } else if (status === 'failed') {
    body = (
      <RunFailed
        ticket={ticket}
        summary={{ number: summary.number, failure: summary.failure ?? run?.failure ?? null }}
        error={summary.error ?? run?.error ?? null}
        engineer={engineer}
        licenceGivenBack={
          runs.every((other) => other.number <= summary.number) &&
          !runs.some((other) => other.status === 'done')
        }
      />
    );
  } else if (detail.isError) {
    body = <Alert severity="error">{errorMessage(detail.error)}</Alert>;
  } else if (!run || isActiveRun(run)) {
    body = (
      <LoadingOverlay loading>
        <Box sx={{ minHeight: 200 }} />
      </LoadingOverlay>
    );
  } else {
    body = (
      <Box>
        <Tabs
          value={tab}
          onChange={(_, next: TRunTab) => onTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={`Run ${run.number}`}
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}
        >
          {RUN_TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={RUN_TAB_LABELS[value]}
              id={`run-tab-${value}`}
              aria-controls="run-tab-panel"
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id="run-tab-panel" aria-labelledby={`run-tab-${tab}`}>
          <TabBody tab={tab} ticketId={ticket.id} run={run} runs={runs} />
        </Box>
      </Box>
    );
  }

  return (
    <Stack spacing={2} component="section" aria-label={`Run ${summary.number}`}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
            Run {summary.number}
          </Typography>
          <RunStatusChip status={status} />
          {summary.verdict && status === 'done' && <VerdictChip verdict={summary.verdict} />}
          {summary.automatic && (
            <Typography variant="body2" color="text.secondary">
              {summary.delivered
                ? 'Automatic result'
                : 'Automatic result: not yet reviewed by an engineer'}
            </Typography>
          )}
        </Stack>
        <RunActions ticket={ticket} run={summary} engineer={engineer} />
      </Stack>
      {body}
    </Stack>
  );
}
