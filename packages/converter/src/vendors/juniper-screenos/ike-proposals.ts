/**
 * ScreenOS IKE proposals as FortiOS sees them: predefined names (`pre-g2-aes128-sha`,
 * `nopfs-esp-3des-md5`), `sec-level` sets and custom `set ike p1-proposal|p2-proposal` lines,
 * and which of their algorithms are weak.
 */

const CIPHERS: Record<string, string> = {
  des: 'des',
  '3des': '3des',
  aes128: 'aes128',
  aes192: 'aes192',
  aes256: 'aes256',
  null: 'null',
};
const HASHES: Record<string, string> = {
  md5: 'md5',
  sha: 'sha1',
  'sha-1': 'sha1',
  'sha2-256': 'sha256',
  'sha2-384': 'sha384',
  'sha2-512': 'sha512',
  null: 'null',
};

/** One ScreenOS proposal as FortiOS sees it. */
export interface TProposal {
  /** FortiOS proposal word: `aes128-sha1`. */
  proposal: string;
  /** Phase1: the DH group; phase2: the PFS group (undefined = no PFS). */
  group?: number;
  lifetime: number;
  /** Phase1: preshared-key authentication. */
  preshare?: boolean;
}

// Predefined proposals: ScreenOS uses 28800 s for phase 1 and 3600 s for phase 2.
export const P1_LIFETIME = 28800;
export const P2_LIFETIME = 3600;

/**
 * `sec-level` sets of predefined proposals (ScreenOS CLI reference, `set ike gateway` /
 * `set vpn`). Cross-checked against two public sources found with the search tool: an SSG
 * site-to-site example noting that `sec-level standard` offers pre-g2-3des-sha and
 * pre-g2-aes128-sha, and Batfish's Junos `proposal-set` tables (the same sets, inherited from
 * ScreenOS) for the phase 2 standard/compatible/basic lists. No Juniper page was in the corpora.
 */
export const SEC_LEVEL_P1: Record<string, string[]> = {
  standard: ['pre-g2-aes128-sha', 'pre-g2-3des-sha'],
  compatible: ['pre-g2-3des-sha', 'pre-g2-3des-md5', 'pre-g2-des-sha', 'pre-g2-des-md5'],
  basic: ['pre-g1-des-sha', 'pre-g1-des-md5'],
};
export const SEC_LEVEL_P2: Record<string, string[]> = {
  standard: ['g2-esp-3des-sha', 'g2-esp-aes128-sha'],
  compatible: [
    'nopfs-esp-3des-sha',
    'nopfs-esp-3des-md5',
    'nopfs-esp-des-sha',
    'nopfs-esp-des-md5',
  ],
  basic: ['nopfs-esp-des-sha', 'nopfs-esp-des-md5'],
};

const fortiProposal = (cipher: string, hash: string): string | undefined => {
  const c = CIPHERS[cipher];
  const h = HASHES[hash];
  return c && h && !(c === 'null' && h === 'null') ? `${c}-${h}` : undefined;
};

/** `pre-g2-aes128-sha`: authentication, DH group, cipher, hash. */
export function predefinedP1(name: string): TProposal | undefined {
  const m = /^(pre|rsa|dsa)-g(\d+)-([a-z0-9]+)-([a-z0-9-]+)$/.exec(name);
  if (!m?.[3] || !m[4] || m[3] === 'null' || m[4] === 'null') return undefined;
  const proposal = fortiProposal(m[3], m[4]);
  return proposal
    ? { proposal, group: Number(m[2]), lifetime: P1_LIFETIME, preshare: m[1] === 'pre' }
    : undefined;
}

/** `g2-esp-aes128-sha`, `nopfs-esp-3des-md5` (AH proposals have no FortiOS equivalent). */
export function predefinedP2(name: string): TProposal | undefined {
  const m = /^(nopfs|g(\d+))-esp-([a-z0-9]+)-([a-z0-9-]+)$/.exec(name);
  if (!m?.[3] || !m[4]) return undefined;
  const proposal = fortiProposal(m[3], m[4]);
  if (!proposal) return undefined;
  return { proposal, ...(m[2] ? { group: Number(m[2]) } : {}), lifetime: P2_LIFETIME };
}

/** `second|minute|hour|day N` in a custom proposal. */
function lifetimeOf(tokens: string[], fallback: number): number {
  const units: Record<string, number> = { second: 1, minute: 60, hour: 3600, day: 86400 };
  for (const [unit, factor] of Object.entries(units)) {
    const at = tokens.indexOf(unit);
    const value = Number(tokens[at + 1]);
    if (at >= 0 && Number.isInteger(value) && value > 0) return value * factor;
  }
  return fallback;
}

/** `set ike p1-proposal "n" preshare group14 esp aes256 sha2-256 second 28800` (tokens after the name). */
export function customP1(tokens: string[]): TProposal | undefined {
  const [auth, group, esp, cipher, hash] = tokens;
  const g = /^group(\d+)$/.exec(group ?? '');
  if (!g || esp !== 'esp' || !cipher || !hash || cipher === 'null' || hash === 'null')
    return undefined;
  const proposal = fortiProposal(cipher, hash);
  return proposal
    ? {
        proposal,
        group: Number(g[1]),
        lifetime: lifetimeOf(tokens, P1_LIFETIME),
        preshare: auth === 'preshare',
      }
    : undefined;
}

/** `set ike p2-proposal "n" group14|no-pfs esp aes256 sha2-256 second 3600` (tokens after the name). */
export function customP2(tokens: string[]): TProposal | undefined {
  const [pfs, esp, cipher, hash] = tokens;
  const g = /^group(\d+)$/.exec(pfs ?? '');
  if ((!g && pfs !== 'no-pfs') || esp !== 'esp' || !cipher || !hash) return undefined;
  const proposal = fortiProposal(cipher, hash);
  return proposal
    ? {
        proposal,
        ...(g ? { group: Number(g[1]) } : {}),
        lifetime: lifetimeOf(tokens, P2_LIFETIME),
      }
    : undefined;
}

// DES, 3DES and MD5 are deprecated for IPsec (RFC 8221, RFC 8247); MODP groups 1, 2 and 5
// (768-1536 bits) are below the 2048-bit minimum those RFCs recommend.
const WEAK_CIPHERS: Record<string, string> = { des: 'DES', '3des': '3DES', null: 'no encryption' };
const WEAK_HASHES: Record<string, string> = { md5: 'MD5', null: 'no integrity' };
const WEAK_GROUPS = new Set([1, 2, 5]);

/** The weak algorithms among proposals (`3DES, MD5, DH group 2`): ciphers, hashes, then groups. */
export function weakAlgorithms(proposals: TProposal[]): string[] {
  const ciphers = new Set<string>();
  const hashes = new Set<string>();
  const groups = new Set<number>();
  for (const { proposal, group } of proposals) {
    const [cipher = '', hash = ''] = proposal.split('-');
    const c = WEAK_CIPHERS[cipher];
    const h = WEAK_HASHES[hash];
    if (c) ciphers.add(c);
    if (h) hashes.add(h);
    if (group !== undefined && WEAK_GROUPS.has(group)) groups.add(group);
  }
  return [...ciphers, ...hashes, ...[...groups].sort((a, b) => a - b).map((g) => `DH group ${g}`)];
}
