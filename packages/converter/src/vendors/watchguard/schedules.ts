import type { TDay, TRecurring } from '../../model/ir.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';
import { listOf, textOf, type WatchGuardContext } from './context.js';

const DAYS: Record<string, TDay> = {
  sunday: 'sunday',
  monday: 'monday',
  tuesday: 'tuesday',
  wednesday: 'wednesday',
  thursday: 'thursday',
  friday: 'friday',
  saturday: 'saturday',
};
const TIME = /^([01]\d|2[0-4]):[0-5]\d$/;

/**
 * `<schedule-list>`: each `<schedule>` lists the hours it is active per day (`<item>` with
 * `<day>`, `<start-time>`, `<end-time>`; verify names). Days with the same hours become one
 * recurring window. `Always On` is no schedule at all.
 */
export function readSchedules(ctx: WatchGuardContext, list: TXmlNode): void {
  for (const node of list.children) {
    const name = textOf(node, 'name');
    const windows = new Map<string, TRecurring>();
    let bad = false;
    for (const item of listOf(node, 'schedule-item-list')) {
      const day = DAYS[textOf(item, 'day').toLowerCase()];
      const start = textOf(item, 'start-time');
      const end = textOf(item, 'end-time');
      if (!day || !TIME.test(start) || !TIME.test(end)) {
        bad = true;
        continue;
      }
      const key = `${start}-${end}`;
      const window = windows.get(key);
      if (window) window.days.push(day);
      else windows.set(key, { days: [day], start, end: end === '24:00' ? '23:59' : end });
    }
    if (bad || windows.size === 0) {
      ctx.report(
        'unsupported',
        'Schedules',
        node,
        'WG_SCHEDULE',
        `Schedule ${name} has a day or time the converter cannot read: not converted; policies using it are not converted either. Recreate it as a FortiOS recurring schedule.`,
        name,
      );
      ctx.unconverted.add(name);
      continue;
    }
    const description = textOf(node, 'description');
    ctx.model.schedules.push({
      name,
      origin: ctx.take(node),
      recurring: [...windows.values()],
      ...(description ? { comment: description } : {}),
    });
  }
}
