import type { TTicketDetail } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FirmwareField } from './firmware-field';

/** One term of the summary. */
function Term({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </div>
  );
}

/**
 * The edit form's device section: the device, model and licence cannot change after create
 * (contract ZTicketEdit), so they are a summary; the FortiOS version can.
 */
export function DeviceSummary({ ticket }: { ticket: TTicketDetail }) {
  return (
    <Stack spacing={2.5}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        <Term label="Device" value={ticket.sn} />
        <Term label="Model" value={ticket.model ?? 'Not in the catalogue'} />
        <Term label="Licence" value={ticket.isFreeLicense ? 'Free licence' : 'Purchased licence'} />
      </Box>
      <Box sx={{ maxWidth: { sm: 'calc(50% - 8px)' } }}>
        <FirmwareField sn={ticket.sn} />
      </Box>
    </Stack>
  );
}
