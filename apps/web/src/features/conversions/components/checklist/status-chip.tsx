import type { TChecklistItem } from '@fwmig/contract';
import Chip from '@mui/material/Chip';

const STATUS_LOOKS: Partial<
  Record<TChecklistItem['status'], { label: string; color: 'warning' | 'error' }>
> = {
  partial: { label: 'Partial', color: 'warning' },
  unsupported: { label: 'Unsupported', color: 'error' },
};

/** How far the engine got with an item (or a group of them). */
export function StatusChip({ status }: { status: TChecklistItem['status'] }) {
  const look = STATUS_LOOKS[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={look?.label ?? status}
      color={look?.color ?? 'default'}
    />
  );
}
