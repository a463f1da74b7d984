import type { TPhase1, TPhase2, TSelector } from '../../model/ir.js';
import { entryWords, readAce } from './ace.js';
import { isRemark } from './acls.js';
import type { IosContext, TBlock } from './context.js';
import type { CryptoState } from './vpn-proposals.js';

/** A crypto ACL's permit entries as selector pairs (a deny entry is sent in clear). */
function selectors(ctx: IosContext, acl: string): { local: TSelector; remote: TSelector }[] {
  const list = ctx.acls.get(acl);
  ctx.useAcl(acl, 'crypto');
  const out: { local: TSelector; remote: TSelector }[] = [];
  for (const line of list?.lines ?? []) {
    if (isRemark(entryWords(line))) continue;
    const ace = readAce(ctx, line, list?.kind === 'standard');
    if (typeof ace === 'string' || ace.action !== 'accept') continue;
    const sel = (o: typeof ace.src): TSelector =>
      o.kind === 'any' ? { kind: 'any' } : { kind: 'ref', name: o.name };
    out.push({ local: sel(ace.src), remote: sel(ace.dst) });
  }
  return out;
}

function tunnel(
  ctx: IosContext,
  state: CryptoState,
  at: TBlock,
  name: string,
  iface: string,
  peer: string,
  ikev2: boolean,
): TPhase1 {
  // A key for the peer, or a wildcard key (`address 0.0.0.0`), was configured.
  const secret = state.keys.has(peer) || state.keys.has('0.0.0.0');
  const suites = ikev2 ? state.ikev2 : state.isakmp;
  const phase1: TPhase1 = {
    name,
    origin: ctx.origin(at),
    interface: iface,
    peer,
    ikeVersion: ikev2 ? 2 : 1,
    mode: 'main',
    proposals: [...new Set(suites.flatMap((s) => s.proposals))],
    dhGroups: [...new Set(suites.flatMap((s) => s.groups))],
    authentication: 'psk',
    secretPresent: secret,
  };
  const lifetime = suites[0]?.lifetime;
  if (lifetime) phase1.lifetimeSeconds = lifetime;
  if (phase1.proposals.length === 0) phase1.proposals = ikev2 ? ['aes256-sha256'] : ['des-sha1'];
  if (phase1.dhGroups.length === 0) phase1.dhGroups = [ikev2 ? 14 : 1];
  ctx.model.phase1.push(phase1);
  if (!secret)
    ctx.note(
      'phase1',
      name,
      'partial',
      'IOS_VPN_KEY',
      `No pre-shared key for ${peer} was found: set the key (or certificate) on FortiOS.`,
    );
  return phase1;
}

/**
 * Crypto map entries on an interface (`crypto map M SEQ ipsec-isakmp`: `set peer`, `set
 * transform-set`, `match address ACL`, `set pfs`): a phase1 per entry with a phase2 per permit
 * of its ACL; VTIs (`tunnel protection ipsec profile P`): a phase1 and one 0/0 phase2.
 */
export function buildTunnels(ctx: IosContext, state: CryptoState): void {
  for (const { block, map, seq } of state.entries) {
    const name = `${map}_${seq}`;
    const iface = [...ctx.cryptoMapOn].find(([, m]) => m === map)?.[0];
    const set = (word: string) =>
      block.children.find((c) => c.tokens[0] === 'set' && c.tokens[1] === word)?.tokens.slice(2) ??
      [];
    const peer = set('peer')[0];
    const acl = block.children.find((c) => c.tokens[0] === 'match' && c.tokens[1] === 'address')
      ?.tokens[2];
    if (!iface || !peer || !ctx.ip(peer) || !acl || block.head.tokens.includes('dynamic')) {
      ctx.report(
        'unsupported',
        'VPN IPSEC Phase1 & Phase2',
        block,
        'IOS_CRYPTO_MAP_ENTRY',
        `Crypto map entry ${map} ${seq} is not converted (${!iface ? 'the map is on no interface' : !peer || !ctx.ip(peer) ? 'no peer address' : !acl ? 'no match address' : 'a dynamic map'}): configure the tunnel by hand.`,
        name,
      );
      continue;
    }
    tunnel(ctx, state, block, name, iface, peer, set('ikev2-profile').length > 0);
    const pfs = set('pfs')[0];
    const lifetime =
      set('security-association')[0] === 'lifetime' && set('security-association')[1] === 'seconds'
        ? Number(set('security-association')[2])
        : undefined;
    const proposals = [
      ...new Set(set('transform-set').flatMap((t) => state.transformSets.get(t) ?? [])),
    ];
    selectors(ctx, acl).forEach((pair, index) => {
      const phase2: TPhase2 = {
        name: `${name}_${index + 1}`,
        origin: ctx.origin(block),
        phase1: name,
        ...pair,
        proposals,
        pfs: pfs !== undefined,
        dhGroups: pfs ? [Number(pfs.replace('group', ''))] : [],
      };
      if (lifetime) phase2.lifetimeSeconds = lifetime;
      ctx.model.phase2.push(phase2);
    });
    ctx.note(
      'phase1',
      name,
      'partial',
      'IOS_POLICY_VPN',
      'A crypto map (policy-based VPN) becomes a route-based FortiOS tunnel: add routes to the remote networks through it and policies to and from the tunnel interface.',
    );
  }
  for (const { block } of state.tunnels) {
    const word = (a: string, b?: string) =>
      block.children.find((c) => c.tokens[0] === a && (b === undefined || c.tokens[1] === b))
        ?.tokens;
    const name = block.head.tokens[1] ?? '';
    const source = word('tunnel', 'source')?.[2];
    const peer = word('tunnel', 'destination')?.[2];
    const profile = state.ipsecProfiles.get(word('tunnel', 'protection')?.[4] ?? '');
    const iface = ctx.ip(source)
      ? ctx.model.interfaces.find(
          (i) =>
            i.addressing.mode === 'static' && i.addressing.addresses.some((a) => a.ip === source),
        )?.name
      : source;
    if (!iface || !peer || !ctx.ip(peer) || !profile) {
      ctx.report(
        'unsupported',
        'VPN IPSEC Phase1 & Phase2',
        block,
        'IOS_VTI',
        `Tunnel ${name}: its source, destination or IPsec profile could not be read; configure the tunnel by hand.`,
        name,
      );
      continue;
    }
    const phase1 = tunnel(ctx, state, block, name, iface, peer, profile.ikev2);
    ctx.model.phase2.push({
      name,
      origin: ctx.origin(block),
      phase1: phase1.name,
      local: { kind: 'any' },
      remote: { kind: 'any' },
      proposals: [...new Set(profile.transforms.flatMap((t) => state.transformSets.get(t) ?? []))],
      pfs: profile.pfs !== undefined,
      dhGroups: profile.pfs ? [profile.pfs] : [],
    });
    // The phase1 is the tunnel interface on FortiOS: the IOS interface is not written twice.
    const at = ctx.model.interfaces.findIndex((i) => i.name === name);
    const tunnelIface = ctx.model.interfaces[at];
    if (tunnelIface) {
      ctx.names.remove('interfaces', at);
      const address =
        tunnelIface.addressing.mode === 'static' ? tunnelIface.addressing.addresses[0] : undefined;
      if (address)
        ctx.note(
          'phase1',
          name,
          'partial',
          'IOS_VTI_ADDRESS',
          `The tunnel address ${address.ip}/${address.prefix} of ${name} is not set: set ip and remote-ip on the FortiOS tunnel interface ${name}.`,
          'cosmetic',
        );
    }
    const mode = word('tunnel', 'mode');
    if (!(mode?.[2] === 'ipsec'))
      ctx.note(
        'phase1',
        phase1.name,
        'partial',
        'IOS_GRE_OVER_IPSEC',
        `${name} is GRE over IPsec (tunnel mode ${mode?.slice(2).join(' ') ?? 'gre, the default'}): add a FortiOS gre-tunnel over this IPsec tunnel (transport mode).`,
      );
  }
}
