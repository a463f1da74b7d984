import type { TDirectoryAccount } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { errorMessage } from '../../../lib/error-message';
import { FormCheckbox } from '../../../ui/form/form-checkbox';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { ModalDialog } from '../../../ui/modal-dialog';
import { useToast } from '../../../ui/use-toast';
import { useCreateAccount } from '../api/create-account';
import { EMAIL_RULES } from './form-rules';

type TAccountForm = {
  companyName: string;
  masterEmail: string;
  userId: string;
  hasConverter: boolean;
  premium: boolean;
};

/**
 * Creates a customer account and its master user. The system ID may be left empty for the
 * next free one; the server's refusals (a taken system ID, an administrator's e-mail) show here.
 */
export function AccountFormDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (account: TDirectoryAccount) => void;
}) {
  const toast = useToast();
  const create = useCreateAccount({
    onSuccess: ({ data }) => {
      toast.show({
        severity: 'success',
        message: `Account ${data.userId} (${data.companyName}) created`,
      });
      onClose();
      onCreated(data);
    },
  });
  const { control, handleSubmit } = useKitForm<TAccountForm>({
    defaultValues: {
      companyName: '',
      masterEmail: '',
      userId: '',
      hasConverter: true,
      premium: false,
    },
  });
  const submit = handleSubmit((values) =>
    create.mutate({
      companyName: values.companyName.trim(),
      masterEmail: values.masterEmail.trim(),
      ...(values.userId.trim() ? { userId: values.userId.trim() } : {}),
      hasConverter: values.hasConverter,
      premium: values.premium,
    }),
  );
  return (
    <ModalDialog
      open
      title="New customer account"
      doneLabel="Create"
      onDone={() => void submit()}
      onCancel={onClose}
      doneDisabled={create.isPending}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2, pt: 1 }}
      >
        {create.isError && <Alert severity="error">{errorMessage(create.error)}</Alert>}
        <FormTextField
          control={control}
          name="companyName"
          label="Company"
          autoFocus
          rules={{ required: true, maxLength: 200 }}
        />
        <FormTextField
          control={control}
          name="masterEmail"
          label="Master user's e-mail"
          type="email"
          helperText="Signs in through the identity provider as the account's master user."
          rules={EMAIL_RULES}
        />
        <FormTextField
          control={control}
          name="userId"
          label="System ID (optional)"
          helperText="Leave empty for the next free number."
          rules={{ pattern: { value: /^\s*(\d{4,12})?\s*$/, message: 'Use 4-12 digits' } }}
        />
        <FormCheckbox control={control} name="hasConverter" label="Has the converter app" />
        <FormCheckbox control={control} name="premium" label="Premium plan" />
      </Box>
    </ModalDialog>
  );
}
