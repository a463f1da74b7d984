/** Stable codes of input the engine refuses as a whole. */
export type TConversionInputErrorCode =
  | 'EMPTY_INPUT'
  | 'BINARY_INPUT'
  | 'NOT_FORTIOS'
  | 'UNKNOWN_PART'
  | 'UNKNOWN_VENDOR'
  | 'WRONG_VENDOR'
  | 'VENDOR_NOT_DETECTED'
  | 'NOT_RECOGNISED'
  | 'NO_FILES'
  | 'BROKEN_ARCHIVE'
  | 'EMPTY_ARCHIVE'
  | 'ARCHIVE_TOO_LARGE'
  | 'ENCRYPTED_INPUT';

/**
 * The input cannot be converted at all: no file, an empty or binary file, a file of another
 * vendor, an unknown vendor or part (VDOM, device group, logical system). The message says what was wrong and what to do. Anything
 * less stops nothing: it is reported line by line instead.
 */
export class ConversionInputError extends Error {
  readonly code: TConversionInputErrorCode;

  constructor(code: TConversionInputErrorCode, message: string) {
    super(message);
    this.name = 'ConversionInputError';
    this.code = code;
  }
}
