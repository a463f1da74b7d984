import { findVendor, type TTicketSummary } from '@fwmig/contract';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { dueDate, fullDate, pastDate } from './ticket-dates';

const ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** Where a ticket's detail opens. */
export function ticketPath(id: number | string): string {
  return `/ticket/detail/${id}`;
}

/**
 * A main line and a smaller secondary line under it, each cut with an ellipsis (the table's
 * cell then shows both in full on focus and hover).
 */
function TwoLines({ main, secondary }: { main: string; secondary?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={ELLIPSIS}>{main}</Box>
      {secondary && (
        <Typography variant="caption" color="text.secondary" component="div" sx={ELLIPSIS}>
          {secondary}
        </Typography>
      )}
    </Box>
  );
}

/** The ticket number, linking to its detail; free-licence tickets say so under it. */
export function TicketNumberCell({ ticket }: { ticket: TTicketSummary }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={ticketPath(ticket.id)}
        aria-label={`Ticket ${ticket.id}`}
        sx={{ fontWeight: 700 }}
      >
        {`#${ticket.id}`}
      </Link>
      {ticket.isFreeLicense && (
        <Typography variant="caption" color="text.secondary" component="div" sx={ELLIPSIS}>
          Free licence
        </Typography>
      )}
    </Box>
  );
}

/** The source vendor's logo and label from the catalogue; an unknown key shows as itself. */
export function VendorCell({ vendorKey }: { vendorKey: string }) {
  const vendor = findVendor(vendorKey);
  const [logoFailed, setLogoFailed] = useState(false);
  const label = vendor?.label ?? vendorKey;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      {vendor && !logoFailed && (
        <Box
          component="img"
          src={vendor.logo}
          alt=""
          width={20}
          height={20}
          onError={() => setLogoFailed(true)}
          sx={{ flexShrink: 0, objectFit: 'contain' }}
        />
      )}
      <Box component="span" sx={ELLIPSIS}>
        {label}
      </Box>
    </Box>
  );
}

/** The target device: serial number, and the model under it when known. */
export function DeviceCell({ ticket }: { ticket: TTicketSummary }) {
  return <TwoLines main={ticket.sn} secondary={ticket.model ?? undefined} />;
}

/** The account (engineers): company name, with its user id under it. */
export function AccountCell({ ticket }: { ticket: TTicketSummary }) {
  return <TwoLines main={ticket.accountName} secondary={ticket.accountUserId} />;
}

/** When the ticket was opened: short and relative, the full date in the title. */
export function CreatedCell({ iso }: { iso: string }) {
  return (
    <Box component="span" title={fullDate(iso)}>
      {pastDate(iso)}
    </Box>
  );
}

/**
 * Initial response (spec §1: within one business day): "Answered" once an engineer replied,
 * the due time in the error colour with an "Overdue" label when it has passed unanswered,
 * else the due time.
 */
export function InitialResponseCell({ ticket }: { ticket: TTicketSummary }) {
  if (ticket.firstResponseAt) {
    return (
      <Box
        title={`Answered ${fullDate(ticket.firstResponseAt)}`}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.dark' }}
      >
        <CheckCircleOutlinedIcon fontSize="small" aria-hidden />
        <span>Answered</span>
      </Box>
    );
  }
  const due = dueDate(ticket.dueAt);
  if (ticket.overdue) {
    return (
      <Box
        title={`Initial response was due ${fullDate(ticket.dueAt)}`}
        data-overdue="true"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'error.main', minWidth: 0 }}
      >
        <Chip label="Overdue" size="small" color="error" sx={{ fontWeight: 700 }} />
        <Box component="span" sx={ELLIPSIS}>
          {due}
        </Box>
      </Box>
    );
  }
  return (
    <Box component="span" title={`Initial response due ${fullDate(ticket.dueAt)}`}>
      {`Due ${due}`}
    </Box>
  );
}
