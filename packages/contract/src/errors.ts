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
  /**
   * Domain refusals (issue 19 item 5): each names the case, so a screen branches on the code,
   * never on the message or the status.
   */
  /** The ticket's status no longer allows this change (edit, files, messages, settings, runs). */
  TICKET_NOT_EDITABLE: 409,
  /** This status move is not open to the viewer from the ticket's current status. */
  STATUS_MOVE_REFUSED: 409,
  /** A delivered ticket's revision window has closed: a new ticket is needed. */
  REVISION_WINDOW_CLOSED: 409,
  /** Delivering needs the converted configuration attached as a deliverable first. */
  DELIVERABLE_REQUIRED: 409,
  /** Delivering a run needs its checklist ticked off first. */
  CHECKLIST_OPEN: 409,
  /** A ticket keeps at least one configuration file. */
  LAST_SOURCE_FILE: 409,
  /** No licence is left for a conversion the ticket needs one for (issue 19 item 2). */
  LICENCE_REQUIRED: 409,
  /** The device's free licence cannot be claimed (not entitled, or already licensed). */
  FREE_LICENCE_UNAVAILABLE: 409,
  /** The run has not finished or has no result (release, deliver, output). */
  RUN_NOT_FINISHED: 409,
  /** The engine does not convert this vendor yet: engineers convert the ticket by hand. */
  ENGINE_UNSUPPORTED: 409,
  /** The configuration has not been read by a run yet (its interfaces are unknown). */
  SOURCE_NOT_READ: 409,
  /** Another request just exchanged this refresh token: take the tokens it stored. */
  TOKEN_ALREADY_REFRESHED: 409,
  /** The catalogue already has this firmware version, model or serial-number prefix. */
  CATALOGUE_DUPLICATE: 409,
  /** The firmware version is still supported by models. */
  VERSION_IN_USE: 409,
  /** The part (VDOM, context) named for a run is not in the configuration. */
  UNKNOWN_PART: 400,
  /** The checklist item is not on the ticket's checklist (a newer run may have converted it). */
  UNKNOWN_CHECKLIST_ITEM: 404,
  /** No target model in the catalogue matches the serial number. */
  UNKNOWN_SERIAL: 404,
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
