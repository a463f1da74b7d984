import type { TPolicy } from '../../model/ir.js';
import { commandTable } from '../toolkit/command-table.js';
import type { TParseOptions, TParseResult, TSourceFile } from '../vendor-parser.js';
import { onlyFile } from '../toolkit/define-vendor.js';
import { readBlocks } from '../cisco-asa/blocks.js';
import { reportPrompt } from '../cisco-asa/capture-noise.js';
import {
  collectNamed,
  collectNumbered,
  deleteNamed,
  reportSelectorAcls,
  reportUnusedAcls,
} from './acls.js';
import { IosContext, type TAcl, type TBlock, type TLine } from './context.js';
import { buildDhcp } from './dhcp.js';
import { readInterface, zoneMembers } from './interfaces.js';
import { LEFTOVERS } from './leftovers.js';
import { readNatPool, readNatRule } from './nat.js';
import { readNetworkGroup, readServiceGroups } from './objects.js';
import { interfacePolicies } from './policies.js';
import { readRoute } from './routes.js';
import { readDns, readHostname, readUsername, readVersion } from './users.js';
import { buildTunnels } from './vpn.js';
import {
  CryptoState,
  readIkePolicy,
  readIpsecProfile,
  readKey,
  readTransformSet,
} from './vpn-proposals.js';
import {
  readClassMap,
  readPolicyMap,
  readZone,
  readZonePair,
  ZbfState,
  zonePolicies,
} from './zbf.js';
import { ANY_TO_ANY, wholeTrafficPolicy } from '../toolkit/implicit-policy.js';

/** What the first pass gathers for the readers that need everything read first. */
class Gathered {
  readonly zbf = new ZbfState();
  readonly crypto = new CryptoState();
  readonly serviceGroups: TBlock[] = [];
  readonly dhcpPools: TBlock[] = [];
  readonly dhcpExcluded: TLine[] = [];
  readonly natRules: TLine[] = [];
  lastAcl: TAcl | undefined;
  /** A column-0 remark after an IPv6 list belongs to it (reported with it). */
  inIpv6Acl = false;
}

/** A reader; `false` hands the statement to the leftovers table. */
type TReader = (ctx: IosContext, block: TBlock, g: Gathered) => unknown;

const crypto =
  (read: (state: CryptoState, block: TBlock) => void, what: string): TReader =>
  (ctx, block, g) => {
    read(g.crypto, block);
    ctx.report(
      'converted',
      'VPN IPSEC Phase1 & Phase2',
      block,
      'IOS_CRYPTO_DEFINITION',
      `${what}: read into the tunnels that use it.`,
    );
  };

const READERS = commandTable<TReader>({
  interface: (ctx, block, g) => {
    readInterface(ctx, block);
    if (block.children.some((c) => c.tokens[0] === 'tunnel' && c.tokens[1] === 'protection'))
      g.crypto.tunnels.push({ block });
  },
  'access-list': (ctx, block) => collectNumbered(ctx, block.head) && block.children.length === 0,
  'ip access-list': (ctx, block, g) => (g.lastAcl = collectNamed(ctx, block)) !== undefined,
  'no ip access-list': (ctx, block) => deleteNamed(ctx, block.head),
  // Capirca scripts print a named list's first remark at column 0.
  'ipv6 access-list': (ctx, block, g) => {
    g.inIpv6Acl = true;
    return false;
  },
  remark: (ctx, block, g) => {
    if (g.inIpv6Acl) return false;
    if (!g.lastAcl) return false;
    g.lastAcl.lines.push(block.head, ...block.children);
    return true;
  },
  'object-group network': (ctx, block) => readNetworkGroup(ctx, block),
  'object-group service': (ctx, block, g) => void g.serviceGroups.push(block),
  'zone security': (ctx, block) => readZone(ctx, block),
  'zone-pair security': (ctx, block, g) => readZonePair(g.zbf, block),
  'class-map type inspect': (ctx, block, g) => readClassMap(g.zbf, block),
  'policy-map type inspect': (ctx, block, g) => readPolicyMap(g.zbf, block),
  'ip nat pool': (ctx, block) => readNatPool(ctx, block.head),
  'ip nat inside': (ctx, block, g) => void g.natRules.push(block.head),
  'ip nat outside': (ctx, block, g) => void g.natRules.push(block.head),
  'ip route': (ctx, block) => readRoute(ctx, block.head, ctx.model.routes.length),
  'ip dhcp pool': (ctx, block, g) => void g.dhcpPools.push(block),
  'ip dhcp excluded-address': (ctx, block, g) => void g.dhcpExcluded.push(block.head),
  'crypto isakmp policy': crypto((s, b) => readIkePolicy(s, b, 1), 'ISAKMP policy'),
  'crypto ikev2 proposal': crypto((s, b) => readIkePolicy(s, b, 2), 'IKEv2 proposal'),
  'crypto isakmp key': crypto(readKey, 'Pre-shared key (never copied: FortiOS gets a placeholder)'),
  'crypto ikev2 keyring': crypto(
    readKey,
    'IKEv2 keyring (keys never copied: FortiOS gets a placeholder)',
  ),
  'crypto ipsec transform-set': crypto(readTransformSet, 'Transform set'),
  'crypto ipsec profile': crypto(readIpsecProfile, 'IPsec profile'),
  'crypto map': (ctx, block, g) => {
    const [, , map, seq] = block.head.tokens;
    if (!map || !seq || !/^\d+$/.test(seq)) return false;
    g.crypto.entries.push({ block, map, seq });
    return true;
  },
  username: (ctx, block) => readUsername(ctx, block),
  hostname: (ctx, block) => readHostname(ctx, block),
  version: (ctx, block) => readVersion(ctx, block),
  'ip name-server': (ctx, block) => readDns(ctx, block),
  'ip domain name': (ctx, block) => readDns(ctx, block),
  'ip domain-name': (ctx, block) => readDns(ctx, block),
});

/** `banner motd ^C ... ^C`: the lines up to the closing delimiter belong to the banner. */
function bannerEnd(blocks: TBlock[], at: number): number {
  const block = blocks[at];
  const text = block?.head.text.trim() ?? '';
  const delimiter =
    block?.head.tokens[2]?.slice(0, 2) === '^C' ? '^C' : (block?.head.tokens[2]?.[0] ?? '');
  const after = text.slice(text.indexOf(delimiter) + delimiter.length);
  if (!delimiter || after.includes(delimiter)) return at;
  for (let i = at + 1; i < blocks.length; i += 1)
    if (blocks[i]?.head.text.includes(delimiter)) return i;
  return at;
}

/** ACLs that route-maps (`match ip address A`) and vty lines (`access-class A`) name. */
function selectorUses(ctx: IosContext, block: TBlock): void {
  for (const child of block.children) {
    const [w0, w1, w2, ...rest] = child.tokens;
    if (w0 === 'match' && w1 === 'ip' && w2 === 'address' && rest[0] !== 'prefix-list')
      for (const name of rest) ctx.useAcl(name, 'other');
    if (w0 === 'access-class' && w1) ctx.useAcl(w1, 'other');
  }
}

function report(ctx: IosContext, block: TBlock, as?: string[]): void {
  selectorUses(ctx, block);
  const words =
    as ?? (block.head.tokens[0] === 'no' ? block.head.tokens.slice(1) : block.head.tokens);
  if (!ctx.reportLeftover(LEFTOVERS, words, block))
    ctx.report(
      'unrecognised',
      'Other',
      block,
      'IOS_UNRECOGNISED',
      `"${block.head.text.trim()}" is not understood by the IOS reader.`,
    );
}

/**
 * Reads a Cisco IOS or IOS-XE `show running-config` (or an ACL script) into the model: every
 * line ends up in the model or in the diagnostics.
 */
export function parseIos(files: readonly TSourceFile[], _options: TParseOptions): TParseResult {
  const file = onlyFile(files);
  const ctx = new IosContext(file.name, 'cisco');
  const { blocks, prompts, regions } = readBlocks(file.text);
  for (const region of regions)
    ctx.report(
      'ignored',
      'Other',
      { head: { n: region.from, text: '', tokens: [] }, children: [], end: region.to },
      'IOS_SHOW_OUTPUT',
      'Show output captured with the configuration: not configuration.',
    );
  for (const prompt of prompts) reportPrompt(ctx, prompt);
  const g = new Gathered();
  for (let i = 0; i < blocks.length; i += 1) {
    const block = blocks[i] as TBlock;
    const words = block.head.tokens;
    if (words[0] === 'banner') {
      const end = bannerEnd(blocks, i);
      const last = blocks[end] as TBlock;
      ctx.report(
        'ignored',
        'System',
        { ...block, end: last.end },
        'IOS_BANNER',
        'Login banners: FortiOS replacement messages.',
      );
      i = end;
      continue;
    }
    if (words[0] !== 'remark' && words[0] !== 'ip') g.lastAcl = undefined;
    if (words[0] !== 'remark') g.inIpv6Acl = false;
    const read = READERS.find(words);
    if (read?.(ctx, block, g) === false || !read)
      report(
        ctx,
        block,
        g.inIpv6Acl && words[0] === 'remark' ? ['ipv6', 'access-list'] : undefined,
      );
    if (words[0] === 'ip' && words[1] !== 'access-list') g.lastAcl = undefined;
  }
  zoneMembers(ctx);
  readServiceGroups(ctx, g.serviceGroups);
  buildDhcp(ctx, g.dhcpPools, g.dhcpExcluded);
  g.natRules.forEach((line, index) => readNatRule(ctx, line, index));
  // IOS looks static translations up before dynamic ones.
  ctx.model.nat = [
    ...ctx.model.nat.filter((n) => n.section === 1),
    ...ctx.model.nat.filter((n) => n.section !== 1),
  ];
  buildTunnels(ctx, g.crypto);
  const converted = new Set<TLine>();
  const policies: TPolicy[] = interfacePolicies(ctx, converted);
  const zones = zonePolicies(ctx, g.zbf, converted);
  // Zone members' lists filter before the zone policy, which IOS applies as well.
  if (ctx.model.zones.length > 0)
    for (const policy of policies)
      if (policy.action === 'accept' && !policy.incomplete && !policy.implicit)
        policy.membersLeftOut = [
          ...(policy.membersLeftOut ?? []),
          'the zone-based policy IOS also applies to what this access list permits',
        ];
  ctx.model.policies = [...policies, ...zones, ...forwardRest(ctx)];
  reportSelectorAcls(ctx, converted);
  reportUnusedAcls(ctx);
  return { model: ctx.model, diagnostics: ctx.diag };
}

/**
 * What IOS forwards with no rule: without zones, everything no list denies; with zones,
 * traffic between interfaces outside every zone (members and non-members never talk).
 */
function forwardRest(ctx: IosContext): TPolicy[] {
  const origin = ctx.model.interfaces[0]?.origin;
  if (!origin) return [];
  const zoned = ctx.model.zones.length > 0;
  const free = ctx.model.interfaces.filter((i) => !i.zone).map((i) => i.name);
  if (zoned && free.length === 0) return [];
  // Every interface that forwards has an in list: each ends in a deny, nothing is left to pass.
  const filtered = new Set(
    ctx.bindings.filter((b) => b.direction === 'in' && ctx.acls.has(b.acl)).map((b) => b.iface),
  );
  if (!zoned && ctx.model.interfaces.every((i) => i.kind === 'loopback' || filtered.has(i.name)))
    return [];
  return [
    wholeTrafficPolicy(
      'ios-forward',
      origin,
      zoned ? { srcIntf: free, dstIntf: free } : ANY_TO_ANY,
      'accept',
      {
        implicit: zoned
          ? 'IOS forwards traffic between interfaces that are in no security zone.'
          : 'IOS forwards what no access list denies: traffic between interfaces without lists passes.',
      },
    ),
  ];
}
