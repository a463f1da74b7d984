import type { TParseOptions, TParseResult, TSourceFile } from '../vendor-parser.js';
import { readXml, type TXmlNode } from '../toolkit/xml-tree.js';
import { readAddressGroups } from './addresses.js';
import { indexAliases, reportAliases } from './aliases.js';
import { textOf, WatchGuardContext } from './context.js';
import { readInterfaces } from './interfaces.js';
import { indexSnatActions, reportUnusedSnat } from './nat.js';
import { buildDynamicNat } from './nat-dynamic.js';
import { readOneToOneNat } from './nat-one-to-one.js';
import { readPolicies } from './policies.js';
import { checkPolicyOrder } from './policy-order.js';
import { readRoutes } from './routes.js';
import { readSchedules } from './schedules.js';
import { readServices } from './services.js';
import { sweep } from './sweep.js';
import { readGateways, readTunnels } from './vpn.js';

/**
 * Reads a WatchGuard Fireware profile (the XML Policy Manager saves, `<profile>`) into the model.
 * Objects reference each other by name, so the lists are read in dependency order: interfaces,
 * addresses, services, schedules, BOVPN gateways, then policies (through their aliases) with
 * their NAT, then tunnels and routes. Every element ends up in the model or the diagnostics.
 */
export function parseWatchGuard(
  files: readonly TSourceFile[],
  _options: TParseOptions,
): TParseResult {
  const [file] = files;
  if (!file) throw new Error('parse needs at least one file');
  const ctx = new WatchGuardContext(file.name);
  const { root, errors, open } = readXml(file.text);
  for (const error of errors)
    ctx.diag.line(
      'unrecognised',
      'Other',
      { file: file.name, line: error.line, endLine: error.line },
      'WG_XML_ERROR',
      `The XML is not well formed here: ${error.message}`,
    );
  if (open.length || errors.length)
    (ctx.model.incomplete ??= []).push('the XML profile is cut short or not well formed');
  if (!root || root.name !== 'profile') {
    if (root)
      ctx.report(
        'unrecognised',
        'Other',
        root,
        'WG_NOT_A_PROFILE',
        `<${root.name}> is not a Fireware profile (<profile>): nothing converted.`,
      );
    return { model: ctx.model, diagnostics: ctx.diag };
  }
  const section = (name: string) => root.children.find((c) => c.name === name);
  const version = textOf(root, 'for-version');
  if (version) ctx.model.version = version;
  const read = (name: string, reader: (list: TXmlNode) => void) => {
    const node = section(name);
    if (node) reader(node);
  };
  read('interface-list', (list) => readInterfaces(ctx, list));
  read('address-group-list', (list) => readAddressGroups(ctx, list));
  read('service-list', (list) => readServices(ctx, list));
  read('schedule-list', (list) => readSchedules(ctx, list));
  read('ike-policy-group-list', (list) => readGateways(ctx, list));
  read('alias-list', (list) => indexAliases(ctx, list));
  read('nat-list', (list) => indexSnatActions(ctx, list));
  const administrative = new Map(
    (section('abs-policy-list')?.children ?? []).map((n) => [textOf(n, 'name'), n]),
  );
  const policyList = section('policy-list');
  const policyNat = policyList ? readPolicies(ctx, policyList, administrative) : new Map();
  const oneToOneOff = new Set([...policyNat].filter(([, nat]) => !nat.oneToOne).map(([id]) => id));
  read('one-to-one-nat-list', (list) => readOneToOneNat(ctx, list, oneToOneOff));
  buildDynamicNat(ctx, section('dnat-list'), policyNat);
  read('abs-ipsec-action-list', (list) => readTunnels(ctx, list, section('ipsec-action-list')));
  const routes = section('system-parameters')?.children.find((c) => c.name === 'route');
  if (routes) readRoutes(ctx, routes);
  checkPolicyOrder(ctx, root, policyList);
  reportAliases(ctx);
  reportUnusedSnat(ctx);
  sweep(ctx, root);
  return { model: ctx.model, diagnostics: ctx.diag };
}
