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

/** A refused sign-in is handled by the session (refresh or back to /), not by a toast. */
export function isAuthFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  return code === 'UNAUTHENTICATED' || status === 401;
}
