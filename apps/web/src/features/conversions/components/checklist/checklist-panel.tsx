import type { TChecklist, TChecklistItem } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { errorMessage, hasErrorCode } from '../../../../lib/error-message';
import { EmptyState } from '../../../../ui/empty-state';
import { LoadingOverlay } from '../../../../ui/loading-overlay';
import { Panel } from '../../../../ui/panel';
import { useChecklist } from '../../api/get-checklist';
import { ChecklistGroup } from './checklist-group';
import { groupChecklist, type TChecklistGroup } from './group-checklist';
import { NoteDialog } from '../../../../ui/note-dialog';
import { useTickChecklist } from '../../api/tick-checklist';

function ChecklistAside({ checklist }: { checklist: TChecklist }) {
  if (checklist.runNumber === null) return null;
  return (
    <Box sx={{ textAlign: 'right' }}>
      {checklist.items.length > 0 && (
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {checklist.open.toLocaleString()} of {checklist.items.length.toLocaleString()} open
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        From run {checklist.runNumber}
      </Typography>
    </Box>
  );
}

/** What the note dialog is open for: one item or the open items of a group. */
interface TTicking {
  id: string;
  keys: string[];
  title: string;
  description: string;
}

const itemTicking = (item: TChecklistItem): TTicking => ({
  id: item.key,
  keys: [item.key],
  title: 'Tick off this item',
  description: `${item.objectType}${item.name ? ` ${item.name}` : ''}: ${item.message}`,
});

function groupTicking(group: TChecklistGroup): TTicking {
  const keys = group.items.filter((item) => !item.done).map((item) => item.key);
  return {
    id: group.id,
    keys,
    title: `Tick off ${keys.length.toLocaleString()} item${keys.length === 1 ? '' : 's'}`,
    description: `${group.objectType}: ${group.message}`,
  };
}

/**
 * What the latest finished run converted partly or not at all, for engineers to settle before
 * delivery (the server refuses delivery while items are open), grouped by object type and
 * engine code. Ticking an item or a whole group off asks for a note.
 */
export function ChecklistPanel({ ticketId }: { ticketId: number }) {
  const checklist = useChecklist(ticketId, true);
  const [openOnly, setOpenOnly] = useState(false);
  const [ticking, setTicking] = useState<TTicking | null>(null);
  // A refusal reaches the user as the app's error toast. An item a newer run took off the
  // checklist: the list is fetched again and the note dialog closes.
  const tick = useTickChecklist({
    onError: (error) => {
      if (!hasErrorCode(error, 'UNKNOWN_CHECKLIST_ITEM')) return;
      setTicking(null);
      void checklist.refetch();
    },
  });
  const items = checklist.data?.items;
  const groups = useMemo(() => groupChecklist(items ?? []), [items]);
  const pendingKeys = new Set(tick.isPending ? tick.variables.keys : []);

  const askNote = (next: TTicking) => {
    tick.reset();
    setTicking(next);
  };

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
    const shown = groups.filter((group) => !openOnly || group.open > 0);
    body = (
      <Stack spacing={1}>
        <FormControlLabel
          label="Show open only"
          control={
            <Switch checked={openOnly} onChange={(event) => setOpenOnly(event.target.checked)} />
          }
        />
        {shown.length === 0 ? (
          <Typography color="text.secondary">Nothing open: every item is ticked off.</Typography>
        ) : (
          <Box>
            {shown.map((group) => (
              <ChecklistGroup
                key={group.id}
                group={group}
                openOnly={openOnly}
                pendingKeys={pendingKeys}
                busy={tick.isPending}
                onToggleItem={(item, done) => {
                  if (done) askNote(itemTicking(item));
                  else tick.mutate({ ticketId, keys: [item.key], done: false, note: '' });
                }}
                onTickAll={() => askNote(groupTicking(group))}
                onReopenAll={() =>
                  tick.mutate({
                    ticketId,
                    keys: group.items.map((item) => item.key),
                    done: false,
                    note: '',
                  })
                }
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
        <NoteDialog
          key={ticking.id}
          title={ticking.title}
          intro={ticking.description}
          label="Note (optional)"
          helperText="What you did about it, for the other engineers."
          doneLabel="Tick off"
          required={false}
          // The server's limit of a checklist note, after trimming (ZTickChecklistRequest).
          maxLength={2000}
          pending={tick.isPending}
          error={tick.isError ? errorMessage(tick.error) : undefined}
          onCancel={() => setTicking(null)}
          onSubmit={(note) =>
            tick.mutate(
              { ticketId, keys: ticking.keys, done: true, note },
              { onSuccess: () => setTicking(null) },
            )
          }
        />
      )}
    </Panel>
  );
}
