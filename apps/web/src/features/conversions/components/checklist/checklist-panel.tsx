import type { TChecklist, TChecklistItem } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/error-message';
import { EmptyState } from '../../../../ui/empty-state';
import { LoadingOverlay } from '../../../../ui/loading-overlay';
import { Panel } from '../../../../ui/panel';
import { useChecklist } from '../../hooks/use-runs';
import { ChecklistItem } from './checklist-item';
import { TickDialog } from './tick-dialog';
import { useTickItem } from './use-tick-item';

function ChecklistAside({ checklist }: { checklist: TChecklist }) {
  if (checklist.runNumber === null) return null;
  return (
    <Box sx={{ textAlign: 'right' }}>
      {checklist.items.length > 0 && (
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {checklist.open} of {checklist.items.length} open
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        From run {checklist.runNumber}
      </Typography>
    </Box>
  );
}

/**
 * What the latest finished run converted partly or not at all, for engineers to settle before
 * delivery (the server refuses delivery while items are open). Ticking asks for a note.
 */
export function ChecklistPanel({ ticketId }: { ticketId: number }) {
  const checklist = useChecklist(ticketId, true);
  const tick = useTickItem(ticketId);
  const [openOnly, setOpenOnly] = useState(false);
  const [ticking, setTicking] = useState<TChecklistItem | null>(null);

  let body;
  if (checklist.isPending) {
    body = (
      <LoadingOverlay loading>
        <Box sx={{ minHeight: 120 }} />
      </LoadingOverlay>
    );
  } else if (checklist.isError) {
    body = <Alert severity="error">{errorMessage(checklist.error)}</Alert>;
  } else if (checklist.data.runNumber === null) {
    body = (
      <Typography color="text.secondary">
        The checklist appears once a conversion run has finished.
      </Typography>
    );
  } else if (checklist.data.items.length === 0) {
    body = <EmptyState text="Nothing to check: the engine converted everything." />;
  } else {
    const items = checklist.data.items.filter((item) => !openOnly || !item.done);
    body = (
      <Stack spacing={1}>
        <FormControlLabel
          label="Show open only"
          control={
            <Switch checked={openOnly} onChange={(event) => setOpenOnly(event.target.checked)} />
          }
        />
        {items.length === 0 ? (
          <Typography color="text.secondary">Nothing open: every item is ticked off.</Typography>
        ) : (
          <Box component="ul" aria-label="Checklist items" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((item) => (
              <ChecklistItem
                key={item.key}
                item={item}
                busy={tick.isPending && tick.variables.key === item.key}
                onToggle={(done) => {
                  if (done) {
                    tick.reset();
                    setTicking(item);
                  } else {
                    tick.mutate({ key: item.key, done: false, note: '' });
                  }
                }}
              />
            ))}
          </Box>
        )}
      </Stack>
    );
  }

  return (
    <Panel
      title="Checklist"
      aside={checklist.data && <ChecklistAside checklist={checklist.data} />}
    >
      {body}
      {ticking && (
        <TickDialog
          key={ticking.key}
          item={ticking}
          pending={tick.isPending}
          error={tick.isError ? errorMessage(tick.error) : undefined}
          onCancel={() => setTicking(null)}
          onSubmit={(note) =>
            tick.mutate(
              { key: ticking.key, done: true, note },
              { onSuccess: () => setTicking(null) },
            )
          }
        />
      )}
    </Panel>
  );
}
