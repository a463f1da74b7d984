import type { TProposal } from '../../model/ir.js';
import { child, type TXmlNode } from '../toolkit/xml-tree.js';
import { text } from './xml.js';

/** What an IPsec profile (`<VPNProfile>`) sets for both phases. */
export interface TVpnProfile {
  ikeVersion: 1 | 2;
  aggressive: boolean;
  phase1: { proposals: TProposal[]; dhGroups: number[]; lifetimeSeconds?: number };
  phase2: { proposals: TProposal[]; pfs: boolean; dhGroups: number[]; lifetimeSeconds?: number };
}

const CIPHERS: Record<string, string> = {
  AES128: 'aes128',
  AES192: 'aes192',
  AES256: 'aes256',
  '3DES': '3des',
  DES: 'des',
  AES128GCM: 'aes128gcm',
  AES256GCM: 'aes256gcm',
};
const HASHES: Record<string, string> = {
  MD5: 'md5',
  SHA1: 'sha1',
  SHA2_256: 'sha256',
  SHA2_384: 'sha384',
  SHA2_512: 'sha512',
};

/** `EncryptionAlgorithmN` + `AuthenticationAlgorithmN` pairs (N = 1..3) as proposals. */
function proposals(phase: TXmlNode | undefined): TProposal[] | undefined {
  const out: TProposal[] = [];
  for (const n of [1, 2, 3]) {
    const cipher = text(phase, `EncryptionAlgorithm${n}`);
    const hash = text(phase, `AuthenticationAlgorithm${n}`);
    if (!cipher || cipher === 'None') continue;
    const c = CIPHERS[cipher.toUpperCase().replace(/[\s-]/g, '')];
    const h = hash ? HASHES[hash.toUpperCase().replace(/[\s-]/g, '_')] : undefined;
    if (!c || !h) return undefined;
    out.push(`${c}-${h}`);
  }
  return out.length ? out : undefined;
}

function groups(phase: TXmlNode | undefined, name: string): number[] {
  const wrapper = child(phase, name);
  const values = wrapper?.children.length
    ? wrapper.children.map((c) => c.text)
    : [wrapper?.text ?? ''];
  return values.map((v) => Number(/\d+/.exec(v)?.[0])).filter((g) => Number.isInteger(g) && g > 0);
}

const seconds = (phase: TXmlNode | undefined) => {
  const value = Number(text(phase, 'KeyLife'));
  return Number.isInteger(value) && value > 0 ? { lifetimeSeconds: value } : {};
};

/**
 * Reads an IPsec profile: `KeyExchange` `IKEv1|IKEv2`, `AuthenticationMode` (main or
 * aggressive), `Phase1`/`Phase2` with algorithm pairs, `DHGroup`, `PFSGroup` and `KeyLife`.
 * Undefined when the algorithms cannot be read.
 */
export function readVpnProfile(node: TXmlNode): TVpnProfile | undefined {
  const phase1 = child(node, 'Phase1');
  const phase2 = child(node, 'Phase2');
  const p1 = proposals(phase1);
  const p2 = proposals(phase2);
  if (!p1 || !p2) return undefined;
  const pfs = groups(phase2, 'PFSGroup');
  return {
    ikeVersion: /v1/i.test(text(node, 'KeyExchange') ?? '') ? 1 : 2,
    aggressive: /aggressive/i.test(text(node, 'AuthenticationMode') ?? ''),
    phase1: { proposals: p1, dhGroups: groups(phase1, 'DHGroup'), ...seconds(phase1) },
    phase2: { proposals: p2, pfs: pfs.length > 0, dhGroups: pfs, ...seconds(phase2) },
  };
}
