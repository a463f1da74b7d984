import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/** One observer for every watched element: a table of 100 rows watches hundreds of cells. */
const watchers = new Map<Element, () => void>();
let observer: ResizeObserver | null = null;

function watch(element: Element, measure: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) watchers.get(entry.target)?.();
  });
  watchers.set(element, measure);
  observer.observe(element);
  return () => {
    watchers.delete(element);
    observer?.unobserve(element);
    if (watchers.size > 0) return;
    observer?.disconnect();
    observer = null;
  };
}

/** Marks text that shows its own full-text tooltip: the box around it need not. */
export const OWN_TOOLTIP = 'data-own-tooltip';

const overflows = (node: Element) =>
  node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1;

/** Whether the element's content overflows its box, or a box inside it cuts its own text. */
export function isCut(element: HTMLElement, deep: boolean): boolean {
  if (overflows(element)) return true;
  if (!deep) return false;
  // Cells cut their lines in boxes of their own (a main line and a caption under it); an
  // EllipsisText inside shows its own text.
  for (const node of element.querySelectorAll('*')) {
    if (node.clientWidth === 0 || !overflows(node) || node.closest(`[${OWN_TOOLTIP}]`)) continue;
    if (getComputedStyle(node).overflowX === 'hidden') {
      return true;
    }
  }
  return false;
}

/**
 * Whether the text in `ref` is cut (by an ellipsis or a line clamp): measured when the element's
 * size changes and after each render (new text). `deep` also looks at the boxes inside it.
 */
export function useTruncated(
  ref: RefObject<HTMLElement | null>,
  { enabled = true, deep = false }: { enabled?: boolean; deep?: boolean } = {},
): boolean {
  const [truncated, setTruncated] = useState(false);
  const measure = useCallback(() => {
    const element = ref.current;
    if (element) setTruncated(isCut(element, deep));
  }, [ref, deep]);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    return watch(element, measure);
  }, [ref, enabled, measure]);
  // After every render: the same box may now hold other text.
  useLayoutEffect(() => {
    if (enabled) measure();
  });
  return enabled && truncated;
}
