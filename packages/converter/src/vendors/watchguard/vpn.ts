import type { TSelector } from '../../model/ir.js';
import { parseIpv4 } from '../../net/ipv4.js';
import { parsePrefix } from '../toolkit/vendor-context.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';
import { listOf, textOf, type WatchGuardContext } from './context.js';

const ENCRYPTION: Record<string, string> = {
  DES: 'des',
  '3DES': '3des',
  AES128: 'aes128',
  AES192: 'aes192',
  AES256: 'aes256',
  'AES-GCM128': 'aes128gcm',
  'AES-GCM256': 'aes256gcm',
};
const AUTHENTICATION: Record<string, string> = {
  MD5: 'md5',
  SHA1: 'sha1',
  'SHA2-256': 'sha256',
  'SHA2-384': 'sha384',
  'SHA2-512': 'sha512',
};

/** `aes256-sha256` of a proposal element (`<encryption>`, `<authentication>`), if known. */
function proposalOf(node: TXmlNode): string | undefined {
  const encryption = ENCRYPTION[textOf(node, 'encryption')];
  const authentication = AUTHENTICATION[textOf(node, 'authentication')];
  if (!encryption) return undefined;
  // GCM ciphers authenticate themselves; FortiOS still names a PRF/integrity.
  return `${encryption}-${authentication ?? 'sha256'}`;
}

/**
 * BOVPN gateways (`<ike-policy-group-list>`, verify names): peer address, local interface, IKE
 * version and mode, phase 1 proposals and lifetime; the pre-shared key is never carried (a marked
 * placeholder). Each converted gateway is a route-based FortiOS phase1-interface of its name,
 * which `Any-BOVPN` stands for in policies.
 */
export function readGateways(ctx: WatchGuardContext, list: TXmlNode): void {
  for (const node of list.children) {
    const name = textOf(node, 'name');
    const peer = textOf(node, 'remote-gateway');
    const proposals = listOf(node, 'ike-proposal-list').map(proposalOf);
    const dhGroups = listOf(node, 'ike-proposal-list').map((p) => Number(textOf(p, 'dh-group')));
    const iface = textOf(node, 'local-interface');
    const version = textOf(node, 'ike-version');
    const auth = textOf(node, 'auth-method');
    if (
      parseIpv4(peer) === undefined ||
      !ctx.names.has('interfaces', iface) ||
      proposals.length === 0 ||
      proposals.some((p) => !p) ||
      (version !== '1' && version !== '2') ||
      (auth !== 'PSK' && auth !== 'Certificate')
    ) {
      ctx.report(
        'unsupported',
        'VPN IPSEC Phase1 & Phase2',
        node,
        'WG_BOVPN_GATEWAY',
        `BOVPN gateway ${name}: a dynamic peer (FQDN or dynamic IP), several gateway endpoints, or a proposal the converter does not know; not converted. Create the FortiOS phase1-interface by hand.`,
        name,
      );
      continue;
    }
    const lifetime = Number(textOf(node, 'life-time'));
    ctx.model.phase1.push({
      name,
      origin: ctx.take(node),
      interface: iface,
      peer,
      ikeVersion: version === '2' ? 2 : 1,
      mode: textOf(node, 'mode').toLowerCase() === 'aggressive' ? 'aggressive' : 'main',
      proposals: [...new Set(proposals as string[])],
      dhGroups: [...new Set(dhGroups.filter((g) => g > 0))],
      ...(lifetime > 0 ? { lifetimeSeconds: lifetime } : {}),
      authentication: auth === 'PSK' ? 'psk' : 'certificate',
      secretPresent: textOf(node, 'pre-shared-key') !== '',
    });
    ctx.tunnels.push(name);
  }
}

/**
 * BOVPN tunnels (`<abs-ipsec-action-list>`): each local/remote pair of a tunnel is a phase 2
 * selector pair on its gateway, with the phase 2 settings of the `<ipsec-action>` it names
 * (`<ipsec-action-list>`); the emitter routes the remote side through the tunnel.
 */
export function readTunnels(
  ctx: WatchGuardContext,
  list: TXmlNode,
  actions: TXmlNode | undefined,
): void {
  const byName = new Map((actions?.children ?? []).map((a) => [textOf(a, 'name'), a]));
  for (const node of list.children) {
    const name = textOf(node, 'name');
    const gateway = textOf(node, 'ike-policy');
    const action = byName.get(textOf(node, 'ipsec-action'));
    const proposals = listOf(action, 'proposal-list').map(proposalOf);
    const fail = (why: string) =>
      ctx.report(
        'unsupported',
        'VPN IPSEC Phase1 & Phase2',
        node,
        'WG_BOVPN_TUNNEL',
        `BOVPN tunnel ${name}: ${why}`,
        name,
      );
    if (!ctx.tunnels.includes(gateway)) {
      fail(`its gateway ${gateway} is not converted; not converted.`);
      continue;
    }
    if (!action || proposals.length === 0 || proposals.some((p) => !p)) {
      fail(
        'its phase 2 proposal is missing or unknown; not converted. Create the phase2-interface by hand.',
      );
      continue;
    }
    if (textOf(node, 'enabled') === '0') {
      ctx.report(
        'ignored',
        'VPN IPSEC Phase1 & Phase2',
        node,
        'WG_BOVPN_DISABLED',
        `BOVPN tunnel ${name} is disabled: not converted.`,
        name,
      );
      continue;
    }
    const origin = ctx.take(node);
    if (!ctx.handled.has(action))
      ctx.report(
        'converted',
        'VPN IPSEC Phase1 & Phase2',
        action,
        'WG_IPSEC_ACTION',
        `Phase 2 settings ${textOf(action, 'name')}: converted into the phase 2 of the tunnels that use them.`,
      );
    const pfsGroup = Number(textOf(action, 'pfs-group'));
    const lifetime = Number(textOf(action, 'life-time'));
    listOf(node, 'local-remote-pair-list').forEach((pair, index) => {
      const local = selectorOf(
        ctx,
        pair.children.find((c) => c.name === 'local-addr'),
        origin,
      );
      const remote = selectorOf(
        ctx,
        pair.children.find((c) => c.name === 'remote-addr'),
        origin,
      );
      const natInside =
        textOf(pair, 'one-to-one-nat-enabled') === 'true' ||
        textOf(pair, 'dnat-enabled') === 'true';
      if (!local || !remote || natInside || textOf(pair, 'direction') !== 'bi-directional') {
        ctx.report(
          'unsupported',
          'VPN IPSEC Phase1 & Phase2',
          pair,
          'WG_BOVPN_PAIR',
          `BOVPN tunnel ${name}, route ${index + 1}: NAT inside the tunnel, a one-way tunnel route or an address the converter cannot read; not converted.`,
          name,
        );
        return;
      }
      ctx.model.phase2.push({
        name: `${name}-${index + 1}`,
        origin,
        phase1: gateway,
        local: local.selector,
        remote: remote.selector,
        proposals: [...new Set(proposals as string[])],
        pfs: textOf(action, 'pfs-enabled') === '1',
        dhGroups: pfsGroup > 0 ? [pfsGroup] : [],
        ...(lifetime > 0 ? { lifetimeSeconds: lifetime } : {}),
      });
    });
  }
}

/** A tunnel route's side: `<type>` Host IP / Network IP / Host Range / Any with `<value>`. */
function selectorOf(
  ctx: WatchGuardContext,
  node: TXmlNode | undefined,
  origin: ReturnType<WatchGuardContext['origin']>,
): { selector: TSelector } | undefined {
  const type = textOf(node, 'type');
  const value = textOf(node, 'value');
  if (type === 'Any') return { selector: { kind: 'any' } };
  if (type === 'Host IP' || type === 'Network IP') {
    const prefix = parsePrefix(value);
    return prefix && prefix.ip.includes('.') ? { selector: { kind: 'prefix', prefix } } : undefined;
  }
  if (type === 'Host Range') {
    const name = ctx.literalAddress(value, origin);
    return name ? { selector: { kind: 'ref', name } } : undefined;
  }
  return undefined;
}
