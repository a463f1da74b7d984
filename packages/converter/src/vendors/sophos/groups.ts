import type { TXmlNode } from '../toolkit/xml-tree.js';
import type { SophosContext } from './context.js';
import { text } from './xml.js';

const KINDS = {
  address: {
    collection: 'addressGroups',
    objectType: 'Addresses & Address Groups',
    key: 'a',
  },
  service: {
    collection: 'serviceGroups',
    objectType: 'Services & Service Groups',
    key: 's',
  },
} as const;

/**
 * A host or service group with the members this input defines. One with none is reported
 * (not converted); one that lost some is noted and marked lossy, so that rules naming it are
 * not compared.
 */
export function pushGroup(
  ctx: SophosContext,
  node: TXmlNode,
  name: string,
  members: string[],
  kind: keyof typeof KINDS,
): void {
  const { collection, objectType, key } = KINDS[kind];
  const has = (m: string) => (kind === 'address' ? ctx.hasAddress(m) : ctx.hasService(m));
  const known = members.filter(has);
  const missing = members.filter((m) => !has(m));
  if (known.length === 0) {
    ctx.report(
      'unsupported',
      objectType,
      node,
      'SOPHOS_GROUP_EMPTY',
      `None of its members (${members.join(', ') || 'none'}) is defined here or converted: make the group on FortiOS.`,
      name,
    );
    return;
  }
  const comment = text(node, 'Description');
  ctx.model[collection].push({
    name,
    origin: ctx.origin(node),
    members: known,
    ...(comment ? { comment } : {}),
  });
  if (missing.length === 0) return;
  ctx.lossy.add(`${key}:${name}`);
  ctx.note(
    collection,
    name,
    'partial',
    'SOPHOS_GROUP_MEMBER_MISSING',
    `Left out of the group: ${missing.join(', ')} (not defined here or not converted).`,
    'narrows',
  );
}
