import { commandTable } from '../toolkit/command-table.js';
import { onlyFile } from '../toolkit/define-vendor.js';
import type { TParseOptions, TParseResult, TSourceFile } from '../vendor-parser.js';
import { readAddressSets, readDomainSets } from './addresses.js';
import { HuaweiContext } from './context.js';
import { readDhcp, readGlobalPools } from './dhcp.js';
import { readInterfaces } from './interfaces.js';
import { LEFTOVERS } from './leftovers.js';
import { readExport, type TVrpLine } from './lines.js';
import { readAddressGroups, readNatPolicy, readNatServer } from './nat.js';
import { readSecurityPolicy } from './policies.js';
import { readRoute } from './routes.js';
import { readTimeRanges } from './schedules.js';
import { readServiceSets } from './services.js';
import { readDns, readSysname } from './system.js';
import { readIkePeers, readIkeProposals, readIpsecPolicies, readIpsecProposals } from './vpn.js';
import { readZones } from './zones.js';

/** Top-level commands gathered by kind in file order: most readers need others read first. */
const KINDS = [
  'interface',
  'zone',
  'addressSet',
  'domainSet',
  'serviceSet',
  'timeRange',
  'natGroup',
  'securityPolicy',
  'natPolicy',
  'natServer',
  'route',
  'acl',
  'ikeProposal',
  'ikePeer',
  'ipsecProposal',
  'ipsecPolicy',
  'pool',
  'sysname',
  'dns',
] as const;
type TKind = (typeof KINDS)[number];

const TABLE = commandTable<TKind>({
  interface: 'interface',
  'firewall zone': 'zone',
  'ip address-set': 'addressSet',
  'domain-set name': 'domainSet',
  'ip service-set': 'serviceSet',
  'time-range': 'timeRange',
  'nat address-group': 'natGroup',
  'security-policy': 'securityPolicy',
  'nat-policy': 'natPolicy',
  'nat server': 'natServer',
  'ip route-static': 'route',
  acl: 'acl',
  'ike proposal': 'ikeProposal',
  'ike peer': 'ikePeer',
  'ipsec proposal': 'ipsecProposal',
  'ipsec policy': 'ipsecPolicy',
  'ip pool': 'pool',
  sysname: 'sysname',
  dns: 'dns',
});

/**
 * Reads a Huawei USG `display current-configuration` (VRP, security-policy model) into the
 * model. Every line ends up in the model or in the report.
 */
export function parseHuawei(files: readonly TSourceFile[], _options: TParseOptions): TParseResult {
  const file = onlyFile(files);
  const ctx = new HuaweiContext(file.name);
  const exported = readExport(file.text);
  if (exported.version) ctx.model.version = exported.version;
  // The last view of an export cut short may have lost lines: its last rule is not trusted.
  const cut = !exported.ended ? exported.top.at(-1) : undefined;
  if (cut) ctx.model.incomplete = ['the export does not end with return: it may be cut short'];
  for (const line of exported.noise)
    ctx.report(
      'ignored',
      'Other',
      line,
      'HW_CAPTURE',
      'A header, prompt or end marker of the capture: not configuration.',
    );
  const by = new Map<TKind, TVrpLine[]>(KINDS.map((k) => [k, []]));
  const views = (kind: TKind) => by.get(kind) ?? [];
  for (const line of exported.top) {
    const kind = TABLE.find(line.words);
    // `ipsec policy-template` and the old interzone models are their own commands.
    if (kind && !(kind === 'natPolicy' && line.words[1] === 'interzone')) views(kind).push(line);
    else if (!ctx.reportLeftover(LEFTOVERS, line.words, line))
      ctx.report('unrecognised', 'Other', line, 'UNRECOGNISED_LINE', `Not read: "${line.text}".`);
  }
  for (const line of views('sysname')) readSysname(ctx, line);
  for (const line of views('dns')) readDns(ctx, line);
  const dhcp = readInterfaces(ctx, views('interface'));
  readZones(ctx, views('zone'));
  readAddressSets(ctx, views('addressSet'));
  readDomainSets(ctx, views('domainSet'));
  readServiceSets(ctx, views('serviceSet'));
  readTimeRanges(ctx, views('timeRange'));
  readAddressGroups(ctx, views('natGroup'));
  readSecurityPolicy(ctx, views('securityPolicy'), cut);
  for (const line of views('natServer')) readNatServer(ctx, line);
  readNatPolicy(ctx, views('natPolicy'), cut);
  views('route').forEach((line, k) => readRoute(ctx, line, k + 1));
  readDhcp(ctx, dhcp, readGlobalPools(ctx, views('pool')));
  readVpn(ctx, views);
  return { model: ctx.model, diagnostics: ctx.diag };
}

function readVpn(ctx: HuaweiContext, views: (kind: TKind) => TVrpLine[]): void {
  for (const acl of views('acl')) {
    const id = acl.words[1] === 'number' || acl.words[1] === 'name' ? acl.words[2] : acl.words[1];
    if (id) ctx.acls.set(id, acl);
  }
  readIkeProposals(ctx, views('ikeProposal'));
  readIpsecProposals(ctx, views('ipsecProposal'));
  const peerInterface = new Map<string, string>();
  const policies = views('ipsecPolicy').filter((p) => p.words[1] === 'policy');
  for (const policy of policies) {
    const peer = policy.children.find((l) => l.words[0] === 'ike-peer')?.words[1];
    const iface = ctx.ipsecInterfaces.get(policy.words[2] ?? '');
    if (peer && iface && !peerInterface.has(peer)) peerInterface.set(peer, iface);
  }
  readIkePeers(ctx, views('ikePeer'), peerInterface);
  readIpsecPolicies(ctx, policies);
  const used = new Set(
    policies.map((p) => p.children.find((l) => l.words[0] === 'security')?.words[2]),
  );
  for (const acl of views('acl')) {
    const id = acl.words[1] === 'number' || acl.words[1] === 'name' ? acl.words[2] : acl.words[1];
    if (!used.has(id))
      ctx.report(
        'ignored',
        'ACLs',
        acl,
        'HW_ACL_UNUSED',
        `ACL ${id ?? ''} is used by no IPsec policy: ACLs elsewhere (packet filters, NAT, QoS) are not converted.`,
        id,
      );
  }
}
