import { originOf } from '../../model/origin.js';
import type { TParseOptions, TParseResult, TSourceFile } from '../vendor-parser.js';
import { readGroups } from './addresses.js';
import { VyosContext } from './context.js';
import { readDhcp } from './dhcp.js';
import { readFirewall } from './firewall.js';
import { readInterfaces } from './interfaces.js';
import { readEdgeNat } from './nat-edgeos.js';
import { readNat } from './nat.js';
import { isBootForm, readBoot } from './read-boot.js';
import { isSetForm, readSet } from './read-set.js';
import { readRoutes } from './routes.js';
import { readSystem } from './system.js';
import { newNode, sub, type TNode } from './tree.js';
import { reportUnused } from './unused.js';
import { readVpn } from './vpn.js';

/** Paths only EdgeOS has (Ubiquiti's additions to Vyatta). */
const EDGEOS_PATHS = [
  ['port-forward'],
  ['service', 'nat'],
  ['interfaces', 'switch'],
  ['system', 'offload'],
  ['service', 'gui'],
  ['service', 'ubnt-discover'],
  ['service', 'unms'],
];

/** EdgeOS by its footer (`Release version: v2.0.9`, `ubnt-` config versions) or its own paths. */
function isEdgeOs(root: TNode, footer: readonly string[]): boolean {
  if (footer.some((l) => /Release version: v\d|ubnt-/.test(l))) return true;
  return EDGEOS_PATHS.some((path) => sub(root, ...path) !== undefined);
}

/**
 * VyOS, Vyatta and Ubiquiti EdgeOS: `config.boot` (curly braces) or `set` commands (`show
 * configuration commands`), one file or several read as one configuration (a configuration
 * split by topic). The model's vendor is `ubiquiti` for EdgeOS, else `vyatta`.
 */
export function parseVyos(files: readonly TSourceFile[], _options: TParseOptions): TParseResult {
  const [first] = files;
  if (!first) throw new Error('parse needs at least one file');
  const root = newNode('', first.name, 1);
  const footer: string[] = [];
  const problems: {
    file: string;
    line: number;
    endLine?: number;
    message: string;
    status: 'unsupported' | 'ignored' | 'unrecognised';
    code: string;
  }[] = [];
  const incomplete: string[] = [];
  for (const file of files) {
    if (isSetForm(file.text)) {
      for (const other of readSet(root, file.name, file.text)) {
        if (other.kind === 'delete') {
          problems.push({
            file: file.name,
            line: other.line,
            status: 'unsupported',
            code: 'VYOS_DELETE',
            message:
              'A delete command: the configuration it leaves depends on what came before. Run the script on a router and convert its show configuration commands.',
          });
          incomplete.push(`${file.name}:${other.line} deletes part of the configuration`);
        } else if (other.kind === 'command')
          problems.push({
            file: file.name,
            line: other.line,
            status: 'ignored',
            code: 'VYOS_SCRIPT_COMMAND',
            message: `A configuration-mode command (${other.text.split(' ')[0] ?? ''}): nothing to convert.`,
          });
        else
          problems.push({
            file: file.name,
            line: other.line,
            status: 'unrecognised',
            code: 'VYOS_NOT_SET',
            message: 'Not a set command.',
          });
      }
      continue;
    }
    if (files.length > 1 && !isBootForm(file.text)) {
      // An EdgeOS backup archive holds scripts, keys and user data beside config/config.boot.
      const lines = file.text.split('\n').length;
      problems.push({
        file: file.name,
        line: 1,
        endLine: lines,
        status: 'ignored',
        code: 'VYOS_FILE_NOT_USED',
        message: `${file.name} is neither config.boot nor set commands: not used.`,
      });
      continue;
    }
    const read = readBoot(root, file.name, file.text);
    footer.push(...read.footer);
    for (const p of read.problems)
      problems.push({ file: file.name, ...p, status: 'unrecognised', code: 'VYOS_SYNTAX' });
    if (read.open) incomplete.push(`${file.name} ends inside ${read.open} open block(s)`);
  }
  const edgeos = isEdgeOs(root, footer);
  const ctx = new VyosContext(first.name, edgeos ? 'ubiquiti' : 'vyatta', edgeos);
  const version = footer.map((l) => /Release version: ([^*\s]+)/.exec(l)?.[1]).find(Boolean);
  if (version) ctx.model.version = version;
  if (incomplete.length) ctx.model.incomplete = incomplete;
  for (const p of problems)
    ctx.diag.line(p.status, 'Other', originOf(p.file, p.line, p.endLine), p.code, p.message);
  const bindings = readInterfaces(ctx, root);
  readGroups(ctx, sub(root, 'firewall', 'group'));
  readFirewall(ctx, root, bindings);
  readNat(ctx, root);
  readEdgeNat(ctx, root);
  readRoutes(ctx, root);
  readDhcp(ctx, root);
  readVpn(ctx, root);
  readSystem(ctx, root);
  reportUnused(ctx, root);
  return { model: ctx.model, diagnostics: ctx.diag };
}
