import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useState } from 'react';

/**
 * The dismissible info banner of the free-license page. Closing it only hides it for this
 * visit: spec §4 (S4-49) says the choice does not persist, so it shows again on reload.
 */
export function FreeLicenseBanner() {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Alert severity="info" onClose={() => setOpen(false)}>
      <AlertTitle>One free conversion for each FortiGate</AlertTitle>
      Every target device registered to your account comes with one free conversion licence. Choose
      the device the converted configuration is for, accept the terms and create the ticket: no
      purchase is needed. Devices that already hold a licence are marked (Licensed). If the
      conversion fails because of the file (not a configuration, empty, or another vendor’s), the
      free licence is given back; replacing the file converts again and uses it again.
    </Alert>
  );
}
