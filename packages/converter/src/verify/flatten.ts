/**
 * A model's policies -> flat rules in evaluation order: every name resolved in the model's own
 * namespace into sets of the packet space (`space.ts`), so that rules of two models can be
 * compared by value. Disabled rules, and rules that could not be read completely, are dropped.
 */
import type { TConfigModel, TPolicy, TRefList, TSchedule } from '../model/ir.js';
import type { TIntervals } from './intervals.js';
import { intervalsKey } from './intervals.js';
import type { TResolvedSet } from './resolve-addresses.js';
import type { TServiceBox } from './resolve-services.js';
import type { RouteTable } from './routes.js';
import { resolversOf, type TResolvers } from './resolvers.js';
import {
  clausesKey,
  conditionClause,
  hasConditions,
  identitiesOf,
  identityConditions,
  profileBlock,
  profileClauses,
} from './conditions.js';
import type { TNameMap } from './conditions.js';
import { AtomRegistry, ConditionRegistry } from './space.js';

export interface TFlatRule {
  /** The policy id. */
  id: string;
  action: 'accept' | 'deny';
  /** Interface names (in target names: the source's are mapped), sorted; `any` includes unnamed ones. */
  srcIntf: 'any' | readonly string[];
  dstIntf: 'any' | readonly string[];
  src: TIntervals;
  dst: TIntervals;
  services: readonly TServiceBox[];
  /** A condition (ConditionRegistry id) that must hold: the rule's schedule is active. */
  schedule?: number;
  /**
   * Conditions (ConditionRegistry ids) beyond the packet: for each clause one of its ids must
   * hold (the user is this user or in this group; the application is one of these ...).
   */
  clauses?: readonly (readonly number[])[];
  /** Equal keys = equal sets of matched packets; `empty` = matches nothing. */
  key: string;
  /** Why the sets above only over-approximate what the rule matches. */
  inexact?: string;
  /** FQDN, geo and IPv6 atoms the rule uses. */
  opaque: readonly string[];
}

export interface TFlattenError {
  ruleId: string;
  message: string;
}

export interface TFlatPolicy {
  rules: TFlatRule[];
  defaultAction: 'accept' | 'deny';
  errors: TFlattenError[];
}

/** Registries shared by the models being compared, so that equal things get equal values. */
export interface TFlattenContext {
  atoms: AtomRegistry;
  conditions: ConditionRegistry;
}

export const newFlattenContext = (): TFlattenContext => ({
  atoms: new AtomRegistry(),
  conditions: new ConditionRegistry(),
});

export interface TFlattenOptions {
  /** Which model this is; keys of unresolvable rules are made unique per side. */
  side: string;
  /** Renames interfaces (source name -> target name); names not listed stay as they are. */
  interfaceMap?: Record<string, string>;
  /** Renames users and user groups the same way: they are compared by name. */
  userMap?: Record<string, string>;
  userGroupMap?: Record<string, string>;
  /** Renames applications and URL categories (source name -> target token) the same way. */
  applicationMap?: TNameMap;
  urlCategoryMap?: TNameMap;
  /** With routes, keys compare destinations as routing allows them to leave (routes.ts). */
  routes?: RouteTable;
  context?: TFlattenContext;
  /**
   * The model's address and service resolvers (`resolversOf`), shared by every flattening of
   * one model so that each object and group is resolved once.
   */
  resolvers?: TResolvers;
}

interface TInterfaceSet {
  names: 'any' | string[];
  /** Names that are neither an interface, a zone nor a tunnel (compared by name). */
  unknown: string[];
}

/** The interface names a reference list stands for (cached per list). */
function interfaceResolver(model: TConfigModel, interfaceMap: Record<string, string> = {}) {
  const zones = new Map<string, Set<string>>();
  for (const zone of model.zones) zones.set(zone.name, new Set(zone.interfaces));
  for (const intf of model.interfaces) if (intf.zone) zones.get(intf.zone)?.add(intf.name);
  // FortiOS uses a phase1-interface name as an interface in policies.
  const known = new Set([
    ...model.interfaces.map((intf) => intf.name),
    ...model.phase1.map((p) => p.name),
  ]);
  const rename = (name: string) => interfaceMap[name] ?? name;
  const cache = new Map<string, TInterfaceSet>();
  const any: TInterfaceSet = { names: 'any', unknown: [] };
  return (refs: TRefList): TInterfaceSet => {
    if (refs === 'any') return any;
    const cacheKey = refs.join('\n');
    const cached = cache.get(cacheKey);
    if (cached) return cached;
    const out = new Set<string>();
    const unknown: string[] = [];
    for (const name of refs) {
      const members = zones.get(name);
      if (members) members.forEach((member) => out.add(rename(member)));
      else {
        if (!known.has(name)) unknown.push(name);
        out.add(rename(name));
      }
    }
    const result = { names: [...out].sort(), unknown };
    cache.set(cacheKey, result);
    return result;
  };
}

function scheduleKey(schedule: TSchedule): string {
  const recurring = schedule.recurring
    .map((entry) => ({ days: [...entry.days].sort(), start: entry.start, end: entry.end }))
    .map((entry) => JSON.stringify(entry))
    .sort();
  return `schedule:${JSON.stringify({ absolute: schedule.absolute ?? null, recurring })}`;
}

/** The problems of a rule that has none (never added to: only conditional rules get more). */
const NO_PROBLEMS: readonly string[] = [];

const nonEmpty = (set: 'any' | readonly string[]) => set === 'any' || set.length > 0;
/** Interface lists are shared per reference list (interfaceResolver): their text is kept. */
const intfKeys = new WeakMap<readonly string[], string>();
const intfKey = (set: 'any' | readonly string[]) => {
  if (set === 'any') return '*';
  let key = intfKeys.get(set);
  if (key === undefined) {
    key = set.join(',');
    intfKeys.set(set, key);
  }
  return key;
};

function setKey(resolved: TResolvedSet): string {
  resolved.key ??= intervalsKey(resolved.set);
  return resolved.key;
}

/** Flattens the enabled policies of `model` in order. */
export function flattenPolicies(model: TConfigModel, options: TFlattenOptions): TFlatPolicy {
  const context = options.context ?? newFlattenContext();
  const { addresses, services } = options.resolvers ?? resolversOf(model, context);
  const interfaces = interfaceResolver(model, options.interfaceMap);
  const schedules = new Map(model.schedules.map((schedule) => [schedule.name, schedule]));
  const errors: TFlattenError[] = [];
  const rules: TFlatRule[] = [];

  // By identity: resolved sets and interface lists are shared per name and per list, and a
  // text key would be hashed anew for every rule.
  const destinations = new Map<TResolvedSet, Map<'any' | readonly string[], string>>();
  const destinationKey = (dstIntf: 'any' | readonly string[], dst: TResolvedSet) => {
    let byIntf = destinations.get(dst);
    if (!byIntf) {
      byIntf = new Map();
      destinations.set(dst, byIntf);
    }
    let key = byIntf.get(dstIntf);
    if (key === undefined) {
      key = options.routes
        ? options.routes.routedKey(dstIntf, dst.set)
        : `${intfKey(dstIntf)}|${setKey(dst)}`;
      byIntf.set(dstIntf, key);
    }
    return key;
  };

  const conditionsOf = (policy: TPolicy, problems: string[]) => {
    let schedule: number | undefined;
    if (policy.schedule !== undefined && policy.schedule !== 'always') {
      const definition = schedules.get(policy.schedule);
      if (!definition) problems.push(`undefined schedule '${policy.schedule}'`);
      const key = definition
        ? scheduleKey(definition)
        : `schedule?${options.side}:${policy.schedule}`;
      schedule = context.conditions.id(key, `schedule '${policy.schedule}'`);
    }
    const identities = conditionClause(context.conditions, identityConditions(policy, options));
    const profile = profileClauses(context.conditions, policy, options);
    return { schedule, identities, profile };
  };

  const flattenOne = (policy: TPolicy, index: number): TFlatRule => {
    const srcIntf = interfaces(policy.srcIntf);
    const dstIntf = interfaces(policy.dstIntf);
    const src = addresses.resolveList(policy.srcAddr, policy.srcNegate);
    const dst = addresses.resolveList(policy.dstAddr, policy.dstNegate);
    const service = services.resolveList(policy.service);
    for (const unknown of [srcIntf.unknown, dstIntf.unknown])
      for (const name of unknown)
        errors.push({
          ruleId: policy.id,
          message: `undefined interface '${name}' (compared by name)`,
        });
    const conditional = policy.schedule !== undefined || hasConditions(policy);
    // Most rules have no problem and no condition: nothing is built for them.
    const problems =
      conditional || src.problems.length + dst.problems.length + service.problems.length > 0
        ? [...src.problems, ...dst.problems, ...service.problems]
        : NO_PROBLEMS;
    const { schedule, identities, profile } = conditional
      ? conditionsOf(policy, problems as string[])
      : {};
    const clauses =
      identities || profile?.length
        ? [...(identities ? [identities] : []), ...(profile ?? [])]
        : [];
    for (const message of problems) errors.push({ ruleId: policy.id, message });

    const rule: TFlatRule = {
      id: policy.id,
      action: policy.action,
      srcIntf: srcIntf.names,
      dstIntf: dstIntf.names,
      src: src.set,
      dst: dst.set,
      services: service.boxes,
      key: 'empty',
      opaque: dst.opaque.length === 0 ? src.opaque : [...new Set([...src.opaque, ...dst.opaque])],
    };
    if (schedule !== undefined) rule.schedule = schedule;
    if (clauses.length > 0) rule.clauses = clauses;
    if (problems.length > 0) {
      rule.inexact = problems.join('; ');
      rule.key = `~${options.side}:${index}`;
    } else if (
      nonEmpty(srcIntf.names) &&
      nonEmpty(dstIntf.names) &&
      src.set.length > 0 &&
      dst.set.length > 0 &&
      service.boxes.length > 0
    ) {
      const conditions = conditional ? `|${schedule ?? ''}&${clausesKey(clauses)}` : '';
      const destination = destinationKey(dstIntf.names, dst);
      // With routes, a rule none of whose destinations can be routed its way matches nothing.
      if (destination !== '') {
        rule.key = `${intfKey(srcIntf.names)}|${destination}|${setKey(src)}|${service.key}${conditions}`;
      }
    }
    return rule;
  };

  model.policies.forEach((policy, index) => {
    // A rule read incompletely is not compared (coverage.ts lists it): its fields are not its own.
    if (!policy.enabled || policy.incomplete !== undefined) return;
    const rule = flattenOne(policy, index);
    rules.push(rule);
    // A security profile blocks what it does not allow: the rest of the rule's traffic is denied.
    if (policy.conditionsBlock && rule.action === 'accept' && rule.clauses) {
      const blocked = profileBlock(rule, identitiesOf(policy));
      if (blocked) rules.push(blocked);
    }
  });
  return { rules, defaultAction: model.defaultAction, errors };
}
