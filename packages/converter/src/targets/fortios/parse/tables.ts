import type { TObjectType } from '../../../report/report-types.js';
import { mapAddresses, mapAddressGroups } from './addresses.js';
import type { ParseContext, TNamespace } from './context.js';
import { editsOf, Fields, hasContent } from './fields.js';
import { frameOf } from './layout.js';
import { mapInterfaces, mapZones } from './interfaces.js';
import { mapCentralSnat } from './central-snat.js';
import { mapIpPools, mapVipGroups, mapVips } from './nat.js';
import { mapPolicies } from './policies.js';
import { mapSdwan } from './sdwan.js';
import { mapDhcpServers, mapDns, mapRoutes } from './routing.js';
import { mapOnetimeSchedules, mapRecurringSchedules, mapScheduleGroups } from './schedules.js';
import { mapServiceGroups, mapServices } from './services.js';
import type { TCliConfig, TCliNode } from './tree.js';
import { mapLocalUsers, mapUserGroups } from './users.js';
import { mapPhase1, mapPhase2, mapSslSettings } from './vpn.js';

/** Which top-level tables the parser maps, and what becomes of the others. */

interface THandler {
  map: (ctx: ParseContext, table: TCliConfig) => void;
  objectType: TObjectType;
  /** A singleton (`config vpn ssl settings`): its model object spans the whole block. */
  singleton?: boolean;
}

const HANDLERS: Record<string, THandler> = {
  'system interface': { map: mapInterfaces, objectType: 'Interfaces' },
  'system zone': { map: mapZones, objectType: 'Zones' },
  'system sdwan': { map: mapSdwan, objectType: 'Zones', singleton: true },
  'system virtual-wan-link': { map: mapSdwan, objectType: 'Zones', singleton: true },
  'firewall address': { map: mapAddresses, objectType: 'Addresses & Address Groups' },
  'firewall addrgrp': { map: mapAddressGroups, objectType: 'Addresses & Address Groups' },
  'firewall service custom': { map: mapServices, objectType: 'Services & Service Groups' },
  'firewall service group': { map: mapServiceGroups, objectType: 'Services & Service Groups' },
  'firewall schedule recurring': { map: mapRecurringSchedules, objectType: 'Schedules' },
  'firewall schedule onetime': { map: mapOnetimeSchedules, objectType: 'Schedules' },
  'firewall schedule group': { map: mapScheduleGroups, objectType: 'Schedules' },
  'firewall policy': { map: mapPolicies, objectType: 'Policies' },
  'firewall vip': { map: mapVips, objectType: 'NAT' },
  'firewall vipgrp': { map: mapVipGroups, objectType: 'NAT' },
  'firewall ippool': { map: mapIpPools, objectType: 'IP Pools' },
  'firewall central-snat-map': { map: mapCentralSnat, objectType: 'NAT' },
  'router static': { map: mapRoutes, objectType: 'Static Routes' },
  'vpn ipsec phase1-interface': { map: mapPhase1, objectType: 'VPN IPSEC Phase1 & Phase2' },
  'vpn ipsec phase2-interface': { map: mapPhase2, objectType: 'VPN IPSEC Phase1 & Phase2' },
  'user local': { map: mapLocalUsers, objectType: 'Local Users & Groups' },
  'user group': { map: mapUserGroups, objectType: 'Local Users & Groups' },
  'system dhcp server': { map: mapDhcpServers, objectType: 'DHCP Servers' },
  'system dns': { map: mapDns, objectType: 'DNS', singleton: true },
  'vpn ssl settings': { map: mapSslSettings, objectType: 'SSLVPN', singleton: true },
};

/** Tables whose entries carry traffic rules the model cannot hold: unsupported, not ignored. */
const UNSUPPORTED = new Set([
  'firewall policy6',
  'firewall policy46',
  'firewall policy64',
  'firewall security-policy',
  'firewall proxy-policy',
  'firewall multicast-policy',
  'firewall local-in-policy',
  'firewall vip6',
  'firewall vip46',
  'firewall vip64',
  'firewall DoS-policy',
  'router static6',
  'vpn ipsec phase1',
  'vpn ipsec phase2',
]);

/** Unmapped tables whose entry names policies and groups may still use. */
const FOREIGN: Record<string, TNamespace> = {
  'user ldap': 'user',
  'user radius': 'user',
  'user tacacs+': 'user',
  'user fsso': 'user',
  'user adgrp': 'user',
  'user saml': 'user',
  'user peer': 'user',
  'user pop3': 'user',
  'firewall address6': 'address',
  'firewall addrgrp6': 'address',
  'firewall service category': 'service',
  // Threat feeds: policies name them as addresses (FortiOS "External threat feeds").
  'system external-resource': 'address',
};

const OBJECT_TYPES: [prefix: string, type: TObjectType][] = [
  ['system interface', 'Interfaces'],
  ['system zone', 'Zones'],
  ['system dhcp', 'DHCP Servers'],
  ['system dns', 'DNS'],
  ['firewall address', 'Addresses & Address Groups'],
  ['firewall addrgrp', 'Addresses & Address Groups'],
  ['firewall multicast-address', 'Addresses & Address Groups'],
  ['firewall wildcard-fqdn', 'Addresses & Address Groups'],
  ['firewall service', 'Services & Service Groups'],
  ['firewall schedule', 'Schedules'],
  ['firewall vip', 'NAT'],
  ['firewall central-snat', 'NAT'],
  ['firewall ippool', 'IP Pools'],
  ['firewall', 'Policies'],
  ['router static', 'Static Routes'],
  ['vpn ipsec', 'VPN IPSEC Phase1 & Phase2'],
  ['vpn ssl', 'SSLVPN'],
  ['user', 'Local Users & Groups'],
  ['system', 'System'],
  ['log', 'System'],
];

function objectTypeOf(path: string): TObjectType {
  return (
    OBJECT_TYPES.find(([prefix]) => path === prefix || path.startsWith(`${prefix} `))?.[1] ??
    'Other'
  );
}

/** Statements inside a mapped table that no rule understood. */
function reportStrays(
  ctx: ParseContext,
  nodes: readonly TCliNode[],
  objectType: TObjectType,
): void {
  for (const node of nodes) {
    if (node.kind === 'other') {
      ctx.line(
        'unrecognised',
        objectType,
        node,
        'FORTIOS_UNRECOGNISED_LINE',
        `'${node.text}' is not a FortiOS statement`,
      );
    } else if (node.kind === 'config' || node.kind === 'edit') {
      reportStrays(ctx, node.children, objectType);
    }
  }
}

/**
 * The lines of a mapped table that are not inside one of its entries: its `config` and `end`
 * lines (status ignored, objectType System, so they do not count as objects of the table's
 * type) and anything misplaced between the entries.
 */
function reportFrame(
  ctx: ParseContext,
  table: TCliConfig,
  path: string,
  objectType: TObjectType,
): void {
  for (const frame of frameOf(
    table,
    `config ${path}: table frame, its entries are reported one by one`,
  )) {
    ctx.line('ignored', 'System', frame, 'FORTIOS_TABLE_FRAME', frame.message);
  }
  for (const child of table.children) {
    if (child.kind === 'edit') reportStrays(ctx, child.children, objectType);
    else if (child.kind === 'comment')
      ctx.line('ignored', 'System', child, 'FORTIOS_COMMENT', 'comment line');
    else if (child.kind === 'other') reportStrays(ctx, [child], objectType);
    else {
      const what =
        child.kind === 'config' ? `config ${child.path.join(' ')}` : `${child.kind} ${child.key}`;
      ctx.line(
        'unrecognised',
        objectType,
        child,
        'FORTIOS_MISPLACED_STATEMENT',
        `'${what}' directly inside config ${path}, outside any entry`,
      );
    }
  }
}

/** Maps one table of the chosen scope, or reports it as ignored or unsupported. */
export function mapTable(ctx: ParseContext, table: TCliConfig): void {
  const path = table.path.join(' ');
  const handler = Object.hasOwn(HANDLERS, path) ? HANDLERS[path] : undefined;
  if (handler) {
    handler.map(ctx, table);
    if (handler.singleton) reportStrays(ctx, table.children, handler.objectType);
    else reportFrame(ctx, table, path, handler.objectType);
    return;
  }
  const namespace = Object.hasOwn(FOREIGN, path) ? FOREIGN[path] : undefined;
  if (namespace)
    for (const entry of editsOf(table))
      ctx.define(namespace, entry.key, 'foreign', `config ${path}`);
  if (path === 'system global') {
    const hostname = new Fields(table).str('hostname');
    if (hostname) ctx.model.hostname = hostname;
    ctx.line(
      'ignored',
      'System',
      table,
      'FORTIOS_TABLE_IGNORED',
      'config system global: only the hostname is read',
    );
    return;
  }
  if (UNSUPPORTED.has(path) && editsOf(table).length > 0) {
    ctx.line(
      'unsupported',
      objectTypeOf(path),
      table,
      'FORTIOS_TABLE_UNSUPPORTED',
      `config ${path}: ${editsOf(table).length} entries the model cannot hold`,
    );
    return;
  }
  const what = hasContent(table) ? '' : ' (empty)';
  ctx.line(
    'ignored',
    objectTypeOf(path),
    table,
    'FORTIOS_TABLE_IGNORED',
    `config ${path}${what}: not converted`,
  );
}
