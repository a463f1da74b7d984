import { originOf } from '../../model/origin.js';
import type { CpContext } from './context.js';
import type { TJsonObject } from './json-file.js';
import {
  cellRefs,
  flag,
  legacyUid,
  negated,
  place,
  targets,
  type TLegacyFile,
} from './legacy-file.js';
import { childOf, valueOf, type TLegacyNode } from './legacy-tree.js';
import type { CpLayers } from './layers.js';
import { ANY_UID } from './objects.js';
import type { CpStore } from './store.js';

/** One policy package of a rulebases file: `:rule-base ("##Standard" ...)`. */
export interface TLegacyPackage {
  name: string;
  node: TLegacyNode;
  legacy: TLegacyFile;
}

/** The packages of a rulebases file, in file order. */
export function legacyPackages(legacy: TLegacyFile): TLegacyPackage[] {
  return legacy.root.children
    .filter((node) => node.key === 'rule-base')
    .map((node) => ({ name: (node.head ?? '').replace(/^##/, ''), node, legacy }));
}

const ACTIONS: Record<string, string> = { accept: 'Accept', drop: 'Drop', reject: 'Reject' };

/** Uids of a cell's items, naming each (for messages) and storing user references. */
function refs(store: CpStore, legacy: TLegacyFile, cell: TLegacyNode | undefined, table: string) {
  return cellRefs(cell, table).map((ref) => {
    store.labels.set(ref.uid, ref.name);
    if (ref.uid.startsWith('users:')) {
      // `Group@Location` names users of a group coming from a network object: an identity
      // with the addresses of its location, as an access role's networks.
      const location = ref.name.slice(ref.name.lastIndexOf('@') + 1);
      const networks =
        location && location !== 'Any' ? [legacyUid('network_objects', location)] : 'any';
      place(legacy, ref.uid, ref.node);
      store.add(legacy.file, { uid: ref.uid, name: ref.name, type: 'access-role', networks });
    }
    return ref.uid;
  });
}

/** An access rule of the package in the API's shape (the same conversion then applies). */
function accessRule(
  store: CpStore,
  pkg: TLegacyPackage,
  node: TLegacyNode,
  uid: string,
  number: number,
): TJsonObject {
  const cell = (key: string, table: string) => refs(store, pkg.legacy, childOf(node, key), table);
  const notAny = (uids: string[]) => uids.filter((u) => u !== ANY_UID);
  const [action] = cellRefs(childOf(node, 'action'), 'actions');
  const [track] = cellRefs(childOf(node, 'track'), 'tracks');
  const name = valueOf(node, 'name');
  const comments = valueOf(node, 'comments');
  return {
    uid,
    type: 'access-rule',
    'rule-number': number,
    ...(name ? { name } : {}),
    ...(comments ? { comments } : {}),
    enabled: !flag(node, 'disabled'),
    source: cell('src', 'network_objects'),
    'source-negate': negated(childOf(node, 'src')),
    destination: cell('dst', 'network_objects'),
    'destination-negate': negated(childOf(node, 'dst')),
    service: cell('services', 'services'),
    'service-negate': negated(childOf(node, 'services')),
    action: action ? (ACTIONS[action.name.toLowerCase()] ?? action.name) : '',
    track: { type: track?.name ?? 'None' },
    'install-on': targets(childOf(node, 'install')),
    time: notAny(cell('time', 'times')),
    vpn: notAny(cell('through', 'communities')),
  };
}

/**
 * The access rules of one package as one layer (sections from its title rows), added to the
 * layers like an API rulebase page. A legacy policy ends in an implicit Drop.
 */
export function readLegacyAccess(
  ctx: CpContext,
  store: CpStore,
  layers: CpLayers,
  pkg: TLegacyPackage,
): void {
  const { legacy } = pkg;
  const layerUid = `rule-base:${pkg.name}`;
  place(legacy, layerUid, pkg.node);
  const top: TJsonObject[] = [];
  let section: TJsonObject[] = top;
  let number = 0;
  let index = 0;
  for (const node of pkg.node.children.filter((c) => c.key === 'rule')) {
    index += 1;
    const uid = `${layerUid}:rule:${index}`;
    place(legacy, uid, node);
    const title = valueOf(node, 'header_text');
    if (title !== undefined) {
      section = [];
      top.push({ uid, type: 'access-section', name: title, rulebase: section });
      continue;
    }
    number += 1;
    section.push(accessRule(store, pkg, node, uid, number));
  }
  if (!index) {
    ctx.report(
      'ignored',
      'Policies',
      originOf(legacy.file.name, pkg.node.line),
      'CP_EMPTY_RULEBASE',
      `Package ${pkg.name} has no access rules.`,
      pkg.name,
    );
    return;
  }
  layers.addPage(legacy.file, { uid: layerUid, name: pkg.name, rulebase: top });
  layers.setCleanup(layerUid, 'drop');
}
