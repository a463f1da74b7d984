import type { z } from 'zod';

/** The cache keys of the administrators' directory: every change refreshes all of them. */
export const DIRECTORY_KEY = ['admin-directory'] as const;
export const directoryKey = (...parts: unknown[]) => [...DIRECTORY_KEY, ...parts] as const;

/** The server's answer checked against its contract, or an error naming what was asked. */
export function parseAnswer<T extends z.ZodType>(
  schema: T,
  data: unknown,
  what: string,
): z.infer<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`The server's answer to ${what} was not understood.`);
  return parsed.data;
}
