import type { TSelector } from '../../model/ir.js';
import type { PanContext } from './context.js';
import { parseNetmask } from './literals.js';
import { at, child, entries, members, nameOf, textAt, type TXmlNode } from '../toolkit/xml-tree.js';

const CIPHERS: Record<string, string> = {
  'aes-128-cbc': 'aes128',
  'aes-192-cbc': 'aes192',
  'aes-256-cbc': 'aes256',
  'aes-128-gcm': 'aes128gcm',
  'aes-256-gcm': 'aes256gcm',
  '3des': '3des',
  des: 'des',
};
const HASHES = new Set(['md5', 'sha1', 'sha256', 'sha384', 'sha512']);

interface TProfile {
  proposals: string[];
  dhGroups: number[];
  lifetimeSeconds?: number;
  pfs: boolean;
}

const groups = (values: string[]) =>
  values
    .map((g) => Number(/^group(\d+)$/.exec(g)?.[1]))
    .filter((n) => Number.isInteger(n) && n > 0);

function lifetime(node: TXmlNode | undefined): number | undefined {
  const units: Record<string, number> = { seconds: 1, minutes: 60, hours: 3600, days: 86400 };
  for (const [unit, factor] of Object.entries(units)) {
    const value = Number(textAt(node, unit));
    if (Number.isInteger(value) && value > 0) return value * factor;
  }
  return undefined;
}

/** encryption × hash as FortiOS proposals; GCM needs no separate hash (phase1 names a PRF). */
function proposals(ciphers: string[], hashes: string[], phase1: boolean): string[] {
  const out: string[] = [];
  for (const cipher of ciphers.map((c) => CIPHERS[c]).filter((c): c is string => !!c)) {
    if (cipher.endsWith('gcm')) {
      out.push(
        phase1
          ? `${cipher}-prf${hashes.find((h) => HASHES.has(h) && h !== 'md5') ?? 'sha256'}`
          : cipher,
      );
      continue;
    }
    for (const hash of hashes.filter((h) => HASHES.has(h))) out.push(`${cipher}-${hash}`);
  }
  return [...new Set(out)];
}

function readProfiles(ctx: PanContext, list: TXmlNode | undefined, phase1: boolean) {
  const profiles = new Map<string, TProfile>();
  for (const entry of entries(list)) {
    const esp = phase1 ? entry : child(entry, 'esp');
    const hashes = members(child(esp, phase1 ? 'hash' : 'authentication'));
    const dh = members(child(entry, 'dh-group'));
    const profile = {
      proposals: proposals(members(child(esp, 'encryption')), hashes, phase1),
      dhGroups: groups(dh),
      pfs: !dh.includes('no-pfs'),
      ...(lifetime(child(entry, 'lifetime'))
        ? { lifetimeSeconds: lifetime(child(entry, 'lifetime')) }
        : {}),
    };
    profiles.set(nameOf(entry), profile);
    const ok = profile.proposals.length > 0 && child(entry, 'ah') === undefined;
    ctx.report(
      ok ? 'converted' : 'unsupported',
      'VPN IPSEC Phase1 & Phase2',
      entry,
      'PANOS_CRYPTO_PROFILE',
      ok
        ? `Its proposals go into each ${phase1 ? 'phase1' : 'phase2'} that uses it.`
        : 'No proposal FortiOS supports (AH or unknown ciphers).',
      nameOf(entry),
    );
  }
  return profiles;
}

/**
 * IKE gateways become phase1-interfaces (with their IKE crypto profile), IPsec tunnels one
 * phase2 per proxy-id (one any/any selector without). `tunnel.N` is remembered so zones and
 * routes name the phase1 instead.
 */
export function readVpn(ctx: PanContext, network: TXmlNode | undefined): void {
  const ike = child(network, 'ike');
  const ikeProfiles = readProfiles(ctx, at(ike, 'crypto-profiles', 'ike-crypto-profiles'), true);
  const ipsecProfiles = readProfiles(
    ctx,
    at(ike, 'crypto-profiles', 'ipsec-crypto-profiles'),
    false,
  );
  for (const gw of entries(child(ike, 'gateway'))) {
    const name = nameOf(gw);
    const version = textAt(gw, 'protocol', 'version') ?? 'ikev1';
    const ikeVersion = version === 'ikev1' ? 1 : 2;
    const profile = ikeProfiles.get(
      textAt(gw, 'protocol', ikeVersion === 1 ? 'ikev1' : 'ikev2', 'ike-crypto-profile') ??
        'default',
    );
    const peerText = textAt(gw, 'peer-address', 'ip');
    const peer = child(at(gw, 'peer-address'), 'dynamic')
      ? 'dynamic'
      : peerText
        ? parseNetmask(peerText)?.ip
        : undefined;
    const iface = textAt(gw, 'local-address', 'interface');
    if (!peer || !iface || !profile?.proposals.length) {
      ctx.report(
        'unsupported',
        'VPN IPSEC Phase1 & Phase2',
        gw,
        'PANOS_IKE_GATEWAY',
        `Not converted: ${!peer ? 'its peer is an FQDN or unreadable' : !iface ? 'it has no local interface' : 'its IKE crypto profile has no FortiOS proposal'}.`,
        name,
      );
      continue;
    }
    const psk = !!child(at(gw, 'authentication'), 'pre-shared-key');
    // A dynamic peer's `peer-id` is the one IKE identity it accepts; wildcard matching is many.
    const peerId =
      peer === 'dynamic' && textAt(gw, 'peer-id', 'matching') !== 'wildcard'
        ? textAt(gw, 'peer-id', 'id')
        : undefined;
    ctx.model.phase1.push({
      name,
      origin: ctx.take(gw),
      interface: iface,
      peer,
      ikeVersion,
      ...(textAt(gw, 'protocol', 'ikev1', 'exchange-mode') === 'aggressive'
        ? { mode: 'aggressive' as const }
        : {}),
      proposals: profile.proposals,
      dhGroups: profile.dhGroups,
      ...(profile.lifetimeSeconds ? { lifetimeSeconds: profile.lifetimeSeconds } : {}),
      authentication: psk ? 'psk' : 'certificate',
      secretPresent: psk,
      ...(peerId ? { peerId } : {}),
    });
    if (version === 'ikev2-preferred')
      ctx.note(
        'phase1',
        name,
        'partial',
        'PANOS_IKE_VERSION',
        'ikev2-preferred becomes IKEv2 only.',
      );
  }
  for (const tunnel of entries(at(network, 'tunnel', 'ipsec')))
    readTunnel(ctx, tunnel, ipsecProfiles);
}

function readTunnel(ctx: PanContext, tunnel: TXmlNode, profiles: Map<string, TProfile>): void {
  const name = nameOf(tunnel);
  const autoKey = child(tunnel, 'auto-key');
  const gateway = entries(child(autoKey, 'ike-gateway'))[0];
  const phase1 = gateway ? nameOf(gateway) : undefined;
  const profile = profiles.get(textAt(autoKey, 'ipsec-crypto-profile') ?? 'default');
  if (!phase1 || !ctx.model.phase1.some((p) => p.name === phase1) || !profile?.proposals.length) {
    ctx.report(
      'unsupported',
      'VPN IPSEC Phase1 & Phase2',
      tunnel,
      'PANOS_IPSEC_TUNNEL',
      'Not converted: manual keys, or its IKE gateway or crypto profile did not convert.',
      name,
    );
    return;
  }
  const tunnelInterface = textAt(tunnel, 'tunnel-interface');
  if (tunnelInterface && !ctx.tunnelPhase1.has(tunnelInterface))
    ctx.tunnelPhase1.set(tunnelInterface, phase1);
  const selector = (value: string | undefined): TSelector | undefined => {
    const net = value ? parseNetmask(value) : undefined;
    if (!net) return undefined;
    return net.prefix === 0 ? { kind: 'any' } : { kind: 'prefix', prefix: net };
  };
  const base = {
    phase1,
    proposals: profile.proposals,
    pfs: profile.pfs,
    dhGroups: profile.dhGroups,
    ...(profile.lifetimeSeconds ? { lifetimeSeconds: profile.lifetimeSeconds } : {}),
  };
  const proxies = entries(at(autoKey, 'proxy-id'));
  ctx.report(
    'converted',
    'VPN IPSEC Phase1 & Phase2',
    tunnel,
    'PANOS_IPSEC_TUNNEL',
    `Tunnel of ${phase1}${tunnelInterface ? ` on ${tunnelInterface}` : ''}: its phase2 selectors follow.`,
    name,
  );
  if (proxies.length === 0) {
    ctx.model.phase2.push({
      ...base,
      name,
      origin: ctx.origin(tunnel),
      local: { kind: 'any' },
      remote: { kind: 'any' },
    });
  }
  for (const proxy of proxies) {
    const local = selector(textAt(proxy, 'local'));
    const remote = selector(textAt(proxy, 'remote'));
    const proxyName = `${name}-${nameOf(proxy)}`;
    if (!local || !remote) {
      ctx.report(
        'unsupported',
        'VPN IPSEC Phase1 & Phase2',
        proxy,
        'PANOS_PROXY_ID',
        'Its local or remote selector is not a prefix.',
        proxyName,
      );
      continue;
    }
    ctx.model.phase2.push({ ...base, name: proxyName, origin: ctx.take(proxy), local, remote });
    const protocol = child(proxy, 'protocol');
    if (protocol && !child(protocol, 'any'))
      ctx.note(
        'phase2',
        proxyName,
        'partial',
        'PANOS_PROXY_PROTOCOL',
        'Its protocol and port selector is not carried over.',
      );
  }
  if (child(tunnel, 'tunnel-monitor'))
    ctx.note(
      'phase1',
      phase1,
      'partial',
      'PANOS_TUNNEL_MONITOR',
      'Tunnel monitoring is not carried over.',
    );
}
