/** Stable codes of input the FortiOS parser refuses as a whole. */
export type TConversionInputErrorCode =
  'EMPTY_INPUT' | 'BINARY_INPUT' | 'NOT_FORTIOS' | 'UNKNOWN_VDOM';

/**
 * The input cannot be converted at all (empty, binary, not FortiOS, no such VDOM). Anything
 * less is reported in the diagnostics instead. Lives here until the engine has a shared one.
 */
export class ConversionInputError extends Error {
  readonly code: TConversionInputErrorCode;

  constructor(code: TConversionInputErrorCode, message: string) {
    super(message);
    this.name = 'ConversionInputError';
    this.code = code;
  }
}
