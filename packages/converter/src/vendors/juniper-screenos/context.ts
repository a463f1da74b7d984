import type { TZone } from '../../model/ir.js';
import { originOf, type TOrigin } from '../../model/origin.js';
import { parseIpv4 } from '../../net/ipv4.js';
import type { TObjectType, TPartialEffect, TReportStatus } from '../../report/report-types.js';
import { VendorContext } from '../toolkit/vendor-context.js';
import type { TSosLine } from './lines.js';

/** Zones every ScreenOS device has; `Global` holds MIP/VIP addresses and global policies. */
export const GLOBAL_ZONE = 'Global';
const SPECIAL_ZONES = new Set(['self', 'null', 'mgt', 'ha', 'untrust-tun']);

/** An address or group as the zone's book knows it: the model name it got. */
interface TBookEntry {
  model: string;
  kind: 'address' | 'group';
}

/** State shared by the ScreenOS parser's steps: the toolkit's context and what is ScreenOS's own. */
export class ScreenOsContext extends VendorContext<TSosLine> {
  /** Lines some report entry or model object accounts for. */
  readonly claimed = new Set<number>();
  /** Address books per zone (lower-case zone name -> address name -> entry). */
  readonly books = new Map<string, Map<string, TBookEntry>>();
  /**
   * Service and service-group names defined in the file (model names), groups included before
   * they are built, so that a group may name one defined after it.
   */
  readonly serviceNames = new Set<string>();
  /** `MIP(ip)` -> the real address; `VIP(ip|interface)` -> the real hosts. */
  readonly mips = new Map<string, string>();
  readonly vips = new Map<string, string[]>();
  /** DIP id -> its pool address (a generated range) and whether a policy used it. */
  readonly dips = new Map<string, { address: string; line: TSosLine; used: boolean }>();
  /** Interfaces in NAT mode (`set interface X nat`). */
  readonly natMode = new Set<string>();
  /** `tunnel.N` -> the phase1 of the route-based VPN bound to it. */
  readonly tunnelPhase1 = new Map<string, string>();
  /** Address groups that lost members the reader could not find -> those members. */
  readonly lossyGroups = new Map<string, string[]>();
  /** Every `set vpn` name of the file, converted or not. */
  readonly vpnNames = new Set<string>();
  /** Policy-based VPN -> its phase1 and the gateway's outgoing interface (tunnel policies). */
  readonly policyVpns = new Map<string, { phase1: string; iface: string }>();

  constructor(file: string) {
    super(file, 'juniperSSG/ISG');
  }

  origin(line: TSosLine): TOrigin {
    return originOf(this.file, line.n);
  }

  /** Origin of lines: the first contiguous run (blank lines between count as contiguous). */
  runOrigin(lines: TSosLine[]): TOrigin {
    const sorted = [...lines].sort((a, b) => a.n - b.n);
    const first = sorted[0]?.n ?? 1;
    let end = first;
    for (const line of sorted) if (line.n <= end + 1) end = Math.max(end, line.n);
    return originOf(this.file, first, end);
  }

  /**
   * Claims the lines of one model object: its origin is the first run of lines; lines found
   * elsewhere in the file are reported as converted into it, so each is accounted for.
   */
  objectLines(lines: TSosLine[], objectType: TObjectType, name: string, what: string): TOrigin {
    const origin = this.runOrigin(lines);
    for (const line of lines) {
      if (this.claimed.has(line.n)) continue;
      this.claimed.add(line.n);
      if (line.n > origin.endLine || line.n < origin.line)
        this.diag.line(
          'converted',
          objectType,
          originOf(this.file, line.n),
          'SOS_PART_OF',
          `Part of ${what} ${name}.`,
          name,
        );
    }
    for (let n = origin.line; n <= origin.endLine; n += 1) this.claimed.add(n);
    return origin;
  }

  /** A line that is not a model object, claimed as accounted for. */
  override report(
    status: TReportStatus,
    objectType: TObjectType,
    line: TSosLine,
    code: string,
    message: string,
    name?: string,
    effect?: TPartialEffect,
  ): void {
    this.claimed.add(line.n);
    super.report(status, objectType, line, code, message, name, effect);
  }

  /** Reports lines as one entry per contiguous run (a policy and its sub-context). */
  reportLines(
    status: TReportStatus,
    objectType: TObjectType,
    lines: TSosLine[],
    code: string,
    message: string,
    name?: string,
  ): void {
    const open = [...lines].filter((line) => !this.claimed.has(line.n)).sort((a, b) => a.n - b.n);
    let start: number | undefined;
    let end = 0;
    const flush = () => {
      if (start !== undefined)
        this.diag.line(status, objectType, originOf(this.file, start, end), code, message, name);
    };
    for (const line of open) {
      this.claimed.add(line.n);
      if (start === undefined || line.n > end + 1) {
        flush();
        start = line.n;
      }
      end = line.n;
    }
    flush();
  }

  /** The zone of that name, made on first use (predefined zones need no `set zone`). */
  zone(name: string, line: TSosLine): TZone | undefined {
    if (name.toLowerCase() === GLOBAL_ZONE.toLowerCase() || SPECIAL_ZONES.has(name.toLowerCase()))
      return undefined;
    const found = this.model.zones.find((z) => z.name.toLowerCase() === name.toLowerCase());
    if (found) return found;
    const zone: TZone = {
      name,
      origin: originOf(this.file, line.n),
      interfaces: [],
      intrazone: 'allow',
    };
    this.model.zones.push(zone);
    return zone;
  }

  isSpecialZone(name: string): boolean {
    return SPECIAL_ZONES.has(name.toLowerCase());
  }

  book(zone: string): Map<string, TBookEntry> {
    const key = zone.toLowerCase();
    let book = this.books.get(key);
    if (!book) {
      book = new Map();
      this.books.set(key, book);
    }
    return book;
  }

  /** An address or group of a zone's book (or Global's); undefined if neither defines it. */
  lookupAddress(zone: string, name: string): TBookEntry | undefined {
    return this.book(zone).get(name) ?? this.book(GLOBAL_ZONE).get(name);
  }
}

/** `a.b.c.d/n` or `a.b.c.d m.m.m.m` (tokens at i) as a prefix; undefined if neither. */
export function readPrefix(
  tokens: string[],
  i: number,
): { ip: string; prefix: number; used: number } | undefined {
  const token = tokens[i] ?? '';
  const slash = /^(\d+\.\d+\.\d+\.\d+)\/(\d{1,2})$/.exec(token);
  if (slash?.[1] && parseIpv4(slash[1]) !== undefined && Number(slash[2]) <= 32)
    return { ip: slash[1], prefix: Number(slash[2]), used: 1 };
  const mask = tokens[i + 1] ?? '';
  if (parseIpv4(token) === undefined || parseIpv4(mask) === undefined) return undefined;
  const value = parseIpv4(mask) ?? 0;
  const inverted = ~value >>> 0;
  if ((inverted & (inverted + 1)) !== 0) return undefined;
  return { ip: token, prefix: 32 - Math.log2(inverted + 1), used: 2 };
}

export const isIp = (token: string | undefined): token is string =>
  token !== undefined && parseIpv4(token) !== undefined;
