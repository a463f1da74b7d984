import type { TPhase1, TSelector } from '../../model/ir.js';
import { parsePrefix } from '../toolkit/vendor-context.js';
import type { VyosContext } from './context.js';
import { byNumber, leaf, sub, tags, use, type TNode } from './tree.js';

const CIPHERS: Record<string, string> = {
  aes128: 'aes128',
  aes192: 'aes192',
  aes256: 'aes256',
  '3des': '3des',
  des: 'des',
  aes128gcm128: 'aes128gcm',
  aes256gcm128: 'aes256gcm',
  chacha20poly1305: 'chacha20poly1305',
};
const HASHES: Record<string, string> = {
  md5: 'md5',
  sha1: 'sha1',
  sha256: 'sha256',
  sha384: 'sha384',
  sha512: 'sha512',
};

/** A group's proposals as FortiOS names (`aes256-sha256`), its DH groups and what did not map. */
function proposals(group: TNode | undefined): { names: string[]; dh: number[]; unknown: string[] } {
  const names: string[] = [];
  const dh: number[] = [];
  const unknown: string[] = [];
  for (const p of byNumber(tags(group, 'proposal'))) {
    const enc = leaf(p, 'encryption') ?? 'aes128';
    const hash = leaf(p, 'hash') ?? 'sha1';
    const cipher = CIPHERS[enc];
    const mac = HASHES[hash];
    if (!cipher || !mac) unknown.push(`${enc}/${hash}`);
    else
      names.push(
        cipher.endsWith('gcm') || cipher.startsWith('chacha') ? cipher : `${cipher}-${mac}`,
      );
    const group = Number(leaf(p, 'dh-group'));
    if (Number.isInteger(group) && group > 0 && !dh.includes(group)) dh.push(group);
  }
  return { names: [...new Set(names)], dh, unknown };
}

function selector(prefix: string | undefined): TSelector {
  const parsed = prefix ? parsePrefix(prefix) : undefined;
  return parsed && parsed.prefix > 0 ? { kind: 'prefix', prefix: parsed } : { kind: 'any' };
}

/** The interface that holds the local address, or the first `ipsec-interfaces` one. */
function localInterface(ctx: VyosContext, ipsec: TNode, peer: TNode): string | undefined {
  const local = leaf(peer, 'local-address');
  const owner = ctx.model.interfaces.find(
    (i) => i.addressing.mode === 'static' && i.addressing.addresses.some((a) => a.ip === local),
  );
  return (
    owner?.name ?? tags(ipsec, 'ipsec-interfaces', 'interface')[0]?.word ?? leaf(ipsec, 'interface')
  );
}

/**
 * `vpn ipsec site-to-site peer P`: one phase 1 per peer (its ike-group's version, proposals,
 * DH groups and lifetime; a pre-shared secret becomes a placeholder) and one phase 2 per
 * `tunnel` (local and remote prefixes, the esp-group's proposals and PFS), or one with any
 * selectors for a route-based `vti` peer.
 */
export function readVpn(ctx: VyosContext, root: TNode): void {
  const ipsec = sub(root, 'vpn', 'ipsec');
  if (!ipsec) return;
  const ike = new Map(tags(ipsec, 'ike-group').map((g) => [g.word, g]));
  const esp = new Map(tags(ipsec, 'esp-group').map((g) => [g.word, g]));
  use(...ike.values(), ...esp.values());
  const named = new Set(
    tags(ipsec, 'site-to-site', 'peer').flatMap((p) => [
      leaf(p, 'ike-group'),
      leaf(p, 'default-esp-group'),
      ...tags(p, 'tunnel').map((t) => leaf(t, 'esp-group')),
      leaf(p, 'vti', 'esp-group'),
    ]),
  );
  for (const [kind, groups] of [
    ['IKE', ike],
    ['ESP', esp],
  ] as const)
    for (const group of groups.values())
      ctx.report(
        named.has(group.word) ? 'converted' : 'ignored',
        'VPN IPSEC Phase1 & Phase2',
        group,
        'VYOS_IPSEC_GROUP',
        named.has(group.word)
          ? `${kind} group ${group.word}: its proposals, DH groups and lifetime are in the phase ${kind === 'IKE' ? '1' : '2'} of the peers naming it.`
          : `${kind} group ${group.word} is named by no peer.`,
        group.word,
      );
  // VyOS 1.3 / EdgeOS `ipsec-interfaces interface X`, VyOS 1.4 `interface X`.
  const interfaces = sub(ipsec, 'ipsec-interfaces') ?? sub(ipsec, 'interface');
  if (interfaces) {
    use(interfaces);
    ctx.report(
      'converted',
      'VPN IPSEC Phase1 & Phase2',
      interfaces,
      'VYOS_IPSEC_INTERFACES',
      'The interfaces IPsec listens on: a peer without a local-address gets the first as its phase 1 interface.',
    );
  }
  for (const peer of tags(ipsec, 'site-to-site', 'peer')) {
    use(peer);
    const name = peer.word;
    const remote = leaf(peer, 'remote-address') ?? name;
    const address = parsePrefix(remote);
    const iface = localInterface(ctx, ipsec, peer);
    const ikeGroup = ike.get(leaf(peer, 'ike-group') ?? '');
    const fail = (why: string) =>
      ctx.report(
        'unsupported',
        'VPN IPSEC Phase1 & Phase2',
        peer,
        'VYOS_IPSEC_NOT_CONVERTED',
        `Peer ${name} is not converted: ${why}.`,
        name,
      );
    if (!address && remote !== 'any' && remote !== '0.0.0.0') {
      fail(`its remote address ${remote} is not an IPv4 address (a name or IPv6)`);
      continue;
    }
    if (!iface) {
      fail('no local interface is known (local-address or ipsec-interfaces)');
      continue;
    }
    if (!ikeGroup) {
      fail(`its ike-group ${leaf(peer, 'ike-group') ?? '(none)'} is not in this input`);
      continue;
    }
    const mode = leaf(peer, 'authentication', 'mode') ?? 'pre-shared-secret';
    const p1 = proposals(ikeGroup);
    const lifetime = Number(leaf(ikeGroup, 'lifetime'));
    const phase1: TPhase1 = {
      name,
      origin: ctx.origin(peer),
      interface: iface,
      peer: address ? address.ip : 'dynamic',
      ikeVersion: leaf(ikeGroup, 'key-exchange') === 'ikev2' ? 2 : 1,
      ...(leaf(ikeGroup, 'mode') === 'aggressive' ? { mode: 'aggressive' as const } : {}),
      proposals: p1.names,
      dhGroups: p1.dh,
      ...(lifetime > 0 ? { lifetimeSeconds: lifetime } : {}),
      authentication: mode === 'pre-shared-secret' ? 'psk' : 'certificate',
      secretPresent: true,
      ...(leaf(peer, 'authentication', 'remote-id')
        ? { peerId: leaf(peer, 'authentication', 'remote-id') }
        : {}),
    };
    ctx.model.phase1.push(phase1);
    // A pre-shared secret becomes the emitter's marked placeholder, which it reports itself.
    if (mode !== 'pre-shared-secret')
      ctx.note(
        'phase1',
        name,
        'partial',
        'VYOS_IPSEC_CERTIFICATE',
        `Authentication ${mode}: import the certificates on FortiOS and pick them in the phase 1.`,
        'unknown',
      );
    if (p1.unknown.length)
      ctx.note(
        'phase1',
        name,
        'partial',
        'VYOS_IPSEC_PROPOSAL',
        `Proposals not mapped: ${p1.unknown.join(', ')}.`,
        'unknown',
      );
    const tunnels = byNumber(tags(peer, 'tunnel'));
    const vti = sub(peer, 'vti');
    for (const tunnel of tunnels)
      addPhase2(ctx, esp, peer, phase1, tunnel, `${name}-${tunnel.word}`);
    if (vti) {
      addPhase2(ctx, esp, peer, phase1, vti, `${name}-vti`);
      ctx.note(
        'phase1',
        name,
        'partial',
        'VYOS_IPSEC_VTI',
        `Route-based (vti ${leaf(vti, 'bind') ?? ''}): FortiOS routes over the tunnel interface ${name}; point the routes via ${leaf(vti, 'bind') ?? 'the vti'} at it by hand.`,
        'unknown',
      );
    }
  }
  for (const other of ['remote-access', 'profile']) {
    const node = sub(ipsec, other);
    if (!node) continue;
    use(node);
    ctx.report(
      'unsupported',
      'VPN IPSEC Phase1 & Phase2',
      node,
      'VYOS_IPSEC_KIND',
      `IPsec ${other} is not converted: make the FortiOS dial-up IPsec (or SSL VPN) by hand.`,
      other,
    );
  }
  for (const psk of tags(ipsec, 'authentication', 'psk')) {
    use(psk);
    ctx.report(
      'ignored',
      'VPN IPSEC Phase1 & Phase2',
      psk,
      'VYOS_IPSEC_PSK',
      'A pre-shared secret (VyOS 1.4): secrets are never carried; the phase 1 gets a placeholder.',
      psk.word,
    );
  }
}

function addPhase2(
  ctx: VyosContext,
  esp: Map<string, TNode>,
  peer: TNode,
  phase1: TPhase1,
  tunnel: TNode,
  name: string,
): void {
  const group = esp.get(leaf(tunnel, 'esp-group') ?? leaf(peer, 'default-esp-group') ?? '');
  const p2 = proposals(group);
  const pfs = leaf(group, 'pfs') ?? 'enable';
  const pfsGroup = /^dh-group(\d+)$/.exec(pfs)?.[1];
  const lifetime = Number(leaf(group, 'lifetime'));
  ctx.model.phase2.push({
    name,
    origin: ctx.origin(tunnel),
    phase1: phase1.name,
    local: selector(leaf(tunnel, 'local', 'prefix')),
    remote: selector(leaf(tunnel, 'remote', 'prefix')),
    proposals: p2.names,
    pfs: pfs !== 'disable',
    dhGroups: pfsGroup ? [Number(pfsGroup)] : pfs === 'disable' ? [] : phase1.dhGroups,
    ...(lifetime > 0 ? { lifetimeSeconds: lifetime } : {}),
  });
  if (!group)
    ctx.note(
      'phase2',
      name,
      'partial',
      'VYOS_IPSEC_ESP_MISSING',
      'Its esp-group is not in this input: FortiOS default proposals are used.',
      'unknown',
    );
}
