import type { TConfigModel, TPolicy } from '../../model/ir.js';
import type { Diagnostics } from '../../report/collector.js';
import { aclPolicies, type TBinding } from './acl.js';
import { readBlocks, type TAsaBlock } from './blocks.js';
import { reportByRule, reportRegion, reportUnappliedAcls } from './line-reports.js';
import { buildDhcp, readDnsGroup, readLocalPool, readUsername } from './box.js';
import { AsaContext } from './context.js';
import { attachMembers, readInterface, readMtu } from './interfaces.js';
import { LegacyNat, isPre83, mappedToReal, readPixIpAddress, readPixNameif } from './legacy.js';
import { readObjectNat, readTwiceNat, sortNat } from './nat.js';
import {
  readName,
  readNetworkGroup,
  readNetworkObject,
  readServiceGroup,
  readServiceObject,
  readUserGroup,
} from './objects.js';
import { readRoute, readTimeRange } from './routing.js';
import {
  RemoteAccessState,
  buildSslVpn,
  readRemoteAccess,
  tunnelPolicies,
} from './remote-access.js';
import { securityLevelPolicies } from './security-levels.js';
import {
  CryptoState,
  buildTunnels,
  readCryptoMapLine,
  readIkePolicy,
  readTransform,
} from './vpn.js';

export interface TAsaParseResult {
  model: TConfigModel;
  diagnostics: Diagnostics;
}

/**
 * Reads a Cisco ASA running-config (8.3+ syntax; PIX, FWSM and FTD LINA where they match) into
 * the vendor-neutral model. Every line ends up in the model or in the diagnostics.
 */
export function parseAsa(
  text: string,
  options: { file: string; vendor?: string },
): TAsaParseResult {
  const ctx = new AsaContext(options.file, options.vendor ?? 'ciscoASA');
  const { blocks, prompts, regions } = readBlocks(text);
  for (const region of regions) reportRegion(ctx, region);
  for (const prompt of prompts) {
    ctx.report(
      'ignored',
      'Other',
      prompt,
      'CAPTURE_NOISE',
      'A CLI prompt captured with the configuration.',
    );
  }
  for (const block of blocks) {
    // Indexing, not destructuring: destructuring runs the iterator protocol per line until
    // the function is optimised, and these loops run once over every block.
    const { tokens } = block.head;
    const first = tokens[0];
    const second = tokens[1];
    const name = tokens[2];
    if ((first === 'object' || first === 'object-group') && second === 'network' && name)
      ctx.networkObjectNames.add(name);
  }
  const memberOf = new Map<string, string>();
  const later: TAsaBlock[] = [];

  // Pass 1: definitions that later commands refer to.
  for (const block of blocks) {
    const first = block.head.tokens[0];
    const second = block.head.tokens[1];
    if (first === 'name') readName(ctx, block.head);
    else if (first === 'interface' && block.children.length === 0 && block.head.tokens.length > 2) {
      // PIX 6: `interface ethernet0 auto` sets speed only; naming is `nameif`.
      ctx.report(
        'ignored',
        'Interfaces',
        block,
        'PIX_INTERFACE_SPEED',
        'Port speed and duplex: FortiOS negotiates.',
      );
    } else if (first === 'interface') readInterface(ctx, block, memberOf);
    else if (first === 'nameif' && readPixNameif(ctx, block.head)) continue;
    else if (first === 'object' && second === 'network') {
      readNetworkObject(ctx, block);
      if (block.children.some((child) => child.tokens[0] === 'nat')) later.push(block);
    } else if (first === 'object' && second === 'service') readServiceObject(ctx, block);
    else if (first === 'object-group' && second === 'network') readNetworkGroup(ctx, block);
    else if (
      first === 'object-group' &&
      ['service', 'protocol', 'icmp-type'].includes(second ?? '')
    )
      readServiceGroup(ctx, block);
    else if (first === 'object-group' && second === 'user') readUserGroup(ctx, block);
    else if (first === 'time-range') readTimeRange(ctx, block);
    else if (first === 'access-list') collectAcl(ctx, block);
    else if (first === 'ip' && second === 'local') readLocalPool(ctx, block.head);
    else if (first === 'ip' && second === 'address' && readPixIpAddress(ctx, block.head)) continue;
    else if (first === 'username') readUsername(ctx, block);
    else later.push(block);
  }
  attachMembers(ctx, memberOf);

  // Pass 2: what uses them.
  const bindings: TBinding[] = [];
  const crypto = new CryptoState();
  const remote = new RemoteAccessState();
  const legacyNat = new LegacyNat();
  const dhcpd: TAsaBlock['head'][] = [];
  const sameSecurity = { inter: false };
  let domainName: string | undefined;
  let routeIndex = 0;
  let natIndex = 0;
  for (const block of later) {
    const tokens = block.head.tokens;
    const first = tokens[0];
    const second = tokens[1];
    if (first === 'ASA' || first === 'PIX' || first === 'FWSM' || first === 'NGFW') {
      ctx.model.version = tokens[2];
      ctx.report(
        'ignored',
        'System',
        block,
        'ASA_VERSION',
        `Source software version ${tokens[2] ?? ''}.`,
      );
    } else if (first === 'hostname' && second) {
      ctx.model.hostname = second;
      ctx.report(
        'converted',
        'System',
        block,
        'ASA_HOSTNAME',
        'The hostname becomes the FortiOS hostname.',
      );
    } else if (first === 'access-group') readAccessGroup(ctx, block, bindings);
    else if (first === 'route') readRoute(ctx, block.head, routeIndex++);
    else if (
      (first === 'nat' || first === 'static' || first === 'global') &&
      legacyNat.read(ctx, block)
    )
      continue;
    else if (first === 'nat') readTwiceNat(ctx, block.head, natIndex++);
    else if (first === 'object' && second === 'network') readLaterObjectNat(ctx, block);
    else if (
      first === 'crypto' &&
      (second === 'ikev1' || second === 'ikev2') &&
      tokens[2] === 'policy'
    ) {
      readIkePolicy(crypto, block);
      ctx.report(
        'converted',
        'VPN IPSEC Phase1 & Phase2',
        block,
        'ASA_IKE_POLICY',
        'Its proposals and DH groups go into each phase1.',
      );
    } else if (
      first === 'crypto' &&
      second === 'ipsec' &&
      (tokens[3] === 'transform-set' || tokens[3] === 'ipsec-proposal')
    ) {
      readTransform(crypto, block);
      ctx.report(
        'converted',
        'VPN IPSEC Phase1 & Phase2',
        block,
        'ASA_TRANSFORM',
        'Its proposals go into each phase2 that uses it.',
        tokens[4],
      );
    } else if (first === 'crypto' && second === 'map') {
      if (readCryptoMapLine(crypto, block.head) === 'interface') {
        ctx.report(
          'converted',
          'VPN IPSEC Phase1 & Phase2',
          block,
          'ASA_CRYPTO_MAP_BINDING',
          'The interface becomes each phase1 interface.',
        );
      }
    } else if (
      first === 'crypto' &&
      (second === 'ikev1' || second === 'ikev2') &&
      tokens[2] === 'enable'
    ) {
      crypto.enabled[second].add(tokens[3] ?? '');
      ctx.report(
        'converted',
        'VPN IPSEC Phase1 & Phase2',
        block,
        'ASA_IKE_ENABLE',
        'IKE on this interface is implied by its phase1 tunnels.',
      );
    } else if (first === 'tunnel-group' && tokens[2] === 'ipsec-attributes') {
      if (block.children.some((c) => c.text.includes('pre-shared-key')))
        crypto.pskPeers.add(second ?? '');
      ctx.report(
        'converted',
        'VPN IPSEC Phase1 & Phase2',
        block,
        'ASA_TUNNEL_GROUP_PSK',
        'Pre-shared keys are not carried over: each phase1 gets a placeholder to replace.',
        second,
      );
    } else if (first === 'tunnel-group' && tokens[2] === 'type' && tokens[3] === 'ipsec-l2l') {
      ctx.report(
        'converted',
        'VPN IPSEC Phase1 & Phase2',
        block,
        'ASA_TUNNEL_GROUP',
        'Site-to-site peer: see its phase1.',
        second,
      );
    } else if (readRemoteAccess(ctx, remote, block)) continue;
    else if (first === 'dhcpd') dhcpd.push(block.head);
    else if (first === 'dns' && second === 'server-group') readDnsGroup(ctx, block);
    else if (first === 'domain-name' && second) {
      ctx.report(
        'converted',
        'DNS',
        block,
        'ASA_DOMAIN_NAME',
        'The domain name becomes the FortiOS DNS domain.',
      );
      domainName = second;
    } else if (first === 'mtu' && readMtu(ctx, block.head)) continue;
    else if (first === 'same-security-traffic' && tokens[2] === 'inter-interface') {
      sameSecurity.inter = true;
      ctx.report(
        'converted',
        'Policies',
        block,
        'ASA_SAME_SECURITY',
        'Equal security levels may talk: read into the security-level policies.',
      );
    } else reportByRule(ctx, block);
  }

  if (domainName && ctx.model.dns && !ctx.model.dns.domain) ctx.model.dns.domain = domainName;
  legacyNat.build(ctx);
  buildDhcp(ctx, dhcpd);
  buildTunnels(ctx, crypto);
  ctx.model.nat = sortNat(ctx.model.nat);
  const policies = buildPolicies(ctx, bindings, sameSecurity.inter);
  // VPN traffic bypasses interface ACLs on ASA: its policies come first.
  ctx.model.policies = [...buildSslVpn(ctx, remote), ...tunnelPolicies(ctx, policies), ...policies];
  if (isPre83(ctx)) mappedToReal(ctx);
  reportUnappliedAcls(ctx);
  return { model: ctx.model, diagnostics: ctx.diag };
}

function collectAcl(ctx: AsaContext, block: TAsaBlock): void {
  const name = block.head.tokens[1] ?? '';
  const acl = ctx.acls.get(name) ?? { name, lines: [] };
  acl.lines.push(block.head);
  ctx.acls.set(name, acl);
}

function readAccessGroup(ctx: AsaContext, block: TAsaBlock, bindings: TBinding[]): void {
  const [, acl = '', direction, keyword, nameif] = block.head.tokens;
  if (direction === 'global') bindings.push({ acl, direction: 'global', line: block.head });
  else if ((direction === 'in' || direction === 'out') && keyword === 'interface' && nameif) {
    bindings.push({ acl, direction, nameif, line: block.head });
  } else {
    ctx.report(
      'unsupported',
      'Policies',
      block,
      'ASA_ACCESS_GROUP_UNREADABLE',
      'The access-group could not be read.',
    );
    return;
  }
  ctx.useAcl(acl, 'access-group');
  if (direction === 'out') {
    // ASA checks an inbound and an outbound list in turn; FortiOS decides with one policy.
    ctx.report(
      'partial',
      'Policies',
      block,
      'ASA_OUT_ACL',
      `Rules of ${acl} become policies towards ${nameif ?? ''}, placed after all inbound rules: traffic an inbound rule permits is not checked against them again, as ASA would.`,
      acl,
    );
    return;
  }
  const where =
    direction === 'global'
      ? 'every interface (after interface rules)'
      : `traffic ${direction === 'in' ? 'entering' : 'leaving'} ${nameif ?? ''}`;
  ctx.report(
    'converted',
    'Policies',
    block,
    'ASA_ACCESS_GROUP',
    `Rules of ${acl} apply to ${where}.`,
    acl,
  );
}

/** The second `object network N` block of an object, holding only its NAT line. */
function readLaterObjectNat(ctx: AsaContext, block: TAsaBlock): void {
  const natLine = block.children.find((child) => child.tokens[0] === 'nat');
  if (natLine) readObjectNat(ctx, block, natLine);
  ctx.report(
    'converted',
    'NAT',
    block.head,
    'ASA_OBJECT_NAT_BLOCK',
    'Object NAT of a network object.',
    block.head.tokens[2],
  );
}

/** Interface rules first (their srcintf keeps them apart), then global, then security levels. */
function buildPolicies(ctx: AsaContext, bindings: TBinding[], sameSecurity: boolean): TPolicy[] {
  const counts = new Map<string, number>();
  for (const binding of bindings) counts.set(binding.acl, (counts.get(binding.acl) ?? 0) + 1);
  const seen = new Set<string>();
  const policiesOf = (binding: TBinding) => {
    const shared = (counts.get(binding.acl) ?? 0) > 1;
    const firstUse = !seen.has(binding.acl);
    seen.add(binding.acl);
    return aclPolicies(ctx, binding, {
      idPrefix: shared ? `${binding.acl}@${binding.nameif ?? 'global'}` : binding.acl,
      reportLines: firstUse,
    });
  };
  const order = { in: 0, out: 1, global: 2 } as const;
  const sorted = [...bindings].sort((a, b) => order[a.direction] - order[b.direction]);
  const policies = sorted.flatMap(policiesOf);
  const hasGlobal = bindings.some((b) => b.direction === 'global');
  const withInbound = new Set(
    bindings.filter((b) => b.direction === 'in').map((b) => b.nameif ?? ''),
  );
  if (!hasGlobal) policies.push(...securityLevelPolicies(ctx, withInbound, sameSecurity));
  return policies;
}
