import type { TSelector } from '../../model/ir.js';
import { child, type TXmlNode } from '../toolkit/xml-tree.js';
import { parsePrefix } from '../toolkit/vendor-context.js';
import { childrenNamed, flag, text, type PfContext } from './context.js';

/** pfSense encryption names -> FortiOS's (AES key length appended). */
function cipher(name: string, keylen: string): string | undefined {
  const bits = /^\d+$/.test(keylen) ? keylen : '128';
  if (name === 'aes') return `aes${bits}`;
  if (/^aes\d+gcm$/.test(name)) return `aes${bits}gcm`;
  if (name === '3des') return '3des';
  if (name === 'chacha20poly1305') return 'chacha20poly1305';
  return undefined;
}

/** `sha256`, `hmac_sha256` -> `sha256`. */
const hash = (name: string) => {
  const plain = name.replace(/^hmac_/, '');
  return /^(md5|sha1|sha256|sha384|sha512)$/.test(plain) ? plain : undefined;
};

/** Phase 1 proposals: `<encryption><item>` (2.5+) or the single elements of older files. */
function phase1Proposals(node: TXmlNode): { proposals: string[]; dh: number[]; bad: string[] } {
  const items = childrenNamed(child(node, 'encryption'), 'item');
  const sets = items.length ? items : [node];
  const proposals: string[] = [];
  const dh: number[] = [];
  const bad: string[] = [];
  for (const set of sets) {
    const algo = child(set, 'encryption-algorithm');
    const enc = cipher(text(algo, 'name'), text(algo, 'keylen'));
    const h = hash(text(set, 'hash-algorithm'));
    const group = Number(text(set, 'dhgroup'));
    if (!enc || !h) bad.push(`${text(algo, 'name')}/${text(set, 'hash-algorithm')}`);
    else proposals.push(enc.endsWith('gcm') ? `${enc}-prf${h}` : `${enc}-${h}`);
    if (group > 0 && !dh.includes(group)) dh.push(group);
  }
  return { proposals, dh, bad };
}

/** A phase 2 side (`<localid>`/`<remoteid>`): a network, an address or an interface key's net. */
function selector(ctx: PfContext, node: TXmlNode | undefined): TSelector | undefined {
  const type = text(node, 'type');
  if (type === 'network' || type === 'address') {
    const prefix = parsePrefix(
      `${text(node, 'address')}/${type === 'address' ? 32 : text(node, 'netbits')}`,
    );
    return prefix && !prefix.ip.includes(':') ? { kind: 'prefix', prefix } : undefined;
  }
  const iface = ctx.interfaces.get(type);
  if (iface?.ip && iface.prefix !== undefined) {
    const prefix = parsePrefix(`${iface.ip}/${iface.prefix}`);
    return prefix ? { kind: 'prefix', prefix } : undefined;
  }
  return undefined;
}

/**
 * `<ipsec>`: each phase 1 becomes a route-based phase1-interface, each phase 2 (one selector
 * pair) a phase2-interface. Mobile clients, transport and VTI modes are reported. The
 * pre-shared key is never carried: the output has a marked placeholder.
 */
export function readIpsec(ctx: PfContext, root: TXmlNode): void {
  const ipsec = child(root, 'ipsec');
  for (const node of childrenNamed(ipsec, 'phase1')) {
    const ikeid = text(node, 'ikeid');
    const name = `ipsec-${ikeid}`;
    const fail = (why: string) =>
      ctx.report(
        'unsupported',
        'VPN IPSEC Phase1 & Phase2',
        node,
        'PF_IPSEC_PHASE1',
        `IPsec phase 1 ${text(node, 'descr') || ikeid} is not converted: ${why}.`,
        name,
      );
    if (flag(node, 'disabled')) {
      ctx.report(
        'ignored',
        'VPN IPSEC Phase1 & Phase2',
        node,
        'PF_IPSEC_DISABLED',
        'Disabled IPsec tunnel: not converted.',
        name,
      );
      continue;
    }
    if (child(node, 'mobile')) {
      fail('it serves mobile clients (remote access): configure FortiOS dial-up IPsec');
      continue;
    }
    const key = text(node, 'interface');
    const peer = text(node, 'remote-gateway');
    const { proposals, dh, bad } = phase1Proposals(node);
    if (
      !ctx.interfaces.has(key) ||
      !/^\d{1,3}(\.\d{1,3}){3}$/.test(peer) ||
      proposals.length === 0
    ) {
      fail(
        !ctx.interfaces.has(key)
          ? `interface ${key} did not convert`
          : proposals.length
            ? `peer ${peer} is not an IPv4 address`
            : `no proposal converts (${bad.join(', ')})`,
      );
      continue;
    }
    const iketype = text(node, 'iketype');
    const lifetime = Number(text(node, 'lifetime'));
    const peerId = text(node, 'peerid_type') !== 'peeraddress' ? text(node, 'peerid_data') : '';
    const mode = text(node, 'mode');
    ctx.phase1ById.set(ikeid, name);
    ctx.model.phase1.push({
      name,
      origin: ctx.take(node),
      interface: ctx.intf(key),
      peer,
      ikeVersion: iketype === 'ikev1' ? 1 : 2,
      ...(mode === 'main' || mode === 'aggressive' ? { mode } : {}),
      proposals,
      dhGroups: dh.length ? dh : [14],
      ...(lifetime > 0 ? { lifetimeSeconds: lifetime } : {}),
      authentication:
        text(node, 'authentication_method').includes('rsa') ||
        text(node, 'authentication_method').includes('cert')
          ? 'certificate'
          : 'psk',
      secretPresent: text(node, 'pre-shared-key') !== '',
      ...(peerId ? { peerId } : {}),
      ...(text(node, 'descr') ? { comment: text(node, 'descr') } : {}),
    });
    if (iketype === 'auto')
      ctx.note(
        'phase1',
        name,
        'partial',
        'PF_IKE_AUTO',
        'IKE version "auto" becomes IKEv2: set ike-version 1 if the peer needs it.',
        'unknown',
      );
    if (bad.length)
      ctx.note(
        'phase1',
        name,
        'partial',
        'PF_IKE_PROPOSAL',
        `Proposals FortiOS lacks were left out: ${bad.join(', ')}.`,
        'narrows',
      );
  }
  let index = 0;
  for (const node of childrenNamed(ipsec, 'phase2')) {
    index += 1;
    const phase1 = ctx.phase1ById.get(text(node, 'ikeid'));
    const name = `${phase1 ?? 'ipsec'}-p2-${index}`;
    const mode = text(node, 'mode') || 'tunnel';
    const local = selector(ctx, child(node, 'localid'));
    const remote = selector(ctx, child(node, 'remoteid'));
    const why = flag(node, 'disabled')
      ? undefined
      : !phase1
        ? 'its phase 1 did not convert'
        : mode !== 'tunnel' && mode !== 'vti'
          ? `mode ${mode} is not converted`
          : mode === 'tunnel' && (!local || !remote)
            ? 'a selector is not an IPv4 network, address or interface network'
            : child(node, 'natlocalid') && text(child(node, 'natlocalid'), 'type')
              ? 'NAT inside the tunnel (natlocalid) is not converted'
              : undefined;
    if (flag(node, 'disabled') || why || !phase1) {
      ctx.report(
        why ? 'unsupported' : 'ignored',
        'VPN IPSEC Phase1 & Phase2',
        node,
        'PF_IPSEC_PHASE2',
        why ? `IPsec phase 2 is not converted: ${why}.` : 'Disabled phase 2: not converted.',
        name,
      );
      continue;
    }
    const encs = childrenNamed(node, 'encryption-algorithm-option').map((e) =>
      cipher(text(e, 'name'), text(e, 'keylen')),
    );
    const hashes = childrenNamed(node, 'hash-algorithm-option').map((h) => hash(h.text));
    const proposals: string[] = [];
    for (const enc of encs.filter((e): e is string => !!e)) {
      if (enc.endsWith('gcm') || enc === 'chacha20poly1305') proposals.push(enc);
      else for (const h of hashes.filter((x): x is string => !!x)) proposals.push(`${enc}-${h}`);
    }
    const pfs = Number(text(node, 'pfsgroup'));
    const lifetime = Number(text(node, 'lifetime'));
    ctx.model.phase2.push({
      name,
      origin: ctx.take(node),
      phase1,
      local: local ?? { kind: 'any' },
      remote: remote ?? { kind: 'any' },
      proposals: [...new Set(proposals)],
      pfs: pfs > 0,
      dhGroups: pfs > 0 ? [pfs] : [],
      ...(lifetime > 0 ? { lifetimeSeconds: lifetime } : {}),
      ...(text(node, 'descr') ? { comment: text(node, 'descr') } : {}),
    });
  }
}

/** OpenVPN servers and clients: FortiOS has no OpenVPN; reported with what to use instead. */
export function reportOpenVpn(ctx: PfContext, root: TXmlNode): void {
  for (const node of child(root, 'openvpn')?.children ?? []) {
    const server = node.name === 'openvpn-server';
    const label = text(node, 'description') || text(node, 'vpnid');
    ctx.report(
      'unsupported',
      'SSLVPN',
      node,
      'PF_OPENVPN',
      `OpenVPN ${server ? 'server' : 'client'} ${label} (${text(node, 'mode') || 'mode not set'}) is not converted: FortiOS has no OpenVPN; use SSL VPN or dial-up IPsec for remote access, IPsec for site-to-site.`,
      label,
    );
  }
}
