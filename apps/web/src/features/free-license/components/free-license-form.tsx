import type { TDevice } from '@fwmig/contract';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dropdown } from '../../../ui/dropdown';
import { freeLicenseOptions, selectableSerial } from './device-options';

const PROCEED_LABEL = 'Proceed To Create Ticket';

export interface TFreeLicenseFormProps {
  devices: readonly TDevice[];
  /** The serial named in the address, preselected when it may be chosen. */
  sn: string | undefined;
}

/**
 * The serial-number dropdown, the agreement and the AI-training text of the free-license page.
 * The button stays disabled until a serial is chosen and the agreement ticked (spec §5), then
 * opens /ticket/create/{sn} with the isFreeLicense flag in the route state (spec §2).
 */
export function FreeLicenseForm({ devices, sn }: TFreeLicenseFormProps) {
  const navigate = useNavigate();
  const options = useMemo(() => freeLicenseOptions(devices), [devices]);
  // undefined until the user picks: the address's serial applies until then.
  const [picked, setPicked] = useState<string | null>();
  const [agreed, setAgreed] = useState(false);
  const serial = picked === undefined ? selectableSerial(options, sn) : picked;
  const ready = serial !== null && agreed;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <Dropdown
          label="Target device serial number"
          placeholder="Choose a device"
          options={options}
          value={serial}
          onChange={setPicked}
          required
          fullWidth
        />
        <FormControlLabel
          sx={{ alignItems: 'flex-start', mr: 0 }}
          control={
            <Checkbox
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
              sx={{ mt: -1 }}
            />
          }
          label="I agree to the terms of the free conversion licence: one free conversion per target device, used by the ticket I create next. It cannot be moved to another device once the ticket is submitted."
        />
        <Divider />
        <Stack spacing={0.5} component="section" aria-labelledby="ai-training-heading">
          <Typography id="ai-training-heading" variant="subtitle2" component="h2">
            AI training
          </Typography>
          <Typography variant="body2" color="text.secondary">
            The configuration you upload may be used, in anonymised form, to train the AI that helps
            convert configurations. You decide whether to allow it with the AI-training consent on
            the ticket form; converting your configuration does not depend on it.
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            size="large"
            disabled={!ready}
            onClick={() => {
              if (serial === null) return;
              void navigate(`/ticket/create/${encodeURIComponent(serial)}`, {
                state: { isFreeLicense: true },
              });
            }}
            // The label is shown exactly as spec §2 words it, not in capitals.
            sx={{ width: { xs: '100%', sm: 'auto' }, textTransform: 'none' }}
          >
            {PROCEED_LABEL}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
