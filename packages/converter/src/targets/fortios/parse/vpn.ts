import type { TSelector } from '../../../model/ir.js';
import { isIpv4 } from '../../../net/ipv4.js';
import { optional } from './addresses.js';
import { SSL_KEY, type ParseContext } from './context.js';
import { editsOf, Fields, toInt } from './fields.js';
import type { TCliConfig } from './tree.js';
import { readPrefix } from './values.js';

/**
 * `vpn ipsec phase1-interface`, `vpn ipsec phase2-interface` -> TPhase1, TPhase2;
 * `vpn ssl settings` -> TSslVpn. Omitted defaults filled in: IKE version 1, main mode,
 * DH groups 14 and 5, PFS on, pre-shared key authentication.
 */

const DEFAULT_DH_GROUPS = [14, 5];

function dhGroups(f: Fields): number[] {
  const groups = f.list('dhgrp').flatMap((g) => toInt(g) ?? []);
  return groups.length ? groups : DEFAULT_DH_GROUPS;
}

/** Phase1 keys that shape dial-up or authentication in ways the model does not hold. */
const PHASE1_EXTRA = [
  'mode-cfg',
  'authusrgrp',
  'xauthtype',
  'peer',
  'peergrp',
  'localid',
  'ipv4-split-include',
  'ipv4-start-ip',
  'eap',
];

/** `peertype one` + `peerid`, or `peertype dialup` + `usrgrp`; other types accept any ID here. */
function acceptedPeers(f: Fields): { peerId?: string; peerGroup?: string } {
  const type = f.str('peertype') ?? 'any';
  const peerId = optional(f.str('peerid'));
  const group = optional(f.str('usrgrp'));
  if (type === 'one' && peerId) return { peerId };
  if (type === 'dialup' && group) return { peerGroup: group };
  return {};
}

export function mapPhase1(ctx: ParseContext, table: TCliConfig): void {
  for (const entry of editsOf(table)) {
    const f = new Fields(entry);
    const name = entry.key;
    const ddns = f.str('remotegw-ddns');
    const type = f.str('type') ?? 'static';
    const peer =
      type === 'dynamic'
        ? 'dynamic'
        : type === 'ddns' && ddns
          ? ddns
          : (f.str('remote-gw') ?? '0.0.0.0');
    const keylife = f.int('keylife');
    const comment = optional(f.str('comments'));
    const peers = acceptedPeers(f);
    ctx.define('interface', name);
    ctx.model.phase1.push({
      name,
      origin: ctx.origin(entry),
      interface: f.str('interface') ?? '',
      peer,
      ikeVersion: f.str('ike-version') === '2' ? 2 : 1,
      mode: f.str('mode') === 'aggressive' ? 'aggressive' : 'main',
      proposals: f.list('proposal'),
      dhGroups: dhGroups(f),
      ...(keylife !== undefined ? { lifetimeSeconds: keylife } : {}),
      authentication: f.str('authmethod') === 'signature' ? 'certificate' : 'psk',
      secretPresent: f.has('psksecret'),
      ...peers,
      ...(comment ? { comment } : {}),
    });
    if (type === 'ddns') {
      ctx.note(
        'phase1',
        name,
        'unsupported',
        'FORTIOS_PHASE1_DDNS',
        `the peer is the DDNS name ${ddns ?? '?'}, not an address`,
      );
    }
    const extra = PHASE1_EXTRA.filter((key) => f.has(key) && f.str(key) !== 'disable');
    if (extra.length)
      ctx.note(
        'phase1',
        name,
        'partial',
        'FORTIOS_PHASE1_OPTIONS',
        `not carried: ${extra.join(', ')}`,
      );
  }
}

function selector(ctx: ParseContext, f: Fields, side: 'src' | 'dst', name: string): TSelector {
  const type = f.str(`${side}-addr-type`) ?? 'subnet';
  if (type === 'name') {
    const ref = f.str(`${side}-name`);
    return ref && ref !== 'all' ? { kind: 'ref', name: ref } : { kind: 'any' };
  }
  const prefix =
    type === 'subnet'
      ? readPrefix(
          f.list(`${side}-subnet`).length ? f.list(`${side}-subnet`) : ['0.0.0.0', '0.0.0.0'],
        )
      : type === 'ip'
        ? readPrefix([f.str(`${side}-start-ip`) ?? ''])
        : undefined;
  if (!prefix) {
    ctx.note(
      'phase2',
      name,
      'unsupported',
      'FORTIOS_PHASE2_SELECTOR',
      `${side} selector of type ${type} is read as any`,
    );
    return { kind: 'any' };
  }
  // The omitted default selector is 0.0.0.0/0.
  return prefix.prefix === 0 ? { kind: 'any' } : { kind: 'prefix', prefix };
}

export function mapPhase2(ctx: ParseContext, table: TCliConfig): void {
  for (const entry of editsOf(table)) {
    const f = new Fields(entry);
    const name = entry.key;
    const pfs = f.flag('pfs', true);
    const lifetime = f.int('keylifeseconds');
    const comment = optional(f.str('comments'));
    ctx.model.phase2.push({
      name,
      origin: ctx.origin(entry),
      phase1: f.str('phase1name') ?? '',
      local: selector(ctx, f, 'src', name),
      remote: selector(ctx, f, 'dst', name),
      proposals: f.list('proposal'),
      pfs,
      dhGroups: pfs ? dhGroups(f) : [],
      ...(lifetime !== undefined ? { lifetimeSeconds: lifetime } : {}),
      ...(comment ? { comment } : {}),
    });
    const type = f.str('keylife-type');
    if (type === 'kbs' || type === 'both') {
      ctx.note(
        'phase2',
        name,
        'partial',
        'FORTIOS_PHASE2_KEYLIFE',
        `keylife-type ${type}: the volume limit is not carried`,
      );
    }
  }
}

/** `vpn ssl settings` (a singleton). */
export function mapSslSettings(ctx: ParseContext, table: TCliConfig): void {
  const f = new Fields(table);
  const port = f.int('port');
  const dnsServers = ['dns-server1', 'dns-server2'].flatMap((key) => {
    const server = f.str(key);
    return server && isIpv4(server) && server !== '0.0.0.0' ? [server] : [];
  });
  const withUsers: string[] = [];
  const authRules = f.entries('authentication-rule').map((rule) => {
    const r = new Fields(rule);
    if (r.list('users').length) withUsers.push(rule.key);
    return { groups: r.list('groups'), portal: r.str('portal') ?? f.str('default-portal') ?? '' };
  });
  ctx.model.sslVpn = {
    origin: ctx.origin(table),
    sourceInterfaces: f.list('source-interface'),
    tunnelPools: f.list('tunnel-ip-pools'),
    ...(port !== undefined ? { port } : {}),
    ...(dnsServers.length ? { dnsServers } : {}),
    authRules,
  };
  if (withUsers.length) {
    ctx.note(
      'sslVpn',
      SSL_KEY,
      'partial',
      'FORTIOS_SSLVPN_RULE_USERS',
      `authentication rules ${withUsers.join(', ')} name users, which the model's rules cannot hold`,
    );
  }
  const sources = f.list('source-address');
  if (sources.length && !sources.includes('all')) {
    ctx.note(
      'sslVpn',
      SSL_KEY,
      'partial',
      'FORTIOS_SSLVPN_SOURCE',
      `source-address ${sources.join(', ')} not carried`,
    );
  }
}
