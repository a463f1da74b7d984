import type { TPolicy, TRefList, TSelector } from '../../model/ir.js';
import { parseIpv4 } from '../../net/ipv4.js';
import type { TAsaBlock, TAsaLine } from './blocks.js';
import type { AsaContext } from './context.js';
import { readAddress } from './operands.js';

/** What `webvpn`, `group-policy` and remote-access `tunnel-group` blocks say. */
export class RemoteAccessState {
  readonly interfaces: string[] = [];
  anyconnect = false;
  readonly pools = new Set<string>();
  readonly dns: string[] = [];
  splitAcl: string | undefined;
  readonly groups: string[] = [];
  first: number | undefined;
  last = 0;

  touch(block: TAsaBlock): void {
    this.first = Math.min(this.first ?? block.head.n, block.head.n);
    this.last = Math.max(this.last, block.end);
  }
}

const values = (block: TAsaBlock, keyword: string) =>
  block.children
    .filter((c) => c.tokens[0] === keyword)
    .flatMap((c) => c.tokens.slice(1).filter((t) => t !== 'value'));

/** `webvpn` (enable IF, anyconnect enable), `group-policy G attributes`, `tunnel-group T ...`. */
export function readRemoteAccess(
  ctx: AsaContext,
  state: RemoteAccessState,
  block: TAsaBlock,
): boolean {
  const [first, name = '', kind, type] = block.head.tokens;
  if (first === 'webvpn') {
    state.interfaces.push(...values(block, 'enable'));
    state.anyconnect ||= block.children.some((c) => c.text.trim() === 'anyconnect enable');
  } else if (first === 'group-policy' && kind === 'attributes') {
    for (const pool of values(block, 'address-pools')) state.pools.add(pool);
    state.dns.push(...values(block, 'dns-server').filter((t) => ctx.ip(t)));
    state.splitAcl ??= values(block, 'split-tunnel-network-list')[0];
  } else if (first === 'group-policy' && kind === 'internal') {
    // declaration only; its attributes block carries the settings
  } else if (first === 'tunnel-group' && kind === 'type' && type === 'remote-access') {
    state.groups.push(name);
  } else if (
    first === 'tunnel-group' &&
    (kind === 'general-attributes' || kind === 'webvpn-attributes')
  ) {
    for (const pool of values(block, 'address-pool')) state.pools.add(pool);
  } else return false;
  state.touch(block);
  ctx.report(
    'converted',
    'SSLVPN',
    block,
    'ASA_REMOTE_ACCESS',
    'Read into the SSL VPN settings (vpn ssl settings) and its policy.',
    name || first,
  );
  return true;
}

/**
 * AnyConnect becomes FortiOS SSL VPN in tunnel mode: pools, source interfaces, split tunnel,
 * a user group of the remote-access users, and the policy that lets them in (ASA lets VPN
 * traffic bypass interface ACLs).
 */
export function buildSslVpn(ctx: AsaContext, state: RemoteAccessState): TPolicy[] {
  if (!state.anyconnect || state.interfaces.length === 0 || state.first === undefined) return [];
  const origin = { file: ctx.file, line: state.first, endLine: state.last };
  const pools = [...state.pools].flatMap((pool) => {
    const address = ctx.poolAddress.get(pool);
    return address ? [address] : [];
  });
  const split = state.splitAcl ? splitNetworks(ctx, state.splitAcl, origin) : 'any';
  const users = ctx.model.users.filter((user) => !user.admin).map((user) => user.name);
  const group = `${state.groups[0] ?? 'ssl-vpn'}-users`;
  ctx.model.userGroups.push({ name: group, origin, members: users, generated: true });
  ctx.model.sslVpn = {
    origin,
    sourceInterfaces: state.interfaces,
    tunnelPools: pools,
    splitTunnel: split,
    ...(state.dns.length ? { dnsServers: state.dns } : {}),
    authRules: [{ groups: [group], portal: `${group.replace(/-users$/, '')}-portal` }],
  };
  if (state.splitAcl) ctx.useAcl(state.splitAcl, 'split-tunnel');
  return [
    {
      id: 'sslvpn:access',
      origin,
      srcIntf: ['ssl.root'],
      dstIntf: 'any',
      srcAddr: pools.length ? pools : 'any',
      dstAddr: split,
      service: 'any',
      groups: [group],
      action: 'accept',
      log: false,
      enabled: true,
      implicit:
        'ASA lets remote-access VPN traffic bypass interface ACLs (sysopt connection permit-vpn)',
      comment: 'AnyConnect users (ASA VPN traffic bypassed interface ACLs)',
    },
  ];
}

function splitNetworks(
  ctx: AsaContext,
  acl: string,
  origin: { file: string; line: number; endLine: number },
): TRefList {
  const names: string[] = [];
  for (const line of ctx.acls.get(acl)?.lines ?? []) {
    const tokens = line.tokens;
    const permitAt = tokens.indexOf('permit');
    if (permitAt < 0) continue;
    // standard ACL: `permit A M` / `permit host A`; extended: `permit ip any A M`.
    const at = tokens[2] === 'standard' ? permitAt + 1 : permitAt + 3;
    const read = readAddress(
      ctx,
      tokens,
      tokens[2] === 'standard'
        ? at
        : at +
            (tokens[at] === 'host' || tokens[at] === 'object'
              ? 2
              : tokens[at] === 'any' || tokens[at] === 'any4'
                ? 1
                : 2),
      origin,
    );
    if (read?.operand.kind === 'ref') names.push(read.operand.name);
    else if (read?.operand.kind === 'any') return 'any';
  }
  return names.length ? names : 'any';
}

const selectorRefs = (selector: TSelector): TRefList =>
  selector.kind === 'ref' ? [selector.name] : 'any';

/**
 * Site-to-site tunnels: decrypted traffic bypasses interface ACLs on ASA, so each selector pair
 * becomes an accept policy from the tunnel; traffic to the remote side leaves by the tunnel, so
 * policies towards the crypto-map interface also name its tunnels.
 */
export function tunnelPolicies(ctx: AsaContext, policies: TPolicy[]): TPolicy[] {
  const byInterface = new Map<string, string[]>();
  for (const p1 of ctx.model.phase1)
    byInterface.set(p1.interface, [...(byInterface.get(p1.interface) ?? []), p1.name]);
  for (const policy of policies) {
    if (policy.dstIntf === 'any') continue;
    const tunnels = policy.dstIntf.flatMap((name) => byInterface.get(name) ?? []);
    if (tunnels.length) policy.dstIntf = [...policy.dstIntf, ...tunnels];
  }
  return ctx.model.phase2.map((p2) => ({
    id: `vpn:${p2.name}`,
    origin: p2.origin,
    srcIntf: [p2.phase1],
    dstIntf: 'any',
    srcAddr: selectorRefs(p2.remote),
    dstAddr: selectorRefs(p2.local),
    service: 'any',
    action: 'accept' as const,
    log: false,
    enabled: true,
    implicit: 'ASA lets decrypted VPN traffic bypass interface ACLs (sysopt connection permit-vpn)',
    comment: `From tunnel ${p2.phase1} (ASA VPN traffic bypassed interface ACLs)`,
  }));
}

/** `ip local pool NAME A-B mask M`: an address range for remote-access clients. */
export function readLocalPool(ctx: AsaContext, line: TAsaLine): void {
  const [, , , name = '', range = ''] = line.tokens;
  const [start, end] = range.split('-');
  if (!start || !end || parseIpv4(start) === undefined || parseIpv4(end) === undefined) {
    ctx.report(
      'unsupported',
      'SSLVPN',
      line,
      'ASA_POOL_UNREADABLE',
      'The pool could not be read (IPv6 pools are not converted).',
      name,
    );
    return;
  }
  // Pools and network objects are separate namespaces on ASA; FortiOS has one address table.
  let address = name;
  for (let i = 1; ctx.networkObjectNames.has(address) || ctx.hasAddress(address); i += 1)
    address = `${name}-pool${i === 1 ? '' : i}`;
  ctx.model.addresses.push({ name: address, origin: ctx.origin(line), kind: 'range', start, end });
  ctx.poolAddress.set(name, address);
  if (address !== name) {
    ctx.note(
      'addresses',
      address,
      'converted',
      'ASA_POOL_RENAMED',
      `IP local pool ${name} shares its name with a network object: the pool's address is named ${address}.`,
    );
  }
}
