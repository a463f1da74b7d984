import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The way back to the ticket list. */
export function BackToTickets() {
  return (
    <Link
      component={RouterLink}
      to="/tickets"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      Tickets
    </Link>
  );
}

/** The page's heading, "Ticket {id}", straight from the address. */
export function TicketHeading({ id }: { id: string }) {
  return (
    <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
      Ticket {id}
    </Typography>
  );
}
