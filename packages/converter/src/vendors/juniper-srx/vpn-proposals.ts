/** Junos algorithm names -> FortiOS proposal parts. */
const ENCRYPTION: Readonly<Record<string, string>> = {
  'des-cbc': 'des',
  '3des-cbc': '3des',
  'aes-128-cbc': 'aes128',
  'aes-192-cbc': 'aes192',
  'aes-256-cbc': 'aes256',
  'aes-128-gcm': 'aes128gcm',
  'aes-256-gcm': 'aes256gcm',
};
const HASH: Readonly<Record<string, string>> = {
  md5: 'md5',
  sha1: 'sha1',
  'sha-256': 'sha256',
  'sha-384': 'sha384',
  'sha-512': 'sha512',
  'hmac-md5-96': 'md5',
  'hmac-sha1-96': 'sha1',
  'hmac-sha-256-128': 'sha256',
  'hmac-sha-256-96': 'sha256',
  'hmac-sha-384': 'sha384',
  'hmac-sha-512': 'sha512',
};

/** A FortiOS proposal (`aes256-sha256`) from Junos algorithms; undefined when unknown. */
export function proposalOf(
  encryption: string | undefined,
  hash: string | undefined,
): string | undefined {
  const enc = ENCRYPTION[encryption ?? 'aes-128-cbc'];
  if (!enc) return undefined;
  // GCM carries its own integrity; FortiOS still names a PRF hash for IKE.
  const h = HASH[hash ?? 'sha1'] ?? (enc.endsWith('gcm') ? 'sha256' : undefined);
  return h ? `${enc}-${h}` : undefined;
}

/**
 * Built-in IKE proposal sets (`security ike policy P proposal-set S`). basic, compatible and
 * standard confirmed in "Understanding Phase 1 of IKE Tunnel Negotiation" (Junos OS Security
 * Configuration Guide 10.3): basic pre-g1-des-sha, pre-g1-des-md5; compatible pre-g2-3des-sha,
 * pre-g2-3des-md5, pre-g2-des-sha, pre-g2-des-md5; standard pre-g2-aes128-sha, pre-g2-3des-sha.
 * The suiteb sets are not confirmed in a Juniper document.
 */
export const IKE_PROPOSAL_SETS: Readonly<Record<string, { proposals: string[]; dh: number[] }>> = {
  basic: { proposals: ['des-sha1', 'des-md5'], dh: [1] },
  compatible: { proposals: ['3des-sha1', '3des-md5', 'des-sha1', 'des-md5'], dh: [2] },
  standard: { proposals: ['aes128-sha1', '3des-sha1'], dh: [2] },
  'suiteb-gcm-128': { proposals: ['aes128gcm-sha256'], dh: [19] },
  'suiteb-gcm-256': { proposals: ['aes256gcm-sha384'], dh: [20] },
};

/**
 * Built-in IPsec proposal sets (`security ipsec policy P proposal-set S`); `dh` is the PFS
 * group, empty for the nopfs sets. basic, compatible and standard confirmed in "Understanding
 * Phase 2 of IKE Tunnel Negotiation" (same guide): basic nopfs-esp-des-sha, nopfs-esp-des-md5;
 * compatible nopfs-esp-3des-sha, nopfs-esp-3des-md5, nopfs-esp-des-sha, nopfs-esp-des-md5;
 * standard g2-esp-3des-sha, g2-esp-aes128-sha. The suiteb sets are not confirmed.
 */
export const IPSEC_PROPOSAL_SETS: Readonly<Record<string, { proposals: string[]; dh: number[] }>> =
  {
    basic: { proposals: ['des-sha1', 'des-md5'], dh: [] },
    compatible: { proposals: ['3des-sha1', '3des-md5', 'des-sha1', 'des-md5'], dh: [] },
    standard: { proposals: ['3des-sha1', 'aes128-sha1'], dh: [2] },
    'suiteb-gcm-128': { proposals: ['aes128gcm-sha256'], dh: [19] },
    'suiteb-gcm-256': { proposals: ['aes256gcm-sha384'], dh: [20] },
  };

/** MODP groups of 1536 bits or fewer. */
const WEAK_GROUPS = new Set([1, 2, 5]);

/**
 * The weak algorithms among FortiOS proposals and DH groups (DES, 3DES, MD5, DH 1/2/5), as
 * words for a report; empty when none.
 */
export function weakAlgorithms(
  proposals: readonly string[],
  dhGroups: readonly number[],
): string[] {
  const parts = proposals.flatMap((p) => p.split('-'));
  return [
    ...(parts.includes('des') ? ['DES'] : []),
    ...(parts.includes('3des') ? ['3DES'] : []),
    ...(parts.includes('md5') ? ['MD5'] : []),
    ...[...new Set(dhGroups)].filter((g) => WEAK_GROUPS.has(g)).map((g) => `DH group ${g}`),
  ];
}

/** `group14` -> 14. */
export const dhGroup = (word: string | undefined): number | undefined =>
  word && /^group\d+$/.test(word) ? Number(word.slice(5)) : undefined;
