import type { TDay, TSchedule } from '../../model/ir.js';
import type { TAsaBlock } from './blocks.js';
import type { AsaContext } from './context.js';

const DAY_WORDS: Record<string, TDay[]> = {
  daily: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
  weekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  weekend: ['saturday', 'sunday'],
  Sunday: ['sunday'],
  Monday: ['monday'],
  Tuesday: ['tuesday'],
  Wednesday: ['wednesday'],
  Thursday: ['thursday'],
  Friday: ['friday'],
  Saturday: ['saturday'],
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `8:00` -> `08:00`: ASA prints hours without a leading zero in some releases. */
export function clockTime(token: string | undefined): string | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(token ?? '');
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${match[2] ?? '00'}`;
}

/** `HH:MM DD Month YYYY` -> `YYYY/MM/DD HH:MM`. */
function absoluteTime(tokens: string[]): string | undefined {
  const [clock, day, month, year] = tokens;
  const monthIndex = MONTHS.indexOf(month ?? '');
  const time = clockTime(clock);
  if (!time || !day || !year || monthIndex < 0) return undefined;
  return `${year}/${String(monthIndex + 1).padStart(2, '0')}/${day.padStart(2, '0')} ${time}`;
}

/** `time-range T` with `absolute [start ...] [end ...]` and `periodic DAYS HH:MM to HH:MM`. */
export function readTimeRange(ctx: AsaContext, block: TAsaBlock): void {
  const name = block.head.tokens[1] ?? '';
  const schedule: TSchedule = { name, origin: ctx.origin(block), recurring: [] };
  const skipped: string[] = [];
  for (const child of block.children) {
    const [keyword, ...rest] = child.tokens;
    if (keyword === 'absolute') {
      const startAt = rest.indexOf('start');
      const endAt = rest.indexOf('end');
      const start = startAt >= 0 ? absoluteTime(rest.slice(startAt + 1, startAt + 5)) : undefined;
      const end = endAt >= 0 ? absoluteTime(rest.slice(endAt + 1, endAt + 5)) : undefined;
      if ((startAt >= 0 && !start) || (endAt >= 0 && !end)) skipped.push(child.text.trim());
      schedule.absolute = { ...(start ? { start } : {}), ...(end ? { end } : {}) };
    } else if (keyword === 'periodic') {
      const to = rest.indexOf('to');
      const before = rest.slice(0, to);
      const after = rest.slice(to + 1);
      // `periodic Monday 08:00 to Friday 18:00` spans days; the simple form is DAYS START to END.
      const startTime = clockTime(before.at(-1));
      const endTime = clockTime(after.at(-1));
      const days = before.slice(0, -1).flatMap((word) => DAY_WORDS[word] ?? []);
      if (to < 0 || !startTime || !endTime || days.length === 0 || after.length > 1) {
        skipped.push(child.text.trim());
        continue;
      }
      schedule.recurring.push({ days, start: startTime, end: endTime });
    }
  }
  ctx.model.schedules.push(schedule);
  if (skipped.length > 0) {
    ctx.note(
      'schedules',
      name,
      'partial',
      'ASA_PERIODIC_SPAN',
      `Not converted: ${skipped.join('; ')}.`,
    );
  }
}
