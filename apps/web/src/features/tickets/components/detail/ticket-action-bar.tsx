import { TICKET_STATUS_LABELS, type TTicketDetail } from '@fwmig/contract';
import EditIcon from '@mui/icons-material/EditOutlined';
import VpnKeyIcon from '@mui/icons-material/VpnKeyOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AlertDialog } from '../../../../ui/alert-dialog';
import { NoteDialog } from '../../../../ui/note-dialog';
import { useToast } from '../../../../ui/use-toast';
import { useMoveTicket } from '../../api/move-ticket';
import { useRefreshStaleTicket } from './use-stale-ticket';
import { ticketActions, type TActionEmphasis, type TTicketAction } from './ticket-actions-model';

/** The server's limit of a status note (ZTicketTransitionRequest). */
const TICKET_NOTE_MAX = 4000;

const LOOK: Record<
  TActionEmphasis,
  { variant: 'contained' | 'outlined' | 'text'; color?: 'error' }
> = {
  primary: { variant: 'contained' },
  secondary: { variant: 'outlined' },
  quiet: { variant: 'text' },
  danger: { variant: 'outlined', color: 'error' },
};

/**
 * The header's buttons: Edit and SSL VPN settings when allowed, then the status moves the viewer
 * may make now. A move that needs a note asks for it; a move that cannot be undone asks first.
 */
export function TicketActionBar({ ticket }: { ticket: TTicketDetail }) {
  const toast = useToast();
  const [open, setOpen] = useState<TTicketAction | null>(null);
  const refreshStale = useRefreshStaleTicket(ticket.id);
  const move = useMoveTicket({
    // A move the ticket no longer allows: its dialog closes on the fresh buttons.
    onError: (error) => {
      if (refreshStale(error)) setOpen(null);
    },
    onSuccess: (detail) => {
      setOpen(null);
      toast.show({
        severity: 'success',
        message: `Ticket ${detail.id} is now ${TICKET_STATUS_LABELS[detail.status]}.`,
      });
    },
  });
  const actions = ticketActions(ticket);
  const showSslVpn = ticket.can.sslvpn || ticket.sslvpn !== null;

  const start = (action: TTicketAction) => {
    if (action.note || action.confirm) setOpen(action);
    else move.mutate({ id: ticket.id, to: action.to, note: '' });
  };

  if (actions.length === 0 && !ticket.can.edit && !showSslVpn) return null;
  return (
    <>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: { md: 'flex-end' } }}
      >
        {ticket.can.edit && (
          <Button component={RouterLink} to={`/ticket/edit/${ticket.id}`} startIcon={<EditIcon />}>
            Edit
          </Button>
        )}
        {showSslVpn && (
          <Button
            component={RouterLink}
            to={`/ticket/sslvpnsetting/${ticket.id}`}
            startIcon={<VpnKeyIcon />}
          >
            SSL VPN settings
          </Button>
        )}
        {actions.map((action) => (
          <Button
            key={action.to}
            {...LOOK[action.emphasis]}
            disabled={move.isPending}
            onClick={() => start(action)}
          >
            {action.label}
          </Button>
        ))}
      </Stack>
      {open?.note && (
        <NoteDialog
          {...open.note}
          maxLength={TICKET_NOTE_MAX}
          pending={move.isPending}
          onCancel={() => setOpen(null)}
          onSubmit={(note) => move.mutate({ id: ticket.id, to: open.to, note })}
        />
      )}
      {open?.confirm && (
        <AlertDialog
          open
          title={open.confirm.title}
          doneLabel={open.confirm.doneLabel}
          cancelLabel={open.confirm.cancelLabel}
          doneDisabled={move.isPending}
          onDone={() => move.mutate({ id: ticket.id, to: open.to, note: '' })}
          onCancel={() => setOpen(null)}
        >
          <Typography>{open.confirm.text}</Typography>
        </AlertDialog>
      )}
    </>
  );
}
