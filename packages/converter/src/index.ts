/**
 * The conversion engine: a pure library that turns a vendor configuration into a FortiOS
 * configuration, a report and a verification. No framework, no environment, no I/O: bytes in,
 * results out.
 */
export { convert } from './convert.js';
export type { TConvertedPart, TConvertInput, TConvertPhase, TConvertResult } from './convert.js';
export { ConversionInputError } from './errors.js';
export type { TConversionInputErrorCode } from './errors.js';
export type * from './model/ir.js';
export type { TOrigin } from './model/origin.js';
export { modelRoutes } from './model/routes.js';
export type { TConversionReport } from './report/build-report.js';
export { OBJECT_TYPES, PARTIAL_EFFECTS, REPORT_STATUSES } from './report/report-types.js';
export type {
  TObjectType,
  TPartialEffect,
  TReportEntry,
  TReportStatus,
} from './report/report-types.js';
export { renderReportText } from './report/render-text.js';
export { sniffSource } from './sniff/sniff-source.js';
export { expandArchives, unpackHead } from './input/unpack.js';
export type { TSniffResult, TSourceFormat } from './sniff/sniff-source.js';
export { emitFortios } from './targets/fortios/emit/emit-fortios.js';
export type { TEmitOptions, TEmitResult } from './targets/fortios/emit/emit-fortios.js';
export { parseFortios } from './targets/fortios/parse/parse-fortios.js';
export { VENDOR_PARSERS, findVendorParser } from './vendors/registry.js';
export { danglingReferences } from './verify/references.js';
export { summarizeVerification, verifyConversion } from './verify/verify.js';
export type {
  TUncompared,
  TVerdictStatus,
  TVerification,
  TVerificationFinding,
  TVerifyOptions,
} from './verify/verify.js';
