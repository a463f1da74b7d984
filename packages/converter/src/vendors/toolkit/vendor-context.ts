import { emptyModel, type TAddress, type TConfigModel, type TServiceTerm } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import { networkOf } from '../../net/ipv4.js';
import { Diagnostics, objectKey } from '../../report/collector.js';
import type { TObjectType, TPartialEffect, TReportStatus } from '../../report/report-types.js';
import type { TLeftover, TLeftoverTable } from './leftovers.js';
import { NameIndex } from './name-index.js';

/** An address a reader has read: a prefix (IPv4 or IPv6) or an IPv4 range. */
export type TAddressValue = { ip: string; prefix: number } | { start: string; end: string };

export type TNoteStatus = 'converted' | 'partial' | 'unsupported' | 'ignored';

/**
 * State shared by one vendor's readers while they read one configuration: the model being
 * built, the diagnostics beside it, the name index and the report helpers. A vendor subclasses
 * it once (`<vendor>/context.ts`), saying how a piece of its source (`TAt`: a line, a block, an
 * XML element) maps to its lines, and adds only what is its own.
 */
export abstract class VendorContext<TAt> {
  readonly model: TConfigModel;
  readonly diag = new Diagnostics();
  readonly names: NameIndex;
  private readonly generated = new Set<string>();
  /** The name `inlineService` gave each service it was asked for. */
  private readonly inlineNames = new Map<string, string>();

  constructor(
    /** The file being read (its name, as the report shows it). */
    readonly file: string,
    /** The vendor catalogue key. */
    vendor: string,
  ) {
    this.model = emptyModel(vendor);
    this.names = new NameIndex(this.model);
  }

  /** The lines a piece of the source spans. */
  abstract origin(at: TAt): TOrigin;

  /** An address or address group of this name is in the model. */
  hasAddress(name: string): boolean {
    return this.names.has('addresses', name) || this.names.has('addressGroups', name);
  }

  /** A service or service group of this name is in the model. */
  hasService(name: string): boolean {
    return this.names.has('services', name) || this.names.has('serviceGroups', name);
  }

  /** A piece of the source that is not a model object: ignored, unsupported or unrecognised. */
  report(
    status: TReportStatus,
    objectType: TObjectType,
    at: TAt,
    code: string,
    message: string,
    name?: string,
    effect?: TPartialEffect,
  ): void {
    this.diag.line(status, objectType, this.origin(at), code, message, name, effect);
  }

  /** Reports a piece of the source by its row of the vendor's leftovers table; false if none. */
  reportLeftover(table: TLeftoverTable, words: readonly string[], at: TAt, name?: string): boolean {
    const row = table.find(words);
    if (!row) return false;
    this.reportLeftoverRow(table, row, at, name);
    return true;
  }

  /** Reports a piece of the source by a row already found (one its container inherited). */
  reportLeftoverRow(table: TLeftoverTable, row: TLeftover, at: TAt, name?: string): void {
    this.report(row.status, row.objectType, at, table.codeOf(row), row.why, name);
  }

  /** A note on a model object; `effect` tells what a partial one does to traffic, if known. */
  note(
    collection: string,
    name: string,
    status: TNoteStatus,
    code: string,
    message: string,
    effect?: TPartialEffect,
  ): void {
    const note: { status: TNoteStatus; code: string; message: string; effect?: TPartialEffect } = {
      status,
      code,
      message,
    };
    if (effect) note.effect = effect;
    this.diag.note(objectKey(collection, name), note);
  }

  /**
   * The address object for a literal (`192.0.2.5`, `198.51.100.0/24`, `10.0.0.0/255.0.0.0`,
   * `192.0.2.10-192.0.2.20`, an IPv6 prefix), made once per value and named after it
   * (`h-`, `n-`, `r-`); undefined when the text is no address.
   */
  literalAddress(value: string, origin: TOrigin): string | undefined {
    const text = value.trim();
    const parsed = parseIpv4Range(text) ?? parsePrefix(text);
    return parsed && this.valueAddress(parsed, origin);
  }

  /**
   * The address object for a value a reader has already taken apart (a prefix, an IPv4 range),
   * made once per value and named as `literalAddress` names it (IPv4 host bits cleared).
   */
  valueAddress(value: TAddressValue, origin: TOrigin): string {
    return this.generatedAddress(valueToAddress(value, origin));
  }

  /**
   * An address the converter makes (from a literal in the vendor's own syntax, a predefined
   * object), pushed once per name; its name.
   */
  generatedAddress(address: TAddress): string {
    if (!this.generated.has(`a:${address.name}`)) {
      this.generated.add(`a:${address.name}`);
      this.model.addresses.push(address);
    }
    return address.name;
  }

  /**
   * A service the converter makes (a predefined service), made once per name; an object of the
   * file with that name stands for it, as a user's object shadows a predefined one.
   */
  generatedService(name: string, terms: TServiceTerm[], origin: TOrigin): string {
    if (this.names.has('services', name)) return name;
    this.generated.add(`s:${name}`);
    this.model.services.push({ name, origin, generated: true, terms });
    return name;
  }

  /**
   * A service the converter names after what it matches (an ACL's `eq 8090` is `tcp-8090`),
   * made once per name. Unlike `generatedService`, an object of the file with that name stands
   * for it only when it matches the same: `object service tcp-8090` that is really port 8090 is
   * used; one that is something else keeps its name, and this one is `tcp-8090_2`.
   */
  inlineService(name: string, terms: TServiceTerm[], origin: TOrigin): string {
    const made = this.inlineNames.get(name);
    if (made !== undefined) return made;
    let unique = name;
    if (this.names.has('services', name)) {
      const own = this.model.services.find((s) => s.name === name && !s.generated);
      if (own && sameTerms(own.terms, terms)) {
        this.inlineNames.set(name, name);
        return name;
      }
      for (let n = 2; this.names.has('services', unique); n++) unique = `${name}_${n}`;
    }
    this.inlineNames.set(name, unique);
    this.generated.add(`s:${unique}`);
    this.model.services.push({ name: unique, origin, generated: true, terms });
    return unique;
  }
}

/** Two services' terms match the same traffic when written the same (order included). */
const sameTerms = (a: readonly TServiceTerm[], b: readonly TServiceTerm[]) =>
  JSON.stringify(a) === JSON.stringify(b);

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

const isIpv4 = (text: string) => IPV4.test(text) && text.split('.').every((o) => Number(o) <= 255);

/** A dotted mask (`255.255.255.0`) as a prefix length, if contiguous. */
export function dottedMaskPrefix(mask: string): number | undefined {
  if (!isIpv4(mask)) return undefined;
  const bits = mask.split('.').reduce((n, o) => n * 256 + Number(o), 0);
  const inverted = ~bits >>> 0;
  if ((inverted & (inverted + 1)) !== 0) return undefined;
  return 32 - Math.log2(inverted + 1);
}

/** `ip`, `ip/len`, `ip/dotted-mask` or an IPv6 prefix, the host bits cleared (IPv4). */
export function parsePrefix(value: string): { ip: string; prefix: number } | undefined {
  const [ip = '', len, extra] = value.split('/');
  if (extra !== undefined) return undefined;
  if (isIpv4(ip)) {
    const prefix =
      len === undefined ? 32 : /^\d{1,2}$/.test(len) ? Number(len) : dottedMaskPrefix(len);
    if (prefix === undefined || prefix > 32) return undefined;
    return { ip: networkOf(ip, prefix), prefix };
  }
  if (!/^[0-9a-fA-F:.]+$/.test(ip) || !ip.includes(':')) return undefined;
  const prefix = len === undefined ? 128 : Number(len);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 128) return undefined;
  return { ip: ip.toLowerCase(), prefix };
}

/** `A-B`, two IPv4 addresses. */
export function parseIpv4Range(value: string): { start: string; end: string } | undefined {
  const [start = '', end = '', extra] = value.split('-');
  if (extra !== undefined || !isIpv4(start) || !isIpv4(end)) return undefined;
  return { start, end };
}

function valueToAddress(value: TAddressValue, origin: TOrigin): TAddress {
  if ('start' in value) {
    const name = `r-${value.start}-${value.end}`;
    return { name, origin, generated: true, kind: 'range', start: value.start, end: value.end };
  }
  const { prefix } = value;
  const ip = value.ip.includes(':') ? value.ip : networkOf(value.ip, prefix);
  if (prefix === 32 || prefix === 128)
    return { name: `h-${ip}`, origin, generated: true, kind: 'host', ip };
  return { name: `n-${ip}_${prefix}`, origin, generated: true, kind: 'subnet', ip, prefix };
}
