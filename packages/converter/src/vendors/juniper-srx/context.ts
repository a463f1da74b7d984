import type { TPolicy } from '../../model/ir.js';
import { originOf, type TOrigin } from '../../model/origin.js';
import type { TObjectType, TReportStatus } from '../../report/report-types.js';
import { VendorContext } from '../toolkit/vendor-context.js';
import { parsePrefix } from './prefix.js';
import type { TStmt } from './statements.js';

/** What a statement was read into, for lines no object's range covers. */
export interface TClaim {
  objectType: TObjectType;
  label: string;
}

/**
 * State shared by the Junos parser's modules: the toolkit's context (a report points at the
 * lines of an origin) with what Junos adds: statements claimed, address books, tunnels.
 */
export class SrxContext extends VendorContext<TOrigin> {
  readonly claims = new Map<TStmt, TClaim>();
  /** Address books: book -> source name -> model name. Zone books are `zone:<zone>`. */
  readonly books = new Map<string, Map<string, string>>();
  /** Zone -> the books it may use (its own, attached named books, then global). */
  readonly zoneBooks = new Map<string, string[]>();
  /** `st0.N` -> the phase1 (VPN) bound to it. */
  readonly tunnels = new Map<string, string>();
  /** Policies that permit into a VPN (`then permit tunnel ipsec-vpn V [pair-policy P]`). */
  readonly tunnelPolicies: { policy: TPolicy; vpn: string; pair?: string }[] = [];

  constructor(file: string) {
    super(file, 'juniperSRX');
  }

  origin(at: TOrigin): TOrigin {
    return at;
  }

  /**
   * The source range of an object made of `stmts`, whose own path is `depth` words long: its
   * container in the hierarchical format, else the lines of its statements.
   */
  rangeOf(stmts: readonly TStmt[], depth: number): TOrigin {
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
    this.report(status, objectType, this.rangeOf(stmts, depth), code, message, name);
    this.claim(stmts, objectType, name ?? code);
  }

  /**
   * An address object for an inline Junos prefix (`10.0.0.0/8`, `192.0.2.1`), made once; the
   * IPv4 `/0` is Junos's `any-ipv4`.
   */
  inlineAddress(text: string, origin: TOrigin): string | undefined {
    const parsed = parsePrefix(text);
    if (!parsed) return undefined;
    if (parsed.prefix === 0 && !parsed.ip.includes(':')) return 'any-ipv4';
    return this.literalAddress(`${parsed.ip}/${parsed.prefix}`, origin);
  }

  /** The IPv4 0.0.0.0/0 object that Junos calls `any-ipv4`, made once. */
  anyIpv4(origin: TOrigin): string {
    return this.generatedAddress({
      name: 'any-ipv4',
      origin,
      generated: true,
      kind: 'subnet',
      ip: '0.0.0.0',
      prefix: 0,
    });
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
