import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { DEFAULT_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from './table-constants';
import { columnWidths, type TTableLayout } from './table-layout';
import type { TColumnSetting, TTableRow } from './table-types';
import { columnIdOf } from './use-data-table';

/** What the user picked in the 'Columns' menu: shown (true) or hidden (false), by column id. */
export type TColumnChoice = Readonly<Record<string, boolean>>;

interface TColumnFit {
  id: string;
  width: number;
  hidePriority?: number;
}

/**
 * The ids of the columns not shown (issue 23 item 4): those the user hid, and, while the
 * columns are wider than `available` px, the columns with a `hidePriority` the user did not
 * pick, highest priority first and from the right among equals (so a less important column
 * never shows while a more important one is hidden). Columns without one always stay, and an
 * unknown width (`available` 0, before the first layout) hides nothing automatically.
 */
export function hiddenColumnIds(
  columns: readonly TColumnFit[],
  available: number,
  choice: TColumnChoice,
): Set<string> {
  const hidden = new Set(columns.filter((c) => choice[c.id] === false).map((c) => c.id));
  if (available <= 0) return hidden;
  let total = columns.reduce((sum, c) => sum + (hidden.has(c.id) ? 0 : c.width), 0);
  const candidates = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.hidePriority !== undefined && choice[column.id] === undefined)
    .sort(
      (a, b) => (b.column.hidePriority ?? 0) - (a.column.hidePriority ?? 0) || b.index - a.index,
    );
  for (const { column } of candidates) {
    if (total <= available) break;
    hidden.add(column.id);
    total -= column.width;
  }
  return hidden;
}

/** Where a table keeps its user's pick for the session (cleared with the rest at sign-out). */
export const COLUMN_CHOICE_KEY_PREFIX = 'fwmig_columns:';

/** The pick stored for the table named `label`: only its true and false entries. */
function storedChoice(label: string): TColumnChoice {
  try {
    const parsed: unknown = JSON.parse(
      sessionStorage.getItem(COLUMN_CHOICE_KEY_PREFIX + label) ?? '{}',
    );
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    return {};
  }
}

/** The width of the element in `ref`, kept up to date; 0 until it is laid out. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The columns the table named `label` shows in its box, beside the fixed columns of its
 * `layout` (checkbox, toggles, actions), after the user's pick; and what the 'Columns' menu
 * needs.
 */
export function useColumnVisibility<TRow extends TTableRow>(
  label: string,
  columns: readonly TColumnSetting<TRow>[],
  layout: TTableLayout,
) {
  const fixedWidth = columnWidths(layout, []).reduce<number>((sum, w) => sum + (w ?? 0), 0);
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  // The pick lasts the session: the list looks the same when the user comes back to it.
  const [choice, setChoice] = useState<TColumnChoice>(() => storedChoice(label));
  const chooser = columns.some((column) => column.hidePriority !== undefined);
  // A string, so a resize that hides nothing new keeps the shown columns as they are.
  const hiddenKey = useMemo(() => {
    if (!chooser) return '';
    const fits = columns.map((column) => ({
      id: columnIdOf(column),
      width: Math.max(MIN_COLUMN_WIDTH, column.defaultWidth ?? DEFAULT_COLUMN_WIDTH),
      hidePriority: column.hidePriority,
    }));
    const ids = hiddenColumnIds(fits, width > 0 ? width - fixedWidth : 0, choice);
    return [...ids].join('\n');
  }, [chooser, columns, width, fixedWidth, choice]);
  const hidden = useMemo(() => new Set(hiddenKey ? hiddenKey.split('\n') : []), [hiddenKey]);
  const shown = useMemo(
    () => (hidden.size === 0 ? columns : columns.filter((c) => !hidden.has(columnIdOf(c)))),
    [columns, hidden],
  );
  const setShown = (id: string, show: boolean) => {
    const next = { ...choice, [id]: show };
    setChoice(next);
    sessionStorage.setItem(COLUMN_CHOICE_KEY_PREFIX + label, JSON.stringify(next));
  };
  return { box, shown, hidden, chooser, setShown };
}
