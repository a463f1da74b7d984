import { emptyModel, type TAddress, type TConfigModel, type TServiceTerm } from '../../model/ir.js';
import { originOf, type TOrigin } from '../../model/origin.js';
import { networkOf } from '../../net/ipv4.js';
import { Diagnostics, objectKey } from '../../report/collector.js';
import type { TObjectType, TPartialEffect, TReportStatus } from '../../report/report-types.js';
import type { TXmlNode } from './xml-tree.js';

type TNoteStatus = 'converted' | 'partial' | 'unsupported' | 'ignored';

/** The object lists of the model that are looked up by name. */
export type TNamedCollection =
  'addresses' | 'addressGroups' | 'services' | 'serviceGroups' | 'schedules';

/** State shared by the PAN-OS readers: the model, the diagnostics and what has been read. */
export class PanContext {
  readonly model: TConfigModel;
  readonly diag = new Diagnostics();
  /** Elements a reader has accounted for (in the model or the diagnostics). */
  readonly handled = new Set<TXmlNode>();
  /** `tunnel.N` -> the IKE gateway (phase1) whose tunnel uses it. */
  readonly tunnelPhase1 = new Map<string, string>();
  /** GlobalProtect tunnel interface (`tunnel.N`) -> its gateway: FortiOS's `ssl.root`. */
  readonly gpTunnels = new Map<string, string>();
  /**
   * Zones holding GlobalProtect tunnels: `only` when that is all they hold (policies name
   * `ssl.root` instead of them), `mixed` when they hold other interfaces too.
   */
  readonly gpZones = new Map<string, 'only' | 'mixed'>();
  /** User groups that may log in to the SSL VPN made of the GlobalProtect gateways. */
  gpGroups: string[] = [];
  /** Tags of address objects, for dynamic address groups. */
  readonly addressTags = new Map<string, string[]>();
  /**
   * Objects of outer scopes (shared, parent device groups) by `collection:name`, with their
   * scope, so an object of the same name in a nearer scope can shadow them.
   */
  readonly sharedObjects = new Map<string, { node: TXmlNode; scope: TXmlNode }>();
  private readonly generatedNames = new Set<string>();

  constructor(readonly file: string) {
    this.model = emptyModel('paloAltoNetwork');
  }

  origin(node: TXmlNode): TOrigin {
    return originOf(this.file, node.line, node.endLine);
  }

  /** Marks an element as read: it became a model object whose origin it is. */
  take(node: TXmlNode): TOrigin {
    this.handled.add(node);
    return this.origin(node);
  }

  /** An element that is not a model object: ignored, unsupported, or converted into another. */
  report(
    status: TReportStatus,
    objectType: TObjectType,
    node: TXmlNode,
    code: string,
    message: string,
    name?: string,
  ): void {
    this.handled.add(node);
    this.diag.line(status, objectType, this.origin(node), code, message, name);
  }

  /** A note on a model object; `effect` tells what a partial one does to traffic, if known. */
  note(
    collection: string,
    name: string,
    status: TNoteStatus,
    code: string,
    message: string,
    effect?: TPartialEffect,
  ) {
    this.diag.note(objectKey(collection, name), {
      status,
      code,
      message,
      ...(effect ? { effect } : {}),
    });
  }

  hasAddress(name: string): boolean {
    return this.has('addresses', name) || this.has('addressGroups', name);
  }

  hasService(name: string): boolean {
    return this.has('services', name) || this.has('serviceGroups', name);
  }

  /** Name indexes of the object lists, caught up with what was pushed since the last look. */
  private readonly indexes = new Map<
    TNamedCollection,
    { length: number; names: Map<string, number> }
  >();

  /** True when an object of this name is in the list. */
  has(collection: TNamedCollection, name: string): boolean {
    return (this.index(collection).get(name) ?? 0) > 0;
  }

  /** Removes the object at `index` of the list (the lists otherwise only grow). */
  removeObject(collection: TNamedCollection, index: number): void {
    const names = this.index(collection);
    const [removed] = this.model[collection].splice(index, 1);
    if (!removed) return;
    const count = names.get(removed.name) ?? 0;
    if (count > 1) names.set(removed.name, count - 1);
    else names.delete(removed.name);
    const entry = this.indexes.get(collection);
    if (entry) entry.length--;
  }

  private index(collection: TNamedCollection): Map<string, number> {
    const list: readonly { name: string }[] = this.model[collection];
    let entry = this.indexes.get(collection);
    if (!entry || list.length < entry.length) {
      entry = { length: 0, names: new Map() };
      this.indexes.set(collection, entry);
    }
    for (; entry.length < list.length; entry.length++) {
      const name = (list[entry.length] as { name: string }).name;
      entry.names.set(name, (entry.names.get(name) ?? 0) + 1);
    }
    return entry.names;
  }

  /**
   * The address a literal in a rule stands for (`192.0.2.5`, `198.51.100.0/24`,
   * `192.0.2.10-192.0.2.20`, a country code), made once per value; undefined if it is none.
   */
  literalAddress(value: string, node: TXmlNode): string | undefined {
    const address = literalToAddress(value, this.origin(node));
    if (!address) return undefined;
    if (!this.generatedNames.has(`a:${address.name}`)) {
      this.generatedNames.add(`a:${address.name}`);
      this.model.addresses.push(address);
    }
    return address.name;
  }

  /** A service made by the converter (predefined PAN-OS services, App-ID ports). */
  generatedService(name: string, terms: TServiceTerm[], node: TXmlNode): string {
    if (!this.generatedNames.has(`s:${name}`) && !this.hasService(name)) {
      this.generatedNames.add(`s:${name}`);
      this.model.services.push({ name, origin: this.origin(node), generated: true, terms });
    }
    return name;
  }
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** An ip-netmask value (`10.0.0.0/24`, a bare IP = /32, IPv6 too) as a prefix. */
export function parseNetmask(value: string): { ip: string; prefix: number } | undefined {
  const [ip = '', len] = value.trim().split('/');
  const v4 = IPV4.test(ip) && ip.split('.').every((o) => Number(o) <= 255);
  const v6 = !v4 && /^[0-9a-fA-F:.]+$/.test(ip) && ip.includes(':');
  if (!v4 && !v6) return undefined;
  const max = v4 ? 32 : 128;
  const prefix = len === undefined ? max : Number(len);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) return undefined;
  return { ip: v4 ? networkOf(ip, prefix) : ip.toLowerCase(), prefix };
}

/** An ip-range value `A-B` (IPv4). */
export function parseRange(value: string): { start: string; end: string } | undefined {
  const [start = '', end = '', extra] = value.trim().split('-');
  if (extra !== undefined || !IPV4.test(start) || !IPV4.test(end)) return undefined;
  return { start, end };
}

function literalToAddress(value: string, origin: TOrigin): TAddress | undefined {
  const base = { origin, generated: true };
  if (/^[A-Z]{2}$/.test(value))
    return { ...base, name: `geo-${value}`, kind: 'geo', country: value };
  const range = parseRange(value);
  if (range) return { ...base, name: `r-${range.start}-${range.end}`, kind: 'range', ...range };
  const net = parseNetmask(value);
  if (!net) return undefined;
  if (net.prefix === 32 || net.prefix === 128)
    return { ...base, name: `h-${net.ip}`, kind: 'host', ip: net.ip };
  return { ...base, name: `n-${net.ip}_${net.prefix}`, kind: 'subnet', ...net };
}
