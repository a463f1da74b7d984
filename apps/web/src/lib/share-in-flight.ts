/**
 * Wraps an async task so that callers arriving while it runs share its promise: concurrent
 * 401s start one token refresh, not one each (spec §4).
 */
export function shareInFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= task().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
