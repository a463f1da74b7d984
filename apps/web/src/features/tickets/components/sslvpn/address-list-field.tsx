import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import { FormTextField } from '../../../../ui/form/form-text-field';
import type { TAddressListName, TSslVpnFormValues } from './sslvpn-values';

export interface TAddressListFieldProps {
  control: Control<TSslVpnFormValues>;
  name: TAddressListName;
  /** The list's title, e.g. "Tunnel address pools". */
  label: string;
  /** One entry's name, numbered per row: "Pool 1". */
  itemLabel: string;
  addLabel: string;
  placeholder: string;
  hint?: string;
  max: number;
  /** The check of one entry: true, or the message to show. */
  validateItem: (value: string) => true | string;
  /** The check of the whole list (at least one entry, for example). */
  validateList?: (rows: { value: string }[], values: TSslVpnFormValues) => true | string;
  disabled?: boolean;
}

/** An editable list of addresses: one text field per entry, Add and Remove, checks per entry. */
export function AddressListField({
  control,
  name,
  label,
  itemLabel,
  addLabel,
  placeholder,
  hint,
  max,
  validateItem,
  validateList,
  disabled = false,
}: TAddressListFieldProps) {
  const titleId = useId();
  const errorId = useId();
  const { fields, append, remove } = useFieldArray({
    control,
    name,
    rules: validateList ? { validate: validateList } : undefined,
  });
  const { errors } = useFormState({ control, name });
  const listError = errors[name]?.root?.message ?? errors[name]?.message;
  return (
    <Box role="group" aria-labelledby={titleId} aria-describedby={listError ? errorId : undefined}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      <Stack spacing={1.5} sx={{ mt: 1, maxWidth: 440 }}>
        {fields.map((field, index) => (
          <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormTextField
              control={control}
              name={`${name}.${index}.value`}
              label={`${itemLabel} ${index + 1}`}
              placeholder={placeholder}
              fullWidth
              disabled={disabled}
              rules={{ required: true, validate: validateItem }}
              slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
            />
            <IconButton
              aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
              onClick={() => remove(index)}
              disabled={disabled}
              sx={{ mt: 1 }}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      {listError && (
        <FormHelperText id={errorId} error sx={{ mx: 0 }}>
          {listError}
        </FormHelperText>
      )}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append({ value: '' })}
        disabled={disabled || fields.length >= max}
        sx={{ mt: 1 }}
      >
        {addLabel}
      </Button>
    </Box>
  );
}
