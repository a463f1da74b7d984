import AddIcon from '@mui/icons-material/Add';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink } from 'react-router';

export const CREATE_TICKET_PATH = '/ticket/create';
export const FREE_LICENCE_PATH = '/free-license';

export interface TTicketListActionsProps {
  canCreate: boolean;
  /** Customers may claim a device's free licence. */
  canClaimFree: boolean;
}

/** "Create ticket" and, for customers, "Claim free licence". */
export function TicketListActions({ canCreate, canClaimFree }: TTicketListActionsProps) {
  // On a phone both buttons fit one row when small.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const size = phone ? 'small' : 'medium';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {canClaimFree && (
        <Button
          component={RouterLink}
          to={FREE_LICENCE_PATH}
          variant="outlined"
          size={size}
          startIcon={<CardGiftcardIcon />}
        >
          Claim free licence
        </Button>
      )}
      {canCreate && (
        <Button
          component={RouterLink}
          to={CREATE_TICKET_PATH}
          variant="contained"
          startIcon={<AddIcon />}
        >
          Create ticket
        </Button>
      )}
    </Box>
  );
}

/** What a customer without any ticket sees instead of an empty table: how to start. */
export function NoTicketsYet({ canCreate }: { canCreate: boolean }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        px: 3,
        py: 6,
      }}
    >
      <SwapHorizIcon sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />
      <Typography variant="h6" component="h2">
        No tickets yet
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        Open a conversion ticket for your FortiGate: attach the configuration of your current
        firewall and our engineers reply within one business day. Each of your FortiGate devices
        comes with one free conversion licence.
      </Typography>
      <Box sx={{ mt: 1 }}>
        <TicketListActions canCreate={canCreate} canClaimFree />
      </Box>
    </Paper>
  );
}
