import Box from '@mui/material/Box';
import type { KeyboardEvent } from 'react';
import { MIN_COLUMN_WIDTH, RESIZE_KEYBOARD_STEP } from './table-constants';

export interface TColumnResizeHandleProps {
  header: string;
  width: number;
  resizing: boolean;
  /** TanStack's drag handler for mouse and touch. */
  onDragStart: (event: unknown) => void;
  /** Sets the width from the keyboard; the caller keeps it at 40 px or more. */
  onResize: (width: number) => void;
  onReset: () => void;
}

/**
 * The grip on a header's right edge. Dragged with mouse or touch; focused, ArrowLeft and
 * ArrowRight narrow and widen the column and Home resets it (spec §4: never below 40 px).
 */
export function ColumnResizeHandle(props: TColumnResizeHandleProps) {
  const { header, width, resizing, onDragStart, onResize, onReset } = props;
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step !== 0) {
      event.preventDefault();
      onResize(Math.max(MIN_COLUMN_WIDTH, width + step * RESIZE_KEYBOARD_STEP));
    } else if (event.key === 'Home') {
      event.preventDefault();
      onReset();
    }
  };
  return (
    <Box
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize column ${header}`}
      aria-valuenow={width}
      aria-valuemin={MIN_COLUMN_WIDTH}
      tabIndex={0}
      onMouseDown={onDragStart}
      onTouchStart={onDragStart}
      onDoubleClick={onReset}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
      sx={{
        position: 'absolute',
        top: 0,
        right: 0,
        width: 8,
        height: '100%',
        cursor: 'col-resize',
        touchAction: 'none',
        userSelect: 'none',
        '&::after': {
          content: '""',
          position: 'absolute',
          top: '25%',
          right: 3,
          width: 2,
          height: '50%',
          borderRadius: 1,
          bgcolor: resizing ? 'primary.main' : 'divider',
        },
        '&:hover::after, &:focus-visible::after': { bgcolor: 'primary.main' },
        '&:focus-visible': { outline: 'none' },
      }}
    />
  );
}
