import type { TDay, TRecurring, TSchedule } from '../../model/ir.js';
import type { PanContext } from './context.js';
import { at, members, nameOf, type TXmlNode } from '../toolkit/xml-tree.js';

const DAYS: TDay[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const TIME = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/;
const MOMENT = /^(\d{4}\/\d{2}\/\d{2})@(\d{2}:\d{2})-(\d{4}\/\d{2}\/\d{2})@(\d{2}:\d{2})$/;

/**
 * A schedule (`schedule-type/recurring/{daily,weekly}` or `non-recurring`) as a TSchedule.
 * Several non-recurring windows cannot be one FortiOS onetime schedule: the first is kept.
 */
export function readSchedule(ctx: PanContext, entry: TXmlNode): void {
  const name = nameOf(entry);
  const type = at(entry, 'schedule-type');
  const recurring: TRecurring[] = [];
  let bad = false;
  const add = (days: TDay[], value: string) => {
    const match = TIME.exec(value);
    if (match?.[1] && match[2]) recurring.push({ days, start: match[1], end: match[2] });
    else bad = true;
  };
  for (const value of members(at(type, 'recurring', 'daily'))) add(DAYS, value);
  for (const day of DAYS) {
    for (const value of members(at(type, 'recurring', 'weekly', day))) add([day], value);
  }
  const windows = members(at(type, 'non-recurring'));
  let absolute: TSchedule['absolute'];
  const first = windows[0] ? MOMENT.exec(windows[0]) : undefined;
  if (first) absolute = { start: `${first[1]} ${first[2]}`, end: `${first[3]} ${first[4]}` };
  else if (windows.length) bad = true;
  if (bad || (recurring.length === 0 && !absolute)) {
    ctx.report(
      'unsupported',
      'Schedules',
      entry,
      'PANOS_SCHEDULE_UNREADABLE',
      'The schedule times could not be read: rules using it are reported.',
      name,
    );
    return;
  }
  ctx.model.schedules.push({
    name,
    origin: ctx.take(entry),
    recurring,
    ...(absolute ? { absolute } : {}),
  });
  if (windows.length > 1) {
    ctx.note(
      'schedules',
      name,
      'partial',
      'PANOS_SCHEDULE_WINDOWS',
      `Only the first of ${windows.length} non-recurring windows is kept.`,
    );
  }
}
