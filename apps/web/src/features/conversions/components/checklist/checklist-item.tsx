import type { TChecklistItem } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { RelativeTime } from '../../../../ui/relative-time';
import { ChecklistStatusChip } from './checklist-status-chip';

/** "Policies rule-7", or the engine's code for an object without a name. */
const itemLabel = (item: TChecklistItem) => `${item.objectType} ${item.name ?? item.code}`;

/**
 * One thing to check: its box, how far the engine got (a chip), the object, the engine's message
 * and where it is in the source; once ticked, the note, who and when.
 */
export function ChecklistItem({
  item,
  busy,
  onToggle,
}: {
  item: TChecklistItem;
  busy: boolean;
  onToggle: (done: boolean) => void;
}) {
  const messageId = useId();
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Checkbox
        checked={item.done}
        disabled={busy}
        onChange={(event) => onToggle(event.target.checked)}
        sx={{ alignSelf: 'flex-start', mt: -0.75 }}
        slotProps={{
          input: { 'aria-label': `Done: ${itemLabel(item)}`, 'aria-describedby': messageId },
        }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <ChecklistStatusChip status={item.status} />
          <Typography variant="body2" color="text.secondary">
            {item.objectType}
          </Typography>
          {item.name && (
            <Typography variant="body2" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
              {item.name}
            </Typography>
          )}
        </Stack>
        <Typography id={messageId} variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
          {item.message}
        </Typography>
        {item.file && (
          <Typography
            variant="caption"
            component="p"
            color="text.secondary"
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
          >
            {item.file}:{item.line}
          </Typography>
        )}
        {item.done && (
          <Box sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'success.main' }}>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {item.note || 'No note.'}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Ticked off by {item.doneBy ?? 'an engineer'}
              {item.doneAt && (
                <>
                  {' '}
                  <RelativeTime at={item.doneAt} />
                </>
              )}
            </Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
}
