import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { errorMessage } from '../../../lib/error-message';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { ModalDialog } from '../../../ui/modal-dialog';
import { useToast } from '../../../ui/use-toast';
import { useGrantLicences } from '../api/grant-licences';

type TGrantForm = { accountUserId: string; quantity: string; deviceSn: string };

/** Grants purchased conversion licences to an account, optionally bound to one of its devices. */
export function GrantDialog({ account, onClose }: { account?: string; onClose: () => void }) {
  const toast = useToast();
  const grant = useGrantLicences({
    onSuccess: (_answer, { accountUserId, quantity }) => {
      toast.show({
        severity: 'success',
        message: `${quantity} licence${quantity === 1 ? '' : 's'} granted to ${accountUserId}`,
      });
      onClose();
    },
  });
  const { control, handleSubmit } = useKitForm<TGrantForm>({
    defaultValues: { accountUserId: account ?? '', quantity: '1', deviceSn: '' },
  });
  const submit = handleSubmit((values) => {
    const quantity = Number(values.quantity);
    const deviceSn = values.deviceSn.trim();
    grant.mutate({
      accountUserId: values.accountUserId.trim(),
      quantity,
      ...(deviceSn ? { deviceSn } : {}),
    });
  });
  return (
    <ModalDialog
      open
      title="Grant conversion licences"
      doneLabel="Grant"
      onDone={() => void submit()}
      onCancel={onClose}
      doneDisabled={grant.isPending}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2, pt: 1 }}
      >
        {grant.isError && <Alert severity="error">{errorMessage(grant.error)}</Alert>}
        <FormTextField
          control={control}
          name="accountUserId"
          label="Account system ID"
          disabled={account !== undefined}
          rules={{
            required: true,
            pattern: { value: /^\s*\d{4,12}\s*$/, message: 'Use 4-12 digits' },
          }}
        />
        <FormTextField
          control={control}
          name="quantity"
          label="How many"
          type="number"
          autoFocus
          rules={{
            required: true,
            pattern: { value: /^\d+$/, message: 'Use a whole number' },
            min: { value: 1, message: 'At least 1' },
            max: { value: 1000, message: 'At most 1000 at once' },
          }}
        />
        <FormTextField
          control={control}
          name="deviceSn"
          label="Only for device (optional)"
          helperText="A serial number of this account; empty: any of its devices."
          rules={{
            pattern: {
              value: /^\s*([A-Za-z0-9]{6,32})?\s*$/,
              message: 'Use 6-32 letters or digits',
            },
          }}
        />
      </Box>
    </ModalDialog>
  );
}
