import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useGetAccount } from '../api/get-account';
import { AccountSettings } from './account-settings';
import { DeviceDialog } from './device-dialog';
import { DevicesTable } from './devices-table';
import { DirectoryLayout, useCanEdit } from './directory-layout';
import { GrantDialog } from './grant-dialog';
import { LicencesTable } from './licences-table';
import { LoadError } from './load-error';
import { MembersSection } from './members-section';
import { useLocalList } from './use-local-list';
import { BlockedChip } from './yes-no';

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={id} variant="h5" component="h2" sx={{ mr: 'auto' }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

/**
 * /admin/accounts/:userId (issue 20 item 1): one customer account with its settings, logins,
 * target devices and licences. Read-only administrators see the same without edit controls.
 */
export function AccountDetailPage() {
  const { userId = '' } = useParams();
  const canEdit = useCanEdit();
  const account = useGetAccount(userId);
  const devices = useLocalList();
  const licences = useLocalList();
  const [dialog, setDialog] = useState<'device' | 'grant' | null>(null);
  const data = account.data;
  return (
    <DirectoryLayout
      title={
        <Box
          component="span"
          sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
        >
          {data ? `${data.companyName}` : `Account ${userId}`}
          {data && <BlockedChip blocked={data.blocked} />}
        </Box>
      }
      intro={data ? `System ID ${data.userId}` : undefined}
    >
      {account.isLoading && <LinearProgress aria-label="Loading the account" />}
      {account.isError && (
        <LoadError
          what={`Account ${userId}`}
          error={account.error}
          onRetry={() => void account.refetch()}
        />
      )}
      {data && (
        <>
          <AccountSettings account={data} />
          <MembersSection userId={data.userId} />
          <Section
            id="account-devices"
            title="Target devices"
            action={
              canEdit && (
                <Button
                  variant="outlined"
                  startIcon={<AddIcon />}
                  onClick={() => setDialog('device')}
                >
                  Register device
                </Button>
              )
            }
          >
            <DevicesTable list={devices} account={data.userId} />
          </Section>
          <Section
            id="account-licences"
            title={`Licences (${data.licencesAvailable} available)`}
            action={
              canEdit && (
                <Button
                  variant="outlined"
                  startIcon={<AddIcon />}
                  onClick={() => setDialog('grant')}
                >
                  Grant licences
                </Button>
              )
            }
          >
            <LicencesTable list={licences} account={data.userId} />
          </Section>
          {dialog === 'device' && (
            <DeviceDialog account={data.userId} onClose={() => setDialog(null)} />
          )}
          {dialog === 'grant' && (
            <GrantDialog account={data.userId} onClose={() => setDialog(null)} />
          )}
        </>
      )}
    </DirectoryLayout>
  );
}
