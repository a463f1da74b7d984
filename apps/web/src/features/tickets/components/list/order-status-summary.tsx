import { TICKET_STATUSES, TICKET_STATUS_LABELS } from '@fwmig/contract';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useOrderStatus } from '../../api/get-order-status';
import { usePurchaseUrl } from '../../api/get-purchase-url';
import { LicenceRule } from './licence-rule';
import { STATUS_TONES } from './ticket-status-chip';

/** One figure: the number over its label (a term and its definition). */
function Stat({ label, value, dot }: { label: string; value: number | undefined; dot?: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column-reverse', minWidth: 56 }}>
      <Typography
        component="dt"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
      >
        {dot && (
          <Box
            component="span"
            aria-hidden
            sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: dot, flexShrink: 0 }}
          />
        )}
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: 20, fontWeight: 700, lineHeight: 1.3 }}>
        {value ?? '–'}
      </Typography>
    </Box>
  );
}

/** The sign between two figures of a sum (seen only: the labels say what each figure is). */
function Operator({ sign }: { sign: '−' | '=' }) {
  return (
    // A span: a list of terms holds no text of its own (axe definition-list); aria-hidden.
    <Typography
      component="span"
      aria-hidden
      data-sign={sign}
      sx={{ alignSelf: 'flex-start', fontSize: 20, lineHeight: 1.3, color: 'text.secondary' }}
    >
      {sign}
    </Typography>
  );
}

/** A titled row of figures. */
function StatGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }} component="h2">
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 1 }}
      >
        {children}
      </Box>
    </Box>
  );
}

/**
 * spec §7 getOrderStatus: licences bought, used and available (and free ones used) and the
 * tickets by status, of the account or, for engineers, of every account. Customers get the
 * "Buy licences" link of spec §7 /api/purchase/url.
 */
export function OrderStatusSummary({ engineer }: { engineer: boolean }) {
  const status = useOrderStatus();
  const purchase = usePurchaseUrl({ enabled: !engineer });
  const licences = status.data?.licences;
  const scope = engineer ? ' (all accounts)' : '';

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Order status"
      sx={{
        px: 2,
        py: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 3,
        rowGap: 1.5,
      }}
    >
      <StatGroup title={`Licences${scope}`}>
        {/* issue 19 item 2: the figures add up at a glance, bought − in use = available. "In
            use" is of the bought ones (the server's `used` also counts free licences). */}
        <Stat label="Bought" value={licences?.bought} />
        <Operator sign="−" />
        <Stat label="In use" value={licences ? licences.bought - licences.available : undefined} />
        <Operator sign="=" />
        <Stat label="Available" value={licences?.available} />
        {/* Free licences are apart from the sum; on a phone they take the next line. */}
        <Divider
          orientation="vertical"
          flexItem
          aria-hidden
          sx={{ mx: 0.5, display: { xs: 'none', sm: 'block' } }}
        />
        <Stat label="Free used" value={licences?.freeUsed} />
      </StatGroup>
      <Divider orientation="vertical" flexItem sx={{ display: { xs: 'none', md: 'block' } }} />
      <StatGroup title={`Tickets${scope}`}>
        {TICKET_STATUSES.map((ticketStatus) => (
          <Stat
            key={ticketStatus}
            label={TICKET_STATUS_LABELS[ticketStatus]}
            value={status.data?.tickets[ticketStatus]}
            dot={STATUS_TONES[ticketStatus].text}
          />
        ))}
      </StatGroup>
      <Box sx={{ ml: { md: 'auto' }, display: 'flex', alignItems: 'center', gap: 1 }}>
        {status.isError && (
          <>
            <Typography variant="body2" color="error">
              Order status not loaded.
            </Typography>
            <Button size="small" onClick={() => void status.refetch()}>
              Retry
            </Button>
          </>
        )}
        {!engineer && purchase.data && (
          <Button
            variant="outlined"
            href={purchase.data}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon />}
            title="Opens in a new tab"
          >
            Buy licences
          </Button>
        )}
      </Box>
      <LicenceRule />
    </Paper>
  );
}
