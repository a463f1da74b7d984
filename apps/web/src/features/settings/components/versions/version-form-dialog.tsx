import type { TFirmwareVersion } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { errorMessage } from '../../../../lib/error-message';
import { FormTextField } from '../../../../ui/form/form-text-field';
import { useKitForm } from '../../../../ui/form/use-kit-form';
import { ModalDialog } from '../../../../ui/modal-dialog';
import { useAddVersion } from '../../api/add-version';
import { useEditVersion } from '../../api/edit-version';
import { useCatalogueChanged } from './use-catalogue-changed';

/** The server's check (ZVersion in @fwmig/contract): major.minor.patch, like 7.4.4. */
export const VERSION_PATTERN = /^\s*\d{1,2}\.\d{1,2}\.\d{1,3}\s*$/;
export const VERSION_PATTERN_MESSAGE = 'Use the form 7.4.4';

export interface TVersionFormDialogProps {
  /** The version to edit; without one the dialog adds a version. */
  editing?: TFirmwareVersion | undefined;
  onClose: () => void;
}

type TVersionForm = { version: string; releaseDate: string };

/**
 * Adds a firmware version or edits (renames, re-dates) one (spec §2, §7). The server's refusal,
 * such as a rename onto a version that exists (409), is shown in the dialog.
 */
export function VersionFormDialog({ editing, onClose }: TVersionFormDialogProps) {
  const changed = useCatalogueChanged();
  const { control, handleSubmit } = useKitForm<TVersionForm>({
    defaultValues: { version: editing?.version ?? '', releaseDate: editing?.releaseDate ?? '' },
  });
  const onSuccess = (_nothing: unknown, input: TFirmwareVersion) => {
    changed(editing ? `Version ${input.version} updated` : `Version ${input.version} added`);
    onClose();
  };
  const add = useAddVersion({ onSuccess });
  const edit = useEditVersion({ onSuccess });
  const save = editing ? edit : add;
  const submit = handleSubmit((values) => {
    const input = { version: values.version.trim(), releaseDate: values.releaseDate };
    if (editing) edit.mutate({ ...input, oldVersion: editing.version });
    else add.mutate(input);
  });

  return (
    <ModalDialog
      open
      title={editing ? `Edit version ${editing.version}` : 'Add version'}
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
          name="version"
          label="Version"
          placeholder="7.4.4"
          autoFocus
          rules={{
            required: true,
            pattern: { value: VERSION_PATTERN, message: VERSION_PATTERN_MESSAGE },
          }}
        />
        <FormTextField
          control={control}
          name="releaseDate"
          label="Release date"
          type="date"
          rules={{ required: true }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
    </ModalDialog>
  );
}
