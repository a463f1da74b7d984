import type { TAddress } from '../../model/ir.js';
import { maskToPrefix, networkOf, parseIpv4 } from '../../net/ipv4.js';
import type { SonicWallContext } from './context.js';
import { membershipsOf, resolveGroups, triage } from './groups.js';
import { usable } from './interfaces.js';
import { isUserDefined, referencedAddresses } from './refs.js';
import { field, type TRow } from './tables.js';

const ADDR = 'Addresses & Address Groups';

/** `addrObjType_N` codes (reference §3 Address objects). */
const HOST = '1';
const RANGE = '2';
const NETWORK = '4';
const GROUP = '8';

/** An address without its name and origin (distributed over the kinds of the union). */
type TAddressBody = TAddress extends infer A
  ? A extends TAddress
    ? Omit<A, 'name' | 'origin'>
    : never
  : never;
type TBuilt = { address: TAddressBody; note?: string } | { problem: string };

/**
 * A built-in interface object (`X1 IP`, `X0 Subnet`, `X0:V10 Subnet`): its placeholder address
 * resolved from the interface table.
 */
function interfaceObject(ctx: SonicWallContext, name: string): TBuilt | undefined {
  const match = /^(\S+) (IP|Subnet)$/.exec(name);
  const iface = match && ctx.model.interfaces.find((i) => i.name === match[1]);
  if (!match || !iface) return undefined;
  const net = iface.addressing.mode === 'static' ? iface.addressing.addresses[0] : undefined;
  if (!net)
    return {
      problem: `the built-in object of ${iface.name}, which has no static address in the export`,
    };
  const note = `Built-in object resolved from the address of ${iface.name}.`;
  return match[2] === 'IP'
    ? { address: { kind: 'host', ip: net.ip }, note }
    : { address: { kind: 'subnet', ip: networkOf(net.ip, net.prefix), prefix: net.prefix }, note };
}

function built(ctx: SonicWallContext, row: TRow, name: string): TBuilt {
  const type = field(row, 'Type');
  const ip1 = field(row, 'Ip1');
  const ip2 = field(row, 'Ip2');
  if ((type === HOST || type === NETWORK) && ip1 === '0.0.0.0')
    return (
      interfaceObject(ctx, name) ?? {
        problem: 'a built-in dynamic object with no address in the export',
      }
    );
  if (type === HOST && usable(ip1)) return { address: { kind: 'host', ip: ip1 } };
  if (
    type === RANGE &&
    usable(ip1) &&
    usable(ip2) &&
    (parseIpv4(ip1) ?? 0) <= (parseIpv4(ip2) ?? 0)
  )
    return { address: { kind: 'range', start: ip1, end: ip2 } };
  const prefix = maskToPrefix(ip2);
  if (type === NETWORK && usable(ip1) && prefix !== undefined)
    return prefix === 32
      ? { address: { kind: 'host', ip: ip1 } }
      : { address: { kind: 'subnet', ip: networkOf(ip1, prefix), prefix } };
  return {
    problem: [HOST, RANGE, NETWORK].includes(type)
      ? `its address (${ip1} ${ip2}) could not be read`
      : `its type ${type || '(none)'} is not a host, range, network or group (MAC and IPv6 objects are not converted yet)`,
  };
}

/**
 * `addrObj*` (host, range, network, group), `addrObjFqdn*` and the `addro_` membership pairs.
 * User-defined objects are converted, built-in ones only where something names them.
 */
export function readAddresses(ctx: SonicWallContext): void {
  const memberships = membershipsOf(ctx, 'addro');
  const rows = ctx.tables.rows('addrObj');
  const fqdns = ctx.tables.rows('addrObjFqdn');
  for (const row of [...rows, ...fqdns]) ctx.addressNames.add(field(row, 'Id'));
  const { groups, leaves, needed } = triage(ctx, rows, {
    referenced: [
      ...referencedAddresses(ctx),
      ...fqdns.filter((r) => isUserDefined(field(r, 'Properties'))).map((r) => field(r, 'Id')),
    ],
    memberships,
    groupType: GROUP,
    objectType: ADDR,
    what: 'object',
  });
  const problems = new Map<string, string>();
  for (const row of leaves) {
    const name = field(row, 'Id');
    const result = built(ctx, row, name);
    if ('problem' in result) {
      problems.set(name, result.problem);
      ctx.notConverted(ADDR, row, 'SW_ADDRESS_NOT_CONVERTED', result.problem, name);
      continue;
    }
    ctx.model.addresses.push({ ...result.address, name, origin: ctx.origin(row) } as TAddress);
    if (result.note) ctx.note('addresses', name, 'converted', 'SW_INTERFACE_OBJECT', result.note);
  }
  for (const row of fqdns) {
    const name = field(row, 'Id');
    const fqdn = field(row, '');
    if (!needed.has(name)) {
      ctx.unused(ADDR, row, 'object', name);
    } else if (!/^[A-Za-z0-9*][A-Za-z0-9.*-]*$/.test(fqdn)) {
      problems.set(name, `its FQDN "${fqdn}" could not be read`);
      ctx.notConverted(
        ADDR,
        row,
        'SW_ADDRESS_NOT_CONVERTED',
        `its FQDN "${fqdn}" could not be read`,
        name,
      );
    } else ctx.model.addresses.push({ kind: 'fqdn', fqdn, name, origin: ctx.origin(row) });
  }
  resolveGroups(ctx, {
    objectType: ADDR,
    leaves: 'addresses',
    groups,
    memberships,
    problems,
    known: ctx.addressNames,
    push: (name, members, row) =>
      ctx.model.addressGroups.push({ name, members, origin: ctx.origin(row) }),
  });
}
