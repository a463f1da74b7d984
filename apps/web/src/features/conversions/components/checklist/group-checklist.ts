import type { TChecklistItem } from '@fwmig/contract';

/** Checklist items of one object type and engine code, which usually share their message. */
export interface TChecklistGroup {
  id: string;
  objectType: TChecklistItem['objectType'];
  code: string;
  /** The first item's status and message stand for the group. */
  status: TChecklistItem['status'];
  message: string;
  items: TChecklistItem[];
  open: number;
}

/** Groups items by object type and code, in the order each group first appears. */
export function groupChecklist(items: readonly TChecklistItem[]): TChecklistGroup[] {
  const groups = new Map<string, TChecklistGroup>();
  for (const item of items) {
    const id = `${item.objectType}|${item.code}`;
    let group = groups.get(id);
    if (!group) {
      group = {
        id,
        objectType: item.objectType,
        code: item.code,
        status: item.status,
        message: item.message,
        items: [],
        open: 0,
      };
      groups.set(id, group);
    }
    group.items.push(item);
    if (!item.done) group.open += 1;
  }
  return [...groups.values()];
}
