import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';

/** useForm's options, less the validation timing the kit fixes. */
export type TKitFormOptions<
  TFieldValues extends FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
> = Omit<UseFormProps<TFieldValues, TContext, TTransformedValues>, 'mode' | 'reValidateMode'>;

/**
 * react-hook-form's useForm with the kit's validation timing (spec §4): fields are first
 * checked on submit, and after a submit each is checked again as it changes.
 */
export function useKitForm<
  TFieldValues extends FieldValues = FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
>(
  options?: TKitFormOptions<TFieldValues, TContext, TTransformedValues>,
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  return useForm<TFieldValues, TContext, TTransformedValues>({
    ...options,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
