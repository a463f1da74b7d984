import Box from '@mui/material/Box';
import type { KeyboardEvent } from 'react';
import { MIN_COLUMN_WIDTH, RESIZE_KEYBOARD_STEP } from './table-constants';

export interface TColumnResizeHandleProps {
  header: string;
  width: number;
  resizing: boolean;
  /** TanStack's drag handler for mouse and touch. */
  onDragStart: (event: unknown) => void;
  onReset: () => void;
}

/**
 * The header's keys for its column's width: ArrowLeft and ArrowRight narrow and widen it, Home
 * resets it (spec §4: never below 40 px). The header cell listens, so the keys work on its sort
 * button or, for a column without sorting, on the cell itself (issue 23: the grip is no tab stop
 * of its own).
 */
export function resizeKeyHandler(
  width: number,
  onResize: (width: number) => void,
  onReset: () => void,
) {
  return (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step !== 0) {
      event.preventDefault();
      onResize(Math.max(MIN_COLUMN_WIDTH, width + step * RESIZE_KEYBOARD_STEP));
    } else if (event.key === 'Home') {
      event.preventDefault();
      onReset();
    }
  };
}

/** The grip on a header's right edge, dragged with mouse or touch; it reports the width. */
export function ColumnResizeHandle(props: TColumnResizeHandleProps) {
  const { header, width, resizing, onDragStart, onReset } = props;
  return (
    <Box
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize column ${header}`}
      aria-valuenow={width}
      aria-valuemin={MIN_COLUMN_WIDTH}
      tabIndex={-1}
      onMouseDown={onDragStart}
      onTouchStart={onDragStart}
      onDoubleClick={onReset}
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
        '&:hover::after': { bgcolor: 'primary.main' },
        'th:focus-within > &::after': { bgcolor: 'primary.main' },
        '&:focus': { outline: 'none' },
      }}
    />
  );
}
