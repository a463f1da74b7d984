import type { TMenuHeader, TMenuItem } from './menu-visibility';

/** spec §9: a menu is shown in sections only with at least this many headers. */
export const MIN_SECTION_HEADERS = 3;

/** A header with the items filed under it, both in their `order`. */
export interface TMenuSection {
  header: TMenuHeader;
  items: TMenuItem[];
}

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/**
 * The menu's sections (spec §9: "needs at least 3 headers"): headers by order, each with its
 * items by order. Headers without items are left out, and so are items under no known header.
 * Returns null with fewer than three headers.
 */
export function menuSections(
  headers: readonly TMenuHeader[],
  items: readonly TMenuItem[],
): TMenuSection[] | null {
  if (headers.length < MIN_SECTION_HEADERS) return null;
  return [...headers]
    .sort(byOrder)
    .map((header) => ({
      header,
      items: items.filter((item) => item.section_header === header.display_name).sort(byOrder),
    }))
    .filter((section) => section.items.length > 0);
}

/**
 * The items as one list, for a menu without enough headers to be sectioned: by their header's
 * order (items under no known header last), then by their own order.
 */
export function flatMenuItems(
  headers: readonly TMenuHeader[],
  items: readonly TMenuItem[],
): TMenuItem[] {
  const headerOrder = new Map(headers.map((header) => [header.display_name, header.order]));
  const rank = (item: TMenuItem) => headerOrder.get(item.section_header) ?? Infinity;
  return [...items].sort((a, b) => rank(a) - rank(b) || a.order - b.order);
}
