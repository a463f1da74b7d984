import type { TDay } from '../../model/ir.js';
import type { SonicWallContext } from './context.js';
import { isUserDefined } from './refs.js';
import { field, type TRow } from './tables.js';

const SCHED = 'Schedules';
/** Bit 0 = Sunday ... bit 6 = Saturday: the order is not confirmed by a SonicWall document. */
const DAYS = 'sunday monday tuesday wednesday thursday friday saturday'.split(' ') as TDay[];
const ALL_DAYS = 0x7f;

const hhmm = (hour: string, minute: string): string | undefined => {
  const h = Number(hour);
  const m = Number(minute || '0');
  if (!/^\d{1,2}$/.test(hour) || !/^\d{0,2}$/.test(minute) || h > 24 || m > 59) return undefined;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
};

/**
 * `schedObj*` (field names from one public parser: `DaysOfWeek` bitmask, `StartHour`,
 * `StartMinute`, `EndHour`, `EndMinute`): recurring schedules. Built-in schedules convert only
 * where a rule names them (`policyTime_N`).
 */
export function readSchedules(ctx: SonicWallContext): void {
  const named = new Set(ctx.tables.rows('policy').map((r) => field(r, 'Time')));
  for (const row of ctx.tables.rows('schedObj')) {
    const name = field(row, 'Id');
    if (!named.has(name) && !isUserDefined(field(row, 'Properties'))) {
      ctx.unused(SCHED, row, 'schedule', name, 'no rule names it');
      continue;
    }
    readSchedule(ctx, row, name);
  }
}

function readSchedule(ctx: SonicWallContext, row: TRow, name: string): void {
  const mask = Number(field(row, 'DaysOfWeek'));
  const start = hhmm(field(row, 'StartHour'), field(row, 'StartMinute'));
  const end = hhmm(field(row, 'EndHour'), field(row, 'EndMinute'));
  if (!name || !Number.isInteger(mask) || mask <= 0 || mask > ALL_DAYS || !start || !end) {
    ctx.report(
      'unsupported',
      SCHED,
      row,
      'SW_SCHEDULE_NOT_READ',
      'Not converted: only recurring schedules with days and start/end times are read (one-time schedules are not converted yet); recreate it as a FortiOS schedule.',
      name,
    );
    return;
  }
  const days = DAYS.filter((_, bit) => (mask & (1 << bit)) !== 0);
  ctx.model.schedules.push({
    name,
    recurring: [{ days, start, end: end === '24:00' ? '23:59' : end }],
    origin: ctx.origin(row),
  });
  if (mask !== ALL_DAYS)
    ctx.note(
      'schedules',
      name,
      'partial',
      'SW_SCHEDULE_DAYS',
      `Days read from bitmask ${mask} as bit 0 = Sunday (not confirmed by a SonicWall document): check ${days.join(', ')} against the schedule on the SonicWall.`,
      'unknown',
    );
}
