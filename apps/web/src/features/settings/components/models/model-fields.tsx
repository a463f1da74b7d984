import { ZModelName, ZSeries, ZSnPrefix } from '@fwmig/contract';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../../ui/form/form-text-field';
import { useSeries } from '../../api/get-series';
import { contractRule } from './contract-rule';
import type { TModelFormValues } from './model-requests';

export interface TModelFieldsProps {
  control: Control<TModelFormValues>;
  /** Editing a saved model: its name is its key and cannot change. */
  nameReadOnly: boolean;
  nameHelperText?: string;
}

/** The Model, Serial-number prefix and Series fields of the model form. */
export function ModelFields({ control, nameReadOnly, nameHelperText }: TModelFieldsProps) {
  const series = useSeries();
  const seriesListId = useId();
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <FormTextField
        control={control}
        name="model"
        label="Model"
        helperText={nameHelperText}
        rules={{ required: true, validate: contractRule(ZModelName) }}
        slotProps={{ htmlInput: { readOnly: nameReadOnly } }}
      />
      <FormTextField
        control={control}
        name="snPrefix"
        label="Serial-number prefix"
        helperText="The first 4-8 letters or digits of the serial numbers"
        // spec §5 minLength / maxLength: a prefix too short or too long says so by its length.
        rules={{ required: true, minLength: 4, maxLength: 8, validate: contractRule(ZSnPrefix) }}
        // The prefix is stored in capitals (ZSnPrefix); show it so while typing.
        slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
      />
      <FormTextField
        control={control}
        name="series"
        label="Series"
        helperText="Choose a series in use or type a new one"
        rules={{ required: true, validate: contractRule(ZSeries) }}
        slotProps={{ htmlInput: { list: seriesListId, autoComplete: 'off' } }}
      />
      <datalist id={seriesListId}>
        {(series.data ?? []).map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </Stack>
  );
}
