import type { TSelector } from '../../model/ir.js';
import { networkOf } from '../../net/ipv4.js';
import type { SrxContext } from './context.js';
import { parsePrefix } from './prefix.js';
import { groupByWord, under, type TStmt } from './statements.js';
import {
  IKE_PROPOSAL_SETS,
  IPSEC_PROPOSAL_SETS,
  dhGroup,
  proposalOf,
  weakAlgorithms,
} from './vpn-proposals.js';

type TBlocks = Map<string, TStmt[]>;
const leaf = (list: TStmt[] | undefined, key: string, at = 4) =>
  list?.find((s) => s.words[at] === key)?.words[at + 1];
const leaves = (list: TStmt[] | undefined, key: string, at = 4) =>
  (list ?? []).filter((s) => s.words[at] === key).map((s) => s.words[at + 1] ?? '');

function blocks(stmts: TStmt[], section: 'ike' | 'ipsec', kind: string): TBlocks {
  return groupByWord(under(stmts, ['security', section, kind]), 3);
}

/**
 * The one IKE ID a dynamic gateway accepts (`dynamic hostname|user-at-hostname|inet X`). A
 * group IKE ID (`ike-user-type group-ike-id`) matches many peers, so it is not one ID.
 */
function dynamicPeerId(gw: TStmt[]): string | undefined {
  const dynamic = gw.filter((s) => s.words[4] === 'dynamic');
  if (dynamic.some((s) => s.words[5] === 'ike-user-type' && s.words[6] === 'group-ike-id'))
    return undefined;
  const ids = dynamic.filter((s) =>
    ['hostname', 'user-at-hostname', 'inet'].includes(s.words[5] ?? ''),
  );
  return ids.length === 1 ? ids[0]?.words[6] : undefined;
}

/** `bind-interface st0.N` of each VPN: the tunnel unit is that VPN's phase1-interface. */
export function readTunnelBindings(ctx: SrxContext, stmts: TStmt[]): void {
  for (const [vpn, list] of blocks(stmts, 'ipsec', 'vpn')) {
    const unit = leaf(list, 'bind-interface');
    if (unit && !ctx.tunnels.has(unit)) ctx.tunnels.set(unit, vpn);
  }
}

/** Proposals and DH groups of an IKE or IPsec policy (its proposals, or a proposal-set). */
function policyProposals(
  policy: TStmt[] | undefined,
  proposals: TBlocks,
  sets: typeof IKE_PROPOSAL_SETS,
) {
  const set = sets[leaf(policy, 'proposal-set') ?? ''];
  if (set) return { proposals: set.proposals, dh: set.dh };
  const names = leaves(policy, 'proposals');
  const found = names.map((n) => proposals.get(n));
  return {
    proposals: found
      .map((p) => proposalOf(leaf(p, 'encryption-algorithm'), leaf(p, 'authentication-algorithm')))
      .filter((p): p is string => !!p),
    dh: found.map((p) => dhGroup(leaf(p, 'dh-group'))).filter((g): g is number => g !== undefined),
  };
}

function selector(ctx: SrxContext, value: string | undefined): TSelector {
  const p = value ? parsePrefix(value) : undefined;
  if (!p || p.prefix === 0 || p.ip.includes(':')) return { kind: 'any' };
  return { kind: 'prefix', prefix: { ip: networkOf(p.ip, p.prefix), prefix: p.prefix } };
}

/** Weak ciphers, hashes and DH groups of every phase1 and phase2 are carried, never silently. */
export function reportWeakCrypto(ctx: SrxContext): void {
  const report = (collection: string, name: string, weak: string[]) => {
    if (weak.length)
      ctx.note(
        collection,
        name,
        'partial',
        'JUNOS_WEAK_CRYPTO',
        `Weak algorithms carried over as the source has them: ${weak.join(', ')}. Agree stronger ones with the peer (AES, SHA-256, DH group 14 or higher).`,
      );
  };
  for (const p1 of ctx.model.phase1)
    report('phase1', p1.name, weakAlgorithms(p1.proposals, p1.dhGroups));
  for (const p2 of ctx.model.phase2)
    report('phase2', p2.name, weakAlgorithms(p2.proposals, p2.pfs ? p2.dhGroups : []));
}

/**
 * IKE and IPsec: each `ipsec vpn` becomes a phase1-interface (from its gateway and IKE policy)
 * and phase2-interfaces (one per proxy-identity or traffic selector; any/any otherwise).
 */
export function readVpn(ctx: SrxContext, stmts: TStmt[]): void {
  const ikeProposals = blocks(stmts, 'ike', 'proposal');
  const ikePolicies = blocks(stmts, 'ike', 'policy');
  const gateways = blocks(stmts, 'ike', 'gateway');
  const ipsecProposals = blocks(stmts, 'ipsec', 'proposal');
  const ipsecPolicies = blocks(stmts, 'ipsec', 'policy');
  const used = new Set<string>();
  for (const [vpn, list] of blocks(stmts, 'ipsec', 'vpn')) {
    const gwName =
      list.find((s) => s.words[4] === 'ike' && s.words[5] === 'gateway')?.words[6] ?? '';
    const ipsecPolicyName =
      list.find((s) => s.words[4] === 'ike' && s.words[5] === 'ipsec-policy')?.words[6] ?? '';
    const gw = gateways.get(gwName);
    const ikePolicyName = leaf(gw, 'ike-policy') ?? '';
    const ikePolicy = ikePolicies.get(ikePolicyName);
    const external = leaf(gw, 'external-interface');
    const origin = ctx.rangeOf(list, 4);
    if (!gw || !external) {
      ctx.reportStmts(
        list,
        4,
        'unsupported',
        'VPN IPSEC Phase1 & Phase2',
        'JUNOS_VPN_INCOMPLETE',
        `VPN ${vpn} has no gateway with an external interface: not converted.`,
        vpn,
      );
      continue;
    }
    used
      .add(`gateway:${gwName}`)
      .add(`policy:${ikePolicyName}`)
      .add(`ipsec-policy:${ipsecPolicyName}`);
    for (const p of leaves(ikePolicy, 'proposals')) used.add(`proposal:${p}`);
    for (const p of leaves(ipsecPolicies.get(ipsecPolicyName), 'proposals'))
      used.add(`ipsec-proposal:${p}`);
    const p1 = policyProposals(ikePolicy, ikeProposals, IKE_PROPOSAL_SETS);
    const address = leaf(gw, 'address');
    const peerId = address && parsePrefix(address) ? undefined : dynamicPeerId(gw);
    const lifetime = leaves(ikePolicy, 'proposals').map((n) =>
      leaf(ikeProposals.get(n), 'lifetime-seconds'),
    )[0];
    ctx.model.phase1.push({
      name: vpn,
      origin,
      interface: external,
      peer: address && parsePrefix(address) ? address : 'dynamic',
      ikeVersion: leaf(gw, 'version') === 'v2-only' ? 2 : 1,
      mode: leaf(ikePolicy, 'mode') === 'aggressive' ? 'aggressive' : 'main',
      proposals: p1.proposals,
      dhGroups: p1.dh,
      ...(lifetime ? { lifetimeSeconds: Number(lifetime) } : {}),
      authentication: leaf(ikePolicy, 'certificate') ? 'certificate' : 'psk',
      secretPresent: leaf(ikePolicy, 'pre-shared-key') !== undefined,
      ...(peerId ? { peerId } : {}),
    });
    ctx.claim(list, 'VPN IPSEC Phase1 & Phase2', `VPN ${vpn}`);
    const qp = ipsecPolicies.get(ipsecPolicyName);
    const p2 = policyProposals(qp, ipsecProposals, IPSEC_PROPOSAL_SETS);
    const pfs = qp?.find((s) => s.words[4] === 'perfect-forward-secrecy')?.words[6];
    const pfsGroup = dhGroup(pfs) ?? p2.dh[0];
    const idents = list.filter((s) => s.words[5] === 'proxy-identity');
    const selectors = groupByWord(
      list.filter((s) => s.words[4] === 'traffic-selector'),
      5,
    );
    const pairs: [string | undefined, string | undefined][] = selectors.size
      ? [...selectors.values()].map((ts) => [leaf(ts, 'local-ip', 6), leaf(ts, 'remote-ip', 6)])
      : [[leaf(idents, 'local', 6), leaf(idents, 'remote', 6)]];
    pairs.forEach(([local, remote], i) => {
      ctx.model.phase2.push({
        name: pairs.length > 1 ? `${vpn}-${i + 1}` : vpn,
        origin,
        phase1: vpn,
        local: selector(ctx, local),
        remote: selector(ctx, remote),
        proposals: p2.proposals,
        pfs: pfsGroup !== undefined,
        dhGroups: pfsGroup !== undefined ? [pfsGroup] : [],
      });
    });
    if (peerId)
      ctx.note(
        'phase1',
        vpn,
        'converted',
        'JUNOS_DYNAMIC_PEER',
        `The peer has no fixed address (dynamic): a dial-up phase1 that accepts only the IKE ID "${peerId}" (peertype one).`,
      );
    else if (!address || !parsePrefix(address))
      ctx.note(
        'phase1',
        vpn,
        'partial',
        'JUNOS_DYNAMIC_PEER',
        'The peer has no fixed address (dynamic): a dial-up phase1 that accepts any peer holding the key; check its peer identities.',
      );
    if (
      leaf(gw, 'dead-peer-detection') !== undefined ||
      gw.some((s) => s.words[4] === 'dead-peer-detection')
    )
      ctx.note(
        'phase1',
        vpn,
        'partial',
        'JUNOS_DPD',
        'Dead-peer detection settings are not carried: FortiOS uses dpd on-demand by default.',
      );
  }
  const reportBlocks = (section: 'ike' | 'ipsec', kind: string, key: string, all: TBlocks) => {
    for (const [name, list] of all) {
      const isUsed = used.has(`${key}:${name}`);
      ctx.reportStmts(
        list,
        4,
        isUsed ? 'converted' : 'ignored',
        'VPN IPSEC Phase1 & Phase2',
        isUsed ? 'JUNOS_VPN_PART' : 'JUNOS_VPN_UNUSED',
        isUsed
          ? `${section} ${kind} ${name}: read into the phase1/phase2 of the VPNs that use it.`
          : `${section} ${kind} ${name} is not used by any VPN.`,
        name,
      );
    }
  };
  reportBlocks('ike', 'proposal', 'proposal', ikeProposals);
  reportBlocks('ike', 'policy', 'policy', ikePolicies);
  reportBlocks('ike', 'gateway', 'gateway', gateways);
  reportBlocks('ipsec', 'proposal', 'ipsec-proposal', ipsecProposals);
  reportBlocks('ipsec', 'policy', 'ipsec-policy', ipsecPolicies);
}
