import type { TPhase1, TSelector } from '../../model/ir.js';
import { isIpv4, parseIpv4, prefixRange } from '../../net/ipv4.js';
import { parsePrefix } from '../toolkit/vendor-context.js';
import type { MikrotikContext } from './context.js';
import { durationSeconds } from './dhcp.js';
import type { TMtCommand } from './lines.js';

const VPN = 'VPN IPSEC Phase1 & Phase2';

export interface TIpsecCommands {
  profiles: TMtCommand[];
  peers: TMtCommand[];
  identities: TMtCommand[];
  proposals: TMtCommand[];
  policies: TMtCommand[];
}

/**
 * Defaults of the `default` profile and proposal, which exports leave out (MikroTik manual,
 * "IPsec": profile hash-algorithm sha1, enc-algorithm aes-128,3des, dh-group modp2048,modp1024,
 * lifetime 1d; proposal auth-algorithms sha1, enc-algorithms aes-256-cbc,aes-192-cbc,
 * aes-128-cbc, pfs-group modp1024, lifetime 30m).
 */
const PROFILE_DEFAULTS: Readonly<Record<string, string>> = {
  'hash-algorithm': 'sha1',
  'enc-algorithm': 'aes-128,3des',
  'dh-group': 'modp2048,modp1024',
  lifetime: '1d',
};
const PROPOSAL_DEFAULTS: Readonly<Record<string, string>> = {
  'auth-algorithms': 'sha1',
  'enc-algorithms': 'aes-256-cbc,aes-192-cbc,aes-128-cbc',
  'pfs-group': 'modp1024',
  lifetime: '30m',
};

const DH: Readonly<Record<string, number>> = {
  modp768: 1,
  modp1024: 2,
  modp1536: 5,
  modp2048: 14,
  modp3072: 15,
  modp4096: 16,
  modp6144: 17,
  modp8192: 18,
  ecp256: 19,
  ecp384: 20,
  ecp521: 21,
};
const ENC: Readonly<Record<string, string>> = {
  des: 'des',
  '3des': '3des',
  'aes-128': 'aes128',
  'aes-192': 'aes192',
  'aes-256': 'aes256',
  'aes-128-cbc': 'aes128',
  'aes-192-cbc': 'aes192',
  'aes-256-cbc': 'aes256',
  'aes-128-ctr': 'aes128',
  'aes-192-ctr': 'aes192',
  'aes-256-ctr': 'aes256',
  'aes-128-gcm': 'aes128gcm',
  'aes-256-gcm': 'aes256gcm',
};
const HASH = new Set(['md5', 'sha1', 'sha256', 'sha384', 'sha512']);

type TProps = ReadonlyMap<string, string>;
const value = (props: TProps | undefined, defaults: Record<string, string>, key: string) =>
  props?.get(key) ?? defaults[key] ?? '';

/** Encryption x hash pairs as FortiOS proposals (`aes256-sha256`; GCM takes no hash). */
function proposals(enc: string, hash: string): { names: string[]; dropped: string[] } {
  const names: string[] = [];
  const dropped: string[] = [];
  for (const e of enc.split(',')) {
    const fe = ENC[e];
    if (!fe) {
      dropped.push(e);
      continue;
    }
    if (fe.endsWith('gcm')) names.push(fe);
    else for (const h of hash.split(',')) if (HASH.has(h)) names.push(`${fe}-${h}`);
  }
  return { names: [...new Set(names)], dropped };
}

const dhGroups = (text: string) =>
  text
    .split(',')
    .map((g) => DH[g])
    .filter((g): g is number => g !== undefined);

/**
 * `/ip ipsec` (RouterOS 6.44+ and 7): each peer with its profile (phase 1) and identity
 * (authentication) becomes a phase1-interface; each policy with its proposal a phase2. Older
 * peers carrying `secret` and phase-1 settings themselves are read the same way.
 */
export function readIpsec(ctx: MikrotikContext, c: TIpsecCommands): void {
  const named = (cmds: TMtCommand[]) =>
    new Map(
      cmds.map((cmd) => [
        cmd.props.get('name') ?? cmd.find?.replace(/^default=yes$/, 'default') ?? 'default',
        cmd,
      ]),
    );
  const profiles = named(c.profiles);
  const proposalsByName = named(c.proposals);
  const used = new Set<TMtCommand>();
  const phase1s = new Map<string, TPhase1>();
  const identities = new Map<string, TMtCommand>();
  for (const i of c.identities)
    identities.set(i.props.get('peer') ?? '', identities.get(i.props.get('peer') ?? '') ?? i);
  for (const [index, peer] of c.peers.entries()) {
    const name = peer.props.get('name') ?? `peer${index + 1}`;
    const address = (peer.props.get('address') ?? '').split('/')[0] ?? '';
    const profileCmd = profiles.get(peer.props.get('profile') ?? 'default');
    const profile = profileCmd?.props ?? (peer.props.has('enc-algorithm') ? peer.props : undefined);
    if (profileCmd) used.add(profileCmd);
    const identity = identities.get(name);
    if (identity) used.add(identity);
    const auth =
      identity?.props.get('auth-method') ?? peer.props.get('auth-method') ?? 'pre-shared-key';
    const iface = interfaceFor(ctx, peer.props.get('local-address'), address);
    if (!isIpv4(address) || !iface || (auth !== 'pre-shared-key' && auth !== 'digital-signature')) {
      ctx.report(
        'unsupported',
        VPN,
        peer,
        'MT_IPSEC_PEER',
        !iface
          ? 'An IPsec peer whose local interface cannot be told (no local-address of an interface, no route to it): not converted.'
          : `An IPsec peer with address "${address}" or authentication ${auth}: not converted.`,
        name,
      );
      continue;
    }
    const crypto = proposals(
      value(profile, PROFILE_DEFAULTS, 'enc-algorithm'),
      value(profile, PROFILE_DEFAULTS, 'hash-algorithm'),
    );
    const mode = peer.props.get('exchange-mode') ?? 'main';
    const secret = identity?.props.get('secret') ?? peer.props.get('secret');
    const p1: TPhase1 = {
      name,
      origin: ctx.origin(peer),
      interface: iface,
      peer: address === '0.0.0.0' ? 'dynamic' : address,
      ikeVersion: mode === 'ike2' ? 2 : 1,
      ...(mode === 'aggressive'
        ? { mode: 'aggressive' as const }
        : mode === 'ike2'
          ? {}
          : { mode: 'main' as const }),
      proposals: crypto.names,
      dhGroups: dhGroups(value(profile, PROFILE_DEFAULTS, 'dh-group')),
      authentication: auth === 'digital-signature' ? 'certificate' : 'psk',
      secretPresent: !!secret,
    };
    const life = durationSeconds(value(profile, PROFILE_DEFAULTS, 'lifetime'));
    if (life) p1.lifetimeSeconds = life;
    const remoteId = identity?.props.get('remote-id');
    if (remoteId && remoteId !== 'auto') p1.peerId = remoteId.replace(/^[a-z-]+:/, '');
    ctx.model.phase1.push(p1);
    phase1s.set(name, p1);
    if (crypto.dropped.length)
      ctx.note(
        'phase1',
        name,
        'partial',
        'MT_IPSEC_ALGORITHM',
        `Encryption ${crypto.dropped.join(', ')} has no FortiOS proposal and is left out.`,
        'cosmetic',
      );
    if (!secret && auth === 'pre-shared-key')
      ctx.note(
        'phase1',
        name,
        'partial',
        'MT_IPSEC_SECRET_HIDDEN',
        'The export shows no pre-shared key (RouterOS 7 hides secrets unless exported with show-sensitive): set it on the FortiGate.',
        'cosmetic',
      );
  }
  for (const [i, cmd] of c.policies.entries()) {
    if (cmd.props.get('template') === 'yes' || cmd.find === 'default=yes') {
      ctx.report(
        'ignored',
        VPN,
        cmd,
        'MT_IPSEC_TEMPLATE',
        'A policy template (for peers with generate-policy): FortiOS dial-up phase2 selectors are set on the phase2.',
      );
      continue;
    }
    const peer = cmd.props.get('peer') ?? '';
    const p1 = phase1s.get(peer);
    const local = selector(cmd.props.get('src-address'));
    const remote = selector(cmd.props.get('dst-address'));
    if (
      !p1 ||
      !local ||
      !remote ||
      cmd.props.get('disabled') === 'yes' ||
      (cmd.props.get('action') ?? 'encrypt') !== 'encrypt'
    ) {
      ctx.report(
        cmd.props.get('disabled') === 'yes' ? 'ignored' : 'unsupported',
        VPN,
        cmd,
        'MT_IPSEC_POLICY',
        !p1
          ? `An IPsec policy of peer "${peer}", which did not convert.`
          : 'An IPsec policy that is disabled, not encrypt, or with unreadable selectors: not converted.',
      );
      continue;
    }
    const proposalCmd = proposalsByName.get(cmd.props.get('proposal') ?? 'default');
    if (proposalCmd) used.add(proposalCmd);
    const props = proposalCmd?.props;
    const crypto = proposals(
      value(props, PROPOSAL_DEFAULTS, 'enc-algorithms'),
      value(props, PROPOSAL_DEFAULTS, 'auth-algorithms'),
    );
    const pfs = value(props, PROPOSAL_DEFAULTS, 'pfs-group');
    const name = `${p1.name}-${i + 1}`;
    const life = durationSeconds(value(props, PROPOSAL_DEFAULTS, 'lifetime'));
    ctx.model.phase2.push({
      name,
      origin: ctx.origin(cmd),
      phase1: p1.name,
      local,
      remote,
      proposals: crypto.names,
      pfs: pfs !== 'none',
      dhGroups: pfs === 'none' ? [] : dhGroups(pfs),
      ...(life ? { lifetimeSeconds: life } : {}),
    });
    if (cmd.props.get('tunnel') === 'no')
      ctx.note(
        'phase2',
        name,
        'partial',
        'MT_IPSEC_TRANSPORT',
        'Transport mode (tunnel=no): FortiOS phase2 runs in tunnel mode.',
        'unknown',
      );
  }
  for (const cmd of [...c.profiles, ...c.identities, ...c.proposals]) {
    if (used.has(cmd))
      ctx.report(
        'converted',
        VPN,
        cmd,
        'MT_IPSEC_PART',
        'Read into the phase1/phase2 of the peers and policies that use it.',
      );
    else ctx.report('ignored', VPN, cmd, 'MT_IPSEC_UNUSED', 'No converted peer or policy uses it.');
  }
}

function selector(text: string | undefined): TSelector | undefined {
  const prefix = parsePrefix(text ?? '0.0.0.0/0');
  if (!prefix || !isIpv4(prefix.ip)) return undefined;
  return prefix.prefix === 0 ? { kind: 'any' } : { kind: 'prefix', prefix };
}

/** The interface holding the local address, or the one whose subnet (or default route) leads to the peer. */
function interfaceFor(
  ctx: MikrotikContext,
  local: string | undefined,
  peer: string,
): string | undefined {
  const statics = ctx.model.interfaces.flatMap((i) =>
    i.addressing.mode === 'static' ? i.addressing.addresses.map((a) => ({ i, a })) : [],
  );
  if (local) return statics.find(({ a }) => a.ip === local)?.i.name;
  const peerValue = parseIpv4(peer);
  const onLink = statics.find(({ a }) => {
    const [low, high] = prefixRange(a.ip, a.prefix);
    return peerValue !== undefined && peerValue >= low && peerValue <= high;
  });
  if (onLink) return onLink.i.name;
  const route = ctx.model.routes.find((r) => r.dst.prefix === 0 && !r.blackhole);
  if (route?.device) return route.device;
  const gateway = parseIpv4(route?.gateway ?? '');
  return statics.find(({ a }) => {
    const [low, high] = prefixRange(a.ip, a.prefix);
    return gateway !== undefined && gateway >= low && gateway <= high;
  })?.i.name;
}
