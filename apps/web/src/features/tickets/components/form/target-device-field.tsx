import type { TDevice } from '@fwmig/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Dropdown } from '../../../../ui/dropdown';
import { isRequired, toControllerRules } from '../../../../ui/form/form-rules';
import { FirmwareField } from './firmware-field';
import type { TTicketFormValues } from './ticket-form-values';
import { useModelLookup } from './use-model-lookup';

const RULES = { required: true };

/** The model of the chosen device as the catalogue names it, or why it is not known. */
function ModelLine({ sn, devices }: { sn: string | null; devices: readonly TDevice[] }) {
  const { lookup } = useModelLookup(sn);
  if (!sn) return null;
  const model = lookup.data?.model ?? devices.find((device) => device.sn === sn)?.model;
  let text = 'Looking up the model…';
  if (model) text = lookup.data ? `${model} (${lookup.data.series})` : model;
  else if (lookup.isError) text = 'Model not in the catalogue';
  return (
    <Typography variant="body2" color="text.secondary">
      Model: <strong>{text}</strong>
    </Typography>
  );
}

export interface TTargetDeviceFieldsProps {
  /** The account's devices a ticket may be created for. */
  devices: readonly TDevice[];
  /** The free licence is for one device: it cannot change here. */
  locked: boolean;
}

/** The create form's target device, its model and its FortiOS version. */
export function TargetDeviceFields({ devices, locked }: TTargetDeviceFieldsProps) {
  const { control, setValue } = useFormContext<TTicketFormValues>();
  const { field, fieldState } = useController({
    control,
    name: 'sn',
    rules: toControllerRules<TTicketFormValues, 'sn'>(RULES),
  });
  const sn = useWatch({ control, name: 'sn' });
  const options = useMemo(
    () =>
      devices.map((device) => ({
        id: device.sn,
        name: device.model ? `${device.sn} · ${device.model}` : device.sn,
      })),
    [devices],
  );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Dropdown
          label="Target device"
          placeholder="Choose a device"
          options={options}
          name={field.name}
          value={field.value}
          onChange={(next) => {
            field.onChange(next);
            // Another model runs other versions: the new device's newest is chosen again.
            setValue('firmwareVersion', null);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          required={isRequired(RULES)}
          error={fieldState.error?.message}
          disabled={locked}
          fullWidth
        />
        <FirmwareField sn={sn} />
      </Stack>
      <ModelLine sn={sn} devices={devices} />
    </Stack>
  );
}
