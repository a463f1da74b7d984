import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
} from 'react-hook-form';
import { isRequired, toControllerRules, type TFieldRules } from './form-rules';

export interface TFormCheckboxProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> {
  control: Control<TFieldValues, unknown, TTransformedValues>;
  name: TName;
  label: ReactNode;
  /** A required rule means the box must be ticked. */
  rules?: TFieldRules<FieldPathValue<TFieldValues, TName>, TFieldValues>;
  disabled?: boolean;
  helperText?: ReactNode;
}

/**
 * A labelled Checkbox bound to a boolean kit form field, with its rule error under it
 * (spec §5: the free-license agreement must be ticked).
 */
export function FormCheckbox<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({
  control,
  name,
  label,
  rules,
  disabled,
  helperText,
}: TFormCheckboxProps<TFieldValues, TName, TTransformedValues>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: toControllerRules<TFieldValues, TName>(rules),
  });
  const helperId = useId();
  const required = isRequired(rules);
  const message = fieldState.error?.message ?? helperText;
  return (
    <FormControl error={fieldState.invalid} disabled={disabled}>
      <FormControlLabel
        label={label}
        required={required}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                // The form's rules decide, not the browser (spec §5).
                required: false,
                'aria-required': required || undefined,
                'aria-invalid': fieldState.invalid,
                'aria-describedby': message ? helperId : undefined,
              },
            }}
          />
        }
      />
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
