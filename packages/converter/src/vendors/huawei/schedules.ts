import type { TDay, TSchedule } from '../../model/ir.js';
import type { HuaweiContext } from './context.js';
import type { TVrpLine } from './lines.js';

const WEEK: TDay[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Day words of `period-range` (Huawei USG6000 "time-range"). */
const DAYS: Readonly<Record<string, TDay[]>> = {
  daily: WEEK,
  'working-day': ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  'off-day': ['saturday', 'sunday'],
  sun: ['sunday'],
  mon: ['monday'],
  tue: ['tuesday'],
  wed: ['wednesday'],
  thu: ['thursday'],
  fri: ['friday'],
  sat: ['saturday'],
};

/** `08:00:00` or `08:00` -> `08:00`; seconds other than 00 are not representable. */
function clock(word: string | undefined): string | undefined {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(word ?? '');
  if (!m || Number(m[1]) > 24 || Number(m[2]) > 59 || (m[3] ?? '00') !== '00') return undefined;
  return `${(m[1] ?? '').padStart(2, '0')}:${m[2] ?? '00'}`;
}

/** `2025/01/01` (or `2025-01-01`) with a clock -> `2025/01/01 08:00`. */
function moment(time: string | undefined, date: string | undefined): string | undefined {
  const c = clock(time);
  const d = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(date ?? '');
  if (!c || !d) return undefined;
  return `${d[1] ?? ''}/${(d[2] ?? '').padStart(2, '0')}/${(d[3] ?? '').padStart(2, '0')} ${c}`;
}

/**
 * `time-range N` with `period-range START to END DAYS...` (any of them) and `absolute-range
 * START DATE to END DATE` (both must hold when both are given, as in the model).
 */
export function readTimeRanges(ctx: HuaweiContext, views: readonly TVrpLine[]): void {
  for (const view of views) {
    const name = view.words[1] ?? '';
    const schedule: TSchedule = { name, origin: ctx.origin(view), recurring: [] };
    const unread: string[] = [];
    let absolutes = 0;
    for (const line of view.children) {
      const w = line.words;
      if (w[0] === 'period-range' && w[2] === 'to') {
        const start = clock(w[1]);
        const end = clock(w[3]);
        const days = w.slice(4).flatMap((d) => DAYS[d] ?? []);
        const known = w.slice(4).every((d) => DAYS[d]);
        if (start && end && days.length > 0 && known)
          schedule.recurring.push({
            days: WEEK.filter((d) => days.includes(d)),
            start,
            end: end === '24:00' ? '23:59' : end,
          });
        else unread.push(line.text);
      } else if (w[0] === 'absolute-range' && w[3] === 'to') {
        const start = moment(w[1], w[2]);
        const end = moment(w[4], w[5]);
        absolutes += 1;
        if (start && end && absolutes === 1) schedule.absolute = { start, end };
        else unread.push(line.text);
      } else if (w[0] !== 'description') unread.push(line.text);
    }
    if (schedule.recurring.length === 0 && !schedule.absolute) {
      ctx.report(
        'unsupported',
        'Schedules',
        view,
        'HW_TIME_RANGE',
        `Time range ${name} has nothing FortiOS can hold (${unread.join('; ')}): rules naming it are not converted.`,
        name,
      );
      continue;
    }
    ctx.model.schedules.push(schedule);
    if (unread.length > 0)
      ctx.note(
        'schedules',
        name,
        'partial',
        'HW_TIME_RANGE_PART',
        `Not converted: ${unread.join('; ')} (a second absolute range, seconds, or an unknown day word).`,
        'unknown',
      );
  }
}
