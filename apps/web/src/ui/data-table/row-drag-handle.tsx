import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useHoldDrag } from '../use-hold-drag';

export interface TRowDragHandleProps {
  rowLabel: string;
  /** The row's place among the shown rows: focus follows the row as it moves. */
  index: number;
  moving: boolean;
  disabled: boolean;
  onPickUp: () => void;
  /** Pointer position while a held drag is live. */
  onPointerMove: (y: number) => void;
  onStep: (delta: number) => void;
  onDrop: () => void;
  onCancel: () => void;
}

/**
 * A row's grip: hold the mouse button for a second, then drag (spec §9's 1000 ms check); or
 * press Space, move with the arrow keys, Space again to drop and Escape to cancel.
 */
export function RowDragHandle(props: TRowDragHandleProps) {
  const { rowLabel, index, moving, disabled, onPickUp, onPointerMove, onStep, onDrop, onCancel } =
    props;
  const onMouseDown = useHoldDrag({
    onStart: onPickUp,
    onMove: ({ y }) => onPointerMove(y),
    onDrop,
  });
  const button = useRef<HTMLButtonElement>(null);
  // Moving the row moves its DOM node, which can drop the focus: give it back.
  useEffect(() => {
    if (moving) button.current?.focus();
  }, [moving, index]);
  // Focus going to another control ends a keyboard move without a change.
  const onBlur = (event: FocusEvent) => {
    if (moving && event.relatedTarget) onCancel();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const key = event.key;
    if (key === ' ' || key === 'Enter') {
      event.preventDefault();
      if (moving) onDrop();
      else onPickUp();
    } else if (moving && (key === 'ArrowUp' || key === 'ArrowDown')) {
      event.preventDefault();
      onStep(key === 'ArrowUp' ? -1 : 1);
    } else if (moving && key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <Tooltip
      title={disabled ? 'Clear the sort and search to move rows' : 'Hold to drag, or press Space'}
    >
      {/* The span keeps the tooltip working on a disabled button. */}
      <span>
        <IconButton
          size="small"
          aria-label={`Move ${rowLabel}`}
          aria-pressed={moving}
          disabled={disabled}
          onMouseDown={onMouseDown}
          onKeyDown={onKeyDown}
          ref={button}
          onBlur={onBlur}
          sx={{ cursor: moving ? 'grabbing' : 'grab' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
