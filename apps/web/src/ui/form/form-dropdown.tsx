import {
  useController,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
} from 'react-hook-form';
import { Dropdown, type TDropdownProps } from '../dropdown';
import { isRequired, toControllerRules, type TFieldRules } from './form-rules';

export type TFormDropdownProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> = Omit<
  TDropdownProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'required'
> & {
  control: Control<TFieldValues, unknown, TTransformedValues>;
  name: TName;
  rules?: TFieldRules<FieldPathValue<TFieldValues, TName>, TFieldValues>;
};

/**
 * A Dropdown bound to a kit form field holding the chosen option's id (null for none). Its rule
 * errors show under it; a required rule fails while nothing is chosen (spec §5).
 */
export function FormDropdown<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ control, name, rules, ...props }: TFormDropdownProps<TFieldValues, TName, TTransformedValues>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: toControllerRules<TFieldValues, TName>(rules),
  });
  return (
    <Dropdown
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={isRequired(rules)}
      error={fieldState.error?.message}
    />
  );
}
