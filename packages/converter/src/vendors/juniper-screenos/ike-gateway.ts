import type { TPhase1 } from '../../model/ir.js';
import { isIp, type ScreenOsContext } from './context.js';
import type { TProposal } from './ike-proposals.js';
import type { TSosLine } from './lines.js';
import { noteWeakCrypto, VPN } from './vpn-phase2.js';

/** Everything the file says about one `set ike gateway "X"`. */
export interface TGateway {
  name: string;
  ikev2: boolean;
  main?: TSosLine;
  options: TSosLine[];
}

/** Value after a keyword. */
export const after = (tokens: string[], word: string): string | undefined => {
  const at = tokens.indexOf(word);
  return at >= 0 ? tokens[at + 1] : undefined;
};

/** The gateway's words after its name: `address A Main outgoing-interface X preshare ...`. */
export const gatewayWords = (gw: TGateway | undefined): string[] =>
  gw?.main?.tokens.slice(gw.ikev2 ? 5 : 4) ?? [];

// `dynamic` takes the peer's IKE ID, optionally after its type (ScreenOS CLI reference,
// `set ike gateway ... dynamic { string | asn1-dn ... | fqdn | ip | u-fqdn }`).
const ID_TYPES = new Set(['asn1-dn', 'fqdn', 'ip', 'u-fqdn']);

/** The peer of a gateway: an address, or a dial-up/dynamic peer and the ID it names. */
function peerOf(words: string[]): {
  peer?: string;
  dialup?: { user?: string; peerId?: string };
} {
  const [kind, value, next] = words;
  if (kind === 'address') return isIp(value) ? { peer: value } : {};
  if (kind === 'dialup') return { dialup: { user: value ?? '' } };
  if (kind === 'dynamic') {
    // An asn1-dn identity is a pattern of DN fields, not one peer ID.
    const id = value === 'asn1-dn' ? undefined : ID_TYPES.has(value ?? '') ? next : value;
    return { dialup: id ? { peerId: id } : {} };
  }
  return {};
}

/**
 * The phase1-interface of a gateway from its words and proposals; a reason when it cannot be
 * built. Dial-up and dynamic peers become `type dynamic` (the model's `peer: 'dynamic'`).
 */
export function buildPhase1(
  ctx: ScreenOsContext,
  gw: TGateway | undefined,
  name: string,
  proposals: (words: string[]) => { list?: TProposal[]; from: string },
): string | undefined {
  const words = gatewayWords(gw);
  if (!gw?.main) return `its IKE gateway ${name} is not in the file`;
  const { peer, dialup } = peerOf(words);
  const iface = after(words, 'outgoing-interface');
  if (!peer && !dialup) return `IKE gateway ${name} has an FQDN peer (not converted)`;
  if (!iface) return `IKE gateway ${name} has no outgoing interface`;
  if (!words.includes('preshare'))
    return `IKE gateway ${name} authenticates with certificates (not converted)`;
  const read = proposals(words);
  const list = read.list;
  if (!list || list.some((p) => !p.preshare))
    return `a phase 1 proposal of ${name} has no FortiOS equivalent or is not preshared-key`;
  const phase1: TPhase1 = {
    name,
    origin: ctx.runOrigin([gw.main]),
    interface: iface,
    peer: peer ?? 'dynamic',
    ikeVersion: gw.ikev2 ? 2 : 1,
    ...(!gw.ikev2 && words.includes('Aggr') ? { mode: 'aggressive' as const } : {}),
    ...(!gw.ikev2 && words.includes('Main') ? { mode: 'main' as const } : {}),
    proposals: [...new Set(list.map((p) => p.proposal))],
    dhGroups: [...new Set(list.map((p) => p.group ?? 2))],
    lifetimeSeconds: Math.min(...list.map((p) => p.lifetime)),
    authentication: 'psk',
    secretPresent: true,
    ...(dialup?.peerId ? { peerId: dialup.peerId } : {}),
  };
  for (const line of gw.options) gatewayOption(ctx, gw, line);
  phase1.origin = ctx.objectLines([gw.main, ...gw.options], VPN, name, 'phase1');
  ctx.model.phase1.push(phase1);
  if (new Set(list.map((p) => p.lifetime)).size > 1)
    ctx.note(
      'phase1',
      name,
      'partial',
      'SOS_PROPOSAL_LIFETIMES',
      'Its proposals have different lifetimes: FortiOS has one keylife (the shortest is used).',
    );
  if (dialup?.user !== undefined)
    // The IKE user's identity lives in `set user`, which is not converted: no peer ID to carry.
    ctx.note(
      'phase1',
      name,
      'partial',
      'SOS_DIALUP_PEER_ID',
      `Dial-up peer: a phase1-interface of type dynamic. Its IKE user or user group "${dialup.user}" is not converted, so any peer holding the pre-shared key is accepted: set peertype one and the user's IKE ID as peerid (or peertype dialup with a user group) on FortiOS.`,
    );
  else if (dialup?.peerId)
    ctx.note(
      'phase1',
      name,
      'converted',
      'SOS_DYNAMIC_PEER_ID',
      `Dynamic peer: a phase1-interface of type dynamic that accepts only the peer IKE ID "${dialup.peerId}" (peertype one).`,
    );
  else if (dialup)
    ctx.note(
      'phase1',
      name,
      'partial',
      'SOS_DIALUP_PEER_ID',
      'Dynamic peer: a phase1-interface of type dynamic. Its peer identity is not one IKE ID, so any peer holding the pre-shared key is accepted: set peertype and peerid on FortiOS.',
    );
  noteWeakCrypto(ctx, 'phase1', name, list, read.from);
  return undefined;
}

function gatewayOption(ctx: ScreenOsContext, gw: TGateway, line: TSosLine): void {
  const word = line.tokens[gw.ikev2 ? 5 : 4] ?? '';
  if (word === 'nat-traversal')
    ctx.report(
      'converted',
      VPN,
      line,
      'SOS_NAT_TRAVERSAL',
      'NAT traversal: FortiOS phase1-interfaces enable it by default.',
      gw.name,
    );
  else if (word === 'dpd-liveness' || word === 'heartbeat')
    ctx.report(
      'partial',
      VPN,
      line,
      'SOS_DPD',
      'Dead peer detection is not carried over: set dpd on-idle on the phase1-interface.',
      gw.name,
    );
  else
    ctx.report(
      'unsupported',
      VPN,
      line,
      'SOS_GATEWAY_OPTION',
      `IKE gateway setting ${word} is not converted.`,
      gw.name,
    );
}
