import type { TPhase2, TSelector } from '../../model/ir.js';
import { readPrefix, type ScreenOsContext } from './context.js';
import { weakAlgorithms, type TProposal } from './ike-proposals.js';
import type { TSosLine } from './lines.js';

export const VPN = 'VPN IPSEC Phase1 & Phase2';

/** Everything the file says about one `set vpn "X"`. */
export interface TVpn {
  name: string;
  main?: TSosLine;
  bind?: TSosLine;
  proxies: TSosLine[];
  options: TSosLine[];
}

/** One selector pair of a policy-based VPN, read from a tunnel policy's addresses. */
export interface TSelectorPair {
  local: TSelector;
  remote: TSelector;
}

/** How a phase2 set is built: bound to a tunnel interface, or made from tunnel policies. */
export type TPhase2Source =
  | { kind: 'route'; tunnel: string }
  | { kind: 'policy'; pairs: TSelectorPair[]; policies: string[] };

/** A partial note naming the weak algorithms a phase keeps (FortiOS accepts them all). */
export function noteWeakCrypto(
  ctx: ScreenOsContext,
  collection: 'phase1' | 'phase2',
  name: string,
  proposals: TProposal[],
  from: string,
): void {
  const weak = weakAlgorithms(proposals);
  if (weak.length)
    ctx.note(
      collection,
      name,
      'partial',
      'SOS_WEAK_CRYPTO',
      `Weak algorithms kept: ${weak.join(', ')} (from ${from}). FortiOS accepts them, but replace them on both peers with AES and SHA-256 or stronger and DH group 14 or higher.`,
    );
}

function selector(tokens: string[], at: number): { selector: TSelector; used: number } | undefined {
  const prefix = readPrefix(tokens, at);
  if (!prefix) return undefined;
  return {
    selector:
      prefix.prefix === 0
        ? { kind: 'any' }
        : { kind: 'prefix', prefix: { ip: prefix.ip, prefix: prefix.prefix } },
    used: prefix.used,
  };
}

function vpnOption(ctx: ScreenOsContext, line: TSosLine, name: string): void {
  const word = line.tokens[3] ?? '';
  if (word === 'monitor')
    ctx.report(
      'partial',
      VPN,
      line,
      'SOS_VPN_MONITOR',
      'VPN monitoring is not carried over: use FortiOS dpd or link monitoring.',
      name,
    );
  else if (word === 'df-bit' || word === 'dscp-mark')
    ctx.report(
      'ignored',
      VPN,
      line,
      'SOS_VPN_TUNING',
      `VPN ${word} setting: FortiOS defaults apply.`,
      name,
    );
  else
    ctx.report(
      'unsupported',
      VPN,
      line,
      'SOS_VPN_OPTION',
      `VPN setting ${word} is not converted.`,
      name,
    );
}

/** The phase2s of one proposal-id line: its proxy-id selectors, or undefined if unreadable. */
function proxyPair(ctx: ScreenOsContext, line: TSosLine, name: string): TSelectorPair | undefined {
  const t = line.tokens;
  const localAt = t.indexOf('local-ip');
  const remoteAt = t.indexOf('remote-ip') + 1;
  const local = localAt >= 0 ? selector(t, localAt + 1) : undefined;
  const remote = remoteAt > 0 ? selector(t, remoteAt) : undefined;
  if (!local || !remote) {
    ctx.report(
      'unsupported',
      VPN,
      line,
      'SOS_PROXY_ID',
      'The proxy-id could not be read (IPv6 is not converted).',
      name,
    );
    return undefined;
  }
  const service = t[remoteAt + remote.used];
  if (service && service.toUpperCase() !== 'ANY')
    ctx.note(
      'phase2',
      name,
      'partial',
      'SOS_PROXY_SERVICE',
      `Its service selector ${service} is not carried over (the phase2 carries every protocol).`,
    );
  return { local: local.selector, remote: remote.selector };
}

/**
 * The phase2s of a VPN: one per proxy-id when it has any (they win over everything else), else
 * one per selector pair of its tunnel policies (policy-based), else one any/any.
 */
export function buildPhase2s(
  ctx: ScreenOsContext,
  vpn: TVpn,
  phase1: string,
  proposals: TProposal[],
  from: string,
  source: TPhase2Source,
): void {
  const groups = [
    ...new Set(proposals.map((p) => p.group).filter((g): g is number => g !== undefined)),
  ];
  const base: Omit<TPhase2, 'name' | 'origin' | 'local' | 'remote'> = {
    phase1,
    proposals: [...new Set(proposals.map((p) => p.proposal))],
    pfs: groups.length > 0,
    dhGroups: groups,
    lifetimeSeconds: Math.min(...proposals.map((p) => p.lifetime)),
  };
  const notes: [status: 'partial' | 'converted', code: string, message: string][] = [];
  if (groups.length && proposals.some((p) => p.group === undefined))
    notes.push([
      'partial',
      'SOS_MIXED_PFS',
      'Its proposals mix PFS and no PFS: FortiOS phase2 uses PFS (no-PFS peers will not match).',
    ]);
  if (new Set(proposals.map((p) => p.lifetime)).size > 1)
    notes.push([
      'partial',
      'SOS_PROPOSAL_LIFETIMES',
      'Its proposals have different lifetimes: the shortest is used.',
    ]);
  // A dial-up phase1 adds routes to its peers itself (FortiOS add-route).
  const dialup = ctx.model.phase1.some((p) => p.name === phase1 && p.peer === 'dynamic');
  if (source.kind === 'policy')
    notes.push(...policyNotes(phase1, source, vpn.proxies.length > 0, dialup));
  for (const line of vpn.options) vpnOption(ctx, line, vpn.name);
  const head = [vpn.main, vpn.bind].filter((l): l is TSosLine => !!l);
  const built: string[] = [];
  const push = (name: string, lines: TSosLine[], pair: TSelectorPair) => {
    const origin =
      built.length === 0 ? ctx.objectLines(lines, VPN, name, 'phase2') : ctx.runOrigin(lines);
    ctx.model.phase2.push({ ...base, name, origin, ...pair });
    built.push(name);
  };
  const many = (count: number, index: number) =>
    count === 1 ? vpn.name : `${vpn.name}-${index + 1}`;
  if (vpn.proxies.length) {
    const where = source.kind === 'route' ? `on ${source.tunnel}` : 'made route-based';
    for (const line of head)
      ctx.report(
        'converted',
        VPN,
        line,
        'SOS_VPN',
        `Tunnel of ${phase1} ${where}: one phase2 per proxy-id.`,
        vpn.name,
      );
    vpn.proxies.forEach((line, index) => {
      const name = many(vpn.proxies.length, index);
      const pair = proxyPair(ctx, line, name);
      if (pair) {
        ctx.model.phase2.push({
          ...base,
          name,
          origin: ctx.objectLines([line], VPN, name, 'phase2'),
          ...pair,
        });
        built.push(name);
      }
    });
  } else if (source.kind === 'policy' && source.pairs.length) {
    source.pairs.forEach((pair, index) => push(many(source.pairs.length, index), head, pair));
  } else push(vpn.name, head, { local: { kind: 'any' }, remote: { kind: 'any' } });
  for (const name of built) {
    for (const [status, code, message] of notes) ctx.note('phase2', name, status, code, message);
    noteWeakCrypto(ctx, 'phase2', name, proposals, from);
  }
}

function policyNotes(
  phase1: string,
  source: Extract<TPhase2Source, { kind: 'policy' }>,
  proxies: boolean,
  dialup: boolean,
): [status: 'partial' | 'converted', code: string, message: string][] {
  const selectors = proxies
    ? 'its proxy-ids as selectors'
    : source.policies.length
      ? `the addresses of its tunnel policies (${source.policies.join(', ')}) as selectors`
      : 'any/any selectors';
  const notes: [status: 'partial' | 'converted', code: string, message: string][] = [
    [
      'converted',
      'SOS_POLICY_BASED_VPN',
      `Policy-based VPN made route-based (FortiOS best practice): a phase2 of phase1-interface ${phase1} with ${selectors}; routes to the remote selectors lead into the tunnel, and its policies name the tunnel interface instead of the zone towards the peer.`,
    ],
  ];
  if (!proxies && source.policies.length === 0)
    notes.push([
      'partial',
      'SOS_POLICY_VPN_UNUSED',
      'No converted policy uses this VPN: its selectors are any/any and no route leads into it; add policies and routes, or delete it.',
    ]);
  if (!proxies && !dialup && source.pairs.some((p) => p.remote.kind === 'any'))
    notes.push([
      'partial',
      'SOS_POLICY_VPN_ANY_REMOTE',
      'A tunnel policy names Any on the peer side: no route is added for it (a default route into the tunnel would take all traffic); add routes to the networks behind the peer.',
    ]);
  return notes;
}
