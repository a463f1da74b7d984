import type { z } from 'zod';

/** Parses an answer with its contract schema: a malformed answer is an error, not a crash later. */
export function parseAnswer<T extends z.ZodType>(
  schema: T,
  data: unknown,
  what: string,
): z.infer<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`The server's answer to ${what} was not understood.`);
  return result.data;
}
