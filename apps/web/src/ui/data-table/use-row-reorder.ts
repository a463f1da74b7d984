import { useState } from 'react';

/** `order` with `key` moved to `index`. */
export function moveKey(order: readonly string[], key: string, index: number): string[] {
  const rest = order.filter((item) => item !== key);
  const at = Math.max(0, Math.min(rest.length, index));
  return [...rest.slice(0, at), key, ...rest.slice(at)];
}

export interface TRowReorder {
  /** The row being moved, if any. */
  movingKey: string | null;
  /** The shown rows' keys in their current (possibly previewed) order. */
  order: readonly string[];
  start: (key: string) => void;
  moveTo: (index: number) => void;
  moveBy: (delta: number) => void;
  /** Ends the move and reports the new order of every row if it changed. */
  drop: () => void;
  cancel: () => void;
}

/**
 * The state of moving one row among the shown rows. `allKeys` is the order of every row the
 * caller holds and `offset` where the shown rows start in it (local paging), so the caller gets
 * the complete new order back.
 */
export function useRowReorder(
  shownKeys: readonly string[],
  allKeys: readonly string[],
  offset: number,
  onRowReorder: ((keys: string[]) => void) | undefined,
): TRowReorder {
  const [move, setMove] = useState<{ key: string; order: string[] } | null>(null);
  const order = move?.order ?? shownKeys;
  return {
    movingKey: move?.key ?? null,
    order,
    start: (key) => setMove({ key, order: [...shownKeys] }),
    moveTo: (index) =>
      setMove(
        (current) => current && { ...current, order: moveKey(current.order, current.key, index) },
      ),
    moveBy: (delta) =>
      setMove(
        (current) =>
          current && {
            ...current,
            order: moveKey(current.order, current.key, current.order.indexOf(current.key) + delta),
          },
      ),
    drop: () => {
      setMove(null);
      if (!move || move.order.every((key, index) => key === shownKeys[index])) return;
      onRowReorder?.([
        ...allKeys.slice(0, offset),
        ...move.order,
        ...allKeys.slice(offset + shownKeys.length),
      ]);
    },
    cancel: () => setMove(null),
  };
}
