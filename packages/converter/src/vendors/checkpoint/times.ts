import type { TDay, TRecurring, TSchedule } from '../../model/ir.js';
import { isObject, items, str, type TJsonObject } from './json-file.js';
import { DAY_BY_ABBREVIATION, WEEK } from '../toolkit/days.js';

const DAYS = DAY_BY_ABBREVIATION;
const ALL_DAYS = WEEK;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const HHMM = /^([01]?\d|2[0-3]):([0-5]\d)$/;
const hhmm = (text: string | undefined) => {
  const m = HHMM.exec(text ?? '');
  return m ? `${(m[1] ?? '').padStart(2, '0')}:${m[2] ?? ''}` : undefined;
};

/**
 * A `start`/`end` of a time object as `YYYY/MM/DD HH:MM`: its `iso-8601` form, else `date`
 * (`dd-MMM-yyyy`) and `time` (`HH:mm`). The gateway reads it in its own time zone.
 */
function moment(value: unknown): string | undefined {
  if (!isObject(value)) return undefined;
  const iso = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(str(value['iso-8601']) ?? '');
  if (iso) return `${iso[1]}/${iso[2]}/${iso[3]} ${iso[4]}:${iso[5]}`;
  const date = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(str(value.date) ?? '');
  const month = MONTHS.indexOf((date?.[2] ?? '').toLowerCase()) + 1;
  if (!date || !month) return undefined;
  const day = (date[1] ?? '').padStart(2, '0');
  return `${date[3]}/${String(month).padStart(2, '0')}/${day} ${hhmm(str(value.time)) ?? '00:00'}`;
}

/**
 * A `time` object as a model schedule (without name and origin), or why it cannot be one:
 * start/end become the absolute range, each enabled hours range a recurring window on the
 * days of a Daily or Weekly recurrence. Monthly recurrence has no FortiOS equivalent.
 */
export function scheduleOf(
  raw: TJsonObject,
): Pick<TSchedule, 'absolute' | 'recurring'> | { error: string } {
  if (raw.legacy === true) return { error: 'the fields of legacy time objects are not read yet' };
  const start = raw['start-now'] === true ? undefined : moment(raw.start);
  const end = raw['end-never'] === true ? undefined : moment(raw.end);
  if (raw['start-now'] === false && !start) return { error: 'its start date is not readable' };
  if (raw['end-never'] === false && !end) return { error: 'its end date is not readable' };
  // A dictionary at a lower details level names the object without its definition.
  if (!isObject(raw.recurrence))
    return { error: 'its definition is not in the export (export with details-level full)' };
  const recurrence = raw.recurrence;
  const pattern = (str(recurrence.pattern) ?? 'Daily').toLowerCase();
  let days: TDay[];
  const daily = pattern === 'daily';
  if (daily) days = [...ALL_DAYS];
  else if (pattern === 'weekly') {
    days = items(recurrence.weekdays)
      .map((d) => DAYS[String(d).slice(0, 3).toLowerCase()])
      .filter((d): d is TDay => d !== undefined);
    if (!days.length) return { error: 'its weekly recurrence names no weekday' };
  } else return { error: `its ${pattern} recurrence has no FortiOS equivalent (weekly days only)` };
  const windows = items(raw['hours-ranges']).filter((r) => isObject(r) && r.enabled !== false);
  const recurring: TRecurring[] = [];
  for (const range of windows) {
    const from = hhmm(str((range as TJsonObject).from));
    const to = hhmm(str((range as TJsonObject).to));
    if (!from || !to) return { error: 'an hours range is not HH:MM to HH:MM' };
    recurring.push({ days, start: from, end: to });
  }
  // No hours range: the whole of each day, which FortiOS writes 00:00 to 00:00.
  const absolute =
    start || end ? { ...(start ? { start } : {}), ...(end ? { end } : {}) } : undefined;
  if (!recurring.length && (!daily || !absolute))
    recurring.push({ days, start: '00:00', end: '00:00' });
  return { ...(absolute ? { absolute } : {}), recurring };
}
