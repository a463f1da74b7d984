import type { TDay } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import type { MikrotikContext } from './context.js';
import { DAY_BY_ABBREVIATION } from '../toolkit/days.js';

const DAYS = DAY_BY_ABBREVIATION;

/** `8h`, `17h30m`, `08:00:00` as `HH:MM`; undefined when seconds are set or it is not a time. */
function clock(text: string): string | undefined {
  let hours: number;
  let minutes: number;
  const units = /^(?:(\d{1,2})h)?(?:(\d{1,2})m)?(?:(\d{1,2})s)?$/.exec(text);
  const colon = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (units && text !== '') {
    hours = Number(units[1] ?? 0);
    minutes = Number(units[2] ?? 0);
    if (Number(units[3] ?? 0) !== 0) return undefined;
  } else if (colon) {
    hours = Number(colon[1]);
    minutes = Number(colon[2]);
    if (Number(colon[3] ?? 0) !== 0) return undefined;
  } else return undefined;
  if (hours > 23 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * A rule's `time=8h-17h,mon,tue` (MikroTik manual, "Filter": time, a time window and the days
 * it holds on; no days means every day) as a recurring schedule made once per value; undefined
 * when it cannot be read exactly, or the window passes midnight.
 */
export function scheduleOf(
  ctx: MikrotikContext,
  value: string,
  origin: TOrigin,
): string | undefined {
  const [window = '', ...dayWords] = value.split(',');
  const [from = '', to = ''] = window.split('-');
  const start = clock(from);
  const end = clock(to);
  if (!start || !end || start >= end) return undefined;
  const days = dayWords.length ? dayWords.map((d) => DAYS[d]) : Object.values(DAYS);
  if (days.some((d) => d === undefined)) return undefined;
  const known = days.filter((d): d is TDay => d !== undefined);
  // Two letters a day keep the name within FortiOS's 31 characters.
  const dayPart = dayWords.map((d) => d.slice(0, 2)).join('');
  const name = `time-${start.replace(':', '')}-${end.replace(':', '')}${dayPart ? `-${dayPart}` : ''}`;
  if (!ctx.names.has('schedules', name))
    ctx.model.schedules.push({
      name,
      origin,
      generated: true,
      recurring: [{ days: known, start, end }],
    });
  return name;
}
