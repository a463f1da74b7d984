import type { TStaticRoute } from '../../model/ir.js';
import { networkOf } from '../../net/ipv4.js';
import type { SrxContext } from './context.js';
import { parsePrefix } from './prefix.js';
import { onInterfaces, readRoutingInstances, type TInstanceVrf } from './routing-instances.js';
import { groupByWord, type TStmt } from './statements.js';

/** Route leaves with no FortiOS meaning (routing-protocol export and the like). */
const ROUTE_ONLY = new Set([
  'no-readvertise',
  'readvertise',
  'retain',
  'no-retain',
  'install',
  'resolve',
  'tag',
  'active',
  'passive',
  'community',
]);

function readRoute(
  ctx: SrxContext,
  ri: string | undefined,
  table: TInstanceVrf | undefined,
  dst: string,
  list: TStmt[],
  depth: number,
  index: () => number,
): void {
  const prefix = parsePrefix(dst);
  const id = `${ri ? `${ri}:` : ''}${dst}`;
  if (!prefix || prefix.ip.includes(':')) {
    ctx.reportStmts(
      list,
      depth,
      'unsupported',
      'Static Routes',
      'JUNOS_ROUTE_V6',
      'IPv6 static routes are not converted yet.',
      id,
    );
    return;
  }
  const leaves = list.map((s) => s.words.slice(depth));
  const number = (key: string) => {
    const found = leaves.find((l) => l[0] === key)?.[1];
    return found === undefined ? undefined : Number(found);
  };
  const distance = number('preference');
  const origin = ctx.rangeOf(list, depth);
  const routeDst = { ip: networkOf(prefix.ip, prefix.prefix), prefix: prefix.prefix };
  const hops: { hop: string; distance?: number }[] = leaves
    .filter((l) => l[0] === 'next-hop' && l[1])
    .map((l) => ({ hop: l[1] ?? '', ...(distance !== undefined ? { distance } : {}) }));
  for (const [hop, qualified] of groupByWord(
    list.filter((s) => s.words[depth] === 'qualified-next-hop'),
    depth + 1,
  )) {
    const pref = qualified.find((s) => s.words[depth + 2] === 'preference')?.words[depth + 3];
    const d = pref === undefined ? distance : Number(pref);
    hops.push({ hop, ...(d !== undefined ? { distance: d } : {}) });
  }
  const blackhole = leaves.some((l) => l[0] === 'discard' || l[0] === 'reject');
  ctx.claim(list, 'Static Routes', `route ${id}`);
  const routes: TStaticRoute[] = [];
  if (blackhole)
    routes.push({
      id,
      origin,
      dst: routeDst,
      blackhole: true,
      ...(distance !== undefined ? { distance } : {}),
    });
  for (const [i, { hop, distance: d }] of hops.entries()) {
    const isIp = parsePrefix(hop) !== undefined;
    const device = isIp ? undefined : (ctx.tunnels.get(hop) ?? hop);
    routes.push({
      id: hops.length > 1 ? `${id}#${i + 1}` : id,
      origin,
      dst: routeDst,
      ...(isIp ? { gateway: hop } : { device }),
      ...(d !== undefined ? { distance: d } : {}),
    });
  }
  if (routes.length === 0) {
    ctx.reportStmts(
      list,
      depth,
      'unsupported',
      'Static Routes',
      'JUNOS_ROUTE_NO_HOP',
      'The route has no next hop this converter reads (next-table, lsp): not converted.',
      id,
    );
    return;
  }
  for (const route of routes) {
    index();
    ctx.model.routes.push(route);
    if (leaves.some((l) => l[0] === 'reject'))
      ctx.note(
        'routes',
        route.id,
        'partial',
        'JUNOS_ROUTE_REJECT',
        'reject (ICMP unreachable) becomes a blackhole route (silent drop).',
      );
    if (ri) noteInstanceRoute(ctx, ri, table, route);
    if (leaves.some((l) => ROUTE_ONLY.has(l[0] ?? '') || l[0] === 'metric'))
      ctx.note(
        'routes',
        route.id,
        'converted',
        'JUNOS_ROUTE_OPTIONS',
        'Route options (metric, tag, readvertise) are not carried.',
      );
  }
}

/**
 * FortiOS static routes have no table of their own: a route lands in the VRF of the interface it
 * leaves by. That is the instance's VRF when the route names one of its interfaces or a gateway
 * on their subnets.
 */
function noteInstanceRoute(
  ctx: SrxContext,
  ri: string,
  table: TInstanceVrf | undefined,
  route: TStaticRoute,
): void {
  const inVrf =
    table &&
    ((route.device !== undefined && table.interfaces.some((i) => i.name === route.device)) ||
      (route.gateway !== undefined && onInterfaces(route.gateway, table.interfaces)));
  if (table && inVrf)
    ctx.note(
      'routes',
      route.id,
      'converted',
      'JUNOS_ROUTE_VRF',
      `A route of routing instance ${ri}: FortiOS puts it in VRF ${table.vrf}, the VRF of the interface it leaves by.`,
    );
  else
    ctx.note(
      'routes',
      route.id,
      'partial',
      'JUNOS_ROUTE_VRF',
      table && route.blackhole
        ? `A discard route of routing instance ${ri} (VRF ${table.vrf}): it has no interface to take a VRF from; check its table on FortiOS.`
        : table
          ? `A route of routing instance ${ri} (VRF ${table.vrf}) whose next hop is not on an interface of the instance: FortiOS puts it in the VRF of whichever interface reaches the next hop, not necessarily VRF ${table.vrf}.`
          : `A route of routing instance ${ri}, which did not become a VRF: it joins the main table.`,
    );
}

/**
 * `routing-options static route` of the main table and of each routing instance. One route per
 * next hop; `qualified-next-hop` gives a route with its own distance (preference).
 */
export function readRouting(ctx: SrxContext, stmts: TStmt[]): void {
  let count = 0;
  const index = () => (count += 1);
  const main = stmts.filter(
    (s) => s.words[0] === 'routing-options' && s.words[1] === 'static' && s.words[2] === 'route',
  );
  for (const [dst, list] of groupByWord(main, 3))
    readRoute(ctx, undefined, undefined, dst, list, 4, index);
  const vrfs = readRoutingInstances(ctx, stmts);
  const instances = stmts.filter((s) => s.words[0] === 'routing-instances');
  for (const [ri, list] of groupByWord(instances, 1)) {
    const routes = list.filter(
      (s) => s.words[2] === 'routing-options' && s.words[3] === 'static' && s.words[4] === 'route',
    );
    for (const [dst, routeList] of groupByWord(routes, 5))
      readRoute(ctx, ri, vrfs.get(ri), dst, routeList, 6, index);
  }
}
