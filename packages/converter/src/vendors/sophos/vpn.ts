import type { TSelector } from '../../model/ir.js';
import { child, type TXmlNode } from '../toolkit/xml-tree.js';
import type { SophosContext } from './context.js';
import { readVpnProfile, type TVpnProfile } from './vpn-profiles.js';
import { list, text } from './xml.js';

const isIp = (value: string) => /^[\d.]+$/.test(value) || value.includes(':');

/**
 * `<VPNIPSecConnection>` site-to-site connections (body under `<Configuration>`): the local
 * WAN port, the remote gateway, the IPsec profile named by `Policy`, local subnets and remote
 * networks (object names) as one phase 2 per pair. Pre-shared keys are never exported in
 * clear: the output has a marked placeholder.
 */
export function readVpn(ctx: SophosContext, nodes: Map<string, TXmlNode[]>): void {
  const profiles = new Map<string, TVpnProfile | undefined>();
  for (const node of nodes.get('VPNProfile') ?? []) {
    const name = text(node, 'Name');
    const profile = readVpnProfile(node);
    if (name) profiles.set(name, profile);
    if (name && profile)
      ctx.report(
        'converted',
        'VPN IPSEC Phase1 & Phase2',
        node,
        'SOPHOS_VPN_PROFILE',
        'IPsec profile: its algorithms become the proposals of the connections using it.',
        name,
      );
    else
      ctx.report(
        'unsupported',
        'VPN IPSEC Phase1 & Phase2',
        node,
        'SOPHOS_VPN_PROFILE_NOT_READ',
        'Its algorithms could not be read: connections using it are not converted.',
        name,
      );
  }
  for (const outer of nodes.get('VPNIPSecConnection') ?? []) {
    const node = child(outer, 'Configuration') ?? outer;
    readConnection(ctx, outer, node, profiles);
  }
}

function readConnection(
  ctx: SophosContext,
  outer: TXmlNode,
  node: TXmlNode,
  profiles: Map<string, TVpnProfile | undefined>,
): void {
  const name = text(node, 'Name');
  const type = text(node, 'ConnectionType') ?? 'SiteToSite';
  const fail = (why: string) =>
    ctx.report(
      'unsupported',
      'VPN IPSEC Phase1 & Phase2',
      outer,
      'SOPHOS_VPN_NOT_CONVERTED',
      `Not converted: ${why}.`,
      name,
    );
  if (!name) return fail('the connection has no name');
  if (type !== 'SiteToSite' && type !== 'TunnelInterface')
    return fail(
      `a ${type} connection (remote access or host-to-host) is set up on FortiOS as dial-up IPsec by hand`,
    );
  const profileName = text(node, 'Policy') ?? '';
  const profile = profiles.get(profileName);
  if (!profile)
    return fail(
      `its IPsec profile ${profileName || '(none)'} is not in this input or could not be read`,
    );
  const iface = text(node, 'LocalWANPort');
  const remote = text(node, 'RemoteHost') ?? '*';
  if (!iface) return fail('its local WAN port is not given');
  if (remote !== '*' && !isIp(remote))
    return fail(`its remote gateway ${remote} is a name, not an address`);
  const auth = text(node, 'AuthenticationType') ?? 'PresharedKey';
  if (auth === 'RSAKey')
    return fail(
      'RSA key authentication has no FortiOS counterpart; use certificates or a pre-shared key',
    );
  const origin = ctx.origin(outer);
  const remoteId = text(node, 'RemoteID');
  ctx.model.phase1.push({
    name,
    origin,
    interface: iface,
    peer: remote === '*' ? 'dynamic' : remote,
    ikeVersion: profile.ikeVersion,
    ...(profile.ikeVersion === 1 ? { mode: profile.aggressive ? 'aggressive' : 'main' } : {}),
    proposals: profile.phase1.proposals,
    dhGroups: profile.phase1.dhGroups,
    ...(profile.phase1.lifetimeSeconds ? { lifetimeSeconds: profile.phase1.lifetimeSeconds } : {}),
    authentication: auth === 'DigitalCertificate' ? 'certificate' : 'psk',
    secretPresent: node.children.some((c) => c.name === 'PresharedKey'),
    ...(remoteId ? { peerId: remoteId } : {}),
  });
  const selector = (value: string | undefined): TSelector | undefined =>
    value === undefined
      ? { kind: 'any' }
      : ctx.hasAddress(value)
        ? { kind: 'ref', name: value }
        : undefined;
  const locals = list(node, 'LocalSubnet', 'Network');
  const localNames = locals.length
    ? locals
    : node.children.filter((c) => c.name === 'LocalSubnet' && c.text).map((c) => c.text);
  const remotes = list(node, 'RemoteNetwork', 'Network');
  const pairs = (localNames.length ? localNames : [undefined]).flatMap((l) =>
    (remotes.length ? remotes : [undefined]).map((r) => [l, r] as const),
  );
  const missing: string[] = [];
  pairs.forEach(([l, r], index) => {
    const local = selector(l);
    const remoteSel = selector(r);
    if (!local || !remoteSel) {
      missing.push(...[l, r].filter((v): v is string => v !== undefined && !ctx.hasAddress(v)));
      return;
    }
    ctx.model.phase2.push({
      name: pairs.length > 1 ? `${name}-${index + 1}` : name,
      origin,
      phase1: name,
      local,
      remote: remoteSel,
      proposals: profile.phase2.proposals,
      pfs: profile.phase2.pfs,
      dhGroups: profile.phase2.dhGroups,
      ...(profile.phase2.lifetimeSeconds
        ? { lifetimeSeconds: profile.phase2.lifetimeSeconds }
        : {}),
    });
  });
  if (missing.length)
    ctx.note(
      'phase1',
      name,
      'partial',
      'SOPHOS_VPN_SUBNET_MISSING',
      `Selectors naming ${[...new Set(missing)].join(', ')} (not defined in this input) are not converted.`,
      'narrows',
    );
  if (type === 'SiteToSite')
    ctx.note(
      'phase1',
      name,
      'partial',
      'SOPHOS_VPN_POLICY_BASED',
      'A policy-based connection becomes a FortiOS route-based tunnel: put its tunnel interface in the zone the VPN rules name (VPN) and add routes to the remote networks.',
      'unknown',
    );
}
