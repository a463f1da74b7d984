import { INTERFACE_TYPES, ZInterfaceInput } from '@fwmig/contract';
import Stack from '@mui/material/Stack';
import { FormDropdown } from '../../../../ui/form/form-dropdown';
import { FormTextField } from '../../../../ui/form/form-text-field';
import { useKitForm } from '../../../../ui/form/use-kit-form';
import { ModalDialog } from '../../../../ui/modal-dialog';
import { contractRule } from './contract-rule';
import type { TInterfaceFields } from './interface-rows';

const TYPE_OPTIONS = INTERFACE_TYPES.map((type) => ({ id: type, name: type }));

const EMPTY_PORT: TInterfaceFields = { name: '', type: 'physical', speed: '', notes: '' };

export interface TInterfaceDialogProps {
  /** The port being edited; none for a new port. */
  initial?: TInterfaceFields;
  /** The message when the name is already in the list, else true. */
  checkName: (name: string) => true | string;
  onDone: (port: TInterfaceFields) => void;
  onCancel: () => void;
}

/**
 * The dialog that adds or edits one port: Name (FortiOS interface name), Type, Speed, Notes.
 * Mount it only while open, so each opening starts from `initial`.
 */
export function InterfaceDialog({ initial, checkName, onDone, onCancel }: TInterfaceDialogProps) {
  const { control, handleSubmit } = useKitForm<TInterfaceFields>({
    defaultValues: initial ?? EMPTY_PORT,
  });
  return (
    <ModalDialog
      open
      title={initial ? `Edit ${initial.name}` : 'Add interface'}
      onCancel={onCancel}
      onDone={() => void handleSubmit(onDone)()}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField
          control={control}
          name="name"
          label="Name"
          rules={{
            required: true,
            validate: {
              format: contractRule(ZInterfaceInput.shape.name),
              unique: checkName,
            },
          }}
        />
        <FormDropdown
          control={control}
          name="type"
          label="Type"
          options={TYPE_OPTIONS}
          searchable={false}
          rules={{ required: true }}
        />
        <FormTextField
          control={control}
          name="speed"
          label="Speed"
          placeholder="1G, 10G, 2.5G …"
          rules={{ maxLength: 32 }}
        />
        <FormTextField control={control} name="notes" label="Notes" rules={{ maxLength: 200 }} />
      </Stack>
    </ModalDialog>
  );
}
