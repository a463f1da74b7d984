import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAG_MOVE_CHECK_DELAY_MS, useHoldDrag, type THoldDragHandlers } from './use-hold-drag';

function Handle(props: THoldDragHandlers) {
  const onMouseDown = useHoldDrag(props);
  return (
    <button type="button" onMouseDown={onMouseDown}>
      grip
    </button>
  );
}

describe('useHoldDrag', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('S9-36: mouse moves are handled only from 1000 ms after the drag begins', () => {
    const handlers = { onStart: vi.fn(), onMove: vi.fn(), onDrop: vi.fn(), onCancel: vi.fn() };
    render(<Handle {...handlers} />);
    expect(DRAG_MOVE_CHECK_DELAY_MS).toBe(1000);
    fireEvent.mouseDown(screen.getByRole('button'), { button: 0, clientX: 5, clientY: 5 });
    fireEvent.mouseMove(document, { clientX: 10, clientY: 20 });
    act(() => {
      vi.advanceTimersByTime(999);
    });
    fireEvent.mouseMove(document, { clientX: 10, clientY: 30 });
    expect(handlers.onMove).not.toHaveBeenCalled();
    expect(handlers.onStart).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(handlers.onStart).toHaveBeenCalledTimes(1);
    fireEvent.mouseMove(document, { clientX: 12, clientY: 40 });
    expect(handlers.onMove).toHaveBeenCalledExactlyOnceWith({ x: 12, y: 40 });
    fireEvent.mouseUp(document);
    expect(handlers.onDrop).toHaveBeenCalledTimes(1);
    expect(handlers.onCancel).not.toHaveBeenCalled();
    fireEvent.mouseMove(document, { clientX: 1, clientY: 1 });
    expect(handlers.onMove).toHaveBeenCalledTimes(1);
  });

  it('a release before 1000 ms is no drag', () => {
    const handlers = { onMove: vi.fn(), onDrop: vi.fn(), onCancel: vi.fn() };
    render(<Handle {...handlers} />);
    fireEvent.mouseDown(screen.getByRole('button'), { button: 0 });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    fireEvent.mouseUp(document);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    fireEvent.mouseMove(document, { clientX: 1, clientY: 1 });
    expect(handlers.onCancel).toHaveBeenCalledTimes(1);
    expect(handlers.onMove).not.toHaveBeenCalled();
    expect(handlers.onDrop).not.toHaveBeenCalled();
  });

  it('ignores other buttons than the main one', () => {
    const handlers = { onStart: vi.fn(), onMove: vi.fn(), onDrop: vi.fn() };
    render(<Handle {...handlers} />);
    fireEvent.mouseDown(screen.getByRole('button'), { button: 2 });
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(handlers.onStart).not.toHaveBeenCalled();
  });
});
