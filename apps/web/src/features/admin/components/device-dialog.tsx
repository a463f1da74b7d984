import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { errorMessage } from '../../../lib/error-message';
import { FormCheckbox } from '../../../ui/form/form-checkbox';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { ModalDialog } from '../../../ui/modal-dialog';
import { useToast } from '../../../ui/use-toast';
import { useRegisterDevice } from '../api/register-device';

type TDeviceForm = {
  accountUserId: string;
  sn: string;
  entitled: boolean;
  license: boolean;
  creatable: boolean;
};

/** The server's serial check (contract ZSerialNumber): 6-32 letters or digits. */
const SERIAL = /^\s*[A-Za-z0-9]{6,32}\s*$/;

/** Registers a customer's target device; a licensed device brings its licence along. */
export function DeviceDialog({ account, onClose }: { account?: string; onClose: () => void }) {
  const toast = useToast();
  const register = useRegisterDevice({
    onSuccess: (_answer, { sn }) => {
      toast.show({ severity: 'success', message: `Device ${sn.toUpperCase()} registered` });
      onClose();
    },
  });
  const { control, handleSubmit } = useKitForm<TDeviceForm>({
    defaultValues: {
      accountUserId: account ?? '',
      sn: '',
      entitled: true,
      license: false,
      creatable: true,
    },
  });
  const submit = handleSubmit((values) =>
    register.mutate({
      ...values,
      accountUserId: values.accountUserId.trim(),
      sn: values.sn.trim(),
    }),
  );
  return (
    <ModalDialog
      open
      title="Register a target device"
      doneLabel="Register"
      onDone={() => void submit()}
      onCancel={onClose}
      doneDisabled={register.isPending}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2, pt: 1 }}
      >
        {register.isError && <Alert severity="error">{errorMessage(register.error)}</Alert>}
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
          name="sn"
          label="Serial number"
          autoFocus
          helperText="As printed on the unit; its prefix gives the model."
          rules={{
            required: true,
            pattern: { value: SERIAL, message: 'Use 6-32 letters or digits' },
          }}
        />
        <FormCheckbox
          control={control}
          name="entitled"
          label="Entitled (may claim the free licence)"
        />
        <FormCheckbox control={control} name="license" label="Sold with a conversion licence" />
        <FormCheckbox control={control} name="creatable" label="Tickets may be created for it" />
      </Box>
    </ModalDialog>
  );
}
