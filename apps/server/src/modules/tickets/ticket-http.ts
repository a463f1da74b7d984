import { z } from 'zod';
import { ZErrorResponse } from '@fwmig/contract';

/**
 * HTTP pieces every ticket route shares (and the conversion routes, which hang off a ticket):
 * kept out of the route files so no route file imports another.
 */

/** The error answers of a ticket route, for its response schema. */
export const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

/** A ticket number in a path. */
export const ZTicketParams = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });
