import type { CSSProperties } from 'react';
import { DROPDOWN_PAGE_STEP } from './dropdown-constants';

/** One choice of a Dropdown. */
export interface TDropdownOption {
  id: string;
  name: string;
  /** A disabled option is shown but cannot be chosen (spec §5: licensed devices). */
  disabled?: boolean;
  /** Applied to the option's list item. */
  style?: CSSProperties;
  /** Options sharing a group are listed under its header. */
  group?: string;
}

/** A row of the list: a group header or an option (`index`: its place in the view's options). */
export type TDropdownRow =
  | { kind: 'group'; key: string; label: string }
  | { kind: 'option'; key: string; option: TDropdownOption; index: number };

/** What the open panel shows for a search. */
export interface TDropdownView {
  /** Matching options in display order; keyboard moves and ids refer to this order. */
  options: TDropdownOption[];
  rows: TDropdownRow[];
  /** The row of each entry of `options`. */
  rowOfOption: number[];
}

/**
 * The options whose name contains `query` (ignoring case), in display order: ungrouped options
 * first, then each group in the order it first appears, with a header row before it.
 */
export function buildDropdownView(all: readonly TDropdownOption[], query: string): TDropdownView {
  const needle = query.trim().toLocaleLowerCase();
  const ungrouped: TDropdownOption[] = [];
  const groups = new Map<string, TDropdownOption[]>();
  for (const option of all) {
    if (needle && !option.name.toLocaleLowerCase().includes(needle)) continue;
    if (option.group === undefined) {
      ungrouped.push(option);
      continue;
    }
    const members = groups.get(option.group);
    if (members) members.push(option);
    else groups.set(option.group, [option]);
  }

  const options: TDropdownOption[] = [];
  const rows: TDropdownRow[] = [];
  const rowOfOption: number[] = [];
  const addOption = (option: TDropdownOption) => {
    rowOfOption.push(rows.length);
    rows.push({ kind: 'option', key: `o:${option.id}`, option, index: options.length });
    options.push(option);
  };
  ungrouped.forEach(addOption);
  for (const [label, members] of groups) {
    rows.push({ kind: 'group', key: `g:${label}`, label });
    members.forEach(addOption);
  }
  return { options, rows, rowOfOption };
}

/**
 * The first enabled option at or after `start`, stepping by `step` (1 down, -1 up);
 * -1 when there is none.
 */
export function findEnabled(options: readonly TDropdownOption[], start: number, step: 1 | -1) {
  for (let index = start; index >= 0 && index < options.length; index += step) {
    if (!options[index]?.disabled) return index;
  }
  return -1;
}

/** The first enabled option from `start` in direction `step`, else in the other direction. */
function nearestEnabled(options: readonly TDropdownOption[], start: number, step: 1 | -1) {
  const ahead = findEnabled(options, start, step);
  return ahead === -1 ? findEnabled(options, start, step === 1 ? -1 : 1) : ahead;
}

/** Where a movement key takes the active option (skipping disabled ones); undefined for others. */
export function moveActive(
  options: readonly TDropdownOption[],
  active: number,
  key: string,
): number | undefined {
  const last = options.length - 1;
  const orStay = (index: number) => (index === -1 ? active : index);
  switch (key) {
    case 'ArrowDown':
      return orStay(findEnabled(options, active + 1, 1));
    case 'ArrowUp':
      return orStay(findEnabled(options, active < 0 ? last : active - 1, -1));
    case 'Home':
      return orStay(findEnabled(options, 0, 1));
    case 'End':
      return orStay(findEnabled(options, last, -1));
    case 'PageDown':
      return orStay(nearestEnabled(options, Math.min(active + DROPDOWN_PAGE_STEP, last), 1));
    case 'PageUp':
      return orStay(nearestEnabled(options, Math.max(active - DROPDOWN_PAGE_STEP, 0), -1));
    default:
      return undefined;
  }
}

/** The DOM id of the option at `index` of a view, for aria-activedescendant. */
export function dropdownOptionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}
