import type { TAddress } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import { dottedMaskPrefix } from '../toolkit/vendor-context.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';
import { listOf, textOf, type WatchGuardContext } from './context.js';

/**
 * `<address-group-list>`: an `<address-group>` with one member becomes an address object of its
 * name; one with several becomes a group of its name over addresses made of each member's value.
 * Member types: 1 host, 2 network, 3 range, 8 FQDN (WatchGuard Fireware Help, "About Aliases":
 * host IPv4, network IPv4, host range IPv4, FQDN). Other types are reported.
 */
export function readAddressGroups(ctx: WatchGuardContext, list: TXmlNode): void {
  for (const node of list.children) {
    const name = textOf(node, 'name');
    const members = listOf(node, 'addr-group-member');
    const origin = ctx.origin(node);
    const values: TAddress[] = [];
    let unknown: TXmlNode | undefined;
    for (const member of members) {
      const address = memberAddress(member, name, origin);
      if (address) values.push(address);
      else unknown ??= member;
    }
    if (unknown || values.length === 0) {
      ctx.report(
        'unsupported',
        'Addresses & Address Groups',
        node,
        'WG_ADDRESS_TYPE',
        `Address ${name}: a member of type ${textOf(unknown, 'type') || '(none)'} (IPv6 or another kind) is not converted; policies naming it are not converted either. Create the address on the FortiGate.`,
        name,
      );
      ctx.unconverted.add(name);
      continue;
    }
    ctx.take(node);
    const description = textOf(node, 'description');
    const comment = description ? { comment: description } : {};
    const [single] = values;
    if (values.length === 1 && single) {
      ctx.model.addresses.push({ ...single, name, ...comment });
    } else {
      const memberNames = values.map((value) => {
        const literal = literalOf(value);
        return ctx.literalAddress(literal, origin) ?? fqdnAddress(ctx, value, origin);
      });
      ctx.model.addressGroups.push({ name, origin, members: memberNames, ...comment });
    }
  }
}

function memberAddress(member: TXmlNode, name: string, origin: TOrigin): TAddress | undefined {
  const type = textOf(member, 'type');
  if (type === '1') {
    const ip = textOf(member, 'host-ip-addr');
    return ip ? { name, origin, kind: 'host', ip } : undefined;
  }
  if (type === '2') {
    const prefix = dottedMaskPrefix(textOf(member, 'ip-mask'));
    const ip = textOf(member, 'ip-network-addr');
    if (prefix === undefined || !ip) return undefined;
    return prefix === 32
      ? { name, origin, kind: 'host', ip }
      : { name, origin, kind: 'subnet', ip, prefix };
  }
  if (type === '3') {
    const start = textOf(member, 'start-ip-addr');
    const end = textOf(member, 'end-ip-addr');
    return start && end ? { name, origin, kind: 'range', start, end } : undefined;
  }
  if (type === '8') {
    const fqdn = textOf(member, 'domain');
    return fqdn ? { name, origin, kind: 'fqdn', fqdn } : undefined;
  }
  return undefined;
}

/** The literal text of a host, subnet or range value (FQDNs have none). */
function literalOf(value: TAddress): string {
  if (value.kind === 'host') return value.ip;
  if (value.kind === 'subnet') return `${value.ip}/${value.prefix}`;
  if (value.kind === 'range') return `${value.start}-${value.end}`;
  return '';
}

/** An FQDN member of a group, as an address of its own named after the domain. */
function fqdnAddress(ctx: WatchGuardContext, value: TAddress, origin: TOrigin): string {
  const fqdn = value.kind === 'fqdn' ? value.fqdn : '';
  const name = `fqdn-${fqdn}`;
  if (!ctx.names.has('addresses', name))
    ctx.model.addresses.push({ name, origin, generated: true, kind: 'fqdn', fqdn });
  return name;
}
