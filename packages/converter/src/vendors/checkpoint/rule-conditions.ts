import type { TPolicy, TRefList } from '../../model/ir.js';
import type { TMatch } from './rule-cells.js';
import { items, str } from './json-file.js';
import type { TCpRule } from './layers.js';
import { ANY_UID, type CpObjects } from './objects.js';
import type { CpStore } from './store.js';

/**
 * Conditions of a Check Point rule beyond addresses and ports (issue 17 item 2): applications
 * and categories in the service cell, access roles in the source cell, data types in the
 * content column. The model keeps each (by its Check Point name) so the verifier sees what the
 * output lacks.
 */

/** Application Control objects a service cell may hold: sites, categories and their groups. */
export const isApplicationType = (type: string | undefined) =>
  (type ?? '').startsWith('application-site');

/** Access roles of one source cell that share the same networks: one policy's worth. */
export interface TRoleGroup {
  /** The networks the roles allow (`any` when a role leaves them open). */
  refs: TRefList;
  names: string[];
}

/** Uids of an object field that is `any` or a list of uids or objects; undefined is any. */
function fieldUids(store: CpStore, rule: TCpRule, value: unknown): string[] | 'any' {
  if (value === undefined || (typeof value === 'string' && value.toLowerCase() === 'any'))
    return 'any';
  const uids = items(value)
    .map((item) => store.ref(rule.file, item))
    .filter((uid): uid is string => uid !== undefined);
  return uids.some((uid) => uid === ANY_UID || store.get(uid)?.type === 'CpmiAnyObject')
    ? 'any'
    : uids;
}

/**
 * Access roles grouped by the networks they allow (`networks` of `show-access-role`), so that
 * each group is one policy: its addresses AND one of its roles.
 */
export function roleGroups(
  objects: CpObjects,
  store: CpStore,
  rule: TCpRule,
  uids: string[],
): TRoleGroup[] | { error: string } {
  const groups = new Map<string, TRoleGroup>();
  for (const uid of uids) {
    const networks = fieldUids(store, rule, store.get(uid)?.raw.networks);
    let refs: TRefList = 'any';
    if (networks !== 'any') {
      const read = objects.cell(networks, 'address');
      if ('error' in read)
        return { error: `access role ${store.label(uid)}: its networks (${read.error})` };
      refs = read.refs;
    }
    const key = JSON.stringify(refs);
    const group = groups.get(key) ?? { refs, names: [] };
    group.names.push(store.label(uid));
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * The content column as conditions (one of its data types, in its direction), none when it is
 * Any. A negated column is one condition: "none of these data types".
 */
export function contentConditions(
  store: CpStore,
  rule: TCpRule,
): NonNullable<TPolicy['otherConditions']> {
  const uids = fieldUids(store, rule, rule.raw.content);
  if (uids === 'any' || uids.length === 0) return [];
  const names = uids.map((uid) => store.label(uid));
  const direction = str(rule.raw['content-direction']) ?? 'any';
  const dir = direction === 'any' ? '' : ` (${direction})`;
  if (rule.raw['content-negate'] === true)
    return [{ kind: 'content', value: `none of ${names.join(', ')}${dir}` }];
  return names.map((name) => ({ kind: 'content', value: `${name}${dir}` }));
}

/** The objects a rule keeps as conditions, with their kind (for the objects' report entries). */
export function conditionObjects(store: CpStore, rule: TCpRule): [uid: string, kind: string][] {
  const uidsOf = (field: string) => {
    const uids = fieldUids(store, rule, rule.raw[field]);
    return uids === 'any' ? [] : uids;
  };
  return [
    ...uidsOf('source')
      .filter((uid) => store.get(uid)?.type === 'access-role')
      .map((uid): [string, string] => [uid, 'access role']),
    ...uidsOf('service')
      .filter((uid) => isApplicationType(store.get(uid)?.type))
      .map((uid): [string, string] => [uid, 'application']),
    ...uidsOf('content').map((uid): [string, string] => [uid, 'content']),
  ];
}

/**
 * Why a rule's conditions keep it from being converted, if they do: an inline layer would have
 * to combine them with each of its rules; and a deny without them would drop all the rule's
 * traffic (every user, all data, every application), which cuts what the source lets through.
 */
export function conditionsRefused(
  action: string,
  alternatives: readonly TMatch[],
  content: NonNullable<TPolicy['otherConditions']>,
): string | undefined {
  const roles = alternatives.flatMap((m) => m.roles ?? []);
  const apps = alternatives.flatMap((m) => m.applications ?? []);
  if (action === 'Apply Layer' && (roles.length || apps.length || content.length))
    return 'it applies an inline layer under access roles, applications or a content column, which would have to be combined with each of its rules';
  if (action !== 'Drop' && action !== 'Reject') return undefined;
  if (content.length)
    return `its content column (${content.map((c) => c.value).join(', ')}) is not converted: a FortiOS policy would drop all its traffic, not only these data types`;
  if (roles.length)
    return `its access roles (${roles.join(', ')}) are not converted: a FortiOS policy would drop the traffic of every user and machine, not only theirs`;
  if (apps.length)
    return `its applications (${apps.join(', ')}) are not converted: a FortiOS deny policy cannot match only some applications, so it would drop all the traffic of their services`;
  return undefined;
}
