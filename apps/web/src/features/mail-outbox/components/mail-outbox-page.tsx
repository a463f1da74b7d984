import type { TMailOutboxEntry } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { DataTable } from '../../../ui/data-table/data-table';
import { EllipsisText } from '../../../ui/ellipsis-text';
import type { TColumnSetting } from '../../../ui/data-table/table-types';
import { useQueryPaging } from '../../../ui/data-table/use-query-paging';
import { useMailOutbox } from '../api/get-mail-outbox';

const STATUS: Record<
  TMailOutboxEntry['status'],
  { label: string; color: 'success' | 'info' | 'error' }
> = {
  sent: { label: 'Sent', color: 'success' },
  logged: { label: 'Not sent (no SMTP)', color: 'info' },
  failed: { label: 'Delivery failed', color: 'error' },
};

const COLUMNS: TColumnSetting<TMailOutboxEntry>[] = [
  { field: 'at', header: 'When', defaultWidth: 170, render: (row) => formatDateTime(row.at) },
  { field: 'to', header: 'To', defaultWidth: 240 },
  { field: 'subject', header: 'Subject', defaultWidth: 360 },
  {
    field: 'status',
    header: 'Status',
    defaultWidth: 190,
    render: (row) => (
      <Chip
        size="small"
        variant="outlined"
        color={STATUS[row.status].color}
        label={STATUS[row.status].label}
      />
    ),
  },
];

/** Phones: one column with what the four say (the detail still holds the text). */
const COMPACT_COLUMNS: TColumnSetting<TMailOutboxEntry>[] = [
  {
    field: 'subject',
    header: 'Mail',
    defaultWidth: 300,
    resizable: false,
    render: (row) => (
      <Box sx={{ py: 0.5, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.subject}
        </Typography>
        <EllipsisText text={row.to} />
        <Typography variant="caption" color="text.secondary" component="div">
          <time dateTime={row.at}>{formatDateTime(row.at)}</time> · {STATUS[row.status].label}
        </Typography>
      </Box>
    ),
  },
];

/** The whole mail as it was (or would have been) sent: links to pass on by hand. */
function MailText({ mail }: { mail: TMailOutboxEntry }) {
  return (
    <Box sx={{ px: 2, py: 1 }}>
      {mail.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {mail.error}
        </Alert>
      )}
      <Box
        component="pre"
        sx={{
          m: 0,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
          fontFamily: 'monospace',
          fontSize: 13,
        }}
      >
        {mail.text}
      </Box>
    </Box>
  );
}

/**
 * /settings/mail (issue 20 item 3, read-write administrators): every mail the portal sent, or
 * without SMTP_URL only logged here, with its text; open a row to read and pass on a link.
 */
export function MailOutboxPage() {
  const { skip, limit, setPaging } = useQueryPaging();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const page = useMailOutbox({ skip, limit, to });
  return (
    <Container
      maxWidth="xl"
      sx={{ py: { xs: 2, sm: 4 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
    >
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          Mail
        </Typography>
        <Typography color="text.secondary">
          Registration, password and invitation mail, newest first. Without SMTP_URL nothing leaves
          the portal: open a mail to read its link and pass it on.
        </Typography>
      </Box>
      <TextField
        label="To"
        size="small"
        value={to}
        onChange={(event) => {
          const next = new URLSearchParams(params);
          if (event.target.value) next.set('to', event.target.value);
          else next.delete('to');
          next.set('skip', '0');
          setParams(next, { replace: true });
        }}
        sx={{ maxWidth: 360 }}
      />
      {page.isError && (
        <Alert severity="error">{`The mail could not be loaded: ${errorMessage(page.error)}`}</Alert>
      )}
      <DataTable<TMailOutboxEntry>
        label="Mail"
        rows={page.data?.data ?? []}
        // A new column set is a new table (its widths start afresh).
        key={phone ? 'compact' : 'full'}
        columns={phone ? COMPACT_COLUMNS : COLUMNS}
        keyField="id"
        renderDetail={(mail) => <MailText mail={mail} />}
        detailToggle="left"
        paging={{ skip, limit, total: page.data?.total ?? 0, onChange: setPaging }}
        loading={page.isFetching}
        emptyText={to ? 'No mail to this address.' : 'No mail yet.'}
      />
    </Container>
  );
}
