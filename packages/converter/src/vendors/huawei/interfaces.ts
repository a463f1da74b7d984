import type { TInterface, TInterfaceKind, TPrefix } from '../../model/ir.js';
import { networkOf } from '../../net/ipv4.js';
import type { HuaweiContext } from './context.js';
import { LEFTOVERS } from './leftovers.js';
import { restOf, type TVrpLine } from './lines.js';
import { dottedMaskPrefix } from '../toolkit/vendor-context.js';

const IFACE = 'Interfaces';

/** Interface families the model holds (Huawei USG6000 "Interface Management"). */
const PHYSICAL = /^(Ethernet|GigabitEthernet|XGigabitEthernet|(10|25|40|100)GE|MEth)\d/;

/** Families reported whole: no FortiOS interface of the same kind is made from them. */
const NOT_MADE: Readonly<Record<string, string>> = {
  Tunnel:
    'A tunnel interface (GRE or route-based IPsec): rebuild it as a FortiOS GRE tunnel or IPsec interface, then add it to its zone.',
  Vlanif:
    'A VLAN interface of the switch ports: on FortiOS make a VLAN on the port (or a hardware switch) that carries it.',
  Dialer: 'A PPPoE dialer: set the FortiOS WAN interface to mode pppoe with the ISP credentials.',
  'Virtual-if': 'The interface of a virtual system: FortiOS VDOM links are made by hand.',
  NULL: 'The null interface: a route to it becomes a FortiOS blackhole route.',
};

/** An interface view's DHCP lines and its address, for the DHCP reader. */
export interface TInterfaceDhcp {
  iface: TInterface;
  lines: TVrpLine[];
}

function kindOf(name: string): { kind: TInterfaceKind; parent?: string } | undefined {
  const dot = name.indexOf('.');
  const base = dot < 0 ? name : name.slice(0, dot);
  if (!PHYSICAL.test(base) && !/^Eth-Trunk\d+$/.test(base) && !/^LoopBack\d+$/.test(base))
    return undefined;
  if (dot >= 0) return { kind: 'vlan', parent: base };
  if (base.startsWith('Eth-Trunk')) return { kind: 'aggregate' };
  if (base.startsWith('LoopBack')) return { kind: 'loopback' };
  return { kind: 'physical' };
}

/** `A M` or `A LEN`. */
function prefixOf(ip: string, mask: string | undefined): TPrefix | undefined {
  if (!mask || !/^\d+\.\d+\.\d+\.\d+$/.test(ip)) return undefined;
  const prefix = /^\d{1,2}$/.test(mask) ? Number(mask) : dottedMaskPrefix(mask);
  return prefix === undefined || prefix > 32 ? undefined : { ip, prefix };
}

/** `interface X` views, in file order; Eth-Trunk members are joined after all are read. */
export function readInterfaces(ctx: HuaweiContext, views: readonly TVrpLine[]): TInterfaceDhcp[] {
  const dhcp: TInterfaceDhcp[] = [];
  const trunkMembers = new Map<string, string[]>();
  for (const view of views) {
    const name = view.words[1] ?? '';
    const family = Object.keys(NOT_MADE).find((f) => name.startsWith(f));
    const kind = kindOf(name);
    if (!kind) {
      ctx.report(
        family === 'NULL' ? 'ignored' : 'unsupported',
        IFACE,
        view,
        'HW_INTERFACE_NOT_CONVERTED',
        (family && NOT_MADE[family]) ??
          `Interface ${name} is of a kind the converter does not make.`,
        name,
      );
      continue;
    }
    const iface: TInterface = {
      name,
      origin: ctx.origin(view),
      hardware: name,
      kind: kind.kind,
      addressing: { mode: 'none' },
      enabled: true,
    };
    if (kind.parent) iface.parent = kind.parent;
    const addresses: TPrefix[] = [];
    const lines: TVrpLine[] = [];
    for (const line of view.children) {
      const [w0, w1, w2, w3] = line.words;
      if (w0 === 'shutdown') iface.enabled = false;
      else if (w0 === 'undo' && w1 === 'shutdown') iface.enabled = true;
      else if (w0 === 'description') iface.description = restOf(line, 1);
      else if (w0 === 'mtu' && /^\d+$/.test(w1 ?? '')) iface.mtu = Number(w1);
      else if (w0 === 'ip' && w1 === 'address' && w2 === 'dhcp-alloc')
        iface.addressing = { mode: 'dhcp' };
      else if (w0 === 'ip' && w1 === 'address' && prefixOf(w2 ?? '', w3)) {
        const p = prefixOf(w2 ?? '', w3) as TPrefix;
        addresses.push(p);
      } else if ((w0 === 'vlan-type' && w1 === 'dot1q') || (w0 === 'dot1q' && w1 === 'termination'))
        iface.vlanId = Number(line.words.at(-1));
      else if (w0 === 'eth-trunk' && w1) {
        const trunk = `Eth-Trunk${w1}`;
        trunkMembers.set(trunk, [...(trunkMembers.get(trunk) ?? []), name]);
      } else if (w0 === 'ipsec' && w1 === 'policy' && w2) ctx.ipsecInterfaces.set(w2, name);
      else if (w0 === 'dhcp') lines.push(line);
      else if (!ctx.reportLeftover(LEFTOVERS, ['interface', ...line.words], line, name))
        ctx.report(
          'unrecognised',
          IFACE,
          line,
          'HW_INTERFACE_LINE',
          `Not read: "${line.text}" in interface ${name}.`,
          name,
        );
    }
    if (addresses.length > 0) iface.addressing = { mode: 'static', addresses };
    if (iface.kind === 'vlan' && iface.vlanId === undefined) {
      ctx.report(
        'unsupported',
        IFACE,
        view,
        'HW_SUBINTERFACE_NO_VLAN',
        `Sub-interface ${name} has no vlan-type dot1q: FortiOS needs the VLAN ID; add it by hand.`,
        name,
      );
      continue;
    }
    ctx.addInterface(iface);
    if (lines.length > 0) dhcp.push({ iface, lines });
  }
  for (const [trunk, members] of trunkMembers) {
    const iface = ctx.interfaceOf(trunk);
    if (iface) iface.members = members;
  }
  return dhcp;
}

/** The network of an interface's first address (for an interface DHCP pool). */
export function firstNetwork(iface: TInterface): TPrefix | undefined {
  if (iface.addressing.mode !== 'static') return undefined;
  const first = iface.addressing.addresses[0];
  return first && { ip: networkOf(first.ip, first.prefix), prefix: first.prefix };
}
