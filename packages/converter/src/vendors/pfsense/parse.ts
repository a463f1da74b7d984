import { ConversionInputError } from '../../errors.js';
import type { TParseOptions, TParseResult, TSourceFile } from '../vendor-parser.js';
import { readXml, type TXmlNode } from '../toolkit/xml-tree.js';
import { readAliases } from './addresses.js';
import { PfContext } from './context.js';
import { readDhcp } from './dhcp.js';
import { readInterfaces } from './interfaces.js';
import { readOneToOne, readPortForwards } from './nat.js';
import { readOutboundNat } from './nat-outbound.js';
import { readFilter } from './policies.js';
import { readRoutes } from './routes.js';
import { readSchedules } from './schedules.js';
import { sweep } from './sweep.js';
import { readSystem } from './system.js';
import { readUsers } from './users.js';
import { readIpsec, reportOpenVpn } from './vpn.js';

/** The first line of an encrypted backup (Diagnostics > Backup & Restore with a password). */
const ENCRYPTED = /^\s*---- BEGIN config\.xml ----/;

/** Refuses an encrypted backup: its content cannot be read without the password. */
function refuseEncrypted(file: TSourceFile): void {
  if (ENCRYPTED.test(file.text.slice(0, 200)))
    throw new ConversionInputError(
      'ENCRYPTED_INPUT',
      `${file.name} is an encrypted pfSense/OPNsense backup: download the configuration again without "Encrypt this configuration file" (pfSense: Diagnostics > Backup & Restore; OPNsense: System > Configuration > Backups) and upload that.`,
    );
}

/**
 * Reads a pfSense (`<pfsense>`) or OPNsense (`<opnsense>`) `config.xml` into the model: the
 * legacy sections both share, and OPNsense's MVC aliases; everything else is reported by the
 * sweep. Entities are never expanded.
 */
export function parsePfsense(files: readonly TSourceFile[], _options: TParseOptions): TParseResult {
  const [file] = files;
  if (!file) throw new Error('parse needs a file');
  refuseEncrypted(file);
  const ctx = new PfContext(file.name);
  const { root, errors, open } = readXml(file.text);
  const lines = file.text.split(/\r?\n/).length;
  if (open.length) {
    const why = `The file ends inside <${open[open.length - 1]?.name ?? ''}>: it was cut short, so what it held may be missing.`;
    ctx.model.incomplete = [why];
    ctx.diag.line(
      'unrecognised',
      'Other',
      { file: ctx.file, line: lines, endLine: lines },
      'PF_CUT_SHORT',
      why,
    );
  }
  for (const error of open.length
    ? errors.filter((e) => !/unclosed tag|unexpected end/.test(e.message))
    : errors)
    ctx.diag.line(
      'unrecognised',
      'Other',
      { file: ctx.file, line: error.line, endLine: error.line },
      'PF_XML_ERROR',
      `The XML is not well-formed here (${error.message}): what follows may be missing.`,
    );
  if (!root || (root.name !== 'pfsense' && root.name !== 'opnsense')) {
    ctx.diag.line(
      'unrecognised',
      'Other',
      { file: ctx.file, line: 1, endLine: lines },
      'PF_NOT_CONFIG',
      'This is not a pfSense or OPNsense config.xml (its root element is neither <pfsense> nor <opnsense>).',
    );
    return { model: ctx.model, diagnostics: ctx.diag };
  }
  ctx.opnsense = root.name === 'opnsense';
  readAll(ctx, root);
  sweep(ctx, root);
  return { model: ctx.model, diagnostics: ctx.diag };
}

function readAll(ctx: PfContext, root: TXmlNode): void {
  readSystem(ctx, root);
  readInterfaces(ctx, root);
  readAliases(ctx, root);
  readSchedules(ctx, root);
  readUsers(ctx, root);
  readRoutes(ctx, root);
  readDhcp(ctx, root);
  readIpsec(ctx, root);
  reportOpenVpn(ctx, root);
  const passes = readPortForwards(ctx, root);
  readOneToOne(ctx, root);
  readOutboundNat(ctx, root);
  readFilter(ctx, root);
  // Forwards that pass without a filter rule decide before the filter does.
  ctx.model.policies.unshift(...passes);
}
