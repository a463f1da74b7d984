import type { TConfigModel } from '../../../model/ir.js';
import type { Diagnostics } from '../../../report/collector.js';
import { ConversionInputError } from '../../../errors.js';
import { readHeader, type TFortiosHeader } from './header.js';
import { readLayout } from './layout.js';
import { toModel } from './to-model.js';
import { parseTree, type TCliNode, type TCliTree } from './tree.js';

export interface TParseFortiosOptions {
  /** The file name the origins carry. */
  file: string;
  /** The VDOM to convert in a multi-VDOM file; default `root` (or the first VDOM). */
  vdom?: string;
}

export interface TParseFortiosResult {
  model: TConfigModel;
  diagnostics: Diagnostics;
  /** Every VDOM of the file, in file order (`['root']` for a single-VDOM file). */
  vdoms: string[];
  /** The VDOM the model describes. */
  vdom: string;
  header?: TFortiosHeader;
}

/** First words of FortiOS top-level tables: one of them must appear for the text to be FortiOS. */
const ROOTS = new Set([
  'system',
  'firewall',
  'router',
  'vpn',
  'user',
  'log',
  'vdom',
  'global',
  'webfilter',
  'antivirus',
  'ips',
  'application',
  'dlp',
  'wireless-controller',
  'switch-controller',
  'endpoint-control',
  'report',
  'wanopt',
  'web-proxy',
  'dnsfilter',
  'spamfilter',
  'emailfilter',
  'voip',
  'icap',
  'waf',
  'certificate',
  'alertemail',
  'gui',
  'ftp-proxy',
  'authentication',
  'extender-controller',
  'wireless',
]);

const SAMPLE = 65536;

function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c > 32 && c !== 0xfeff) return false;
  }
  return true;
}

function checkText(text: string): void {
  if (isBlank(text)) throw new ConversionInputError('EMPTY_INPUT', 'The file is empty');
  let control = 0;
  const length = Math.min(text.length, SAMPLE);
  for (let i = 0; i < length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 0)
      throw new ConversionInputError(
        'BINARY_INPUT',
        'The file holds NUL bytes: it is binary, not a FortiOS configuration',
      );
    // Control characters other than tab, LF, VT, FF, CR, and U+FFFD from undecodable bytes.
    if ((c < 32 && (c < 9 || c > 13)) || c === 127 || c === 0xfffd) control += 1;
  }
  if (control > length / 20) {
    throw new ConversionInputError(
      'BINARY_INPUT',
      'The file is binary, not a FortiOS configuration',
    );
  }
}

function checkFortios(tree: TCliTree): void {
  const tables = tree.nodes.filter(
    (node): node is Extract<TCliNode, { kind: 'config' }> => node.kind === 'config',
  );
  if (!tables.some((node) => ROOTS.has(node.path[0] ?? ''))) {
    throw new ConversionInputError(
      'NOT_FORTIOS',
      'No FortiOS `config` table found: the file is not a FortiOS configuration',
    );
  }
}

/**
 * Parses a FortiOS configuration (backup or `show` output) into the vendor-neutral model for
 * one VDOM, with diagnostics for everything not carried. Throws ConversionInputError when the
 * input is empty, binary, not FortiOS, or lacks the requested VDOM; never anything else.
 */
export function parseFortios(text: string, options: TParseFortiosOptions): TParseFortiosResult {
  checkText(text);
  const tree = parseTree(text);
  checkFortios(tree);
  const { header, vdomName } = readHeader(tree.nodes);
  const layout = readLayout(tree.nodes, vdomName);
  const vdom =
    options.vdom ?? (layout.vdoms.includes('root') ? 'root' : (layout.vdoms[0] ?? 'root'));
  if (!layout.vdoms.includes(vdom)) {
    throw new ConversionInputError(
      'UNKNOWN_PART',
      `The file has no VDOM "${vdom}" (it has: ${layout.vdoms.join(', ')})`,
    );
  }
  const { model, diagnostics } = toModel(tree, {
    file: options.file,
    layout,
    vdom,
    ...(header ? { header } : {}),
  });
  return { model, diagnostics, vdoms: layout.vdoms, vdom, ...(header ? { header } : {}) };
}
