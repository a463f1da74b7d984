import { z } from 'zod';

/**
 * Stable error codes of the API. The web app branches on these, never on message text.
 * Each code maps to one HTTP status.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** The portal's error pages (spec §8): the API refuses whom the web sends to them. */
  NO_ACCOUNT: 403,
  NO_PERMISSION: 403,
  NO_CONVERTER: 403,
  /** The account (or OU member account) an administrator blocked (issue 20). */
  ACCOUNT_BLOCKED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /** No licence is left for a conversion the ticket needs one for (issue 19 item 2). */
  LICENCE_REQUIRED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** An Idempotency-Key sent again with a different request body (issue 18 item 8). */
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NOT_READY: 503,
  /** The database is unreachable for now; the answer carries Retry-After (issue 18 item 7). */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [TErrorCode, ...TErrorCode[]];

export const ZErrorCode = z.enum(ERROR_CODES);

/** The one error body every failing API call answers with. */
export const ZErrorResponse = z
  .object({
    code: ZErrorCode,
    message: z.string(),
  })
  .meta({ id: 'ErrorResponse' });

export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export function isErrorResponse(value: unknown): value is TErrorResponse {
  return ZErrorResponse.safeParse(value).success;
}
