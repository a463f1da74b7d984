/**
 * What the HTTP side needs from the conversion side: a nudge after it has written runs. Declared
 * here, below both `tickets` and `conversions`, so neither imports the other for it; the
 * conversion host implements it and app.ts hands it to the ticket routes.
 */
export interface TRunDispatcher {
  /** Hands every queued, undispatched run to the job queue; safe to call any time. */
  kick(): void;
}
