import type { TAddress } from '../../model/ir.js';
import { dottedMaskPrefix, parsePrefix } from '../toolkit/vendor-context.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';
import type { SophosContext } from './context.js';
import { pushGroup } from './groups.js';
import { list, text } from './xml.js';

/** Group name -> members, merged from the groups' `HostList` and the hosts' `HostGroupList`. */
type TMembership = Map<string, string[]>;

const join = (membership: TMembership, group: string, member: string) => {
  const members = membership.get(group) ?? [];
  if (!members.includes(member)) members.push(member);
  membership.set(group, members);
};

/** A host or host group that is not converted, and why. */
function notConverted(ctx: SophosContext, node: TXmlNode, why: string, name?: string): void {
  ctx.report(
    'unsupported',
    'Addresses & Address Groups',
    node,
    'SOPHOS_HOST_NOT_CONVERTED',
    why,
    name,
  );
}

/** One `<IPHost>` as an address, or as a group of addresses (`IPList`). */
function readIpHost(ctx: SophosContext, node: TXmlNode, name: string, membership: TMembership) {
  const origin = ctx.origin(node);
  const type = text(node, 'HostType') ?? 'IP';
  const unsupported = (why: string) => notConverted(ctx, node, why, name);
  const comment = text(node, 'Description');
  const base = { name, origin, ...(comment ? { comment } : {}) };
  let address: TAddress | undefined;
  if (type === 'IP') {
    const net = parsePrefix(text(node, 'IPAddress') ?? '');
    if (net) address = { ...base, kind: 'host', ip: net.ip };
  } else if (type === 'Network') {
    const ip = text(node, 'IPAddress') ?? '';
    const subnet = text(node, 'Subnet') ?? '';
    // IPv4 networks carry a dotted mask, IPv6 ones a prefix length.
    const net = parsePrefix(`${ip}/${dottedMaskPrefix(subnet) ?? subnet}`);
    if (net) address = { ...base, kind: 'subnet', ...net };
  } else if (type === 'IPRange') {
    const start = text(node, 'StartIPAddress');
    const end = text(node, 'EndIPAddress');
    if (start && end && parsePrefix(start) && parsePrefix(end))
      address = { ...base, kind: 'range', start, end };
  } else if (type === 'IPList') {
    // A list of addresses: a group of one generated address per entry.
    const values = (text(node, 'ListOfIPAddresses') ?? '').split(',').map((v) => v.trim());
    const members = values.filter(Boolean).map((v) => ctx.literalAddress(v, origin));
    if (members.length > 0 && members.every((m) => m !== undefined)) {
      ctx.model.addressGroups.push({ ...base, members: members as string[] });
      for (const group of list(node, 'HostGroupList', 'HostGroup')) join(membership, group, name);
      return;
    }
    unsupported('Its list of addresses could not be read: make the address group on FortiOS.');
    return;
  } else {
    unsupported(`Host type ${type} is not converted: make the address on FortiOS.`);
    return;
  }
  if (!address) {
    unsupported(`Its ${type} address could not be read: make the address on FortiOS.`);
    return;
  }
  ctx.model.addresses.push(address);
  for (const group of list(node, 'HostGroupList', 'HostGroup')) join(membership, group, name);
}

/**
 * `<IPHost>`, `<FQDNHost>`, `<IPHostGroup>` and `<FQDNHostGroup>`. Membership is stated on
 * either side (a group's `HostList`, a host's `HostGroupList`): both are merged.
 */
export function readAddresses(ctx: SophosContext, nodes: Map<string, TXmlNode[]>): void {
  const membership: TMembership = new Map();
  for (const node of nodes.get('IPHost') ?? []) {
    const name = text(node, 'Name');
    if (name) readIpHost(ctx, node, name, membership);
    else notConverted(ctx, node, 'A host without a name is not converted.');
  }
  for (const node of nodes.get('FQDNHost') ?? []) {
    const name = text(node, 'Name');
    const fqdn = text(node, 'FQDN');
    if (!name || !fqdn) {
      notConverted(ctx, node, 'An FQDN host without a name or FQDN is not converted.', name);
      continue;
    }
    const comment = text(node, 'Description');
    ctx.model.addresses.push({
      name,
      origin: ctx.origin(node),
      kind: 'fqdn',
      fqdn,
      ...(comment ? { comment } : {}),
    });
    for (const group of list(node, 'FQDNHostGroupList', 'FQDNHostGroup'))
      join(membership, group, name);
  }
  const groups = [
    ...(nodes.get('IPHostGroup') ?? []).map((node) => ({
      node,
      members: list(node, 'HostList', 'Host'),
    })),
    ...(nodes.get('FQDNHostGroup') ?? []).map((node) => ({
      node,
      members: list(node, 'FQDNHostList', 'FQDNHost'),
    })),
  ];
  for (const { node, members } of groups) {
    const name = text(node, 'Name');
    if (!name) {
      notConverted(ctx, node, 'A host group without a name is not converted.');
      continue;
    }
    for (const member of members) join(membership, name, member);
    pushGroup(ctx, node, name, membership.get(name) ?? [], 'address');
  }
}
