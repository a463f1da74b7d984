import { AUDIT_ACTIONS, type TAuditEvent } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/format';
import type { TColumnSetting } from '../../../ui/data-table/table-types';
import { EllipsisText } from '../../../ui/ellipsis-text';

/** The label the screen shows for an action; unknown actions show as recorded. */
export function actionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}

/** The audit table's columns: when, who, what, about what, from where. */
export const AUDIT_COLUMNS: TColumnSetting<TAuditEvent>[] = [
  {
    field: 'at',
    header: 'When',
    defaultWidth: 200,
    render: (event) => <time dateTime={event.at}>{formatDateTime(event.at)}</time>,
  },
  {
    field: 'actor',
    header: 'Who',
    defaultWidth: 240,
    render: (event) => <EllipsisText text={event.actor} />,
  },
  {
    field: 'action',
    header: 'What',
    defaultWidth: 240,
    render: (event) => (
      <Box>
        <EllipsisText text={actionLabel(event.action)} />
        <Typography variant="caption" color="text.secondary" component="div">
          {event.action}
        </Typography>
      </Box>
    ),
  },
  {
    field: 'target',
    header: 'Target',
    defaultWidth: 200,
    render: (event) => (event.target ? <EllipsisText text={event.target} /> : null),
  },
  {
    field: 'ip',
    header: 'From',
    defaultWidth: 260,
    render: (event) =>
      event.ip || event.userAgent ? (
        <Box>
          <span>{event.ip ?? '—'}</span>
          {event.userAgent && (
            <Typography variant="caption" color="text.secondary" component="div">
              <EllipsisText text={event.userAgent} />
            </Typography>
          )}
        </Box>
      ) : null,
  },
];

/**
 * On a phone, one column tells the whole event (what, who, when, from where) so nothing needs
 * sideways scrolling; the row's detail holds the rest.
 */
export const AUDIT_COMPACT_COLUMNS: TColumnSetting<TAuditEvent>[] = [
  {
    field: 'action',
    header: 'Event',
    defaultWidth: 300,
    resizable: false,
    render: (event) => (
      <Box sx={{ py: 0.5, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {actionLabel(event.action)}
          {event.target ? ` · ${event.target}` : ''}
        </Typography>
        <EllipsisText text={event.actor} />
        <Typography variant="caption" color="text.secondary" component="div">
          <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          {event.ip ? ` · ${event.ip}` : ''}
        </Typography>
      </Box>
    ),
  },
];

/** A detail key as words: `revokedSessions` reads "Revoked sessions". */
function keyLabel(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The detail under a row: what the event recorded beyond the columns. */
export function AuditEventDetail({ event }: { event: TAuditEvent }) {
  const entries = Object.entries(event.detail ?? {});
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      <dt>Recorded</dt>
      <dd>{event.at}</dd>
      {event.userAgent && (
        <>
          <dt>User agent</dt>
          <dd>{event.userAgent}</dd>
        </>
      )}
      {entries.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <dt>{keyLabel(key)}</dt>
          <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
        </Box>
      ))}
    </Box>
  );
}
