import type { TInterface, TInterfaceKind, TPrefix } from '../../model/ir.js';
import type { SrxContext } from './context.js';
import { parsePrefix } from './prefix.js';
import { groupByWord, type TStmt } from './statements.js';

/** Management, cluster-control and fabric ports: FortiOS has its own, HA links them. */
const BOX_PORTS = /^(fxp\d|fab\d|em\d|me\d|vme|jsrv)$/;
/** Physical-port settings that FortiOS negotiates or sets elsewhere. */
const PORT_SETTINGS = new Set(['speed', 'link-mode', 'gigether-options', 'ether-options', 'mac']);

function kindOf(device: string): TInterfaceKind | 'box' | 'tunnel' | 'l2' {
  if (BOX_PORTS.test(device)) return 'box';
  if (/^st\d+$/.test(device)) return 'tunnel';
  if (/^lo\d+$/.test(device)) return 'loopback';
  if (/^ae\d+$/.test(device)) return 'aggregate';
  if (/^(irb|vlan)$/.test(device)) return 'l2';
  return 'physical';
}

/**
 * `interfaces`: each logical unit (`ge-0/0/1.0`) becomes an interface named as zones, routes
 * and NAT refer to it. Unit 0 without a VLAN id is the port itself; tagged units are VLANs.
 */
export function readInterfaces(ctx: SrxContext, stmts: TStmt[]): void {
  const aeMembers = new Map<string, string[]>();
  for (const [device, list] of groupByWord(stmts, 1)) {
    for (const stmt of list) {
      const [, , opt, sub, parent] = stmt.words;
      if ((opt === 'ether-options' || opt === 'gigether-options') && sub === '802.3ad' && parent)
        aeMembers.set(parent, [...(aeMembers.get(parent) ?? []), device]);
    }
  }
  for (const [device, list] of groupByWord(stmts, 1)) readDevice(ctx, device, list, aeMembers);
}

function readDevice(
  ctx: SrxContext,
  device: string,
  list: TStmt[],
  aeMembers: Map<string, string[]>,
): void {
  const kind = kindOf(device);
  const label = `interface ${device}`;
  if (kind === 'box') {
    ctx.reportStmts(
      list,
      2,
      'ignored',
      'Interfaces',
      'JUNOS_BOX_PORT',
      'Management or cluster port (fxp/fab/em): FortiOS has its own management and HA ports.',
      device,
    );
    return;
  }
  if (kind === 'l2') {
    ctx.reportStmts(
      list,
      2,
      'unsupported',
      'Interfaces',
      'JUNOS_IRB',
      'IRB / VLAN routing interfaces (ethernet-switching) are not converted yet: make the VLAN interface on FortiOS.',
      device,
    );
    return;
  }
  const units = groupByWord(
    list.filter((s) => s.words[2] === 'unit'),
    3,
  );
  const own = list.filter((s) => s.words[2] !== 'unit');
  const parent = own.find((s) => s.words[3] === 'redundant-parent')?.words[4];
  const bundle = own.find((s) => s.words[3] === '802.3ad')?.words[4];
  if (parent || bundle) {
    const why = parent
      ? `Member port of ${parent}: a chassis-cluster redundant interface becomes one port here; FortiOS HA replaces the cluster.`
      : `Member port of ${bundle ?? ''}: it becomes a member of the aggregate.`;
    ctx.reportStmts(
      list,
      2,
      parent ? 'partial' : 'converted',
      'Interfaces',
      parent ? 'JUNOS_RETH_MEMBER' : 'JUNOS_AE_MEMBER',
      why,
      device,
    );
    return;
  }
  const enabled = !own.some((s) => s.words[2] === 'disable');
  const description = own.find((s) => s.words[2] === 'description')?.words[3];
  const mtuWord = own.find((s) => s.words[2] === 'mtu')?.words[3];
  for (const [unit, unitStmts] of units) {
    const name = `${device}.${unit}`;
    if (kind === 'tunnel') {
      const phase1 = ctx.tunnels.get(name);
      ctx.reportStmts(
        unitStmts,
        4,
        phase1 ? 'converted' : 'unsupported',
        'Interfaces',
        phase1 ? 'JUNOS_ST0' : 'JUNOS_ST0_UNBOUND',
        phase1
          ? `The tunnel interface of VPN ${phase1}: it becomes that phase1-interface.`
          : 'No VPN is bound to this tunnel interface.',
        name,
      );
      continue;
    }
    const leaf = (key: string) => unitStmts.find((s) => s.words[4] === key);
    const vlanId = leaf('vlan-id')?.words[5];
    const addresses: TPrefix[] = [];
    let dhcp = false;
    let v6 = false;
    for (const stmt of unitStmts) {
      const [, , , , family, fam, key, value] = stmt.words;
      if (family !== 'family') continue;
      if (fam === 'inet' && key === 'address' && value) {
        const p = parsePrefix(value);
        if (p && !addresses.some((a) => a.ip === p.ip)) addresses.push(p);
      } else if (fam === 'inet' && (key === 'dhcp' || key === 'dhcp-client')) dhcp = true;
      else if (fam === 'inet6') v6 = true;
    }
    const iface: TInterface = {
      name,
      origin: ctx.rangeOf(unitStmts, 4),
      hardware: kind === 'physical' && vlanId === undefined ? device : name,
      kind:
        kind === 'physical' && vlanId !== undefined
          ? 'vlan'
          : kind === 'physical'
            ? 'physical'
            : kind,
      ...(vlanId !== undefined ? { parent: device, vlanId: Number(vlanId) } : {}),
      ...(kind === 'aggregate' ? { members: aeMembers.get(device) ?? [] } : {}),
      addressing: dhcp
        ? { mode: 'dhcp' }
        : addresses.length
          ? { mode: 'static', addresses }
          : { mode: 'none' },
      enabled: enabled && !leaf('disable'),
      ...(mtuWord ? { mtu: Number(mtuWord) } : {}),
      ...((leaf('description')?.words[5] ?? description)
        ? { description: leaf('description')?.words[5] ?? description }
        : {}),
    };
    ctx.model.interfaces.push(iface);
    ctx.claim([...unitStmts, ...own], 'Interfaces', label);
    if (/^reth\d+$/.test(device))
      ctx.note(
        'interfaces',
        name,
        'partial',
        'JUNOS_RETH',
        'A chassis-cluster redundant interface: it becomes one port; set up FortiOS HA for the second node.',
      );
    if (v6)
      ctx.note(
        'interfaces',
        name,
        'partial',
        'JUNOS_INET6',
        'Its IPv6 addresses (family inet6) are not converted.',
      );
    const ignored = unitStmts.filter(
      (s) => ['family', 'vlan-id', 'description', 'disable'].indexOf(s.words[4] ?? '') < 0,
    );
    if (ignored.length)
      ctx.note(
        'interfaces',
        name,
        'converted',
        'JUNOS_UNIT_OPTIONS',
        `Not carried: ${[...new Set(ignored.map((s) => s.words[4]))].join(', ')}.`,
      );
  }
  const settings = own.filter(
    (s) => PORT_SETTINGS.has(s.words[2] ?? '') || s.words[2] === 'redundant-ether-options',
  );
  if (units.size === 0)
    ctx.reportStmts(
      list,
      2,
      'ignored',
      'Interfaces',
      'JUNOS_NO_UNIT',
      'A port without logical units carries no traffic.',
      device,
    );
  else if (settings.length)
    ctx.reportStmts(
      settings,
      2,
      'ignored',
      'Interfaces',
      'JUNOS_PORT_SETTINGS',
      'Port settings (speed, duplex, redundancy group): FortiOS negotiates them or sets them in HA.',
      device,
    );
}
