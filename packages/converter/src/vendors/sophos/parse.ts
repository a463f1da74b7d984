import { originOf } from '../../model/origin.js';
import { child, readXml, type TXmlNode } from '../toolkit/xml-tree.js';
import type { TParseOptions, TParseResult, TSourceFile } from '../vendor-parser.js';
import { readAddresses } from './addresses.js';
import { SophosContext } from './context.js';
import { readDhcpServers } from './dhcp.js';
import { readInterfaces } from './interfaces.js';
import { SOPHOS_LEFTOVERS } from './leftovers.js';
import { readNatRules, readRuleNat, rewriteDnatDestinations } from './nat.js';
import { readPolicies } from './policies.js';
import { readRoutes } from './routes.js';
import { readSchedules } from './schedules.js';
import { readServices } from './services.js';
import { readVpn } from './vpn.js';
import { text } from './xml.js';
import { readZones } from './zones.js';

/** Entities a reader takes; every other one goes through the leftovers table. */
const READ = new Set([
  'Interface',
  'LAG',
  'VLAN',
  'Alias',
  'Zone',
  'IPHost',
  'FQDNHost',
  'IPHostGroup',
  'FQDNHostGroup',
  'Services',
  'ServiceGroup',
  'Schedule',
  'FirewallRule',
  'SecurityPolicy',
  'NATRule',
  'UnicastRoute',
  'DHCPServer',
  'VPNProfile',
  'VPNIPSecConnection',
]);

/** Sophos UTM 9 confd REST answers: JSON objects with `_ref` and `_type` (`network/host`). */
const UTM_JSON = /^\s*[[{][\s\S]{0,4000}?"_(ref|type)"\s*:\s*"(REF_|[a-z_]+\/)/;

/** Every element below a top-level entity is of its file. */
function markFile(ctx: SophosContext, entity: TXmlNode, file: string): void {
  const stack = [entity];
  while (stack.length) {
    const node = stack.pop() as TXmlNode;
    ctx.fileOf(node, file);
    stack.push(...node.children);
  }
}

/**
 * Sophos Firewall (SFOS 17-21): `Entities.xml` of the import/export archive (root
 * `<Configuration>`) or XML API answers (root `<Response>`), one or several read as one
 * configuration. Other files of an archive are reported as not used.
 */
export function parseSophos(files: readonly TSourceFile[], _options: TParseOptions): TParseResult {
  const [first] = files;
  if (!first) throw new Error('parse needs at least one file');
  const ctx = new SophosContext(first.name);
  const nodes = new Map<string, TXmlNode[]>();
  for (const file of files) readFile(ctx, file, nodes, file === first, files.length > 1);
  readInterfaces(ctx, nodes);
  readZones(ctx, nodes);
  readAddresses(ctx, nodes);
  readServices(ctx, nodes);
  readSchedules(ctx, nodes);
  const rules = readPolicies(ctx, nodes);
  readRuleNat(ctx, rules);
  rewriteDnatDestinations(ctx, readNatRules(ctx, nodes, rules));
  readRoutes(ctx, nodes);
  readDhcpServers(ctx, nodes);
  readVpn(ctx, nodes);
  return { model: ctx.model, diagnostics: ctx.diag };
}

function readFile(
  ctx: SophosContext,
  file: TSourceFile,
  nodes: Map<string, TXmlNode[]>,
  main: boolean,
  several: boolean,
): void {
  const lines = file.text.split('\n').length;
  const whole = originOf(file.name, 1, lines);
  if (UTM_JSON.test(file.text)) {
    const why =
      'Sophos UTM 9 is not converted: it is a different product from Sophos Firewall (SFOS), with its own objects and no zones. Rebuild the rules on FortiOS by hand, or migrate the UTM to SFOS first (Sophos UTM to SFOS migration) and convert its import/export archive (Entities.xml).';
    ctx.diag.line('unsupported', 'Policies', whole, 'SOPHOS_UTM9', why);
    (ctx.model.incomplete ??= []).push(`${file.name}: ${why}`);
    return;
  }
  const read = readXml(file.text);
  const root = read.root;
  if (!root || (root.name !== 'Configuration' && root.name !== 'Response')) {
    ctx.diag.line(
      main ? 'unrecognised' : 'ignored',
      'Other',
      whole,
      main ? 'SOPHOS_NOT_SFOS_XML' : 'SOPHOS_FILE_NOT_USED',
      main
        ? 'Not a Sophos Firewall Entities.xml or XML API answer (root <Configuration> or <Response>).'
        : `${file.name} holds no Sophos Firewall configuration (Entities.xml or an XML API answer): not used.`,
    );
    return;
  }
  for (const error of read.errors.slice(0, 5)) {
    ctx.diag.line(
      'unsupported',
      'Other',
      originOf(file.name, error.line),
      'SOPHOS_XML_ERROR',
      `The XML is broken here (${error.message}): what follows may be missing.`,
    );
  }
  if (read.errors.length || read.open.length)
    (ctx.model.incomplete ??= []).push(`${file.name} is not well-formed XML or is cut short`);
  if (main && root.attrs.APIVersion) ctx.model.version = root.attrs.APIVersion;
  const rootWhy = `The ${root.name} element of the export (API version ${root.attrs.APIVersion ?? 'not given'}).`;
  ctx.diag.line('ignored', 'System', originOf(file.name, root.line), 'SOPHOS_ROOT', rootWhy);
  if (root.endLine !== root.line)
    ctx.diag.line('ignored', 'System', originOf(file.name, root.endLine), 'SOPHOS_ROOT', rootWhy);
  for (const entity of root.children) {
    // One file: every origin is of the context's file, nothing to remember per element.
    if (several) markFile(ctx, entity, file.name);
    if (READ.has(entity.name)) {
      const list = nodes.get(entity.name) ?? [];
      list.push(entity);
      nodes.set(entity.name, list);
    } else if (!ctx.reportLeftover(SOPHOS_LEFTOVERS, [entity.name], entity, entityName(entity))) {
      ctx.report(
        'unsupported',
        'Other',
        entity,
        'SOPHOS_ENTITY_NOT_CONVERTED',
        `${entity.name} is not converted: set it up on FortiOS by hand if it is needed.`,
        entityName(entity),
      );
    }
  }
}

/** The `Name` of an entity (directly or under `Configuration`), for the report. */
const entityName = (entity: TXmlNode): string | undefined =>
  text(entity, 'Name') ?? text(child(entity, 'Configuration'), 'Name');
