const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date as YYYY-MM-DD in UTC. */
function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Monday to Friday and not a holiday (dates in UTC, YYYY-MM-DD). */
export function isBusinessDay(time: number, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(time).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(isoDate(time));
}

/**
 * The initial-response due time: one business day after `from` (UTC). Submitted on a business
 * day, it is the same time on the next business day (Friday 15:00 -> Monday 15:00); submitted on
 * a weekend or holiday, the clock starts at the next business day's midnight, so it is due at the
 * end of that day.
 */
export function addBusinessDay(from: Date, holidays: ReadonlySet<string>): Date {
  let start = from.getTime();
  if (!isBusinessDay(start, holidays)) {
    start = Math.floor(start / DAY_MS) * DAY_MS;
    do start += DAY_MS;
    while (!isBusinessDay(start, holidays));
  }
  let due = start + DAY_MS;
  // A due time on a day off moves on; midnight after a business day is that day's end.
  while (!isBusinessDay(due - (due % DAY_MS === 0 ? 1 : 0), holidays)) due += DAY_MS;
  return new Date(due);
}
