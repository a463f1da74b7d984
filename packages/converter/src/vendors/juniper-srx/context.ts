import { emptyModel, type TAddress, type TConfigModel, type TPolicy } from '../../model/ir.js';
import { originOf, type TOrigin } from '../../model/origin.js';
import { networkOf } from '../../net/ipv4.js';
import { Diagnostics, objectKey } from '../../report/collector.js';
import type { TObjectType, TReportStatus } from '../../report/report-types.js';
import type { TStmt } from './statements.js';

/** What a statement was read into, for lines no object's range covers. */
export interface TClaim {
  objectType: TObjectType;
  label: string;
}

/** State shared by the Junos parser's modules. */
export class SrxContext {
  readonly model: TConfigModel;
  readonly diag = new Diagnostics();
  readonly claims = new Map<TStmt, TClaim>();
  /** Address books: book -> source name -> model name. Zone books are `zone:<zone>`. */
  readonly books = new Map<string, Map<string, string>>();
  /** Zone -> the books it may use (its own, attached named books, then global). */
  readonly zoneBooks = new Map<string, string[]>();
  /** `st0.N` -> the phase1 (VPN) bound to it. */
  readonly tunnels = new Map<string, string>();
  /** Policies that permit into a VPN (`then permit tunnel ipsec-vpn V [pair-policy P]`). */
  readonly tunnelPolicies: { policy: TPolicy; vpn: string; pair?: string }[] = [];
  private readonly generated = new Set<string>();
  /** Names of the services made for NAT ports, made once each. */
  readonly generatedServices = new Set<string>();

  constructor(
    readonly file: string,
    vendor: string,
  ) {
    this.model = emptyModel(vendor);
  }

  /**
   * The source range of an object made of `stmts`, whose own path is `depth` words long: its
   * container in the hierarchical format, else the lines of its statements.
   */
  origin(stmts: readonly TStmt[], depth: number): TOrigin {
    const own = stmts.filter((s) => !s.inheritedFrom);
    const list = own.length ? own : stmts;
    const frame = list[0]?.frames.find((f) => f.depth === depth);
    if (frame) return originOf(this.file, frame.line, frame.end);
    // A loop, not Math.min(...lines): an object may have more lines than a call has arguments.
    let first = Infinity;
    let last = -Infinity;
    for (const s of list) {
      first = Math.min(first, s.line);
      last = Math.max(last, s.line);
    }
    return originOf(this.file, first, last);
  }

  /** Marks statements as read into an object (`label`), so they are accounted for. */
  claim(stmts: readonly TStmt[], objectType: TObjectType, label: string): void {
    for (const stmt of stmts)
      if (!this.claims.has(stmt)) this.claims.set(stmt, { objectType, label });
  }

  report(
    status: TReportStatus,
    objectType: TObjectType,
    origin: TOrigin,
    code: string,
    message: string,
    name?: string,
  ): void {
    this.diag.line(status, objectType, origin, code, message, name);
  }

  /** Reports statements as one entry (their object's range), and claims them. */
  reportStmts(
    stmts: readonly TStmt[],
    depth: number,
    status: TReportStatus,
    objectType: TObjectType,
    code: string,
    message: string,
    name?: string,
  ): void {
    if (stmts.length === 0) return;
    this.report(status, objectType, this.origin(stmts, depth), code, message, name);
    this.claim(stmts, objectType, name ?? code);
  }

  note(
    collection: string,
    name: string,
    status: 'converted' | 'partial' | 'unsupported' | 'ignored',
    code: string,
    message: string,
  ): void {
    this.diag.note(objectKey(collection, name), { status, code, message });
  }

  /** An address object for an inline prefix (`10.0.0.0/8`, `192.0.2.1`), made once. */
  inlineAddress(text: string, origin: TOrigin): string | undefined {
    const parsed = parsePrefix(text);
    if (!parsed) return undefined;
    if (parsed.prefix === 0 && !parsed.ip.includes(':')) return 'any-ipv4';
    const ip = parsed.ip.includes(':') ? parsed.ip : networkOf(parsed.ip, parsed.prefix);
    const host = parsed.prefix === (ip.includes(':') ? 128 : 32);
    const name = host ? `h-${ip}` : `n-${ip}_${parsed.prefix}`;
    if (!this.generated.has(name)) {
      this.generated.add(name);
      const address: TAddress = host
        ? { name, origin, generated: true, kind: 'host', ip }
        : { name, origin, generated: true, kind: 'subnet', ip, prefix: parsed.prefix };
      this.model.addresses.push(address);
    }
    return name;
  }

  /** The IPv4 0.0.0.0/0 object that Junos calls `any-ipv4`, made once. */
  anyIpv4(origin: TOrigin): string {
    if (!this.generated.has('any-ipv4')) {
      this.generated.add('any-ipv4');
      this.model.addresses.push({
        name: 'any-ipv4',
        origin,
        generated: true,
        kind: 'subnet',
        ip: '0.0.0.0',
        prefix: 0,
      });
    }
    return 'any-ipv4';
  }

  /** Model name of an address-book name as seen from a zone (its books, then global). */
  address(zone: string | undefined, name: string): string | undefined {
    const books = [...(zone ? (this.zoneBooks.get(zone) ?? [`zone:${zone}`]) : []), 'global'];
    for (const book of books) {
      const found = this.books.get(book)?.get(name);
      if (found) return found;
    }
    return undefined;
  }
}

/** `a.b.c.d/n`, a bare IPv4 (/32) or an IPv6 prefix; undefined otherwise. */
export function parsePrefix(text: string): { ip: string; prefix: number } | undefined {
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3})(?:\/(\d{1,2}))?$/.exec(text);
  if (v4?.[1]) {
    const prefix = v4[2] === undefined ? 32 : Number(v4[2]);
    if (prefix > 32 || v4[1].split('.').some((o) => Number(o) > 255)) return undefined;
    return { ip: v4[1], prefix };
  }
  const v6 = /^([0-9a-fA-F:]*:[0-9a-fA-F:.]*)(?:\/(\d{1,3}))?$/.exec(text);
  if (v6?.[1]) {
    const prefix = v6[2] === undefined ? 128 : Number(v6[2]);
    return prefix > 128 ? undefined : { ip: v6[1].toLowerCase(), prefix };
  }
  return undefined;
}
