import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { focusRing } from '../../lib/theme';
import { TOOLTIP_ENTER_DELAY_MS, TOOLTIP_LEAVE_TOUCH_DELAY_MS } from '../ui-constants';
import { useTruncated } from '../use-truncated';

/** Cut to one line with an ellipsis, in the cell and in the boxes a column's render draws. */
const ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export interface TDataTableCellProps {
  align: TableCellProps['align'];
  children: ReactNode;
}

/**
 * A data cell whose text is cut with an ellipsis (issue 23 item 4): once anything in it is cut,
 * the cell takes keyboard focus and shows its full text in a tooltip, on focus as on hover. The
 * full text stays the cell's content, so screen readers read all of it in any case.
 */
export function DataTableCell({ align, children }: TDataTableCellProps) {
  const ref = useRef<HTMLTableCellElement>(null);
  const truncated = useTruncated(ref, { deep: true });
  const [fullText, setFullText] = useState('');
  useLayoutEffect(() => {
    const element = ref.current;
    if (!truncated || !element) return;
    // innerText keeps the lines a cell draws (a serial and its model under it) apart.
    setFullText((element.innerText || element.textContent || '').trim());
    // The content: a cell keeps its element while its row's values change.
  }, [truncated, children]);
  return (
    <Tooltip
      title={truncated ? fullText : ''}
      describeChild
      enterDelay={TOOLTIP_ENTER_DELAY_MS}
      enterNextDelay={TOOLTIP_ENTER_DELAY_MS}
      leaveTouchDelay={TOOLTIP_LEAVE_TOUCH_DELAY_MS}
      slotProps={{ tooltip: { sx: { whiteSpace: 'pre-line' } } }}
    >
      <TableCell
        ref={ref}
        align={align}
        tabIndex={truncated ? 0 : undefined}
        data-truncated={truncated || undefined}
        // Inside the cell: the table's box would clip a ring drawn outside it.
        sx={{ ...ELLIPSIS, '&:focus-visible': focusRing(true) }}
      >
        {children}
      </TableCell>
    </Tooltip>
  );
}
