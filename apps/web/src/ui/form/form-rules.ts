import type {
  FieldPath,
  FieldPathValue,
  FieldValues,
  UseControllerProps,
  ValidationRule,
  ValidationValue,
} from 'react-hook-form';

/** spec §5: the message of an empty required field. */
export const REQUIRED_MESSAGE = 'This field is required';

/** A rule's value alone (the kit's message is used) or with a message of its own. */
export type TRule<TValue> = TValue | { value: TValue; message: string };

/** A custom check: true when the value is good, else the message to show. */
export type TValidateRule<TValue, TFormValues extends FieldValues = FieldValues> = (
  value: TValue,
  formValues: TFormValues,
) => true | string | Promise<true | string>;

/**
 * The rule kinds of a kit form field (spec §5): required, min, max, minLength, maxLength,
 * pattern and custom validate (one check, or several by name).
 */
export interface TFieldRules<TValue = unknown, TFormValues extends FieldValues = FieldValues> {
  /** Fails for '', null, undefined, false and []; a string of spaces passes, as in RHF. */
  required?: TRule<boolean>;
  min?: TRule<number>;
  max?: TRule<number>;
  minLength?: TRule<number>;
  maxLength?: TRule<number>;
  pattern?: TRule<RegExp>;
  validate?:
    TValidateRule<TValue, TFormValues> | Record<string, TValidateRule<TValue, TFormValues>>;
}

/** The react-hook-form rules a controlled field accepts. */
export type TControllerRules<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = NonNullable<UseControllerProps<TFieldValues, TName>['rules']>;

/** The kit's message for each rule kind that has none of its own. */
const DEFAULT_MESSAGES = {
  required: () => REQUIRED_MESSAGE,
  min: (limit: number) => `Must be at least ${limit}`,
  max: (limit: number) => `Must be at most ${limit}`,
  minLength: (limit: number) => `Must be at least ${limit} characters`,
  maxLength: (limit: number) => `Must be at most ${limit} characters`,
  pattern: () => 'Invalid format',
};

function withMessage<TValue extends ValidationValue>(
  rule: TRule<TValue> | undefined,
  message: (value: TValue) => string,
): ValidationRule<TValue> | undefined {
  if (rule === undefined) return undefined;
  if (typeof rule === 'object' && rule !== null && 'message' in rule) return rule;
  return { value: rule, message: message(rule) };
}

/** Whether the rules make the field required (for its asterisk and aria-required). */
export function isRequired(rules: Pick<TFieldRules, 'required'> | undefined): boolean {
  const rule = rules?.required;
  return typeof rule === 'object' ? rule.value : Boolean(rule);
}

/** The kit's rules as react-hook-form rules, each with the kit's message unless it has one. */
export function toControllerRules<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>(
  rules: TFieldRules<FieldPathValue<TFieldValues, TName>, TFieldValues> | undefined,
): TControllerRules<TFieldValues, TName> {
  if (!rules) return {};
  return {
    required: withMessage(rules.required, DEFAULT_MESSAGES.required),
    min: withMessage(rules.min, DEFAULT_MESSAGES.min),
    max: withMessage(rules.max, DEFAULT_MESSAGES.max),
    minLength: withMessage(rules.minLength, DEFAULT_MESSAGES.minLength),
    maxLength: withMessage(rules.maxLength, DEFAULT_MESSAGES.maxLength),
    pattern: withMessage(rules.pattern, DEFAULT_MESSAGES.pattern),
    validate: rules.validate,
  };
}
