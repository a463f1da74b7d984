/**
 * The options the verifier needs to compare a source model with its converted output, as the
 * emitter knows them: renamed interfaces, users, groups, applications and URL categories, the
 * output's routes, which output policy came from which source rule, and the report.
 */
import type { TConfigModel } from './model/ir.js';
import type { TReportEntry } from './report/report-types.js';
import type { TEmitResult } from './targets/fortios/emit/emit-fortios.js';
import type { TUncompared, TVerifyOptions } from './verify/verify.js';

export function verifyOptionsOf(
  emitted: TEmitResult,
  source: TConfigModel,
  entries: readonly TReportEntry[],
): TVerifyOptions {
  return {
    interfaceMap: emitted.interfaceNames,
    ...routeOptionsOf(emitted.routes, source, entries),
    uncompared: placeholderGroups(emitted, source),
    userMap: emitted.userMap,
    userGroupMap: emitted.userGroupMap,
    applicationMap: emitted.applicationMap,
    urlCategoryMap: emitted.urlCategoryMap,
    targetOrigins: targetOrigins(emitted.outcomes),
    reportEntries: entries,
  };
}

/**
 * The output's routes as the verifier takes them, and why destinations none covers may not
 * be compared (`fwconv verify` reads them from the output file, a conversion from the emitter).
 */
export function routeOptionsOf(
  routes: { prefix: string; interface: string }[],
  source: TConfigModel,
  entries: readonly TReportEntry[],
): Pick<TVerifyOptions, 'routes' | 'routesIncomplete'> {
  // No route at all: a packet may leave by any interface (what the output holds is not all
  // of its routing). With routes, one no route covers cannot be forwarded by either box.
  if (routes.length === 0) return {};
  const partial = !routes.some((route) => DEFAULT_ROUTE.test(route.prefix));
  const routesIncomplete = partial ? routesLeftOut(source, entries) : undefined;
  return { routes, ...(routesIncomplete ? { routesIncomplete } : {}) };
}

const DEFAULT_ROUTE = /^0\.0\.0\.0\/0$/;
const DYNAMIC_ROUTING = /\b(ospf|bgp|eigrp|rip|isis|routing protocol|dynamic routing)\b/i;

/**
 * Why the output's routes (connected and static, without a default route) may not be all the
 * source box routes by: an address leased by DHCP or PPPoE usually brings a default route, and
 * a routing protocol brings routes the configuration does not list. Destinations no route
 * covers are then not compared: the verifier takes them as dropped by both boxes.
 */
function routesLeftOut(source: TConfigModel, entries: readonly TReportEntry[]): string | undefined {
  const leased = source.interfaces.find(
    (i) => i.addressing.mode === 'dhcp' || i.addressing.mode === 'pppoe',
  );
  if (leased)
    return `${leased.name} takes its address by ${leased.addressing.mode.toUpperCase()}, which usually brings a default route the configuration does not list`;
  const dynamic = entries.find(
    (entry) =>
      entry.status !== 'converted' && DYNAMIC_ROUTING.test(`${entry.code} ${entry.message}`),
  );
  if (dynamic)
    return `a routing protocol (${dynamic.origin.file}:${dynamic.origin.line}) adds routes the configuration does not list`;
  return undefined;
}

/**
 * Groups the output holds only as empty placeholders: names the source's rules use (a PAN-OS
 * directory user or group) that the source does not define. The output matches nobody from
 * them until their FSSO or LDAP group is added, so the comparison, which takes each to stand
 * for its source name, does not vouch for the rules that name them.
 */
function placeholderGroups(emitted: TEmitResult, source: TConfigModel): TUncompared[] {
  const defined = new Set([
    ...source.userGroups.map((group) => group.name),
    ...source.users.map((user) => user.name),
  ]);
  return Object.entries(emitted.userGroupMap)
    .filter(([name]) => !defined.has(name))
    .map(([name, group]) => ({
      item: `user group ${group}`,
      reason: `an empty placeholder for ${name}, which this configuration does not define: it matches nobody until its FSSO or LDAP group is added`,
    }));
}

/** Output policy id -> the source policy it was written for (`firewall policy 12`). */
function targetOrigins(outcomes: TEmitResult['outcomes']): Record<string, string> {
  const out: Record<string, string> = {};
  const prefix = 'policies:';
  for (const [key, { targets }] of outcomes) {
    if (!key.startsWith(prefix)) continue;
    for (const target of targets) {
      const id = /^firewall policy (\S+)$/.exec(target)?.[1];
      if (id !== undefined) out[id] = key.slice(prefix.length);
    }
  }
  return out;
}
