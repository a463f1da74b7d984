import type { TInterface, TInterfaceAddressing } from '../../model/ir.js';
import { parsePrefix } from '../toolkit/vendor-context.js';
import { child, type TXmlNode } from '../toolkit/xml-tree.js';
import { childrenNamed, flag, text, type PfContext } from './context.js';

/** Device name -> VLAN parent and tag, from `<vlans>` (pfSense `igb2.2`, OPNsense `vlan0723`). */
type TVlans = Map<string, { parent: string; tag: number; node: TXmlNode }>;

function readVlans(section: TXmlNode | undefined): TVlans {
  const vlans: TVlans = new Map();
  for (const vlan of childrenNamed(section, 'vlan')) {
    const parent = text(vlan, 'if');
    const tag = Number(text(vlan, 'tag'));
    const device = text(vlan, 'vlanif') || `${parent}.${tag}`;
    if (parent && Number.isInteger(tag)) vlans.set(device, { parent, tag, node: vlan });
  }
  return vlans;
}

function addressing(ctx: PfContext, node: TXmlNode): TInterfaceAddressing {
  const ip = text(node, 'ipaddr');
  if (ip === 'dhcp') return { mode: 'dhcp' };
  if (ip === 'pppoe' || ip === 'pptp' || ip === 'l2tp') return { mode: 'pppoe' };
  const net = parsePrefix(`${ip}/${text(node, 'subnet') || '32'}`);
  if (!net || net.ip.includes(':')) return { mode: 'none' };
  const info = ctx.interfaces.get(node.name);
  if (info) {
    info.ip = ip;
    info.prefix = net.prefix;
  }
  return { mode: 'static', addresses: [{ ip, prefix: net.prefix }] };
}

/** Children of an interface key that carry nothing a FortiOS interface needs. */
const CARRIED = new Set([
  'if',
  'descr',
  'enable',
  'ipaddr',
  'subnet',
  'mtu',
  'gateway',
  'blockpriv',
  'blockbogons',
]);

/**
 * `<interfaces>`: one model interface per key (`wan`, `lan`, `optN`; rules, NAT and DHCP name
 * the key), named by the key or an `optN`'s description, with the device (`<if>`) as hardware;
 * a device of `<vlans>` becomes a VLAN of its parent. `<ifgroups>` are expanded in the rules
 * that name them.
 */
export function readInterfaces(ctx: PfContext, root: TXmlNode): void {
  const vlans = readVlans(child(root, 'vlans'));
  const used = new Set<TXmlNode>();
  const section = child(root, 'interfaces');
  const taken = new Set((section?.children ?? []).map((n) => n.name.toLowerCase()));
  for (const node of section?.children ?? []) {
    const key = node.name;
    const device = text(node, 'if');
    if (flag(node, 'internal_dynamic') || flag(node, 'virtual') || device === 'lo0') {
      ctx.report(
        'ignored',
        'Interfaces',
        node,
        'PF_INTERNAL_INTERFACE',
        `Interface ${key} (${device || 'no device'}) is internal to OPNsense (loopback, an OpenVPN or IPsec group): FortiOS has its own.`,
        key,
      );
      continue;
    }
    const gateway = text(node, 'gateway');
    const ip = text(node, 'ipaddr');
    const descr = text(node, 'descr');
    const name = friendlyName(key, descr, taken);
    ctx.interfaces.set(key, {
      name,
      wan: gateway !== '' || ip === 'dhcp' || ip === 'pppoe' || key === 'wan',
    });
    const vlan = vlans.get(device);
    const mtu = Number(text(node, 'mtu'));
    const iface: TInterface = {
      name,
      origin: ctx.take(node),
      hardware: device || key,
      kind: vlan ? 'vlan' : /^lagg\d+$/.test(device) ? 'aggregate' : 'physical',
      addressing: addressing(ctx, node),
      enabled: flag(node, 'enable'),
      ...(descr ? { description: descr } : {}),
      ...(mtu > 0 ? { mtu } : {}),
    };
    if (vlan) {
      iface.parent = vlan.parent;
      iface.vlanId = vlan.tag;
      used.add(vlan.node);
    }
    ctx.model.interfaces.push(iface);
    const ipv6 = text(node, 'ipaddrv6');
    const leftOut = node.children
      .filter((c) => !CARRIED.has(c.name) && (c.text !== '' || c.children.length))
      .map((c) => c.name)
      .filter((n) => n !== 'subnetv6' && n !== 'ipaddrv6' && n !== 'media' && n !== 'mediaopt');
    if (ipv6) leftOut.unshift(`IPv6 ${ipv6}`);
    if (leftOut.length)
      ctx.note(
        'interfaces',
        name,
        'converted',
        'PF_INTERFACE_SETTINGS',
        `Not carried over: ${leftOut.join(', ')} (set them on the FortiGate port if needed).`,
      );
  }
  for (const [device, vlan] of vlans)
    if (!used.has(vlan.node))
      ctx.report(
        'ignored',
        'Interfaces',
        vlan.node,
        'PF_VLAN_UNASSIGNED',
        `VLAN ${vlan.tag} on ${vlan.parent} (${device}) is not assigned to an interface: no rule uses it.`,
        device,
      );
    else
      ctx.report(
        'converted',
        'Interfaces',
        vlan.node,
        'PF_VLAN',
        `VLAN ${vlan.tag} on ${vlan.parent}: the interface using ${device} is a FortiOS VLAN.`,
        device,
      );
  readGroups(ctx, root);
}

/**
 * The model name of an interface: `wan` and `lan` keep their key; an `optN` key takes its
 * description (what the web interface shows) when that is a plain, unused name.
 */
function friendlyName(key: string, descr: string, taken: Set<string>): string {
  if (!/^opt\d+$/.test(key) || !/^[A-Za-z0-9_.-]{1,35}$/.test(descr)) return key;
  if (taken.has(descr.toLowerCase())) return key;
  taken.add(descr.toLowerCase());
  return descr;
}

function readGroups(ctx: PfContext, root: TXmlNode): void {
  for (const entry of childrenNamed(child(root, 'ifgroups'), 'ifgroupentry')) {
    const name = text(entry, 'ifname');
    const members = text(entry, 'members').split(/\s+/).filter(Boolean);
    ctx.groups.set(name, members);
    ctx.report(
      'converted',
      'Interfaces',
      entry,
      'PF_INTERFACE_GROUP',
      `Interface group ${name} (${members.join(', ')}): rules on it become policies on its members.`,
      name,
    );
  }
}
