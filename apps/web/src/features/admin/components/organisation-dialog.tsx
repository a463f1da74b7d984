import type { TDirectoryOrganisation } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { errorMessage } from '../../../lib/error-message';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { ModalDialog } from '../../../ui/modal-dialog';
import { useToast } from '../../../ui/use-toast';
import { useCreateOrganisation } from '../api/create-organisation';
import { useUpdateOrganisation } from '../api/update-organisation';

type TOrganisationForm = { name: string; description: string; ownerUserId: string };

/** Creates an organisation owned by an account, or renames one and changes its description. */
export function OrganisationDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing?: TDirectoryOrganisation;
  onClose: () => void;
  onSaved?: (orgId: string) => void;
}) {
  const toast = useToast();
  const done = ({ data }: { data: { organisation: TDirectoryOrganisation } }) => {
    toast.show({ severity: 'success', message: `Organisation ${data.organisation.name} saved` });
    onClose();
    onSaved?.(data.organisation.orgId);
  };
  const create = useCreateOrganisation({ onSuccess: done });
  const update = useUpdateOrganisation({ onSuccess: done });
  const save = editing ? update : create;
  const { control, handleSubmit } = useKitForm<TOrganisationForm>({
    defaultValues: {
      name: editing?.name ?? '',
      description: editing?.description ?? '',
      ownerUserId: editing?.ownerUserId ?? '',
    },
  });
  const submit = handleSubmit((v) => {
    const name = v.name.trim();
    const description = v.description.trim();
    if (editing) {
      update.mutate({ orgId: editing.orgId, changes: { name, description } });
    } else {
      create.mutate({ name, description, ownerUserId: v.ownerUserId.trim() });
    }
  });
  return (
    <ModalDialog
      open
      title={editing ? `Edit ${editing.name}` : 'New organisation'}
      doneLabel={editing ? 'Save' : 'Create'}
      onDone={() => void submit()}
      onCancel={onClose}
      doneDisabled={save.isPending}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'grid', gap: 2, pt: 1 }}
      >
        {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
        <FormTextField
          control={control}
          name="name"
          label="Name"
          autoFocus
          rules={{ required: true, maxLength: 200 }}
        />
        <FormTextField
          control={control}
          name="description"
          label="Description"
          rules={{ maxLength: 500 }}
        />
        {!editing && (
          <FormTextField
            control={control}
            name="ownerUserId"
            label="Owner account system ID"
            helperText="The users of this account may act as the member accounts."
            rules={{
              required: true,
              pattern: { value: /^\s*\d{4,12}\s*$/, message: 'Use 4-12 digits' },
            }}
          />
        )}
      </Box>
    </ModalDialog>
  );
}
