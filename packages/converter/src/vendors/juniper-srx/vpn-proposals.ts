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

/** Built-in proposal sets (`proposal-set basic|compatible|standard`). */
export const PROPOSAL_SETS: Readonly<Record<string, { proposals: string[]; dh: number[] }>> = {
  basic: { proposals: ['des-sha1', 'des-md5'], dh: [1] },
  compatible: { proposals: ['3des-sha1', '3des-md5', 'des-sha1', 'des-md5'], dh: [2] },
  standard: { proposals: ['aes128-sha1', '3des-sha1'], dh: [2] },
  'suiteb-gcm-128': { proposals: ['aes128gcm-sha256'], dh: [19] },
  'suiteb-gcm-256': { proposals: ['aes256gcm-sha384'], dh: [20] },
};

/** `group14` -> 14. */
export const dhGroup = (word: string | undefined): number | undefined =>
  word && /^group\d+$/.test(word) ? Number(word.slice(5)) : undefined;
