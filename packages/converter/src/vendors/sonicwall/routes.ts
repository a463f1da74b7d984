import type { TPrefix } from '../../model/ir.js';
import type { SonicWallContext } from './context.js';
import { usable } from './interfaces.js';
import { field, type TRow } from './tables.js';

const ROUTES = 'Static Routes';

/** Host and network prefixes of an address or group (undefined: something else is in it). */
export function prefixes(
  ctx: SonicWallContext,
  name: string,
  seen = new Set<string>(),
): TPrefix[] | undefined {
  if (seen.has(name)) return [];
  seen.add(name);
  const address = ctx.model.addresses.find((a) => a.name === name);
  if (address?.kind === 'host') return [{ ip: address.ip, prefix: 32 }];
  if (address?.kind === 'subnet') return [{ ip: address.ip, prefix: address.prefix }];
  const group = ctx.model.addressGroups.find((g) => g.name === name);
  if (!group) return undefined;
  const out: TPrefix[] = [];
  for (const member of group.members) {
    const found = prefixes(ctx, member, seen);
    if (!found) return undefined;
    out.push(...found);
  }
  return out;
}

/** The gateway address object's IP (a host object), '' for none. */
function gatewayOf(ctx: SonicWallContext, name: string): string | undefined {
  if (name === '' || name === '0.0.0.0') return '';
  if (usable(name)) return name;
  const address = ctx.model.addresses.find((a) => a.name === name);
  return address?.kind === 'host' ? address.ip : undefined;
}

function problemOf(ctx: SonicWallContext, row: TRow): string | undefined {
  if (field(row, 'Src') !== '' || field(row, 'Svc') !== '')
    return 'a policy-based route (source or service condition): recreate it as a FortiOS policy route';
  if (field(row, 'Dst') !== '' && !prefixes(ctx, field(row, 'Dst')))
    return `its destination ${field(row, 'Dst')} is not converted host or network objects`;
  if (gatewayOf(ctx, field(row, 'Gw')) === undefined)
    return `its gateway ${field(row, 'Gw')} is not a converted host object`;
  const device = ctx.ifnums.get(field(row, 'Iface'));
  if (!device || !ctx.model.interfaces.some((i) => i.name === device))
    return `its interface number ${field(row, 'Iface') || '(none)'} is not a converted interface`;
  return undefined;
}

/**
 * `pbrObj*_N` route policies (reference §3 Static routes): destination-only entries become
 * static routes, one per prefix of the destination group; the others are reported.
 */
export function readRoutes(ctx: SonicWallContext): void {
  for (const row of ctx.tables.rows('pbrObj')) {
    const name = field(row, 'Id') || String(row.index);
    const problem = problemOf(ctx, row);
    if (problem) {
      ctx.notConverted(ROUTES, row, 'SW_ROUTE_NOT_CONVERTED', problem, name);
      continue;
    }
    const origin = ctx.origin(row);
    const dst =
      field(row, 'Dst') === ''
        ? [{ ip: '0.0.0.0', prefix: 0 }]
        : (prefixes(ctx, field(row, 'Dst')) ?? []);
    const gateway = gatewayOf(ctx, field(row, 'Gw'));
    const device = ctx.ifnums.get(field(row, 'Iface')) ?? '';
    const comment = field(row, 'Comment');
    const probe = field(row, 'Probe');
    dst.forEach((prefix, k) =>
      ctx.model.routes.push({
        id: dst.length > 1 ? `${name}-${k + 1}` : name,
        origin,
        dst: prefix,
        device,
        ...(gateway ? { gateway } : {}),
        ...(comment ? { comment } : {}),
        ...(probe ? { track: probe } : {}),
      }),
    );
  }
}
