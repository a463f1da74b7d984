/* What the crypto definitions say (ISAKMP policies, IKEv2 proposals, transform sets, IPsec
 * profiles, keys), gathered before the tunnels are built. */
import type { TBlock } from './context.js';

/** IOS cipher words (ISAKMP `encr`, IKEv2 `encryption`, transform sets) -> FortiOS names. */
const CIPHERS: Readonly<Record<string, string>> = {
  des: 'des',
  '3des': '3des',
  'esp-des': 'des',
  'esp-3des': '3des',
  'aes-cbc-128': 'aes128',
  'aes-cbc-192': 'aes192',
  'aes-cbc-256': 'aes256',
  'aes-gcm-128': 'aes128gcm',
  'aes-gcm-256': 'aes256gcm',
  'esp-gcm': 'aes128gcm',
};
const HASHES: Readonly<Record<string, string>> = {
  md5: 'md5',
  sha: 'sha1',
  sha256: 'sha256',
  sha384: 'sha384',
  sha512: 'sha512',
  sha1: 'sha1',
  'esp-md5-hmac': 'md5',
  'esp-sha-hmac': 'sha1',
  'esp-sha256-hmac': 'sha256',
  'esp-sha384-hmac': 'sha384',
  'esp-sha512-hmac': 'sha512',
};

/** `aes [256]`, `esp-aes [256]`, `esp-gcm 256`: the cipher and how many words it took. */
function cipherAt(words: string[], i: number): { cipher: string; used: number } | undefined {
  const word = words[i] ?? '';
  const bits = /^(128|192|256)$/.test(words[i + 1] ?? '') ? (words[i + 1] ?? '') : undefined;
  if (word === 'aes' || word === 'esp-aes')
    return { cipher: `aes${bits ?? '128'}`, used: bits ? 2 : 1 };
  if (word === 'esp-gcm') return { cipher: `aes${bits ?? '128'}gcm`, used: bits ? 2 : 1 };
  const cipher = CIPHERS[word];
  return cipher ? { cipher, used: 1 } : undefined;
}

interface TSuite {
  proposals: string[];
  groups: number[];
  lifetime?: number;
}

const pairs = (ciphers: string[], hashes: string[]) =>
  ciphers.flatMap((c) => (c.endsWith('gcm') ? [`${c}-sha256`] : hashes.map((h) => `${c}-${h}`)));

/** Crypto definitions, gathered in any order. */
export class CryptoState {
  readonly isakmp: TSuite[] = [];
  readonly ikev2: TSuite[] = [];
  readonly transformSets = new Map<string, string[]>();
  readonly keys = new Set<string>();
  readonly entries: { block: TBlock; map: string; seq: string }[] = [];
  readonly ipsecProfiles = new Map<
    string,
    { transforms: string[]; ikev2: boolean; pfs?: number }
  >();
  readonly tunnels: { block: TBlock }[] = [];
}

/** `crypto isakmp policy N` (defaults: DES, SHA-1, group 1, 86400 s) or `crypto ikev2 proposal P`. */
export function readIkePolicy(state: CryptoState, block: TBlock, version: 1 | 2): void {
  const ciphers: string[] = [];
  const hashes: string[] = [];
  const groups: number[] = [];
  let lifetime: number | undefined;
  for (const child of block.children) {
    const [word, ...rest] = child.tokens;
    if (word === 'encr' || word === 'encryption')
      for (let i = 0; i < rest.length;) {
        const read = cipherAt(rest, i);
        if (read) ciphers.push(read.cipher);
        i += read?.used ?? 1;
      }
    else if (word === 'hash' || word === 'integrity')
      hashes.push(...rest.map((h) => HASHES[h] ?? h));
    else if (word === 'group') groups.push(...rest.filter((g) => /^\d+$/.test(g)).map(Number));
    else if (word === 'lifetime' && /^\d+$/.test(rest[0] ?? '')) lifetime = Number(rest[0]);
  }
  const suite: TSuite = {
    proposals: pairs(ciphers.length ? ciphers : ['des'], hashes.length ? hashes : ['sha1']),
    groups: groups.length ? groups : [version === 1 ? 1 : 14],
    lifetime: lifetime ?? 86400,
  };
  (version === 1 ? state.isakmp : state.ikev2).push(suite);
}

/** `crypto ipsec transform-set TS esp-aes 256 esp-sha256-hmac`. */
export function readTransformSet(state: CryptoState, block: TBlock): void {
  const words = block.head.tokens;
  const ciphers: string[] = [];
  const hashes: string[] = [];
  for (let i = 4; i < words.length;) {
    const read = cipherAt(words, i);
    if (read) ciphers.push(read.cipher);
    else if (HASHES[words[i] ?? '']) hashes.push(HASHES[words[i] ?? ''] ?? '');
    i += read?.used ?? 1;
  }
  state.transformSets.set(words[3] ?? '', pairs(ciphers, hashes.length ? hashes : ['null']));
}

/** `crypto ipsec profile P`: `set transform-set`, `set ikev2-profile`, `set pfs`. */
export function readIpsecProfile(state: CryptoState, block: TBlock): void {
  const set = (word: string) =>
    block.children.find((c) => c.tokens[0] === 'set' && c.tokens[1] === word)?.tokens.slice(2) ??
    [];
  const pfs = set('pfs')[0];
  state.ipsecProfiles.set(block.head.tokens[3] ?? '', {
    transforms: set('transform-set'),
    ikev2: set('ikev2-profile').length > 0,
    ...(pfs ? { pfs: Number(pfs.replace('group', '')) } : {}),
  });
}

/** `crypto isakmp key K address P` and IKEv2 keyring peers: the key is known (never copied). */
export function readKey(state: CryptoState, block: TBlock): void {
  const head = block.head.tokens;
  if (head[1] === 'isakmp') {
    const at = head.indexOf('address');
    if (at >= 0 && head[at + 1]) state.keys.add(head[at + 1] ?? '');
    return;
  }
  for (const child of block.children)
    if (child.tokens[0] === 'address' && child.tokens[1]) state.keys.add(child.tokens[1]);
}
