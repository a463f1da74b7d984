import type { TErrorCode } from '@fwmig/contract';

/**
 * The text to show for a failed call: the server's message, else the HTTP layer's own
 * ('Request failed with status code N', 'Network Error', 'timeout of Nms exceeded',
 * 'Request aborted': spec §8).
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  if (typeof error === 'string' && error.trim() !== '') return error;
  return 'Something went wrong. Try again.';
}

/**
 * The error codes of the portal's error pages (spec §8) that the API refuses a session with
 * (403, issue 18 item 1): the session goes to `/error/{code}` (`session-start.ts`).
 */
export const REFUSAL_CODES = [
  'NO_ACCOUNT',
  'NO_PERMISSION',
  'NO_CONVERTER',
  'ACCOUNT_BLOCKED',
] as const satisfies readonly TErrorCode[];

export type TRefusalCode = (typeof REFUSAL_CODES)[number];

/** The error page a failed call's body names by its `code`, if it names one. */
export function refusalCode(error: unknown): TRefusalCode | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code } = error as { code?: unknown };
  return REFUSAL_CODES.find((refusal) => refusal === code);
}

/**
 * A refused sign-in or session is handled by the session (refresh, back to /, or the error page
 * of a refusal code), not by a toast.
 */
export function isAuthFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  return code === 'UNAUTHENTICATED' || status === 401 || refusalCode(error) !== undefined;
}

/**
 * The contract error code a failed call's body names (issue 19 item 5): screens branch on it,
 * never on the message text or the HTTP status.
 */
export function errorCodeOf(error: unknown): TErrorCode | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && code !== '' ? (code as TErrorCode) : undefined;
}

/** Whether a failed call was refused with one of `codes`. */
export function hasErrorCode(error: unknown, ...codes: readonly TErrorCode[]): boolean {
  const code = errorCodeOf(error);
  return code !== undefined && codes.includes(code);
}
