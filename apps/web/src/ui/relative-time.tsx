import { formatDateTime, formatRelative } from '../lib/format';

/** A relative time ("3 hours ago") whose tooltip and machine value give the exact moment. */
export function RelativeTime({ at }: { at: string }) {
  const absolute = formatDateTime(at);
  return (
    <time dateTime={at} title={absolute}>
      {formatRelative(at)}
    </time>
  );
}
