import { OBJECT_TYPES } from '../../../report/report-types.js';
import { firstFileOnly, type TVendorParser } from '../../../vendors/vendor-parser.js';
import { parseFortios } from './parse-fortios.js';

/** FortiOS as a source: a FortiGate configuration converted to FortiOS (one VDOM at a time). */
export const fortiosParser: TVendorParser = {
  key: 'fortinet',
  label: 'FortiGate (FortiOS)',
  aliases: ['fortios', 'fortigate', 'fortinet'],
  accepts: ['fortinet'],
  // The target's own configuration: what the catalogue lists for FortiGate moves as it is.
  converts: OBJECT_TYPES.filter((type) => type !== 'System' && type !== 'Other'),
  parse: firstFileOnly('FortiGate (FortiOS)', (file, options) => {
    const { model, diagnostics, vdoms } = parseFortios(file.text, {
      file: file.name,
      ...(options.part ? { vdom: options.part } : {}),
    });
    // The VDOM converted by default (root, else the first) leads the list.
    const names = vdoms.includes('root') ? ['root', ...vdoms.filter((v) => v !== 'root')] : vdoms;
    return {
      model,
      diagnostics,
      ...(names.length > 1 ? { parts: { kind: 'VDOM', names } } : {}),
    };
  }),
};
