import type { TErrorCode } from '@fwmig/contract';
import { AppError } from '../../errors/app-error.js';

/** Why the ACS refused an answer: picks the page a browser reads (sp-pages.ts). */
export type TRefusalReason =
  | 'unreadable'
  | 'idp_initiated'
  | 'not_this_browser'
  | 'request_unknown'
  | 'replayed'
  | 'expired'
  | 'wrong_audience'
  | 'wrong_signature'
  | 'idp_refused'
  | 'invalid'
  | 'unknown_user'
  | 'claims';

/**
 * A refused sign-in: `message` is what the user reads (API clients get it as JSON), `reason`
 * and `email` let a browser's page say what happened and offer the way forward.
 */
export class SignInRefusal extends AppError {
  override name = 'SignInRefusal';
  readonly reason: TRefusalReason;
  /** Who the IdP signed in, once its answer was verified. */
  readonly email: string | undefined;
  /** The IdP session kept for this browser (so it can sign out at the IdP), if any. */
  idpSession: string | undefined;

  constructor(
    code: TErrorCode,
    reason: TRefusalReason,
    message: string,
    options: { internal?: string; email?: string | undefined } = {},
  ) {
    super(code, message, { internal: options.internal });
    this.reason = reason;
    this.email = options.email;
  }
}
