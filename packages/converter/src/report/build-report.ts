import type { TConfigModel } from '../model/ir.js';
import type { TOrigin } from '../model/origin.js';
import { objectKey, type Diagnostics, type TObjectKey } from './collector.js';
import { effectOfCode, effectOfNotes } from './effects.js';
import {
  worseStatus,
  type TNote,
  type TObjectType,
  type TReportEntry,
  type TReportStatus,
} from './report-types.js';

/** The report of one conversion: every source object and line, and the totals. */
export interface TConversionReport {
  source: {
    vendor: string;
    files: { name: string; lines: number }[];
    version?: string;
    hostname?: string;
  };
  target: { os: 'FortiOS'; model?: string };
  entries: TReportEntry[];
  totals: Partial<Record<TObjectType, Record<TReportStatus, number>>>;
}

const STRUCTURAL_CODES = new Set(['FORTIOS_TABLE_FRAME', 'FORTIOS_VDOM_LAYOUT']);

type TOutcomes = Map<TObjectKey, { targets: string[]; notes: TNote[] }>;

interface TItem {
  collection: string;
  objectType: TObjectType;
  key: string;
  origin: TOrigin;
  implicit?: string;
}

/**
 * Every model object with the report's type and the key notes are filed under. Pushed into one
 * array (spreading a list per collection copied every item twice more).
 */
function items(model: TConfigModel): TItem[] {
  const out: TItem[] = [];
  const named = <T extends { name: string; origin: TOrigin; generated?: boolean }>(
    collection: string,
    objectType: TObjectType,
    list: T[],
  ) => {
    // Objects the parser made for inline values are not listed: the line that holds them is.
    for (const o of list)
      if (!o.generated) out.push({ collection, objectType, key: o.name, origin: o.origin });
  };
  const byId = <T extends { id: string; origin: TOrigin }>(
    collection: string,
    objectType: TObjectType,
    list: T[],
  ) => {
    for (const o of list) out.push({ collection, objectType, key: o.id, origin: o.origin });
  };
  named('interfaces', 'Interfaces', model.interfaces);
  named('zones', 'Zones', model.zones);
  named('addresses', 'Addresses & Address Groups', model.addresses);
  named('addressGroups', 'Addresses & Address Groups', model.addressGroups);
  named('services', 'Services & Service Groups', model.services);
  named('serviceGroups', 'Services & Service Groups', model.serviceGroups);
  named('schedules', 'Schedules', model.schedules);
  for (const p of model.policies)
    out.push({
      collection: 'policies',
      objectType: 'Policies',
      key: p.id,
      origin: p.origin,
      ...(p.implicit ? { implicit: p.implicit } : {}),
    });
  byId('nat', 'NAT', model.nat);
  named('ipPools', 'IP Pools', model.ipPools);
  byId('routes', 'Static Routes', model.routes);
  named('phase1', 'VPN IPSEC Phase1 & Phase2', model.phase1);
  named('phase2', 'VPN IPSEC Phase1 & Phase2', model.phase2);
  named('users', 'Local Users & Groups', model.users);
  named('userGroups', 'Local Users & Groups', model.userGroups);
  byId('dhcpServers', 'DHCP Servers', model.dhcpServers);
  if (model.dns)
    out.push({ collection: 'dns', objectType: 'DNS', key: 'dns', origin: model.dns.origin });
  if (model.sslVpn)
    out.push({
      collection: 'sslVpn',
      objectType: 'SSLVPN',
      key: 'ssl',
      origin: model.sslVpn.origin,
    });
  return out;
}

function entryFor(item: TItem, notes: TNote[], targets: string[]): TReportEntry {
  if (notes.length === 0) return plainEntry(item, targets);
  let status: TReportStatus = targets.length > 0 ? 'converted' : 'unsupported';
  for (const note of notes) status = worseStatus(status, note.status);
  const significant = notes.filter((note) => note.status !== 'converted');
  const code =
    significant[0]?.code ??
    (targets.length ? (item.implicit ? 'IMPLICIT_POLICY' : 'CONVERTED') : 'NOT_EMITTED');
  const message =
    notes.map((note) => note.message).join(' ') ||
    (item.implicit
      ? `Made explicit: ${item.implicit}.`
      : targets.length
        ? 'Converted.'
        : 'Not converted: the target has nothing to hold it.');
  const entry: TReportEntry = {
    status,
    objectType: item.objectType,
    name: item.key,
    origin: item.origin,
    code,
    message,
    targets,
  };
  if (status === 'partial') entry.effect = effectOfNotes(notes);
  return entry;
}

/** `entryFor` of an object with no notes (most of them): no lists made to find none. */
function plainEntry(item: TItem, targets: string[]): TReportEntry {
  const converted = targets.length > 0;
  return {
    status: converted ? 'converted' : 'unsupported',
    objectType: item.objectType,
    name: item.key,
    origin: item.origin,
    code: converted ? (item.implicit ? 'IMPLICIT_POLICY' : 'CONVERTED') : 'NOT_EMITTED',
    message: item.implicit
      ? `Made explicit: ${item.implicit}.`
      : converted
        ? 'Converted.'
        : 'Not converted: the target has nothing to hold it.',
    targets,
  };
}

/** A line's entry with the effect a partial one has (the parser's mark, else the code's). */
function withEffect(entry: TReportEntry): TReportEntry {
  if (entry.status === 'partial')
    return { ...entry, effect: entry.effect ?? effectOfCode(entry.code) };
  if (entry.effect === undefined) return entry;
  const rest = { ...entry };
  delete rest.effect;
  return rest;
}

/**
 * Builds the report from what the parser saw (model + diagnostics) and what the emitter made of
 * it (outcomes). Objects the parser made for inline values are not listed on their own: the
 * line that holds them is.
 */
export function buildReport(
  model: TConfigModel,
  diagnostics: Diagnostics,
  outcomes: TOutcomes,
  meta: { files: { name: string; lines: number }[]; targetModel?: string },
): TConversionReport {
  const entries: TReportEntry[] = [];
  for (const item of items(model)) {
    const key = objectKey(item.collection, item.key);
    const outcome = outcomes.get(key);
    const parsed = diagnostics.notes.get(key);
    const emitted = outcome?.notes;
    const notes = parsed && emitted ? [...parsed, ...emitted] : (parsed ?? emitted ?? []);
    entries.push(entryFor(item, notes, outcome?.targets ?? []));
  }
  // A loop, not push(...lines): a spread of 100,000 arguments can overflow the stack.
  for (const line of diagnostics.lines) entries.push(withEffect(line));
  entries.sort((a, b) =>
    a.origin.file === b.origin.file
      ? a.origin.line - b.origin.line
      : a.origin.file < b.origin.file
        ? -1
        : 1,
  );
  const totals: TConversionReport['totals'] = {};
  for (const entry of entries) {
    // Structural lines (a table's config/end, VDOM wrappers) are accounted for, not counted.
    if (STRUCTURAL_CODES.has(entry.code)) continue;
    const row = (totals[entry.objectType] ??= {
      converted: 0,
      partial: 0,
      unsupported: 0,
      ignored: 0,
      unrecognised: 0,
    });
    row[entry.status] += 1;
  }
  return {
    source: {
      vendor: model.vendor,
      files: meta.files,
      ...(model.version ? { version: model.version } : {}),
      ...(model.hostname ? { hostname: model.hostname } : {}),
    },
    target: { os: 'FortiOS', ...(meta.targetModel ? { model: meta.targetModel } : {}) },
    entries,
    totals,
  };
}
