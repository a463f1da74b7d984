import { isIp } from './context.js';
import type { TSosLine } from './lines.js';

/** Policy NAT as written: `nat [src [dip-id D]] [dst ip A [B] [port P]]`. */
export interface TPolicyNat {
  src?: { dip?: string };
  dst?: { ip: string; to?: string; port?: number };
}

/** The head line of a policy, read. */
export interface TPolicyHead {
  id: string;
  global: boolean;
  name?: string;
  from: string;
  to: string;
  src: string;
  dst: string;
  service: string;
  nat?: TPolicyNat;
  action: 'permit' | 'deny' | 'reject' | 'tunnel';
  vpn?: string;
  /** `pair-policy N`: the policy carrying the other direction of the same VPN. */
  pairPolicy?: string;
  schedule?: string;
  log: boolean;
  /** Options read but not converted (count, alarm, traffic, auth ...). */
  options: string[];
}

const ACTIONS = new Set(['permit', 'deny', 'reject', 'tunnel']);

function readNat(tokens: string[], start: number): { nat: TPolicyNat; next: number } {
  const nat: TPolicyNat = {};
  let i = start;
  for (;;) {
    if (tokens[i] === 'src') {
      nat.src = {};
      i += 1;
      if (tokens[i] === 'dip-id' && tokens[i + 1]) {
        nat.src.dip = tokens[i + 1];
        i += 2;
      }
    } else if (tokens[i] === 'dst' && tokens[i + 1] === 'ip' && isIp(tokens[i + 2])) {
      nat.dst = { ip: tokens[i + 2] ?? '' };
      i += 3;
      if (isIp(tokens[i])) {
        nat.dst.to = tokens[i];
        i += 1;
      }
      if (tokens[i] === 'port' && /^\d+$/.test(tokens[i + 1] ?? '')) {
        nat.dst.port = Number(tokens[i + 1]);
        i += 2;
      }
    } else return { nat, next: i };
  }
}

/**
 * `set policy [global] id N [name "x"] from Z1 to Z2 SRC DST SVC [nat ...] permit|deny|reject|
 * tunnel vpn "V" ... [schedule "S"] [log] [count] ...`; undefined if it is not that form.
 */
export function readPolicyHead(line: TSosLine): TPolicyHead | undefined {
  const t = line.tokens;
  let i = 2;
  const global = t[i] === 'global';
  if (global) i += 1;
  if (t[i] !== 'id' || !t[i + 1]) return undefined;
  const id = t[i + 1] ?? '';
  i += 2;
  let name: string | undefined;
  if (t[i] === 'name') {
    name = t[i + 1];
    i += 2;
  }
  if (t[i] !== 'from' || t[i + 2] !== 'to') return undefined;
  const [from, , to, src, dst, service] = t.slice(i + 1, i + 7);
  if (!from || !to || src === undefined || dst === undefined || service === undefined)
    return undefined;
  i += 7;
  let nat: TPolicyNat | undefined;
  if (t[i] === 'nat') {
    const read = readNat(t, i + 1);
    nat = read.nat;
    i = read.next;
  }
  const action = t[i];
  if (!action || !ACTIONS.has(action)) return undefined;
  i += 1;
  const head: TPolicyHead = {
    id,
    global,
    from,
    to,
    src,
    dst,
    service,
    action: action as TPolicyHead['action'],
    log: false,
    options: [],
    ...(name !== undefined ? { name } : {}),
    ...(nat ? { nat } : {}),
  };
  for (; i < t.length; i += 1) {
    const word = t[i] ?? '';
    if (word === 'vpn' && action === 'tunnel') {
      head.vpn = t[i + 1];
      i += 1;
    } else if (word === 'pair-policy' && action === 'tunnel' && t[i + 1]) {
      head.pairPolicy = t[i + 1];
      i += 1;
    } else if (word === 'id' && action === 'tunnel') i += 1;
    else if (word === 'schedule') {
      head.schedule = t[i + 1];
      i += 1;
    } else if (word === 'log') head.log = true;
    else head.options.push(word);
  }
  return head;
}
