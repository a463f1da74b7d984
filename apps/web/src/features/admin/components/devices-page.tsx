import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { DeviceDialog } from './device-dialog';
import { DevicesTable } from './devices-table';
import { DirectoryLayout } from './directory-layout';
import { useDirectoryList } from './use-directory-list';

/** /admin/devices (issue 20 item 1): every account's target devices. */
export function DevicesPage() {
  const list = useDirectoryList();
  const [registering, setRegistering] = useState(false);
  return (
    <DirectoryLayout
      title="Target devices"
      intro="Every customer's target devices: search by serial number, system ID or company."
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setRegistering(true)}>
          Register device
        </Button>
      }
    >
      <DevicesTable list={list} />
      {registering && <DeviceDialog onClose={() => setRegistering(false)} />}
    </DirectoryLayout>
  );
}
