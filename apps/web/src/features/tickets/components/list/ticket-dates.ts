const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto', style: 'short' });
const shortDate = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const shortDateWithYear = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const shortDateTime = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const fullDateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

/** The full date and time, for a title. */
export function fullDate(iso: string): string {
  return fullDateTime.format(new Date(iso));
}

/**
 * When something happened, short: "5 minutes ago", "yesterday" within a week, else the date
 * ("12 Mar"; with the year when it is not this year's).
 */
export function pastDate(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const ago = now.getTime() - at.getTime();
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return (at.getFullYear() === now.getFullYear() ? shortDate : shortDateWithYear).format(at);
}

/** A due time, short: day, month and time ("14 Mar, 17:00"). */
export function dueDate(iso: string): string {
  return shortDateTime.format(new Date(iso));
}
