import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { DirectoryLayout } from './directory-layout';
import { GrantDialog } from './grant-dialog';
import { LicencesTable } from './licences-table';
import { useDirectoryList } from './use-directory-list';

/** /admin/licences (issue 20 item 1): every account's conversion licences, newest first. */
export function LicencesPage() {
  const list = useDirectoryList();
  const [granting, setGranting] = useState(false);
  return (
    <DirectoryLayout
      title="Licences"
      intro="Purchased and free conversion licences: search by system ID, company or device."
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setGranting(true)}>
          Grant licences
        </Button>
      }
    >
      <LicencesTable list={list} />
      {granting && <GrantDialog onClose={() => setGranting(false)} />}
    </DirectoryLayout>
  );
}
