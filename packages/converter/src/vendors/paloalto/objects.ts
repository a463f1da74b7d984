import type { TAddress, TServiceTerm, TPortRange } from '../../model/ir.js';
import type { TNamedCollection } from '../toolkit/name-index.js';
import type { PanContext } from './context.js';
import { parseNetmask, parseRange } from './literals.js';
import { readSchedule } from './schedules.js';
import { at, entries, members, nameOf, textAt, type TXmlNode } from '../toolkit/xml-tree.js';

type TCollection = TNamedCollection;
/** The scope an object is read from, and whether a nearer scope may shadow it. */
type TWhere = { scope: TXmlNode; outer: boolean };

/**
 * Reads the object lists of one scope (`shared`, a vsys, a device group): addresses, groups,
 * services, service groups and schedules. Scopes are read outermost first (shared, then parent
 * device groups); an object of a nearer scope shadows an outer one of the same name (spec §2:
 * local-first resolution). `outer` marks a scope whose objects may be shadowed.
 */
export function readObjects(ctx: PanContext, scope: TXmlNode, outer: boolean): void {
  const where = { scope, outer };
  const read = (list: string) => entries(at(scope, list)).filter((e) => !cutObject(ctx, e, list));
  for (const entry of read('address')) readAddress(ctx, entry, where);
  for (const entry of read('address-group')) readAddressGroup(ctx, entry, where);
  for (const entry of read('service')) readService(ctx, entry, where);
  for (const entry of read('service-group')) {
    const name = nameOf(entry);
    if (!claim(ctx, 'serviceGroups', entry, where)) continue;
    ctx.model.serviceGroups.push({
      name,
      origin: ctx.take(entry),
      members: members(at(entry, 'members')),
    });
  }
  for (const entry of read('schedule')) {
    if (!claim(ctx, 'schedules', entry, where)) continue;
    readSchedule(ctx, entry);
  }
}

/**
 * An object the text ends inside (a file cut short) is not read: its value may be cut in two
 * (`10.0.0.0/2` of `10.0.0.0/24`) and stand for more than the source meant.
 */
function cutObject(ctx: PanContext, entry: TXmlNode, list: string): boolean {
  if (!entry.cut) return false;
  ctx.report(
    'unrecognised',
    list.startsWith('service')
      ? 'Services & Service Groups'
      : list === 'schedule'
        ? 'Schedules'
        : 'Addresses & Address Groups',
    entry,
    'PANOS_OBJECT_CUT_SHORT',
    'The file ends inside this object (cut short?): it is not read, and rules using it are reported.',
    nameOf(entry),
  );
  return true;
}

/** Registers the name; a nearer scope's object replaces an outer one. False when it cannot be added. */
function claim(ctx: PanContext, collection: TCollection, entry: TXmlNode, where: TWhere) {
  const name = nameOf(entry);
  const key = `${collection}:${name}`;
  if (ctx.names.has(collection, name)) {
    const earlier = ctx.sharedObjects.get(key);
    const sharedNode = earlier?.node;
    if (earlier && sharedNode && earlier.scope !== where.scope) {
      const list: readonly { name: string }[] = ctx.model[collection];
      ctx.names.remove(
        collection,
        list.findIndex((o) => o.name === name),
      );
      ctx.handled.delete(sharedNode);
      ctx.report(
        'ignored',
        collection.startsWith('service')
          ? 'Services & Service Groups'
          : 'Addresses & Address Groups',
        sharedNode,
        'PANOS_SHADOWED',
        earlier.scope.name === 'shared'
          ? `A local object of the same name replaces this shared one.`
          : `An object of the same name in a nearer device group replaces this one.`,
        name,
      );
    } else {
      ctx.report(
        'ignored',
        'Other',
        entry,
        'PANOS_DUPLICATE',
        'A second object of this name: the first is used.',
        name,
      );
      return false;
    }
  }
  if (where.outer) ctx.sharedObjects.set(key, { node: entry, scope: where.scope });
  return true;
}

function readAddress(ctx: PanContext, entry: TXmlNode, where: TWhere): void {
  const name = nameOf(entry);
  const comment = textAt(entry, 'description');
  const base = { name, origin: ctx.origin(entry), ...(comment ? { comment } : {}) };
  const netmask = textAt(entry, 'ip-netmask');
  const range = textAt(entry, 'ip-range');
  const fqdn = textAt(entry, 'fqdn');
  const wildcard = textAt(entry, 'ip-wildcard');
  let address: TAddress | undefined;
  if (netmask !== undefined) {
    const net = parseNetmask(netmask);
    if (net && (net.prefix === 32 || net.prefix === 128))
      address = { ...base, kind: 'host', ip: net.ip };
    else if (net) address = { ...base, kind: 'subnet', ...net };
  } else if (range !== undefined) {
    const parsed = parseRange(range);
    if (parsed) address = { ...base, kind: 'range', ...parsed };
  } else if (fqdn) address = { ...base, kind: 'fqdn', fqdn };
  else if (wildcard !== undefined) {
    const [ip = '', mask = ''] = wildcard.split('/');
    if (parseNetmask(ip) && parseNetmask(mask) && !ip.includes(':'))
      address = { ...base, kind: 'wildcard', ip, wildcard: mask };
  }
  if (!address) {
    ctx.report(
      'unsupported',
      'Addresses & Address Groups',
      entry,
      'PANOS_ADDRESS_UNREADABLE',
      'The address value could not be read (IPv6 range or unknown type): rules using it are reported.',
      name,
    );
    return;
  }
  if (!claim(ctx, 'addresses', entry, where)) return;
  ctx.take(entry);
  ctx.model.addresses.push(address);
  ctx.addressTags.set(name, members(at(entry, 'tag')));
}

function readAddressGroup(ctx: PanContext, entry: TXmlNode, where: TWhere): void {
  const name = nameOf(entry);
  if (!claim(ctx, 'addressGroups', entry, where)) return;
  const comment = textAt(entry, 'description');
  const base = { name, origin: ctx.take(entry), ...(comment ? { comment } : {}) };
  const filter = textAt(entry, 'dynamic', 'filter');
  if (filter === undefined) {
    ctx.model.addressGroups.push({ ...base, members: members(at(entry, 'static')) });
    return;
  }
  const snapshot = evaluateFilter(ctx, filter);
  ctx.model.addressGroups.push({ ...base, members: snapshot ?? [] });
  ctx.note(
    'addressGroups',
    name,
    'partial',
    'PANOS_DYNAMIC_GROUP',
    snapshot
      ? `Dynamic group (${filter}): converted as a static snapshot of the tagged objects in this file; addresses registered at run time are not included.`
      : `Dynamic group (${filter}): the filter could not be evaluated, so the group is empty (matches nothing).`,
  );
}

/** A tag filter of quoted tags joined by only `and` or only `or`; undefined otherwise. */
function evaluateFilter(ctx: PanContext, filter: string): string[] | undefined {
  const tokens = filter.match(/'[^']*'|"[^"]*"|\S+/g) ?? [];
  const tags = tokens.filter((_, i) => i % 2 === 0).map((t) => t.replace(/^['"]|['"]$/g, ''));
  const ops = new Set(tokens.filter((_, i) => i % 2 === 1).map((t) => t.toLowerCase()));
  if (tags.length === 0 || ops.size > 1 || [...ops].some((op) => op !== 'and' && op !== 'or'))
    return undefined;
  const all = ops.has('and');
  return [...ctx.addressTags]
    .filter(([, own]) =>
      all ? tags.every((t) => own.includes(t)) : tags.some((t) => own.includes(t)),
    )
    .map(([name]) => name);
}

/** `"80,443,8000-8010"` as port ranges; undefined when a part is not a port. */
export function parsePorts(text: string | undefined): TPortRange[] | undefined {
  if (text === undefined) return undefined;
  const ranges: TPortRange[] = [];
  for (const part of text.split(',')) {
    const [low = '', high = low] = part.trim().split('-');
    const a = Number(low);
    const b = Number(high);
    if (!/^\d+$/.test(low) || !/^\d+$/.test(high) || a < 0 || b > 65535 || a > b) return undefined;
    ranges.push([a, b]);
  }
  return ranges;
}

function readService(ctx: PanContext, entry: TXmlNode, where: TWhere): void {
  const name = nameOf(entry);
  const protocol = at(entry, 'protocol')?.children[0];
  const kind = protocol?.name;
  const dst = parsePorts(textAt(protocol, 'port'));
  const srcText = textAt(protocol, 'source-port');
  const src = parsePorts(srcText);
  if ((kind !== 'tcp' && kind !== 'udp' && kind !== 'sctp') || !dst || (srcText && !src)) {
    ctx.report(
      'unsupported',
      'Services & Service Groups',
      entry,
      'PANOS_SERVICE_UNREADABLE',
      'The service protocol or ports could not be read: rules using it are reported.',
      name,
    );
    return;
  }
  if (!claim(ctx, 'services', entry, where)) return;
  const term: TServiceTerm = { protocol: kind, dst, ...(src ? { src } : {}) };
  const comment = textAt(entry, 'description');
  ctx.model.services.push({
    name,
    origin: ctx.take(entry),
    terms: [term],
    ...(comment ? { comment } : {}),
  });
  if (at(protocol, 'override'))
    ctx.note(
      'services',
      name,
      'partial',
      'PANOS_SERVICE_TIMEOUT',
      'Session timeout overrides are not carried over.',
    );
}
