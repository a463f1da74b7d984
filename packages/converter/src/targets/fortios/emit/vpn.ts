import type { TPhase1, TSelector } from '../../../model/ir.js';
import { prefixToMask, rangeToPrefixes } from '../../../net/ipv4.js';
import { q } from '../writer.js';
import type { EmitContext } from './context.js';

/** Marked placeholders for secrets: FortiOS encrypts them on import; the report lists each. */
export const SECRET_PLACEHOLDER = 'CHANGE-ME-fwconv-placeholder';

const DEFAULT_PROPOSALS = ['aes256-sha256', 'aes128-sha1'];

function writeSelector(ctx: EmitContext, side: 'src' | 'dst', selector: TSelector): void {
  if (selector.kind === 'prefix')
    ctx.out.set(`${side}-subnet`, selector.prefix.ip, prefixToMask(selector.prefix.prefix));
  else if (selector.kind === 'ref') {
    const name = ctx.names.lookup('address', selector.name);
    if (name) {
      ctx.out.set(`${side}-addr-type`, 'name');
      ctx.out.set(`${side}-name`, q(name));
    }
  }
}

type TTunnelRoute = { ip: string; prefix: number; device: string; comment: string };

/**
 * Which peers the phase1 accepts: a dial-up user group (each member's name is a peer ID and
 * its password the key), one peer ID, or any peer holding the key.
 */
function writePeerType(ctx: EmitContext, p1: TPhase1): void {
  const group = p1.peerGroup ? ctx.names.lookup('group', p1.peerGroup) : undefined;
  if (group) {
    ctx.out.set('peertype', 'dialup');
    ctx.out.set('usrgrp', q(group));
  } else if (p1.peerId) {
    ctx.out.set('peertype', 'one');
    ctx.out.set('peerid', q(p1.peerId));
  } else ctx.out.set('peertype', 'any');
  if (p1.peerGroup && !group)
    ctx.note('phase1', p1.name, {
      status: 'partial',
      code: 'PHASE1_PEER_GROUP_MISSING',
      message: `Its dial-up user group ${p1.peerGroup} did not convert: ${p1.peerId ? `only peer ID "${p1.peerId}"` : 'any peer holding the key'} is accepted until it is set (peertype dialup, usrgrp).`,
    });
}

/**
 * `vpn ipsec phase1-interface`, written right after the interfaces: a phase1-interface is an
 * interface, and zones, NAT rules, policies and routes may name it. Returns source phase1 name
 * -> FortiOS name for the phase2s.
 */
export function emitPhase1(ctx: EmitContext): Map<string, string> {
  const phase1Names = new Map<string, string>();
  if (ctx.model.phase1.length === 0) return phase1Names;
  ctx.out.config('vpn ipsec phase1-interface', () => {
    for (const p1 of ctx.model.phase1) {
      const iface = ctx.intf(p1.interface);
      if (!iface) {
        ctx.note('phase1', p1.name, {
          status: 'unsupported',
          code: 'PHASE1_INTERFACE_MISSING',
          message: `Its interface ${p1.interface} did not convert.`,
        });
        continue;
      }
      const name = ctx.name('phase1', 'phase1', p1.name);
      phase1Names.set(p1.name, name);
      // A phase1-interface is an interface: policies and routes refer to it by name.
      ctx.interfaceNames.set(p1.name, name);
      ctx.out.edit(name, () => {
        if (p1.peer === 'dynamic') ctx.out.set('type', 'dynamic');
        ctx.out.set('interface', q(iface));
        if (p1.ikeVersion === 2) ctx.out.set('ike-version', 2);
        if (p1.mode === 'aggressive') ctx.out.set('mode', 'aggressive');
        writePeerType(ctx, p1);
        ctx.out.set('net-device', 'disable');
        ctx.out.set('proposal', ...(p1.proposals.length ? p1.proposals : DEFAULT_PROPOSALS));
        if (p1.dhGroups.length) ctx.out.set('dhgrp', ...p1.dhGroups);
        if (p1.lifetimeSeconds) ctx.out.set('keylife', p1.lifetimeSeconds);
        if (p1.peer !== 'dynamic') ctx.out.set('remote-gw', p1.peer);
        if (p1.authentication === 'certificate') ctx.out.set('authmethod', 'signature');
        else ctx.out.set('psksecret', q(SECRET_PLACEHOLDER));
      });
      ctx.target('phase1', p1.name, `vpn ipsec phase1-interface "${name}"`);
      const agreed = p1.peer === 'dynamic' ? 'the dial-up peers' : p1.peer;
      // ASA lets decrypted traffic bypass interface ACLs (sysopt connection permit-vpn).
      const bypass =
        ctx.model.vendor.startsWith('cisco') &&
        ' Decrypted traffic needs explicit firewall policies on FortiOS (ASA let it bypass interface ACLs).';
      ctx.note(
        'phase1',
        p1.name,
        p1.authentication === 'certificate'
          ? {
              status: 'partial',
              code: 'CERTIFICATE_NEEDED',
              message: `Certificate authentication: import the local certificate and the CA of ${agreed} on the FortiGate, then set certificate on this phase1.${bypass || ''}`,
            }
          : {
              status: 'partial',
              code: 'SECRET_PLACEHOLDER',
              message: `The pre-shared key cannot be carried over: replace "${SECRET_PLACEHOLDER}" with the key agreed with ${agreed}.${bypass || ''}`,
            },
      );
    }
  });
  return phase1Names;
}

/**
 * `vpn ipsec phase2-interface`, after the addresses its selectors may name, plus routes to each
 * tunnel's remote networks (returned for `router static`): policy-based crypto maps become
 * route-based tunnels.
 */
export function emitPhase2(ctx: EmitContext, phase1Names: Map<string, string>): TTunnelRoute[] {
  const routes: TTunnelRoute[] = [];
  const { resolver } = ctx;
  const phase2 = ctx.model.phase2.filter((p2) => phase1Names.has(p2.phase1));
  if (phase2.length === 0) return routes;
  ctx.out.config('vpn ipsec phase2-interface', () => {
    for (const p2 of phase2) {
      const name = ctx.name('phase2', 'phase2', p2.name);
      const p1 = phase1Names.get(p2.phase1) ?? '';
      ctx.out.edit(name, () => {
        ctx.out.set('phase1name', q(p1));
        ctx.out.set('proposal', ...(p2.proposals.length ? p2.proposals : DEFAULT_PROPOSALS));
        if (!p2.pfs) ctx.out.set('pfs', 'disable');
        else if (p2.dhGroups.length) ctx.out.set('dhgrp', ...p2.dhGroups);
        if (p2.lifetimeSeconds) ctx.out.set('keylifeseconds', p2.lifetimeSeconds);
        writeSelector(ctx, 'src', p2.local);
        writeSelector(ctx, 'dst', p2.remote);
      });
      ctx.target('phase2', p2.name, `vpn ipsec phase2-interface "${name}"`);
      if (p2.remote.kind === 'prefix') {
        routes.push({ ...p2.remote.prefix, device: p1, comment: `to ${p2.name}` });
      }
      const remote = p2.remote.kind === 'ref' ? resolver.resolve([p2.remote.name]) : undefined;
      for (const [low, high] of remote ?? []) {
        for (const prefix of rangeToPrefixes(low, high)) {
          routes.push({ ...prefix, device: p1, comment: `to ${p2.name}` });
        }
      }
    }
  });
  // Phase2s of one phase1 may share a remote network: one route per prefix and tunnel.
  const seen = new Set<string>();
  const unique = routes.filter((route) => {
    const key = `${route.ip}/${route.prefix}@${route.device}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // Remote networks leave by the tunnel: dstintf lookups must see these routes too.
  for (const route of unique)
    ctx.routes.push({ ip: route.ip, prefix: route.prefix, interface: route.device });
  return unique;
}

/**
 * `config vpn ssl web portal` (tunnel mode, pools, split tunnel) and `config vpn ssl settings`
 * from the model's remote-access settings; the ticket's settings (options.sslVpn) win.
 */
export function emitSslVpn(ctx: EmitContext): void {
  const ssl = ctx.model.sslVpn;
  if (!ssl) return;
  const ticket = ctx.options.sslVpn ?? {};
  const pools = ssl.tunnelPools
    .map((p) => ctx.names.lookup('address', p))
    .filter((p): p is string => !!p);
  const split =
    ssl.splitTunnel === undefined || ssl.splitTunnel === 'any'
      ? undefined
      : ssl.splitTunnel.map((n) => ctx.names.lookup('address', n)).filter((n): n is string => !!n);
  const portals = [...new Set(ssl.authRules.map((rule) => rule.portal))];
  ctx.out.config('vpn ssl web portal', () => {
    for (const portal of portals) {
      ctx.out.edit(portal, () => {
        ctx.out.set('tunnel-mode', 'enable');
        if (pools.length) ctx.out.set('ip-pools', ...pools.map(q));
        ctx.out.set('split-tunneling', split?.length ? 'enable' : 'disable');
        if (split?.length) ctx.out.set('split-tunneling-routing-address', ...split.map(q));
        const [dns1, dns2] = ssl.dnsServers ?? [];
        if (dns1) ctx.out.set('dns-server1', dns1);
        if (dns2) ctx.out.set('dns-server2', dns2);
      });
    }
  });
  ctx.out.config('vpn ssl settings', () => {
    if (ticket.servercert) ctx.out.set('servercert', q(ticket.servercert));
    if (pools.length) ctx.out.set('tunnel-ip-pools', ...pools.map(q));
    const sources =
      ticket.sourceInterfaces ??
      ssl.sourceInterfaces.map((i) => ctx.intf(i)).filter((i): i is string => !!i);
    if (sources.length) ctx.out.set('source-interface', ...sources.map(q));
    ctx.out.set('source-address', q('all'));
    const port = ticket.port ?? ssl.port;
    if (port) ctx.out.set('port', port);
    if (ssl.authRules.length) {
      ctx.out.config('authentication-rule', () => {
        ssl.authRules.forEach((rule, index) =>
          ctx.out.edit(index + 1, () => {
            const groups = rule.groups
              .map((g) => ctx.names.lookup('group', g))
              .filter((g): g is string => !!g);
            if (groups.length) ctx.out.set('groups', ...groups.map(q));
            ctx.out.set('portal', q(rule.portal));
          }),
        );
      });
    }
  });
  ctx.target('sslVpn', 'ssl', 'vpn ssl settings');
  for (const portal of portals) ctx.target('sslVpn', 'ssl', `vpn ssl web portal "${portal}"`);
  if (!ticket.servercert) {
    ctx.note('sslVpn', 'ssl', {
      status: 'partial',
      code: 'SSLVPN_CERTIFICATE',
      message:
        'Certificates cannot be carried over: import the server certificate and set servercert (the factory certificate is used until then).',
    });
  }
}
