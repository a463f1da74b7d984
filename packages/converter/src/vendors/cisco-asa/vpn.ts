import type { TPhase1, TPhase2, TSelector } from '../../model/ir.js';
import type { TAsaBlock, TAsaLine } from './blocks.js';
import type { AsaContext } from './context.js';
import { readAce } from './acl.js';

const ENCRYPTION: Record<string, string> = {
  des: 'des',
  '3des': '3des',
  aes: 'aes128',
  'aes-192': 'aes192',
  'aes-256': 'aes256',
  'aes-gcm': 'aes128gcm',
  'aes-gcm-256': 'aes256gcm',
  'aes-gcm-192': 'aes128gcm',
  'esp-des': 'des',
  'esp-3des': '3des',
  'esp-aes': 'aes128',
  'esp-aes-192': 'aes192',
  'esp-aes-256': 'aes256',
  'esp-aes-gcm': 'aes128gcm',
  'esp-aes-gcm-256': 'aes256gcm',
  'esp-null': 'null',
  null: 'null',
};
const INTEGRITY: Record<string, string> = {
  md5: 'md5',
  sha: 'sha1',
  'sha-1': 'sha1',
  sha256: 'sha256',
  'sha-256': 'sha256',
  sha384: 'sha384',
  'sha-384': 'sha384',
  sha512: 'sha512',
  'sha-512': 'sha512',
  'esp-md5-hmac': 'md5',
  'esp-sha-hmac': 'sha1',
  'esp-sha256-hmac': 'sha256',
  'esp-sha384-hmac': 'sha384',
  'esp-sha512-hmac': 'sha512',
  null: 'null',
  'esp-none': 'null',
};

/** Every encryption x integrity pair, FortiOS-style (`aes256-sha256`). */
function proposals(encryptions: string[], integrities: string[]): string[] {
  const out: string[] = [];
  for (const e of encryptions) {
    const enc = ENCRYPTION[e];
    if (!enc) continue;
    // GCM carries its own integrity; FortiOS still names a PRF hash.
    for (const i of enc.endsWith('gcm') ? ['sha256'] : integrities) {
      const integ = INTEGRITY[i] ?? i;
      if (!out.includes(`${enc}-${integ}`)) out.push(`${enc}-${integ}`);
    }
  }
  return out;
}

interface TIkePolicy {
  version: 1 | 2;
  proposals: string[];
  groups: number[];
  lifetime?: number;
}
interface TCryptoEntry {
  map: string;
  seq: string;
  lines: TAsaLine[];
}

/** What crypto lines say, gathered before tunnels are built. */
export class CryptoState {
  readonly ikePolicies: TIkePolicy[] = [];
  readonly transformSets = new Map<string, string[]>();
  readonly entries = new Map<string, TCryptoEntry>();
  readonly mapInterfaces = new Map<string, string>();
  readonly pskPeers = new Set<string>();
  readonly enabled = { ikev1: new Set<string>(), ikev2: new Set<string>() };
}

/** `crypto ikev1|ikev2 policy N` blocks. */
export function readIkePolicy(state: CryptoState, block: TAsaBlock): void {
  const version = block.head.tokens[1] === 'ikev2' ? 2 : 1;
  const values = (keyword: string) =>
    block.children.filter((c) => c.tokens[0] === keyword).flatMap((c) => c.tokens.slice(1));
  const groups = values('group')
    .map(Number)
    .filter((n) => !Number.isNaN(n));
  const lifetimeTokens = values('lifetime').filter((t) => /^\d+$/.test(t));
  const encryption = values('encryption');
  const integrity = version === 1 ? values('hash') : values('integrity');
  state.ikePolicies.push({
    version,
    proposals: proposals(
      encryption.length ? encryption : ['3des'],
      integrity.length ? integrity : ['sha'],
    ),
    groups: groups.length ? groups : [2],
    ...(lifetimeTokens[0] ? { lifetime: Number(lifetimeTokens[0]) } : {}),
  });
}

/** `crypto ipsec ikev1 transform-set TS esp-aes-256 esp-sha-hmac` and ikev2 `ipsec-proposal` blocks. */
export function readTransform(state: CryptoState, block: TAsaBlock): void {
  const [, , version, kind, name = ''] = block.head.tokens;
  if (version === 'ikev1' && kind === 'transform-set') {
    const tokens = block.head.tokens.slice(5).filter((t) => t !== 'mode' && t !== 'transport');
    state.transformSets.set(
      name,
      proposals(
        tokens.filter((t) => ENCRYPTION[t]),
        tokens.filter((t) => INTEGRITY[t]),
      ),
    );
  } else {
    const enc = block.children
      .filter((c) => c.tokens[2] === 'encryption')
      .flatMap((c) => c.tokens.slice(3));
    const integ = block.children
      .filter((c) => c.tokens[2] === 'integrity')
      .flatMap((c) => c.tokens.slice(3));
    state.transformSets.set(name, proposals(enc, integ.length ? integ : ['sha-1']));
  }
}

/** Lines of one crypto map sequence: `crypto map CM 10 ...`. */
export function readCryptoMapLine(state: CryptoState, line: TAsaLine): 'entry' | 'interface' {
  const [, , map = '', seq = '', keyword] = line.tokens;
  if (seq === 'interface') {
    state.mapInterfaces.set(map, keyword ?? '');
    return 'interface';
  }
  const key = `${map} ${seq}`;
  const entry = state.entries.get(key) ?? { map, seq, lines: [] };
  entry.lines.push(line);
  state.entries.set(key, entry);
  return 'entry';
}

function selector(operand: { kind: string; name?: string }): TSelector {
  return operand.kind === 'ref' && operand.name
    ? { kind: 'ref', name: operand.name }
    : { kind: 'any' };
}

/** One phase1 per crypto map entry with a peer; one phase2 per permit ACE of its crypto ACL. */
export function buildTunnels(ctx: AsaContext, state: CryptoState): void {
  for (const entry of state.entries.values()) {
    const words = (keyword: string) =>
      entry.lines
        .find((l) => l.tokens.slice(4).join(' ').startsWith(keyword))
        ?.tokens.slice(4 + keyword.split(' ').length) ?? [];
    const peer = words('set peer')[0];
    const acl = words('match address')[0];
    const iface = state.mapInterfaces.get(entry.map);
    const first = entry.lines[0];
    if (!first) continue;
    const origin = { file: ctx.file, line: first.n, endLine: entry.lines.at(-1)?.n ?? first.n };
    const name = `${entry.map}_${entry.seq}`;
    if (!peer || !acl || !iface) {
      for (const line of entry.lines) {
        ctx.report(
          'unsupported',
          'VPN IPSEC Phase1 & Phase2',
          line,
          'ASA_CRYPTO_INCOMPLETE',
          `Crypto map entry ${name} has no peer, ACL or interface binding.`,
          name,
        );
      }
      continue;
    }
    const ikev2 = words('set ikev2 ipsec-proposal').length > 0;
    const version = ikev2 ? 2 : 1;
    const policies = state.ikePolicies.filter((p) => p.version === version);
    const lifetimes = policies.map((p) => p.lifetime).filter((n): n is number => n !== undefined);
    const phase1: TPhase1 = {
      name,
      origin,
      interface: iface,
      peer: ctx.ip(peer) ?? peer,
      ikeVersion: version,
      ...(words('set ikev1 phase1-mode')[0] === 'aggressive'
        ? { mode: 'aggressive' as const }
        : {}),
      proposals: [...new Set(policies.flatMap((p) => p.proposals))],
      dhGroups: [...new Set(policies.flatMap((p) => p.groups))],
      ...(lifetimes.length ? { lifetimeSeconds: Math.min(...lifetimes) } : {}),
      authentication: 'psk',
      secretPresent: state.pskPeers.has(peer),
    };
    ctx.model.phase1.push(phase1);
    ctx.useAcl(acl, 'crypto');
    const transforms = [...words('set ikev1 transform-set'), ...words('set ikev2 ipsec-proposal')];
    const pfs = words('set pfs');
    const lifetime = words('set security-association lifetime seconds')[0];
    const aces = ctx.acls.get(acl)?.lines ?? [];
    // The same for every phase2 of the entry: worked out once, a fresh copy for each.
    const proposals = [...new Set(transforms.flatMap((t) => state.transformSets.get(t) ?? []))];
    const pfsSet = entry.lines.some((l) => l.tokens[4] === 'set' && l.tokens[5] === 'pfs');
    const dhGroup = pfs[0] ? Number(pfs[0].replace('group', '')) : undefined;
    aces.forEach((line, index) => {
      const ace = readAce(ctx, line);
      if (!ace || 'unsupported' in ace || ace.action !== 'accept') return;
      const phase2: TPhase2 = {
        name: `${name}_${index + 1}`,
        origin: ctx.origin(line),
        phase1: name,
        local: selector(ace.src),
        remote: selector(ace.dst),
        proposals: proposals.slice(),
        pfs: pfsSet,
        dhGroups: dhGroup === undefined ? [] : [dhGroup],
        ...(lifetime ? { lifetimeSeconds: Number(lifetime) } : {}),
      };
      ctx.model.phase2.push(phase2);
    });
  }
}
