import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** A ticket that does not exist or belongs to another account: say so, and the way back. */
export function TicketNotFound({ id, message }: { id: string; message?: string }) {
  return (
    <Paper
      variant="outlined"
      role="status"
      sx={{
        p: { xs: 3, sm: 5 },
        textAlign: 'center',
        display: 'grid',
        justifyItems: 'center',
        gap: 1.5,
      }}
    >
      <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Ticket not found
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {message ??
          `There is no ticket ${id} in this account. It may belong to another account, or the number may be mistyped.`}
      </Typography>
      <Button component={RouterLink} to="/tickets" variant="contained" sx={{ mt: 1 }}>
        Back to tickets
      </Button>
    </Paper>
  );
}
