import type { TRefList } from '../../model/ir.js';
import { items, str } from './json-file.js';
import type { TCpRule } from './layers.js';
import { ANY_UID, type CpObjects } from './objects.js';
import type { CpStore } from './store.js';
import { isApplicationType, roleGroups } from './rule-conditions.js';
import type { CpZones } from './zones.js';

/** A rule's match: what the model can carry of it. */
export interface TMatch {
  src: TCell;
  dst: TCell;
  service: TCell;
  /** Access roles of the source cell (one must hold), kept as conditions. */
  roles?: string[];
  /** Applications and categories of the service cell (one must match), kept as conditions. */
  applications?: string[];
}

export interface TCell {
  refs: TRefList;
  negate: boolean;
  /** Zones (interfaces) the cell names instead of addresses. */
  intf?: string[];
}

export const ANY_CELL: TCell = { refs: 'any', negate: false };

const isAnyCell = (cell: TCell) => cell.refs === 'any' && !cell.negate && !cell.intf;
const sameCell = (a: TCell, b: TCell) =>
  a.negate === b.negate && JSON.stringify([a.refs, a.intf]) === JSON.stringify([b.refs, b.intf]);
/** Only zones: an interface condition that ANDs with any address condition. */
const zonesOnly = (cell: TCell) => !!cell.intf && cell.refs === 'any' && !cell.negate;

/**
 * A child rule of an inline layer AND its parent, cell by cell. A policy cell is one list (a
 * union), so only a cell that one side leaves open (or both name alike) can be combined.
 */
export function combine(parent: TMatch, child: TMatch): TMatch | { error: string } {
  if (parent.roles || parent.applications)
    return { error: 'its parent rule has access roles or applications, which are not combined' };
  const out: TMatch = { ...child };
  for (const key of ['src', 'dst', 'service'] as const) {
    const [p, c] = [parent[key], child[key]];
    if (isAnyCell(p) || sameCell(p, c)) out[key] = c;
    else if (isAnyCell(c)) out[key] = p;
    else if (zonesOnly(p) && !c.intf) out[key] = { ...c, intf: p.intf };
    else if (zonesOnly(c) && !p.intf) out[key] = { ...p, intf: c.intf };
    else
      return {
        error: `its ${key === 'src' ? 'source' : key === 'dst' ? 'destination' : 'service'} and the parent rule's both restrict the match; a FortiOS policy cannot intersect two lists`,
      };
  }
  return out;
}

/** Names of the objects of a cell that are not Any (time, VPN, content columns). */
export function notAny(store: CpStore, rule: TCpRule, field: string): string[] {
  const raw = rule.raw[field];
  return items(raw)
    .map((item) => store.ref(rule.file, item))
    .filter((uid): uid is string => uid !== undefined)
    .filter((uid) => store.get(uid)?.type !== 'CpmiAnyObject')
    .map((uid) => store.label(uid));
}

/** Uids of the time objects of a rule's time column, Any left out. */
export function timeUids(store: CpStore, rule: TCpRule): string[] {
  return items(rule.raw.time)
    .map((item) => store.ref(rule.file, item))
    .filter((uid): uid is string => uid !== undefined)
    .filter((uid) => uid !== ANY_UID && store.get(uid)?.type !== 'CpmiAnyObject');
}

/** A source or destination cell of security zones, or why it cannot be one. */
function zoneCell(
  zones: CpZones,
  store: CpStore,
  uids: string[],
  negate: boolean,
): TCell | { error: string } {
  if (uids.some((uid) => store.get(uid)?.type !== 'security-zone'))
    return {
      error:
        'mixes security zones with addresses: Check Point matches either, a FortiOS policy needs both its interface and its address',
    };
  if (negate)
    return {
      error: 'is a negated security zone: FortiOS policy interfaces cannot be negated',
    };
  const intf: string[] = [];
  for (const uid of uids) {
    const zone = zones.zone(uid);
    if ('error' in zone) return { error: `${store.label(uid)}: ${zone.error}` };
    intf.push(zone.name);
  }
  return { refs: 'any', negate: false, intf };
}

/**
 * Source, destination and service of a rule as the policies that carry them, or why they
 * cannot be carried over. A cell is a union: access roles in the source and applications in
 * the service each add an alternative (its own policy) beside the cell's addresses and ports,
 * holding the roles or applications as conditions (issue 17 item 2).
 */
export function readMatch(
  objects: CpObjects,
  store: CpStore,
  rule: TCpRule,
  zones?: CpZones,
): TMatch[] | { error: string } {
  const errors: string[] = [];
  const uidsOf = (field: string) =>
    items(rule.raw[field])
      .map((item) => store.ref(rule.file, item))
      .filter((uid): uid is string => uid !== undefined);
  const cell = (field: 'source' | 'destination' | 'service', uids: string[]): TCell => {
    if (zones && field !== 'service' && uids.some((u) => store.get(u)?.type === 'security-zone')) {
      const read = zoneCell(zones, store, uids, rule.raw[`${field}-negate`] === true);
      if ('error' in read) errors.push(`${field} ${read.error}`);
      return 'error' in read ? ANY_CELL : read;
    }
    const read = objects.cell(uids, field === 'service' ? 'service' : 'address');
    if ('error' in read) {
      errors.push(`${field} ${read.error}`);
      return ANY_CELL;
    }
    return { refs: read.refs, negate: rule.raw[`${field}-negate`] === true };
  };
  const typeOf = (uid: string) => store.get(uid)?.type;
  const source = uidsOf('source');
  const roles = source.filter((uid) => typeOf(uid) === 'access-role');
  const addresses = source.filter((uid) => typeOf(uid) !== 'access-role');
  const service = uidsOf('service');
  const apps = service.filter((uid) => isApplicationType(typeOf(uid)));
  const ports = service.filter((uid) => !isApplicationType(typeOf(uid)));
  if (roles.length && rule.raw['source-negate'] === true)
    errors.push('a negated source with access roles has no FortiOS policy equivalent');
  const sources: Pick<TMatch, 'src' | 'roles'>[] =
    addresses.length || !roles.length ? [{ src: cell('source', addresses) }] : [];
  const groups = roles.length ? roleGroups(objects, store, rule, roles) : [];
  if ('error' in groups) errors.push(`source ${groups.error}`);
  else
    for (const g of groups) sources.push({ src: { refs: g.refs, negate: false }, roles: g.names });
  const dst = cell('destination', uidsOf('destination'));
  const services: Pick<TMatch, 'service' | 'applications'>[] =
    ports.length || !apps.length ? [{ service: cell('service', ports) }] : [];
  if (rule.raw['service-negate'] === true)
    errors.push('a negated service cell has no FortiOS policy equivalent');
  // Check Point matches an application on its own services; the objects do not list them.
  if (apps.length)
    services.push({ service: ANY_CELL, applications: apps.map((uid) => store.label(uid)) });
  if (errors.length) return { error: errors.join('; ') };
  return sources.flatMap((s) => services.map((v) => ({ ...s, dst, ...v })));
}

/** The name of the object a rule field points at (action, track type). */
export function labelOf(store: CpStore, rule: TCpRule, value: unknown): string {
  const uid = store.ref(rule.file, value);
  return uid ? (store.get(uid)?.name ?? str(value) ?? '') : '';
}

/** Whether a match takes every packet. */
export const matchesAll = (m: TMatch) =>
  isAnyCell(m.src) && isAnyCell(m.dst) && isAnyCell(m.service) && !m.roles && !m.applications;
