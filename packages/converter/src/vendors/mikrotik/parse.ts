import type { TParseOptions, TParseResult, TSourceFile } from '../vendor-parser.js';
import { readAddressLists } from './addresses.js';
import { MikrotikContext, type TMtAt } from './context.js';
import { readDhcp, type TDhcpCommands } from './dhcp.js';
import { InterfaceReader } from './interfaces.js';
import { MIKROTIK_LEFTOVERS } from './leftovers.js';
import { readExport, type TMtCommand } from './lines.js';
import { readNat } from './nat.js';
import { readFilter } from './policies.js';
import { readRoutes } from './routes.js';
import { readDns, readIdentity } from './system.js';
import { readUsers } from './users.js';
import { readIpsec, type TIpsecCommands } from './vpn.js';

/** Commands gathered by menu in the first pass: most need every interface first. */
interface TMenus {
  addressLists: TMtCommand[];
  filter: TMtCommand[];
  filterMenu?: TMtAt;
  nat: TMtCommand[];
  routes: TMtCommand[];
  dhcp: TDhcpCommands;
  ipsec: TIpsecCommands;
  users: TMtCommand[];
  secrets: TMtCommand[];
  dns: TMtCommand[];
  identity: TMtCommand[];
}

/** Menus read later, by path. */
const LATER: Readonly<Record<string, (m: TMenus) => TMtCommand[]>> = {
  'ip firewall address-list': (m) => m.addressLists,
  'ip firewall filter': (m) => m.filter,
  'ip firewall nat': (m) => m.nat,
  'ip route': (m) => m.routes,
  'ip pool': (m) => m.dhcp.pools,
  'ip dhcp-server': (m) => m.dhcp.servers,
  'ip dhcp-server network': (m) => m.dhcp.networks,
  'ip dhcp-server lease': (m) => m.dhcp.leases,
  'ip ipsec profile': (m) => m.ipsec.profiles,
  'ip ipsec peer': (m) => m.ipsec.peers,
  'ip ipsec identity': (m) => m.ipsec.identities,
  'ip ipsec proposal': (m) => m.ipsec.proposals,
  'ip ipsec policy': (m) => m.ipsec.policies,
  user: (m) => m.users,
  'ppp secret': (m) => m.secrets,
  'ip dns': (m) => m.dns,
  'system identity': (m) => m.identity,
};

/**
 * Reads a RouterOS `/export` (v6 and v7, compact, verbose or terse) into the model. Every
 * command and every other line ends up in the model or in the report.
 */
export function parseMikrotik(
  files: readonly TSourceFile[],
  _options: TParseOptions,
): TParseResult {
  const [file] = files;
  if (!file) throw new Error('parse needs a file');
  const ctx = new MikrotikContext(file.name);
  const exported = readExport(file.text);
  if (exported.version) ctx.model.version = exported.version;
  if (exported.truncated)
    (ctx.model.incomplete ??= []).push('the export ends inside a continued line or a quoted value');
  const menus: TMenus = {
    addressLists: [],
    filter: [],
    nat: [],
    routes: [],
    dhcp: { pools: [], servers: [], networks: [], leases: [] },
    ipsec: { profiles: [], peers: [], identities: [], proposals: [], policies: [] },
    users: [],
    secrets: [],
    dns: [],
    identity: [],
  };
  for (const other of exported.others) {
    if (other.kind === 'menu') {
      if (other.text.replace(/\s+/g, ' ') === '/ip firewall filter') menus.filterMenu ??= other;
      ctx.report(
        'ignored',
        'Other',
        other,
        'MT_MENU',
        'A menu path: the commands below it apply to that menu.',
      );
    } else if (other.kind === 'script')
      ctx.report(
        'unsupported',
        'Other',
        other,
        'MT_SCRIPT',
        'A RouterOS script command: scripts do not run on FortiOS.',
      );
    else
      ctx.report(
        'unrecognised',
        'Other',
        other,
        'UNRECOGNISED_LINE',
        'Not a RouterOS export command.',
      );
  }
  const interfaces = new InterfaceReader(ctx);
  for (const cmd of exported.commands) {
    if (cmd.path === 'ip firewall filter') menus.filterMenu ??= cmd;
    const later = LATER[cmd.path];
    if (later) later(menus).push(cmd);
    else if (!interfaces.read(cmd)) leftover(ctx, cmd);
  }
  interfaces.finish();
  readAddressLists(ctx, menus.addressLists);
  readRoutes(ctx, menus.routes);
  readDhcp(ctx, menus.dhcp, (exported.version ?? '').startsWith('6'));
  readIpsec(ctx, menus.ipsec);
  readFilter(ctx, menus.filter, menus.filterMenu);
  readNat(ctx, menus.nat);
  readUsers(ctx, menus.users, menus.secrets);
  for (const cmd of menus.dns) readDns(ctx, cmd);
  for (const cmd of menus.identity) readIdentity(ctx, cmd);
  return { model: ctx.model, diagnostics: ctx.diag };
}

function leftover(ctx: MikrotikContext, cmd: TMtCommand): void {
  if (ctx.reportLeftover(MIKROTIK_LEFTOVERS, cmd.path.split(' '), cmd)) return;
  ctx.report(
    'unsupported',
    'Other',
    cmd,
    'MT_MENU_NOT_CONVERTED',
    `RouterOS menu /${cmd.path} is not converted.`,
  );
}
