import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import { useLayoutEffect, useRef, useState } from 'react';
import { focusRing } from '../../lib/theme';
import { TOOLTIP_ENTER_DELAY_MS, TOOLTIP_LEAVE_TOUCH_DELAY_MS } from '../ui-constants';
import { useTruncated } from '../use-truncated';

/** Cut to one line with an ellipsis, in the cell and in the boxes a column's render draws. */
const ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export interface TDataTableCellProps extends Omit<TableCellProps, 'sx'> {
  /**
   * Takes focus itself once cut (data cells); a header already holds its focusable sort button
   * or carries its own tab stop, and shows the tooltip when that takes focus.
   */
  focusWhenCut?: boolean;
  /** A header's grip is placed against its edge. */
  positioned?: boolean;
}

/**
 * A table cell whose text is cut with an ellipsis (issue 23 item 4): once anything in it is
 * cut, it shows its full text in a tooltip, on focus as on hover, and a data cell takes
 * keyboard focus for it. The full text stays the cell's content (a header's its name), so
 * screen readers read all of it in any case.
 */
export function DataTableCell(props: TDataTableCellProps) {
  const { focusWhenCut = true, positioned = false, children, tabIndex, ...cell } = props;
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
  const focusable = focusWhenCut && truncated;
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
        {...cell}
        ref={ref}
        tabIndex={tabIndex ?? (focusable ? 0 : undefined)}
        data-truncated={truncated || undefined}
        sx={{
          ...ELLIPSIS,
          ...(positioned ? { position: 'relative' } : {}),
          // Inside the cell: the table's box would clip a ring drawn outside it.
          '&:focus-visible': focusRing(true),
        }}
      >
        {children}
      </TableCell>
    </Tooltip>
  );
}
