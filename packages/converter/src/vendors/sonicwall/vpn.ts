import type { SonicWallContext } from './context.js';
import { usable } from './interfaces.js';
import { prefixes } from './routes.js';
import { field, type TRow } from './tables.js';

const VPN = 'VPN IPSEC Phase1 & Phase2';

/**
 * The proposal written for every tunnel: SonicOS stores its algorithms as private codes
 * (`ipsecPh1CryptAlg_N`, `ipsecP1DHGrp_N` ...) that no SonicWall document decodes.
 */
const PLACEHOLDER_PROPOSAL = 'aes256-sha256';
const PLACEHOLDER_DH = 14;
const ALGORITHM_FIELDS = [
  'Ph1CryptAlg',
  'Ph1AuthAlg',
  'P1DHGrp',
  'Ph2CryptAlg',
  'Ph2AuthAlg',
  'P2DHGrp',
];

const seconds = (text: string) =>
  /^\d{1,7}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;

/** The interface tunnels leave by: the one with a default route (the WAN port). */
const wanInterface = (ctx: SonicWallContext) =>
  ctx.model.routes.find((r) => r.dst.prefix === 0)?.device ??
  ctx.model.interfaces.find((i) => i.zone?.toUpperCase() === 'WAN')?.name;

/** Why a VPN policy row cannot be a site-to-site tunnel, if it cannot. */
function problemOf(ctx: SonicWallContext, row: TRow): string | undefined {
  const known = (n: string) => ctx.names.has('addresses', n) || ctx.names.has('addressGroups', n);
  if (['on', '1'].includes(field(row, 'SaDisabled'))) return 'the tunnel is disabled';
  if (!usable(field(row, 'GwAddr')))
    return 'it has no peer address (GroupVPN or a dial-up peer): recreate it as a FortiOS dial-up VPN';
  for (const side of ['LocalNetwork', 'RemoteNetwork']) {
    const name = field(row, side);
    if (!name || !known(name))
      return `its ${side} ${name || '(none)'} is not a converted address object`;
  }
  if (!wanInterface(ctx)) return 'no WAN interface with a default route carries it';
  return undefined;
}

/**
 * `ipsec*_N` / `vpnPolicyType_N` (reference §3 IPsec): site-to-site policies with a peer
 * become a phase1-interface, one phase2 (local/remote networks) and routes to the remote
 * network. Returns the converted tunnels: they form the VPN zone.
 */
export function readVpns(ctx: SonicWallContext): string[] {
  const tunnels: string[] = [];
  for (const row of ctx.tables.rows('ipsec')) {
    const name = field(row, 'Name') || `vpn-${row.index}`;
    const problem = problemOf(ctx, row);
    if (problem) {
      ctx.notConverted(VPN, row, 'SW_VPN_NOT_CONVERTED', problem, name);
      continue;
    }
    const origin = ctx.origin(row);
    const exchange = field(row, 'P1Exch');
    const p1Life = seconds(field(row, 'P1LifeSecs'));
    const p2Life = seconds(field(row, 'LifeSecs'));
    ctx.model.phase1.push({
      name,
      origin,
      interface: wanInterface(ctx) ?? '',
      peer: field(row, 'GwAddr'),
      ikeVersion: 1,
      ...(exchange === '2' ? { mode: 'aggressive' } : { mode: 'main' }),
      proposals: [PLACEHOLDER_PROPOSAL],
      dhGroups: [PLACEHOLDER_DH],
      ...(p1Life ? { lifetimeSeconds: p1Life } : {}),
      authentication: 'psk',
      secretPresent: true,
    });
    const local = field(row, 'LocalNetwork');
    const remote = field(row, 'RemoteNetwork');
    ctx.model.phase2.push({
      name: `${name}-p2`,
      origin,
      generated: true,
      phase1: name,
      local: { kind: 'ref', name: local },
      remote: { kind: 'ref', name: remote },
      proposals: [PLACEHOLDER_PROPOSAL],
      pfs: ['on', '1'].includes(field(row, 'PFSEnablePFS')),
      dhGroups: [PLACEHOLDER_DH],
      ...(p2Life ? { lifetimeSeconds: p2Life } : {}),
    });
    (prefixes(ctx, remote) ?? []).forEach((dst, k) =>
      ctx.model.routes.push({ id: `vpn-${name}-${k + 1}`, origin, dst, device: name }),
    );
    tunnels.push(name);
    const codes = ALGORITHM_FIELDS.filter((f) => field(row, f) !== '').map(
      (f) => `${f}=${field(row, f)}`,
    );
    const ike = !['1', '2', ''].includes(exchange)
      ? ` Its exchange mode code ${exchange} is not main (1) or aggressive (2): check the IKE version.`
      : '';
    ctx.note(
      'phase1',
      name,
      'partial',
      'SW_VPN_PROPOSAL',
      `The pre-shared key is not in the export: a placeholder is written. SonicOS stores the proposals as private codes (${codes.join(', ') || 'none'}): ${PLACEHOLDER_PROPOSAL} with DH group ${PLACEHOLDER_DH} is written; set the proposals the tunnel's Proposals tab on the SonicWall shows.${ike}`,
      'unknown',
    );
  }
  return tunnels;
}
