import type { TServiceTerm } from '../../model/ir.js';
import type { SonicWallContext } from './context.js';
import { membershipsOf, resolveGroups, triage } from './groups.js';
import { referencedServices } from './refs.js';
import { field, type TRow } from './tables.js';

const SVC = 'Services & Service Groups';
const GROUP = '2';

const port = (text: string) =>
  /^\d{1,5}$/.test(text) && Number(text) <= 65535 ? Number(text) : undefined;

/** `svcObjIpType` (an IP protocol number) with `svcObjPort1`/`svcObjPort2` as a term. */
function term(row: TRow): TServiceTerm | string {
  const proto = field(row, 'IpType');
  const low = port(field(row, 'Port1'));
  const high = port(field(row, 'Port2')) ?? low;
  if (proto === '6' || proto === '17') {
    if (low === undefined || high === undefined || low > high)
      return `its port range (${field(row, 'Port1')}-${field(row, 'Port2')}) could not be read`;
    return { protocol: proto === '6' ? 'tcp' : 'udp', dst: [[low, high]] };
  }
  if (proto === '1' || proto === '58') {
    const protocol = proto === '1' ? 'icmp' : 'icmp6';
    // Port1 = Port2 = the ICMP type (reference: verify); anything else matches every type.
    return low !== undefined && low === high && low <= 255 ? { protocol, type: low } : { protocol };
  }
  if (/^\d{1,3}$/.test(proto) && Number(proto) > 0 && Number(proto) <= 255)
    return { protocol: 'ip', number: Number(proto) };
  return `its protocol ${proto || '(none)'} could not be read`;
}

/**
 * `svcObj*` (type 1 service, 2 group) and the `so_` membership pairs. User-defined services are
 * converted, built-in ones only where something names them.
 */
export function readServices(ctx: SonicWallContext): void {
  const memberships = membershipsOf(ctx, 'so');
  const rows = ctx.tables.rows('svcObj');
  for (const row of rows) ctx.serviceNames.add(field(row, 'Id'));
  const { groups, leaves } = triage(ctx, rows, {
    referenced: referencedServices(ctx),
    memberships,
    groupType: GROUP,
    objectType: SVC,
    what: 'service',
  });
  const problems = new Map<string, string>();
  for (const row of leaves) {
    const name = field(row, 'Id');
    const read = term(row);
    if (typeof read === 'string') {
      problems.set(name, read);
      ctx.notConverted(SVC, row, 'SW_SERVICE_NOT_CONVERTED', read, name);
    } else {
      ctx.model.services.push({ name, terms: [read], origin: ctx.origin(row) });
      if ((read.protocol === 'icmp' || read.protocol === 'icmp6') && read.type === undefined)
        ctx.note(
          'services',
          name,
          'converted',
          'SW_ICMP_ANY',
          'ICMP of every type (its type fields name no single type).',
        );
    }
  }
  resolveGroups(ctx, {
    objectType: SVC,
    leaves: 'services',
    groups,
    memberships,
    problems,
    known: ctx.serviceNames,
    push: (name, members, row) =>
      ctx.model.serviceGroups.push({ name, members, origin: ctx.origin(row) }),
  });
}
