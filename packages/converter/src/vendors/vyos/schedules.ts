import type { TDay, TRecurring, TSchedule } from '../../model/ir.js';
import type { VyosContext } from './context.js';
import { leaf, sub, type TNode } from './tree.js';
import { DAY_BY_ABBREVIATION, WEEK } from '../toolkit/days.js';

const DAYS = DAY_BY_ABBREVIATION;

/** `weekdays 'Mon,Tue'` or `'!Sat,Sun'` as days; undefined when a name is not a day. */
function weekdays(text: string | undefined): TDay[] | undefined {
  if (!text) return [...WEEK];
  const negate = text.startsWith('!');
  const named = text
    .replace(/^!/, '')
    .split(',')
    .map((d) => DAYS[d.trim().slice(0, 3).toLowerCase()]);
  if (named.some((d) => d === undefined)) return undefined;
  return negate ? WEEK.filter((d) => !named.includes(d)) : WEEK.filter((d) => named.includes(d));
}

/** `HH:MM[:SS]` as `HH:MM`; undefined when it is no time of day. */
const clock = (text: string | undefined, fallback: string) =>
  text === undefined
    ? fallback
    : /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(text)
      ? text.slice(0, 5)
      : undefined;

/** `YYYY-MM-DD` (a time after `T` or a space ignored) as FortiOS `YYYY/MM/DD HH:MM`. */
function date(text: string | undefined, time: string): string | undefined {
  const m = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  return m ? `${m[1]}/${m[2]}/${m[3]} ${time}` : undefined;
}

/**
 * A rule's `time` match as a schedule (made once per value): weekdays and a daily window
 * (`starttime`/`stoptime`) as a recurring schedule, or `startdate`/`stopdate` as a one-time
 * one. Returns the schedule's name, or why it is kept as a condition instead: dates and a
 * daily window together (FortiOS would take their union), `monthdays`, `utc` (FortiOS
 * schedules are in the unit's local time), or values that do not read.
 */
export function ruleSchedule(
  ctx: VyosContext,
  rule: TNode,
): { name: string } | { why: string } | undefined {
  const time = sub(rule, 'time');
  if (!time) return undefined;
  const keys = time.children.map((c) => c.word);
  const daily = keys.some((k) => ['weekdays', 'starttime', 'stoptime'].includes(k));
  const dated = keys.some((k) => k === 'startdate' || k === 'stopdate');
  const other = keys.filter(
    (k) => !['weekdays', 'starttime', 'stoptime', 'startdate', 'stopdate'].includes(k),
  );
  if (other.length) return { why: `its time match uses ${other.join(', ')}` };
  if (daily && dated) return { why: 'its time match has both dates and a daily window' };
  const origin = ctx.origin(time);
  // Named after the value (`time-motuwethfr-0800-1800`, `date-20250101-20251231`), made once.
  const add = (name: string, made: () => Omit<TSchedule, 'name' | 'origin'>) => {
    if (!ctx.names.has('schedules', name))
      ctx.model.schedules.push({ name, origin, generated: true, ...made() });
    return { name };
  };
  if (dated) {
    const start = date(leaf(time, 'startdate'), '00:00');
    const end = date(leaf(time, 'stopdate'), '23:59');
    if ((leaf(time, 'startdate') && !start) || (leaf(time, 'stopdate') && !end))
      return { why: 'its dates do not read as YYYY-MM-DD' };
    const day = (text?: string) => text?.slice(0, 10).replace(/\//g, '') ?? 'open';
    return add(`date-${day(start)}-${day(end)}`, () => ({
      absolute: { ...(start ? { start } : {}), ...(end ? { end } : {}) },
      recurring: [],
    }));
  }
  const days = weekdays(leaf(time, 'weekdays'));
  const start = clock(leaf(time, 'starttime'), '00:00');
  const end = clock(leaf(time, 'stoptime'), '23:59');
  if (!days?.length || !start || !end) return { why: 'its weekdays or times do not read' };
  const recurring: TRecurring = { days, start, end };
  const label = days.length === 7 ? 'daily' : days.map((d) => d.slice(0, 2)).join('');
  return add(`time-${label}-${start.replace(':', '')}-${end.replace(':', '')}`, () => ({
    recurring: [recurring],
  }));
}
