import type { z } from 'zod';

/**
 * A form `validate` rule that applies a contract schema, so the page refuses what the server
 * would (docs/ui-kit.md: shared checks live in @fwmig/contract). The message is the schema's,
 * capitalised: 'Must be 4-8 letters or digits …'.
 */
export function contractRule(schema: z.ZodType) {
  return (value: string): true | string => {
    const result = schema.safeParse(value);
    if (result.success) return true;
    const message = result.error.issues[0]?.message ?? 'Invalid format';
    return message.charAt(0).toUpperCase() + message.slice(1);
  };
}
