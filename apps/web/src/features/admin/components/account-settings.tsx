import type { TDirectoryAccount } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { AlertDialog } from '../../../ui/alert-dialog';
import { FormCheckbox } from '../../../ui/form/form-checkbox';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { useToast } from '../../../ui/use-toast';
import { useUpdateAccount } from '../api/update-account';
import { useCanEdit } from './directory-layout';

type TSettingsForm = { companyName: string; hasConverter: boolean; premium: boolean };

const yes = (value: boolean) => (value ? 'Yes' : 'No');

/** The account's facts; read-write administrators edit them and block or unblock the account. */
export function AccountSettings({ account }: { account: TDirectoryAccount }) {
  const canEdit = useCanEdit();
  const toast = useToast();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const { control, handleSubmit, formState, reset } = useKitForm<TSettingsForm>({
    values: {
      companyName: account.companyName,
      hasConverter: account.hasConverter,
      premium: account.premium,
    },
  });
  // One operation for the form's Save and for Block/Unblock: they share its pending and error.
  const update = useUpdateAccount({
    onSuccess: ({ data }, { changes: { blocked } }) => {
      if (blocked !== undefined) {
        toast.show({
          severity: blocked ? 'warning' : 'success',
          message: `Account ${data.userId} ${blocked ? 'blocked' : 'unblocked'}`,
        });
        return;
      }
      reset({
        companyName: data.companyName,
        hasConverter: data.hasConverter,
        premium: data.premium,
      });
      toast.show({ severity: 'success', message: `Account ${data.userId} saved` });
    },
    onError: (error, { changes }) => {
      if (changes.blocked !== undefined)
        toast.show({ severity: 'error', message: errorMessage(error) });
    },
  });
  const save = handleSubmit((values) =>
    update.mutate({
      userId: account.userId,
      changes: { ...values, companyName: values.companyName.trim() },
    }),
  );
  const setBlocked = (blocked: boolean) =>
    update.mutate({ userId: account.userId, changes: { blocked } });
  const facts = (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: 0.5,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      <dt>System ID</dt>
      <dd>{account.userId}</dd>
      <dt>Master e-mail</dt>
      <dd>{account.masterEmail || 'No master user'}</dd>
      {!canEdit && (
        <>
          <dt>Company</dt>
          <dd>{account.companyName}</dd>
          <dt>Converter app</dt>
          <dd>{yes(account.hasConverter)}</dd>
          <dt>Premium plan</dt>
          <dd>{yes(account.premium)}</dd>
        </>
      )}
      <dt>Status</dt>
      <dd>{account.blocked ? 'Blocked: its users are refused by the portal' : 'Active'}</dd>
      <dt>Created</dt>
      <dd>{formatDateTime(account.createdAt)}</dd>
    </Box>
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Account settings"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      {account.blocked && (
        <Alert severity="error">
          This account is blocked: every login acting as it is refused until it is unblocked.
        </Alert>
      )}
      {facts}
      {canEdit && (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void save(event)}
          sx={{ display: 'grid', gap: 1.5, maxWidth: 520 }}
        >
          {update.isError && <Alert severity="error">{errorMessage(update.error)}</Alert>}
          <FormTextField
            control={control}
            name="companyName"
            label="Company"
            rules={{ required: true, maxLength: 200 }}
          />
          <FormCheckbox control={control} name="hasConverter" label="Has the converter app" />
          <FormCheckbox control={control} name="premium" label="Premium plan" />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              type="submit"
              variant="contained"
              disabled={!formState.isDirty || update.isPending}
            >
              Save
            </Button>
            {account.blocked ? (
              <Button
                variant="outlined"
                onClick={() => setBlocked(false)}
                disabled={update.isPending}
              >
                Unblock account
              </Button>
            ) : (
              <Button
                variant="outlined"
                color="error"
                onClick={() => setConfirmBlock(true)}
                disabled={update.isPending}
              >
                Block account
              </Button>
            )}
          </Stack>
        </Box>
      )}
      <AlertDialog
        open={confirmBlock}
        title={`Block account ${account.userId}?`}
        doneLabel="Block"
        onCancel={() => setConfirmBlock(false)}
        onDone={() => {
          setConfirmBlock(false);
          setBlocked(true);
        }}
      >
        {`Every login acting as ${account.companyName} is refused from its next request on, until the account is unblocked.`}
      </AlertDialog>
    </Paper>
  );
}
