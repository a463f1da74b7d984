import { findVendor, type TTicketDetail } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { LoadingOverlay } from '../../../ui/loading-overlay';
import { Panel } from '../../../ui/panel';
import { useRuns } from '../api/get-runs';
import { useRefreshOnFinish } from '../api/refresh-on-finish';
import { ChecklistPanel } from './checklist/checklist-panel';
import { MappingPanel } from './mapping/mapping-panel';
import { RunConversionButton } from './run-conversion-button';
import { RunList } from './run-list';
import { RunView } from './run-view';
import { isRunTab, type TRunTab } from './run-tabs';

/** Engineers are the viewers who may write internal notes, assign or deliver. */
export const isEngineerView = (ticket: TTicketDetail) =>
  ticket.can.internalNote || ticket.can.assign || ticket.can.deliver;

/**
 * The conversion of a ticket: its runs (live while one works), the chosen run's summary,
 * report, output, verification and comparison, the interface mapping and, for engineers, the
 * checklist of what the engine could not convert fully. The chosen run and tab live in the
 * query string (`?run=3&tab=report`), so a link or a reload shows the same view.
 */
export function ConversionSection({ ticket }: { ticket: TTicketDetail }) {
  const engineer = isEngineerView(ticket);
  const runs = useRuns(ticket.id);
  useRefreshOnFinish(ticket.id, runs.data);
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('run'));
  const tabParam = params.get('tab');
  const tab: TRunTab = isRunTab(tabParam) ? tabParam : 'summary';
  const list = runs.data ?? [];
  const selected = list.find((run) => run.number === wanted) ?? list[0];

  const choose = (next: { run?: number; tab?: TRunTab }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.run !== undefined) updated.set('run', String(next.run));
        if (next.tab !== undefined) updated.set('tab', next.tab);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  let body;
  if (runs.isPending) {
    body = (
      <LoadingOverlay loading>
        <Box sx={{ minHeight: 120 }} />
      </LoadingOverlay>
    );
  } else if (runs.isError) {
    body = <Alert severity="error">{errorMessage(runs.error)}</Alert>;
  } else if (!selected && !ticket.engineConverts) {
    // Issue 19 item 2: no run is made for a vendor the engine does not convert yet.
    body = (
      <Alert severity="info" data-testid="converted-by-engineers">
        {`Automatic conversion from ${findVendor(ticket.sourceVendor)?.label ?? ticket.sourceVendor} is not available yet: our engineers convert this ticket by hand${engineer ? '. Attach the converted configuration as a deliverable.' : ' and deliver the result here.'}`}
      </Alert>
    );
  } else if (!selected) {
    body = (
      <Typography color="text.secondary">
        {engineer
          ? 'No conversion has run yet. It starts when the ticket is submitted; “Run conversion” starts one now.'
          : 'Your first result appears here a few minutes after the ticket is submitted.'}
      </Typography>
    );
  } else {
    body = (
      <Stack spacing={3}>
        {/* issue 19 item 2: a run is listed once; a single run is the view below alone. */}
        {list.length > 1 && (
          <RunList
            runs={list}
            selectedId={selected.id}
            engineer={engineer}
            onSelect={(number) => choose({ run: number })}
          />
        )}
        <RunView
          ticket={ticket}
          summary={selected}
          runs={list}
          engineer={engineer}
          tab={tab}
          onTab={(next) => choose({ run: selected.number, tab: next })}
        />
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <Panel
        title="Conversion"
        aside={
          engineer && (
            <RunConversionButton
              ticket={ticket}
              scope={list.find((run) => run.scope)?.scope ?? null}
              onStarted={(n) => choose({ run: n })}
            />
          )
        }
      >
        {body}
      </Panel>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: engineer ? '1fr 1fr' : '1fr' },
          alignItems: 'start',
        }}
      >
        <MappingPanel ticketId={ticket.id} />
        {engineer && <ChecklistPanel ticketId={ticket.id} />}
      </Box>
    </Stack>
  );
}
