/** How the ticket screens write sizes and times (the browser's locale, the viewer's time zone). */

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size for people: 13 B, 4.2 KB, 18 MB. */
export function formatBytes(size: number): string {
  let value = size;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** An absolute date and time: "Nov 24, 2026, 11:15 PM". */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** An absolute date: "Nov 24, 2026". */
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

// The words around the number are English like the rest of the portal.
const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** A time relative to now: "just now", "5 minutes ago", "in 3 hours", "yesterday". */
export function formatRelative(iso: string, now: number = Date.now()): string {
  let value = (new Date(iso).getTime() - now) / 1000;
  if (Math.abs(value) < 45) return 'just now';
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return RELATIVE.format(Math.round(value), unit);
    value /= size;
  }
  return formatDateTime(iso);
}
