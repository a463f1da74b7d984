import type { TInterface, TInterfaceAddressing, TPrefix } from '../../model/ir.js';
import { parsePrefix } from '../toolkit/vendor-context.js';
import type { VyosContext } from './context.js';
import { flag, leaf, leaves, sub, tags, use, type TNode } from './tree.js';

/** A rule set bound to an interface (`firewall in name WAN_IN`, VyOS 1.3 and EdgeOS). */
export interface TBinding {
  iface: string;
  direction: 'in' | 'out' | 'local';
  ruleSet: string;
  ipv6: boolean;
  node: TNode;
}

/** Settings of the port itself that FortiOS sets elsewhere or needs not. */
const HARDWARE = new Set([
  'duplex',
  'speed',
  'hw-id',
  'poe',
  'ring-buffer',
  'smp-affinity',
  'smp_affinity',
  'offload',
  'offload-options',
  'mac',
  'flow-control',
  'link-detect',
  'dhcp-options',
  'dhcpv6-options',
  'dhcpv6-pd',
  'ipv6',
  'ip',
  'traffic-policy',
  'redirect',
  'mirror',
  'switch-port',
]);

/** Interface types read here; the others are reported (`VYOS_INTERFACE_TYPE`). */
const KINDS: Record<string, TInterface['kind']> = {
  ethernet: 'physical',
  bonding: 'aggregate',
  switch: 'physical',
  loopback: 'loopback',
};

function addressing(ctx: VyosContext, node: TNode, name: string): TInterfaceAddressing {
  const values = leaves(node, 'address');
  if (values.includes('dhcp')) return { mode: 'dhcp' };
  const v4: TPrefix[] = [];
  const other: string[] = [];
  for (const value of values) {
    const prefix = value.includes('.') ? parsePrefix(value) : undefined;
    if (prefix) v4.push({ ip: value.split('/')[0] ?? prefix.ip, prefix: prefix.prefix });
    else other.push(value);
  }
  if (other.length)
    ctx.note(
      'interfaces',
      name,
      'partial',
      'VYOS_INTERFACE_ADDRESS_NOT_CARRIED',
      `Addresses not carried (IPv6 or DHCPv6): ${other.join(', ')}. Set them on FortiOS (set ip6-address) if needed.`,
      'unknown',
    );
  return v4.length ? { mode: 'static', addresses: v4 } : { mode: 'none' };
}

/** The rule sets bound in a `firewall { in { name X } ... }` block of an interface. */
function readBindings(iface: string, node: TNode, out: TBinding[]): void {
  const firewall = sub(node, 'firewall');
  if (!firewall) return;
  for (const direction of ['in', 'out', 'local'] as const)
    for (const key of ['name', 'ipv6-name']) {
      const at = sub(firewall, direction, key);
      const ruleSet = leaf(firewall, direction, key);
      if (at && ruleSet)
        out.push({ iface, direction, ruleSet, ipv6: key === 'ipv6-name', node: at });
    }
}

function readOne(
  ctx: VyosContext,
  type: string,
  node: TNode,
  bindings: TBinding[],
  /** Legacy `ethernet ethN bond-group bondX`: the member side of a bond, filled here. */
  bondMembers: Map<string, string>,
  parent?: TInterface,
): void {
  const name = parent ? `${parent.name}.${node.word}` : node.word;
  const kind = parent ? 'vlan' : (KINDS[type] ?? 'physical');
  if (kind === 'loopback' && leaves(node, 'address').length === 0) {
    use(node);
    ctx.report(
      'ignored',
      'Interfaces',
      node,
      'VYOS_LOOPBACK',
      'The loopback without an address: FortiOS needs none.',
      name,
    );
    return;
  }
  const iface: TInterface = {
    name,
    origin: ctx.origin(node),
    hardware: name,
    kind,
    addressing: addressing(ctx, node, name),
    enabled: !flag(node, 'disable'),
  };
  if (parent) {
    iface.parent = parent.name;
    iface.vlanId = Number(node.word);
  }
  const mtu = Number(leaf(node, 'mtu'));
  if (Number.isInteger(mtu) && mtu > 0) iface.mtu = mtu;
  const description = leaf(node, 'description');
  if (description) iface.description = description;
  if (type === 'bonding') iface.members = [...leaves(node, 'member', 'interface')];
  ctx.model.interfaces.push(iface);
  use(node);
  readBindings(name, node, bindings);
  const hardware = node.children.filter((c) => HARDWARE.has(c.word)).map((c) => c.word);
  if (type === 'switch')
    ctx.note(
      'interfaces',
      name,
      'partial',
      'VYOS_SWITCH',
      `An EdgeRouter switch of ports ${
        tags(node, 'switch-port', 'interface')
          .map((p) => p.word)
          .join(', ') || '(none listed)'
      }: make a FortiOS hardware or software switch named ${name} with these members by hand.`,
      'unknown',
    );
  else if (hardware.length)
    ctx.note(
      'interfaces',
      name,
      'converted',
      'VYOS_INTERFACE_HARDWARE',
      `Port settings not carried (FortiOS sets them on its own ports): ${hardware.join(', ')}.`,
    );
  for (const vif of tags(node, 'vif')) readOne(ctx, type, vif, bindings, bondMembers, iface);
  for (const pppoe of tags(node, 'pppoe')) readEdgePppoe(ctx, iface, pppoe, bindings);
  const bond = leaf(node, 'bond-group');
  if (bond) bondMembers.set(name, bond);
}

/** EdgeOS `ethernet eth0 pppoe 0 { user-id; password }`: PPPoE on the port, named pppoe0. */
function readEdgePppoe(
  ctx: VyosContext,
  port: TInterface,
  node: TNode,
  bindings: TBinding[],
): void {
  const alias = `pppoe${node.word}`;
  port.addressing = { mode: 'pppoe' };
  ctx.aliases.set(alias, port.name);
  readBindings(port.name, node, bindings);
  ctx.note(
    'interfaces',
    port.name,
    'partial',
    'VYOS_PPPOE',
    `PPPoE ${alias} dials on ${port.name}: its user name and password are not carried (enter them on FortiOS); rules naming ${alias} name ${port.name}.`,
    'unknown',
  );
}

/** VyOS `interfaces pppoe pppoeN { source-interface ethX }`: PPPoE on that port. */
function readPppoe(ctx: VyosContext, node: TNode, bindings: TBinding[]): void {
  use(node);
  const source = leaf(node, 'source-interface') ?? leaf(node, 'link');
  const port = ctx.model.interfaces.find((i) => i.name === source);
  if (!port) {
    ctx.report(
      'unsupported',
      'Interfaces',
      node,
      'VYOS_PPPOE_NO_PORT',
      `PPPoE ${node.word} names no ethernet of this input (source-interface): set PPPoE on the FortiOS port by hand.`,
      node.word,
    );
    return;
  }
  port.addressing = { mode: 'pppoe' };
  ctx.aliases.set(node.word, port.name);
  readBindings(port.name, node, bindings);
  ctx.report(
    'partial',
    'Interfaces',
    node,
    'VYOS_PPPOE',
    `PPPoE ${node.word} dials on ${port.name}: its user name and password are not carried (enter them on FortiOS); rules and routes naming ${node.word} name ${port.name}.`,
    node.word,
    'unknown',
  );
}

/**
 * `interfaces`: ethernet ports and their `vif` VLANs, bonds, EdgeOS switches, loopbacks with
 * addresses and PPPoE (on the port it dials from). Returns the rule sets bound to them.
 * Bridges, tunnels, WireGuard, OpenVPN and the like are reported.
 */
export function readInterfaces(ctx: VyosContext, root: TNode): TBinding[] {
  const bindings: TBinding[] = [];
  const bondMembers = new Map<string, string>();
  const interfaces = sub(root, 'interfaces');
  for (const type of interfaces?.children ?? []) {
    if (type.word === 'pppoe') continue;
    for (const node of type.children) {
      if (KINDS[type.word]) {
        readOne(ctx, type.word, node, bindings, bondMembers);
        continue;
      }
      use(node);
      const bridge = type.word === 'bridge';
      ctx.report(
        'unsupported',
        'Interfaces',
        node,
        bridge ? 'VYOS_BRIDGE' : 'VYOS_INTERFACE_TYPE',
        bridge
          ? `Bridge ${node.word} (members ${leaves(node, 'member', 'interface').join(', ') || 'none listed'}) is not converted: make a FortiOS software switch or virtual wire pair by hand; rules naming it are not converted.`
          : `A ${type.word} interface is not converted: make it on FortiOS by hand (IPsec, SSL VPN or a tunnel interface).`,
        node.word,
      );
    }
  }
  for (const node of tags(interfaces, 'pppoe')) readPppoe(ctx, node, bindings);
  for (const [member, bond] of bondMembers) {
    const target = ctx.model.interfaces.find((i) => i.name === bond);
    if (target && !target.members?.includes(member)) (target.members ??= []).push(member);
  }
  return bindings;
}
