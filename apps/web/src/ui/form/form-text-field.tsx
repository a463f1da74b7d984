import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
} from 'react-hook-form';
import { isRequired, toControllerRules, type TFieldRules } from './form-rules';

export type TFormTextFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'required'
> & {
  control: Control<TFieldValues, unknown, TTransformedValues>;
  name: TName;
  label: string;
  rules?: TFieldRules<FieldPathValue<TFieldValues, TName>, TFieldValues>;
};

/**
 * A TextField bound to a kit form field. Its rule errors show as helper text and mark the input
 * invalid; a required rule adds the label's asterisk. With type "number" the value is a number,
 * or null while the input is empty (so a required rule fails).
 */
export function FormTextField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({
  control,
  name,
  rules,
  type,
  helperText,
  slotProps,
  ...props
}: TFormTextFieldProps<TFieldValues, TName, TTransformedValues>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: toControllerRules<TFieldValues, TName>(rules),
  });
  const required = isRequired(rules);
  const numeric = type === 'number';
  return (
    <TextField
      {...props}
      type={type}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        const text = event.target.value;
        field.onChange(numeric ? (text === '' ? null : Number(text)) : text);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={required}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput: {
          // A caller's own input attributes (not a function of state) are kept.
          ...(typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : {}),
          // The form's rules decide, not the browser: no native "required" bubble (spec §5).
          required: false,
          'aria-required': required || undefined,
        },
      }}
    />
  );
}
