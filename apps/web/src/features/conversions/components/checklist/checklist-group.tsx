import type { TChecklistItem } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ChecklistItem } from './checklist-item';
import type { TChecklistGroup } from './group-checklist';
import { ChecklistStatusChip } from './checklist-status-chip';

/** A group of more items starts collapsed. */
const COLLAPSE_OVER = 5;
/** Items shown at first and added by each "Show more": thousands would make the page crawl. */
const PAGE = 50;

export interface TChecklistGroupProps {
  group: TChecklistGroup;
  openOnly: boolean;
  /** Items whose tick is on its way to the server. */
  pendingKeys: ReadonlySet<string>;
  /** Another tick is on its way: the group's buttons wait. */
  busy: boolean;
  onToggleItem: (item: TChecklistItem, done: boolean) => void;
  onTickAll: () => void;
  onReopenAll: () => void;
}

/**
 * One kind of item (object type and engine code): its status, what the engine said, how many are
 * open, a button to tick them all off or reopen them, and the items, a page at a time.
 */
export function ChecklistGroup({
  group,
  openOnly,
  pendingKeys,
  busy,
  onToggleItem,
  onTickAll,
  onReopenAll,
}: TChecklistGroupProps) {
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(group.items.length <= COLLAPSE_OVER);
  const [limit, setLimit] = useState(PAGE);
  const items = openOnly ? group.items.filter((item) => !item.done) : group.items;
  const shown = items.slice(0, limit);
  const more = Math.min(PAGE, items.length - shown.length);

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ borderTop: 1, borderColor: 'divider', py: 1.5 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <ChecklistStatusChip status={group.status} />
            <Typography id={headingId} variant="body2" component="h3" sx={{ fontWeight: 700 }}>
              {group.objectType}{' '}
              <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 400 }}>
                {group.code}
              </Box>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {group.open.toLocaleString()} of {group.items.length.toLocaleString()} open
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
            {group.message}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
          <Button
            size="small"
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? 'Hide items' : 'Show items'}
          </Button>
          {group.open > 0 ? (
            <Button size="small" variant="outlined" disabled={busy} onClick={onTickAll}>
              Tick off all ({group.open.toLocaleString()})
            </Button>
          ) : (
            <Button size="small" disabled={busy} onClick={onReopenAll}>
              Reopen all
            </Button>
          )}
        </Stack>
      </Stack>
      {expanded && (
        <>
          <Box
            component="ul"
            id={listId}
            aria-labelledby={headingId}
            sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, pl: { sm: 2 } }}
          >
            {shown.map((item) => (
              <ChecklistItem
                key={item.key}
                item={item}
                busy={pendingKeys.has(item.key)}
                onToggle={(done) => onToggleItem(item, done)}
              />
            ))}
          </Box>
          {more > 0 && (
            <Stack direction="row" sx={{ mt: 1, gap: 1, alignItems: 'center' }}>
              <Button size="small" onClick={() => setLimit(limit + PAGE)}>
                Show {more} more
              </Button>
              <Typography variant="caption" color="text.secondary">
                {shown.length.toLocaleString()} of {items.length.toLocaleString()} shown
              </Typography>
            </Stack>
          )}
        </>
      )}
    </Box>
  );
}
