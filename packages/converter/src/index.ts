/**
 * The conversion engine: a pure library that turns a vendor configuration into a FortiOS
 * configuration and a report. No framework, no environment, no I/O: bytes in, results out.
 */
export { sniffSource } from './sniff/sniff-source.js';
export type { TSniffResult, TSourceFormat } from './sniff/sniff-source.js';
