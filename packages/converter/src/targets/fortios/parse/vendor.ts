import { OBJECT_TYPES } from '../../../report/report-types.js';
import { defineVendor, onlyFile } from '../../../vendors/toolkit/define-vendor.js';
import type { TParseOptions, TParseResult, TSourceFile } from '../../../vendors/vendor-parser.js';
import { parseFortios } from './parse-fortios.js';

/** FortiOS as a source: one file, one VDOM (the part) at a time. */
function parseFortiosSource(files: readonly TSourceFile[], options: TParseOptions): TParseResult {
  const file = onlyFile(files);
  const { model, diagnostics, vdoms } = parseFortios(file.text, {
    file: file.name,
    ...(options.part ? { vdom: options.part } : {}),
  });
  // The VDOM converted by default (root, else the first) leads the list.
  const names = vdoms.includes('root') ? ['root', ...vdoms.filter((v) => v !== 'root')] : vdoms;
  return { model, diagnostics, ...(names.length > 1 ? { parts: { kind: 'VDOM', names } } : {}) };
}

/** FortiOS as a source: a FortiGate configuration converted to FortiOS (one VDOM at a time). */
export const fortiosParser = defineVendor({
  key: 'fortinet',
  label: 'FortiGate (FortiOS)',
  aliases: ['fortios', 'fortigate', 'fortinet'],
  // The target's own configuration: what the catalogue lists for FortiGate moves as it is.
  converts: OBJECT_TYPES.filter((type) => type !== 'System' && type !== 'Other'),
  files: 'one',
  parse: parseFortiosSource,
});
