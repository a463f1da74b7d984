import { ERROR_STATUS, type TErrorCode } from '@fwmig/contract';

/**
 * The one error type of the server. `message` is what the user reads; `internal` (optional)
 * goes to the log only; the HTTP status follows from the code.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: TErrorCode;
  readonly status: number;
  readonly internal: string | undefined;

  constructor(
    code: TErrorCode,
    message: string,
    options: { internal?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.internal = options.internal;
  }
}
