import type { TPhase1, TPhase2 } from '../../model/ir.js';
import { isObject, str, type TJsonObject } from './json-file.js';

/** Check Point encryption algorithm names (API `encryption-algorithm`) -> FortiOS. */
const ENCRYPTION: Readonly<Record<string, string>> = {
  des: 'des',
  '3des': '3des',
  'aes-128': 'aes128',
  'aes-256': 'aes256',
  'aes-gcm-128': 'aes128gcm',
  'aes-gcm-256': 'aes256gcm',
};
const HASH = new Set(['md5', 'sha1', 'sha256', 'sha384', 'sha512']);

// Defaults of the API when a community leaves a phase unset (encryption suite "custom").
const P1_DEFAULT = { enc: 'aes-256', hash: 'sha1', dh: 'group-2' };
const P2_DEFAULT = { enc: 'aes-128', hash: 'sha1' };

type TCrypto<T> = { value: T; notes: string[] } | { error: string };

function proposal(phase: TJsonObject, fallback: { enc: string; hash: string }, p1: boolean) {
  const algorithm = str(phase['encryption-algorithm']) ?? fallback.enc;
  const integrity = str(phase['data-integrity']) ?? fallback.hash;
  const enc = ENCRYPTION[algorithm];
  if (!enc) return { error: `encryption ${algorithm} has no FortiOS equivalent` };
  // GCM carries its own integrity: IPsec names none, IKE names the PRF hash (aes128gcm-prfsha256).
  if (enc.endsWith('gcm') && !p1) return { value: enc };
  if (!HASH.has(integrity))
    return { error: `data integrity ${integrity} has no FortiOS equivalent` };
  return { value: `${enc}-${enc.endsWith('gcm') ? 'prf' : ''}${integrity}` };
}

const group = (value: unknown) => {
  const m = /^group-(\d+)$/.exec(str(value) ?? '');
  return m ? Number(m[1]) : undefined;
};

const WEAK = /(^|-)(des|3des|md5)(-|$)/;
const weak = (proposals: string[], groups: number[]) =>
  proposals.some((p) => WEAK.test(p)) || groups.some((g) => g === 1 || g === 2 || g === 5);

/**
 * IKE settings of a community as phase1 fields. `encryption-method` "prefer ikev2 but support
 * ikev1" becomes IKEv2: a FortiOS phase1 speaks one version.
 */
export function phase1Crypto(
  community: TJsonObject,
): TCrypto<Pick<TPhase1, 'ikeVersion' | 'proposals' | 'dhGroups' | 'lifetimeSeconds'>> {
  const notes: string[] = [];
  const method = str(community['encryption-method']) ?? 'ikev1 for ipv4 and ikev2 for ipv6 only';
  const ikeVersion = method.startsWith('ikev1') ? 1 : 2;
  if (method.startsWith('prefer'))
    notes.push('Check Point preferred IKEv2 but fell back to IKEv1; FortiOS uses IKEv2 only.');
  const phase = isObject(community['ike-phase-1']) ? community['ike-phase-1'] : {};
  const p = proposal(phase, P1_DEFAULT, true);
  if ('error' in p) return { error: `IKE phase 1 ${p.error}` };
  const dh = group(phase['diffie-hellman-group'] ?? P1_DEFAULT.dh);
  if (!dh) return { error: 'its IKE phase 1 Diffie-Hellman group is not understood' };
  if (ikeVersion === 1 && p.value.includes('gcm'))
    return { error: 'AES-GCM in IKE phase 1 needs IKEv2 on FortiOS, and the community uses IKEv1' };
  // The API gives the phase 1 lifetime in minutes (default 1440).
  const minutes = phase['ike-p1-rekey-time'];
  if (weak([p.value], [dh])) notes.push(`Weak IKE algorithms (${p.value}, DH ${dh}).`);
  return {
    value: {
      ikeVersion,
      proposals: [p.value],
      dhGroups: [dh],
      ...(typeof minutes === 'number' ? { lifetimeSeconds: minutes * 60 } : {}),
    },
    notes,
  };
}

/** IPsec settings of a community as phase2 fields (PFS group, lifetime in seconds). */
export function phase2Crypto(
  community: TJsonObject,
): TCrypto<Pick<TPhase2, 'proposals' | 'pfs' | 'dhGroups' | 'lifetimeSeconds'>> {
  const phase = isObject(community['ike-phase-2']) ? community['ike-phase-2'] : {};
  const p = proposal(phase, P2_DEFAULT, false);
  if ('error' in p) return { error: `IKE phase 2 ${p.error}` };
  const pfs = phase['ike-p2-use-pfs'] === true;
  const dh = pfs ? group(phase['ike-p2-pfs-dh-grp']) : undefined;
  if (pfs && !dh) return { error: 'its phase 2 PFS group is not understood' };
  const seconds = phase['ike-p2-rekey-time'];
  const notes = weak([p.value], dh ? [dh] : []) ? [`Weak IPsec algorithms (${p.value}).`] : [];
  return {
    value: {
      proposals: [p.value],
      pfs,
      dhGroups: dh ? [dh] : [],
      ...(typeof seconds === 'number' ? { lifetimeSeconds: seconds } : {}),
    },
    notes,
  };
}
