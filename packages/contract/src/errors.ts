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
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  NOT_READY: 503,
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
