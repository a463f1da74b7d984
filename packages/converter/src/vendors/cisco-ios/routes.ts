import type { TStaticRoute } from '../../model/ir.js';
import { dottedMaskPrefix } from '../toolkit/vendor-context.js';
import type { IosContext, TLine } from './context.js';

/**
 * `ip route P M {NH | IF [NH]} [AD] [tag T] [name N] [permanent] [track N]`; `Null0` is a
 * blackhole. Routes of a VRF (`ip route vrf V`) are reported: FortiOS VRFs are set by hand.
 */
export function readRoute(ctx: IosContext, line: TLine, index: number): boolean {
  const words = line.tokens;
  if (words[2] === 'vrf') {
    ctx.report(
      'unsupported',
      'Static Routes',
      line,
      'IOS_VRF_ROUTE',
      `A route of VRF ${words[3] ?? ''}: add it to that VRF's table on FortiOS by hand.`,
    );
    return true;
  }
  const [, , net, mask, via] = words;
  const prefix = dottedMaskPrefix(mask ?? '');
  if (!ctx.ip(net) || prefix === undefined || via === undefined) return false;
  const route: TStaticRoute = {
    id: String(index + 1),
    origin: ctx.origin(line),
    dst: { ip: net ?? '', prefix },
  };
  let i = 5;
  if (/^null/i.test(via)) route.blackhole = true;
  else if (ctx.ip(via)) route.gateway = via;
  else {
    route.device = via;
    if (ctx.ip(words[5])) route.gateway = words[5];
    i = route.gateway ? 6 : 5;
  }
  while (i < words.length) {
    const word = words[i] ?? '';
    if (/^\d+$/.test(word)) route.distance = Number(word);
    else if (word === 'name') route.comment = words[(i += 1)] ?? '';
    else if (word === 'track') route.track = words[(i += 1)] ?? '';
    else if (word === 'tag') i += 1;
    else if (word !== 'permanent') return false;
    i += 1;
  }
  ctx.model.routes.push(route);
  if (route.track)
    ctx.note(
      'routes',
      route.id,
      'partial',
      'IOS_ROUTE_TRACK',
      `The route follows IP SLA track ${route.track}: configure a FortiOS link-monitor for it.`,
    );
  return true;
}
