import type { TDay, TRecurring } from '../../model/ir.js';

const DAYS: TDay[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const DAY_MINUTES = 24 * 60;

const minutes = (clock: string) => {
  const [h = '0', m = '0'] = clock.split(':');
  return Number(h) * 60 + Number(m);
};

/** `YYYY/MM/DD HH:MM` -> the day (UTC midnight, ms) and the minute of that day. */
function split(moment: string): { day: number; minute: number } | undefined {
  const match = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}:\d{2})$/.exec(moment);
  if (!match) return undefined;
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return { day, minute: minutes(match[4] ?? '00:00') };
}

/** Whether the windows of `weekday` leave no gap in [from, to] (minutes of the day). */
function covers(recurring: TRecurring[], weekday: TDay, from: number, to: number): boolean {
  const spans = recurring
    .filter((r) => r.days.includes(weekday))
    // 00:00-00:00 is all day, as a FortiOS recurring schedule reads it.
    .map((r) => [minutes(r.start), r.start === r.end ? DAY_MINUTES : minutes(r.end)] as const)
    .sort((a, b) => a[0] - b[0]);
  let reached = from;
  for (const [start, end] of spans) {
    if (start > reached) break;
    reached = Math.max(reached, end);
  }
  return reached >= to;
}

/**
 * True when the periodic times are active at every moment of the date range, so that the range
 * alone says exactly when the scheduler is active.
 */
export function timesCoverRange(
  recurring: TRecurring[],
  range: { start: string; end: string },
): boolean {
  const first = split(range.start);
  const last = split(range.end);
  if (!first || !last) return false;
  const count = Math.round((last.day - first.day) / 86_400_000) + 1;
  // Past nine days every weekday also lies whole inside the range: each must be covered all day.
  if (count > 9 && !DAYS.every((d) => covers(recurring, d, 0, DAY_MINUTES))) return false;
  for (let i = 0; i < Math.min(count, 9); i += 1) {
    const day = first.day + i * 86_400_000;
    const from = i === 0 ? first.minute : 0;
    const to = i === count - 1 ? last.minute : DAY_MINUTES;
    const weekday = DAYS[new Date(day).getUTCDay()] ?? 'sunday';
    if (!covers(recurring, weekday, from, to)) return false;
  }
  return true;
}
