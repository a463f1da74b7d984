/**
 * Match conditions beyond the packet as free yes/no values of the search (one per kind and
 * name): users and groups, applications, URL categories, device posture and any other
 * condition a source keeps. A rule matches only when, for each list it has, one of its
 * conditions holds; a source rule whose condition fails passes the packet on to the next rule.
 */
import type { TPolicy } from '../model/ir.js';
import type { TFlatRule } from './flatten.js';
import type { ConditionRegistry } from './space.js';

/**
 * Source name -> the target's token(s) for it: a conversion may turn one source application
 * into several target ones, and then the condition holds when any of them does.
 */
export type TNameMap = Record<string, string | readonly string[]>;

interface TCondition {
  kind: string;
  value: string;
}

/** How a condition's kind reads in a packet (`application 'ssh'`). */
const LABELS: Record<string, string> = {
  application: 'application',
  'url-category': 'URL category',
  device: 'device',
};

/** One clause: the ids of the conditions of which one must hold (sorted, unique). */
export function conditionClause(
  registry: ConditionRegistry,
  conditions: readonly TCondition[],
): number[] | undefined {
  if (conditions.length === 0) return undefined;
  const ids = conditions.map(({ kind, value }) =>
    registry.id(`${kind}:${value}`, `${LABELS[kind] ?? kind} '${value}'`),
  );
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** Whether a policy has a condition beyond its schedule. */
export function hasConditions(policy: TPolicy): boolean {
  return Boolean(
    policy.users?.length ||
    policy.groups?.length ||
    policy.applications?.length ||
    policy.urlCategories?.length ||
    policy.devices?.length ||
    policy.otherConditions?.length,
  );
}

type TIdentityMaps = { userMap?: Record<string, string>; userGroupMap?: Record<string, string> };

const isMapped = (value: string, maps: TIdentityMaps) =>
  maps.userMap?.[value] !== undefined || maps.userGroupMap?.[value] !== undefined;

/**
 * A source's own user condition (PAN-OS `source-user`, kept in `otherConditions`) that the
 * conversion turned into FortiOS users or groups (the maps say which): those values are the
 * rule's identities, as for a rule naming users and groups itself. Values the maps do not name
 * (`known-user`, `pre-logon`) stay conditions of their own kind.
 */
function mappedSourceUsers(policy: TPolicy, maps: TIdentityMaps): TCondition[] {
  if (policy.users?.length || policy.groups?.length) return [];
  const values = (policy.otherConditions ?? [])
    .filter((c) => c.kind === 'source-user')
    .map((c) => c.value);
  // One list, any of which admits the user: either all of it maps, or none of it does.
  if (!values.every((value) => isMapped(value, maps))) return [];
  return values.map((value): TCondition => {
    const user = maps.userMap?.[value];
    return user !== undefined
      ? { kind: 'user', value: user }
      : { kind: 'user group', value: maps.userGroupMap?.[value] ?? value };
  });
}

/** Users and groups the policy names, as `user` and `user group` conditions in target names. */
export function identityConditions(policy: TPolicy, maps: TIdentityMaps): TCondition[] {
  return [
    ...(policy.users ?? []).map((name) => ({ kind: 'user', value: maps.userMap?.[name] ?? name })),
    ...(policy.groups ?? []).map((name) => ({
      kind: 'user group',
      value: maps.userGroupMap?.[name] ?? name,
    })),
    ...mappedSourceUsers(policy, maps),
  ];
}

/** Whether the policy names users or groups (its first clause is then theirs). */
export const identitiesOf = (policy: TPolicy): boolean =>
  Boolean(policy.users?.length || policy.groups?.length);

/**
 * The clauses of applications, URL categories, devices and other conditions (one per kind),
 * with source names renamed to the target's tokens where the conversion said how.
 */
export function profileClauses(
  registry: ConditionRegistry,
  policy: TPolicy,
  maps: { applicationMap?: TNameMap; urlCategoryMap?: TNameMap } & TIdentityMaps,
): number[][] {
  // Source-user values that became users or groups are the identity clause (above).
  const mapped = mappedSourceUsers(policy, maps).length > 0;
  const renamed = (kind: string, names: readonly string[] | undefined, map?: TNameMap) =>
    (names ?? []).flatMap((name) => {
      const to = map?.[name] ?? name;
      return (typeof to === 'string' ? [to] : to).map((value) => ({ kind, value }));
    });
  const lists: TCondition[][] = [
    renamed('application', policy.applications, maps.applicationMap),
    renamed('url-category', policy.urlCategories, maps.urlCategoryMap),
    renamed('device', policy.devices),
  ];
  const byKind = new Map<string, TCondition[]>();
  for (const condition of policy.otherConditions ?? []) {
    if (mapped && condition.kind === 'source-user') continue;
    const list = byKind.get(condition.kind) ?? [];
    list.push(condition);
    byKind.set(condition.kind, list);
  }
  lists.push(...[...byKind.keys()].sort().map((kind) => byKind.get(kind) ?? []));
  return lists
    .map((list) => conditionClause(registry, list))
    .filter((clause): clause is number[] => clause !== undefined);
}

/** A stable text of clauses for rule keys (order of clauses does not matter). */
export const clausesKey = (clauses: readonly (readonly number[])[]): string =>
  clauses
    .map((clause) => clause.join(','))
    .sort()
    .join(';');

/**
 * The deny half of a FortiOS rule with a security profile: the rule matches its packets (and
 * users) whatever the profile says, and blocks what the profile does not allow.
 */
export function profileBlock(rule: TFlatRule, withIdentities: boolean): TFlatRule | undefined {
  const profiles = (rule.clauses?.length ?? 0) - (withIdentities ? 1 : 0);
  if (profiles <= 0) return undefined;
  const block: TFlatRule = { ...rule, action: 'deny' };
  delete block.clauses;
  const identities = withIdentities ? rule.clauses?.[0] : undefined;
  if (identities) block.clauses = [identities];
  if (block.key !== 'empty') block.key = `${rule.key}|block`;
  return block;
}
