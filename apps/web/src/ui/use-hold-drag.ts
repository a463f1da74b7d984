import { useCallback, useEffect, useRef, type MouseEvent as ReactMouseEvent } from 'react';

/** spec §9: a drag's mouse-move check starts 1000 ms after the button goes down. */
export const DRAG_MOVE_CHECK_DELAY_MS = 1000;

export interface THoldDragHandlers {
  /** The hold is over: the drag is live and mouse moves are handled from now on. */
  onStart?: () => void;
  /** A mouse move of a live drag. */
  onMove: (point: { x: number; y: number }) => void;
  /** The button went up after the drag went live. */
  onDrop: () => void;
  /** The button went up before the hold was over: not a drag. */
  onCancel?: () => void;
}

/**
 * Press-and-hold dragging: mouse moves are ignored until the button has been held for
 * DRAG_MOVE_CHECK_DELAY_MS (spec §9), so a click, a text selection or a shaky hand never
 * moves anything. Returns the onMouseDown handler for the drag handle.
 */
export function useHoldDrag(handlers: THoldDragHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const cleanup = useRef<(() => void) | null>(null);
  useEffect(() => () => cleanup.current?.(), []);

  return useCallback((event: ReactMouseEvent) => {
    if (event.button !== 0) return;
    cleanup.current?.();
    let live = false;
    const timer = window.setTimeout(() => {
      live = true;
      latest.current.onStart?.();
    }, DRAG_MOVE_CHECK_DELAY_MS);
    const onMove = (move: MouseEvent) => {
      if (live) latest.current.onMove({ x: move.clientX, y: move.clientY });
    };
    const onUp = () => {
      const wasLive = live;
      stop();
      if (wasLive) latest.current.onDrop();
      else latest.current.onCancel?.();
    };
    const stop = () => {
      window.clearTimeout(timer);
      document.removeEventListener('mousemove', onMove);
      document.removeEventListener('mouseup', onUp);
      cleanup.current = null;
    };
    document.addEventListener('mousemove', onMove);
    document.addEventListener('mouseup', onUp);
    cleanup.current = stop;
  }, []);
}
