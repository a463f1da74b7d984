import type { VyosContext } from './context.js';
import { leaf, leaves, tags, use, type TNode } from './tree.js';

/** Group kinds that hold IPv4 addresses, and the leaf naming their members. */
const ADDRESS_GROUPS: Record<string, string> = {
  'address-group': 'address',
  'network-group': 'network',
  'domain-group': 'address',
};

/**
 * `firewall group`: address, network and domain groups become address groups of generated
 * address objects (`include` nests a group); port-groups are kept for the rules, which give
 * them a protocol. IPv6, MAC and interface groups are reported.
 */
export function readGroups(ctx: VyosContext, groups: TNode | undefined): void {
  if (!groups) return;
  for (const kind of groups.children) {
    for (const node of kind.children) {
      use(node);
      const name = node.word;
      if (kind.word === 'port-group') {
        ctx.portGroupNodes.set(name, node);
        ctx.portGroups.set(name, { ports: [], missing: [] });
        ctx.report(
          'converted',
          'Services & Service Groups',
          node,
          'VYOS_PORT_GROUP',
          'A port-group: each rule naming it gets a FortiOS service of these ports with its protocol.',
          name,
        );
        continue;
      }
      const memberKey = ADDRESS_GROUPS[kind.word];
      if (!memberKey) {
        ctx.report(
          'unsupported',
          'Addresses & Address Groups',
          node,
          'VYOS_GROUP_KIND',
          `A ${kind.word} is not converted (IPv6, MAC or interface groups): rules naming it are not converted; make it on FortiOS by hand.`,
          name,
        );
        continue;
      }
      const members: string[] = [];
      const bad: string[] = [];
      for (const value of leaves(node, memberKey)) {
        const literal =
          kind.word === 'domain-group'
            ? fqdnAddress(ctx, value, node)
            : ctx.literalAddress(value, ctx.origin(node));
        if (literal) members.push(literal);
        else bad.push(value);
      }
      const group = {
        name,
        origin: ctx.origin(node),
        members: [...members, ...leaves(node, 'include')],
      };
      const description = leaf(node, 'description');
      ctx.model.addressGroups.push(description ? { ...group, comment: description } : group);
      if (bad.length) {
        ctx.lossy.add(name);
        ctx.note(
          'addressGroups',
          name,
          'partial',
          'VYOS_GROUP_MEMBER',
          `Members that are no IPv4 address, network or range are left out: ${bad.join(', ')}.`,
          'narrows',
        );
      }
    }
  }
  // Nested groups: an `include` of a group not in the input is left out.
  const port = (name: string) => ctx.portGroups.get(name);
  for (const group of ctx.model.addressGroups) {
    const missing = group.members.filter((m) => !ctx.hasAddress(m));
    if (!missing.length) continue;
    group.members = group.members.filter((m) => ctx.hasAddress(m));
    ctx.lossy.add(group.name);
    ctx.note(
      'addressGroups',
      group.name,
      'partial',
      'VYOS_GROUP_INCLUDE_MISSING',
      `Included groups not defined in this input are left out: ${missing.join(', ')}.`,
      'narrows',
    );
  }
  for (const node of tags(groups, 'port-group')) {
    const group = port(node.word);
    if (!group) continue;
    group.ports = flattenPorts(ctx, node.word, new Set(), group.missing);
  }
}

/** A port-group's ports with its `include`s, recursively (each group once). */
function flattenPorts(
  ctx: VyosContext,
  name: string,
  seen: Set<string>,
  missing: string[],
): string[] {
  if (seen.has(name)) return [];
  seen.add(name);
  const node = ctx.portGroupNodes.get(name);
  if (!node) {
    missing.push(name);
    return [];
  }
  return [
    ...leaves(node, 'port'),
    ...leaves(node, 'include').flatMap((inner) => flattenPorts(ctx, inner, seen, missing)),
  ];
}

/** A domain name as an fqdn address named after it, made once; undefined when no name. */
export function fqdnAddress(ctx: VyosContext, value: string, node: TNode): string | undefined {
  if (!/^[A-Za-z0-9*][A-Za-z0-9.*-]*$/.test(value)) return undefined;
  if (!ctx.names.has('addresses', value))
    ctx.model.addresses.push({
      name: value,
      origin: ctx.origin(node),
      generated: true,
      kind: 'fqdn',
      fqdn: value,
    });
  return value;
}
