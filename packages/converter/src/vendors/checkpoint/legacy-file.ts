import type { TSourceFile } from '../vendor-parser.js';
import type { TJsonFile } from './json-file.js';
import { ORIGINAL_UID } from './nat.js';
import { ANY_UID } from './objects.js';
import { parseLegacyTree, valueOf, type TLegacyNode } from './legacy-tree.js';

/**
 * A legacy database file read as a tree. Its objects and rules are handed to the same readers
 * as the Management API's, in the API's shape, so `file` stands in for a JSON file: `spans`
 * gives each synthetic uid the lines of the node it came from.
 */
export interface TLegacyFile {
  file: TJsonFile;
  root: TLegacyNode;
  error?: { line: number; message: string };
}

export function readLegacyFile(source: TSourceFile): TLegacyFile {
  const { root, error } = parseLegacyTree(source.text);
  const lines = source.text.split('\n').length;
  const file: TJsonFile = { name: source.name, pages: [], spans: new Map(), lines };
  return error ? { file, root, error } : { file, root };
}

/** Records where the thing with this uid is (the first place wins, as in JSON files). */
export function place(legacy: TLegacyFile, uid: string, node: TLegacyNode): void {
  if (!legacy.file.spans.has(uid))
    legacy.file.spans.set(uid, [{ line: node.line, endLine: node.endLine }]);
}

/**
 * The uid of a legacy object: names are unique per table, and references name the table
 * (`:Table (network_objects)`), so table and name make the key.
 */
export const legacyUid = (table: string, name: string) => `${table}:${name}`;

/** The tables of objects_5_0.C under the names that references use. */
export const TABLE_OF: Record<string, string> = {
  netobj: 'network_objects',
  servobj: 'services',
  times: 'times',
};

/** One item of a rule cell or group: what it names, and where. */
export interface TLegacyRef {
  uid: string;
  name: string;
  table: string;
  node: TLegacyNode;
}

// Names in the globals table that mean "every gateway" in an install-on cell.
const ALL_TARGETS = new Set(['Any', 'All', 'Gateways', 'Policy Targets']);

/**
 * The items of a cell: `: (ReferenceObject :Name (x) :Table (t) :Uid (...))`, or in older files
 * a bare name (`: web-01`) or a named list (`: (Any :color (Blue))`). `table` is the table a
 * bare name belongs to. Any and Original become the API's well-known uids.
 */
export function cellRefs(cell: TLegacyNode | undefined, table: string): TLegacyRef[] {
  const refs: TLegacyRef[] = [];
  for (const item of cell?.children ?? []) {
    if (item.key !== '') continue;
    const isRef = item.head === 'ReferenceObject';
    const name = isRef ? valueOf(item, 'Name') : item.head;
    if (!name) continue;
    const from = (isRef ? valueOf(item, 'Table') : undefined) ?? table;
    let uid = legacyUid(from, name);
    if (name === 'Any' && (from === 'globals' || !isRef)) uid = ANY_UID;
    else if (name === 'Original') uid = ORIGINAL_UID;
    else if (name.includes('@') && !isRef) uid = legacyUid('users', name);
    refs.push({ uid, name, table: from, node: item });
  }
  return refs;
}

/** Whether a cell says "not in" (a negated cell). */
export const negated = (cell: TLegacyNode | undefined) =>
  (valueOf(cell, 'op') ?? '').trim().toLowerCase() === 'not in';

/** Install-on targets as rules name them: gateways by uid, "all" as Policy Targets. */
export function targets(cell: TLegacyNode | undefined): string[] {
  return cellRefs(cell, 'network_objects').map((ref) =>
    ALL_TARGETS.has(ref.name) ? 'Policy Targets' : ref.uid,
  );
}

/** A boolean leaf (`:disabled (true)`). */
export const flag = (node: TLegacyNode | undefined, key: string) =>
  (valueOf(node, key) ?? '').toLowerCase() === 'true';
