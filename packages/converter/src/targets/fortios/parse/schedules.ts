import type { TDay, TRecurring, TSchedule } from '../../../model/ir.js';
import type { ParseContext } from './context.js';
import { editsOf, Fields } from './fields.js';
import type { TCliConfig } from './tree.js';

/**
 * `firewall schedule recurring|onetime|group` -> TSchedule. A recurring schedule whose start
 * equals its end (the default 00:00-00:00) runs all day, as on FortiOS.
 */

const DAYS = new Set<string>([
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
]);

/** `1:00` -> `01:00`; anything else unchanged. */
function hhmm(text: string | undefined): string {
  if (!text) return '00:00';
  return text.indexOf(':') === 1 ? `0${text}` : text;
}

/** `00:00 2022/05/12` (two tokens or one quoted) -> `2022/05/12 00:00`. */
function dateTime(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const parts = text.split(' ').filter(Boolean);
  const date = parts.find((part) => part.includes('/'));
  if (!date) return undefined;
  return `${date} ${hhmm(parts.find((part) => part.includes(':')))}`;
}

export function mapRecurringSchedules(ctx: ParseContext, table: TCliConfig): void {
  for (const entry of editsOf(table)) {
    const f = new Fields(entry);
    const days = f.list('day').filter((day): day is TDay => DAYS.has(day));
    ctx.define('schedule', entry.key);
    ctx.model.schedules.push({
      name: entry.key,
      origin: ctx.origin(entry),
      recurring: [{ days, start: hhmm(f.str('start')), end: hhmm(f.str('end')) }],
    });
  }
}

export function mapOnetimeSchedules(ctx: ParseContext, table: TCliConfig): void {
  for (const entry of editsOf(table)) {
    const f = new Fields(entry);
    const start = dateTime(f.joined('start'));
    const end = dateTime(f.joined('end'));
    ctx.define('schedule', entry.key);
    ctx.model.schedules.push({
      name: entry.key,
      origin: ctx.origin(entry),
      absolute: { ...(start ? { start } : {}), ...(end ? { end } : {}) },
      recurring: [],
    });
    if (f.has('expiration-days')) {
      ctx.note(
        'schedules',
        entry.key,
        'partial',
        'FORTIOS_SCHEDULE_EXPIRATION',
        'expiration-days (an event log setting) is not carried',
      );
    }
  }
}

/**
 * A group is active when any member is. Recurring members merge exactly into one schedule;
 * a one-time member (or a second one) cannot be merged and is reported.
 */
export function mapScheduleGroups(ctx: ParseContext, table: TCliConfig): void {
  const byName = new Map<string, TSchedule>(ctx.model.schedules.map((s) => [s.name, s]));
  for (const entry of editsOf(table)) {
    const members = new Fields(entry).list('member');
    const recurring: TRecurring[] = [];
    const absolute: TSchedule[] = [];
    const missing: string[] = [];
    for (const name of members) {
      const member = byName.get(name);
      if (!member) missing.push(name);
      else if (member.absolute) absolute.push(member);
      else recurring.push(...member.recurring);
    }
    const schedule: TSchedule = { name: entry.key, origin: ctx.origin(entry), recurring };
    const only = absolute[0];
    if (only && absolute.length === 1 && recurring.length === 0) schedule.absolute = only.absolute;
    ctx.define('schedule', entry.key);
    ctx.model.schedules.push(schedule);
    byName.set(entry.key, schedule);
    if (absolute.length > 1 || (absolute.length === 1 && recurring.length > 0)) {
      ctx.note(
        'schedules',
        entry.key,
        'unsupported',
        'FORTIOS_SCHEDULE_GROUP',
        `schedule group: one-time members (${absolute.map((s) => s.name).join(', ')}) cannot be merged with the others`,
      );
    }
    if (missing.length) {
      ctx.note(
        'schedules',
        entry.key,
        'unsupported',
        'FORTIOS_SCHEDULE_GROUP',
        `schedule group: members not found: ${missing.join(', ')}`,
      );
    }
  }
}
