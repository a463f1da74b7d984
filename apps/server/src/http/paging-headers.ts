import type { IncomingHttpHeaders } from 'node:http';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.js';

/**
 * spec §7 paging headers (skip, limit, order, sortBy, and model where a call has it), checked
 * with the call's schema. Node lower-cases header names, so sortBy arrives as `sortby`.
 */
export function pagingHeaders<T extends z.ZodType>(
  schema: T,
  headers: IncomingHttpHeaders,
): z.infer<T> {
  const parsed = schema.safeParse({
    model: typeof headers.model === 'string' && headers.model !== '' ? headers.model : undefined,
    skip: headers.skip,
    limit: headers.limit,
    order: headers.order,
    sortBy: headers.sortby,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      'VALIDATION_FAILED',
      `Header ${String(issue?.path[0])}: ${issue?.message ?? 'invalid'}.`,
    );
  }
  return parsed.data;
}
