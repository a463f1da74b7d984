import type { TInterface } from '../../model/ir.js';
import { parsePrefix } from '../toolkit/vendor-context.js';
import { MikrotikContext } from './context.js';
import { findValue, type TMtCommand } from './lines.js';

const IFACES = 'Interfaces';

/**
 * Interface types that are interfaces of their own on RouterOS but need a FortiOS setup of
 * their own (MikroTik manual, "Interface" menus): they are kept as interfaces so that the rules
 * naming them convert, and reported partial with what to do.
 */
const OTHER_TYPES: Readonly<Record<string, string>> = {
  eoip: 'an EoIP tunnel: FortiOS has no EoIP; use a VXLAN or IPsec tunnel',
  gre: 'a GRE tunnel: configure `system gre-tunnel` on FortiOS',
  ipip: 'an IPIP tunnel: configure `system gre-tunnel` or IPsec on FortiOS',
  vrrp: 'a VRRP interface: configure `config vrrp` on the FortiOS interface instead',
  lte: 'an LTE modem: configure the FortiGate/FortiExtender modem',
  wireless: 'a wireless interface: configure a FortiAP or FortiWiFi SSID',
  wifiwave2: 'a wireless interface: configure a FortiAP or FortiWiFi SSID',
  wifi: 'a wireless interface: configure a FortiAP or FortiWiFi SSID',
  'pppoe-client': 'a PPPoE client: set the FortiOS port to `mode pppoe` with the credentials',
  'l2tp-client': 'an L2TP client tunnel: FortiOS has no L2TP client; use IPsec',
  'sstp-client': 'an SSTP client tunnel: FortiOS has no SSTP client; use IPsec',
  'ovpn-client': 'an OpenVPN client tunnel: FortiOS has no OpenVPN; use IPsec',
  wireguard: 'a WireGuard interface: FortiOS has no WireGuard; use IPsec',
  vxlan: 'a VXLAN interface: configure `system vxlan` on FortiOS',
  veth: 'a container interface: FortiOS has no containers',
};

/** `/interface ...` menus, `/ip address`, `/ip dhcp-client`. */
export class InterfaceReader {
  constructor(private readonly ctx: MikrotikContext) {}

  /** True when the command was an interface command (read or reported). */
  read(cmd: TMtCommand): boolean {
    const [, type, sub] = cmd.path.split(' ');
    if (cmd.path === 'interface ethernet') this.ethernet(cmd);
    else if (cmd.path === 'interface vlan') this.vlan(cmd);
    else if (cmd.path === 'interface bridge') this.bridge(cmd);
    else if (cmd.path === 'interface bridge port') this.bridgePort(cmd);
    else if (cmd.path === 'interface bonding') this.bonding(cmd);
    else if (cmd.path === 'interface list') this.list(cmd);
    else if (cmd.path === 'interface list member') this.member(cmd);
    else if (cmd.path === 'ip address') this.address(cmd);
    else if (cmd.path === 'ip dhcp-client') this.dhcpClient(cmd);
    else if (type && !sub && OTHER_TYPES[type] && cmd.props.has('name')) this.other(cmd, type);
    else return false;
    return true;
  }

  private named(cmd: TMtCommand): { name: string; hardware: string } | undefined {
    const hardware = findValue(cmd.find, 'default-name') ?? cmd.item ?? cmd.props.get('name');
    const name = cmd.props.get('name') ?? hardware;
    return name && hardware ? { name, hardware } : undefined;
  }

  private common(iface: TInterface, cmd: TMtCommand): void {
    iface.origin = this.ctx.origin(cmd);
    if (cmd.props.get('disabled') === 'yes') iface.enabled = false;
    const mtu = Number(cmd.props.get('mtu'));
    if (Number.isInteger(mtu) && mtu > 0) iface.mtu = mtu;
    const comment = cmd.props.get('comment');
    if (comment) iface.description = comment;
  }

  private ethernet(cmd: TMtCommand): void {
    const id = this.named(cmd);
    if (!id) return this.unreadable(cmd, 'An ethernet setting without an interface name.');
    const iface = this.ctx.interfaceNamed(id.name, cmd);
    iface.hardware = id.hardware;
    this.common(iface, cmd);
  }

  private vlan(cmd: TMtCommand): void {
    const name = cmd.props.get('name');
    const parent = cmd.props.get('interface');
    const vlanId = Number(cmd.props.get('vlan-id'));
    if (!name || !parent || !Number.isInteger(vlanId))
      return this.unreadable(cmd, 'A VLAN without name, parent interface or vlan-id.');
    const parentIface = this.ctx.interfaceNamed(parent, cmd);
    const iface = this.ctx.interfaceNamed(name, cmd);
    Object.assign(iface, { kind: 'vlan', parent: parentIface.hardware, vlanId });
    this.common(iface, cmd);
  }

  private bridge(cmd: TMtCommand): void {
    const name = cmd.props.get('name');
    if (!name) return this.unreadable(cmd, 'A bridge without a name.');
    const iface = this.ctx.interfaceNamed(name, cmd);
    this.common(iface, cmd);
    this.ctx.bridgePorts.set(name, this.ctx.bridgePorts.get(name) ?? []);
  }

  private bridgePort(cmd: TMtCommand): void {
    const bridge = cmd.props.get('bridge');
    const port = cmd.props.get('interface');
    if (!bridge || !port) return this.unreadable(cmd, 'A bridge port without bridge or interface.');
    const off = cmd.props.get('disabled') === 'yes';
    if (!off) MikrotikContext.append(this.ctx.bridgePorts, bridge, port);
    this.ctx.report(
      off ? 'ignored' : 'unsupported',
      IFACES,
      cmd,
      'MT_BRIDGE_PORT',
      off
        ? `A disabled port ${port} of bridge ${bridge}.`
        : `Port ${port} of bridge ${bridge} (layer 2): the bridge converts as one FortiGate interface; put its ports in a software switch (config system switch-interface) or a hardware switch by hand.`,
      bridge,
    );
  }

  private bonding(cmd: TMtCommand): void {
    const name = cmd.props.get('name');
    const slaves = (cmd.props.get('slaves') ?? '').split(',').filter(Boolean);
    if (!name || slaves.length === 0) return this.unreadable(cmd, 'A bond without name or slaves.');
    const members = slaves.map((slave) => this.ctx.interfaceNamed(slave, cmd).hardware);
    const iface = this.ctx.interfaceNamed(name, cmd);
    Object.assign(iface, { kind: 'aggregate', members });
    this.common(iface, cmd);
    const mode = cmd.props.get('mode') ?? 'balance-rr';
    if (mode !== '802.3ad')
      this.ctx.note(
        'interfaces',
        name,
        'partial',
        'MT_BOND_MODE',
        `Bonding mode ${mode}: FortiOS aggregates use LACP (802.3ad); use a redundant interface for active-backup.`,
        'cosmetic',
      );
  }

  private list(cmd: TMtCommand): void {
    const name = cmd.props.get('name');
    if (!name) return this.unreadable(cmd, 'An interface list without a name.');
    if (!this.ctx.interfaceLists.has(name)) this.ctx.interfaceLists.set(name, []);
    const include = cmd.props.get('include');
    if (include || cmd.props.has('exclude')) {
      this.ctx.report(
        'unsupported',
        IFACES,
        cmd,
        'MT_LIST_INCLUDE',
        `Interface list ${name} includes or excludes other lists: only its own members are used.`,
        name,
      );
      return;
    }
    this.listLine(
      cmd,
      name,
      `Interface list ${name}: policies naming it get its member interfaces.`,
    );
  }

  private member(cmd: TMtCommand): void {
    const list = cmd.props.get('list');
    const iface = cmd.props.get('interface');
    if (!list || !iface) return this.unreadable(cmd, 'A list member without list or interface.');
    if (cmd.props.get('disabled') === 'yes') {
      this.ctx.report('ignored', IFACES, cmd, 'MT_LIST_MEMBER', 'A disabled list member.', list);
      return;
    }
    this.ctx.interfaceNamed(iface, cmd);
    MikrotikContext.append(this.ctx.interfaceLists, list, iface);
    this.listLine(cmd, list, `${iface} is a member of interface list ${list}.`);
  }

  private listLine(cmd: TMtCommand, list: string, message: string): void {
    this.ctx.report('converted', IFACES, cmd, 'MT_INTERFACE_LIST', message, list);
  }

  private address(cmd: TMtCommand): void {
    const name = cmd.props.get('interface');
    const prefix = parsePrefix(cmd.props.get('address') ?? '');
    if (!name || !prefix) return this.unreadable(cmd, 'An address without interface or prefix.');
    const ip = (cmd.props.get('address') ?? '').split('/')[0] ?? '';
    if (cmd.props.get('disabled') === 'yes') {
      this.ctx.report('ignored', IFACES, cmd, 'MT_ADDRESS_DISABLED', 'A disabled address.', name);
      return;
    }
    const iface = this.ctx.interfaceNamed(name, cmd);
    if (iface.addressing.mode !== 'static') iface.addressing = { mode: 'static', addresses: [] };
    iface.addressing.addresses.push({ ip, prefix: prefix.prefix });
    this.ctx.report(
      'converted',
      IFACES,
      cmd,
      'MT_IP_ADDRESS',
      `Address ${ip}/${prefix.prefix} of ${name}.`,
      name,
    );
  }

  private dhcpClient(cmd: TMtCommand): void {
    const name = cmd.props.get('interface');
    if (!name) return this.unreadable(cmd, 'A DHCP client without an interface.');
    const iface = this.ctx.interfaceNamed(name, cmd);
    if (cmd.props.get('disabled') === 'yes' || iface.addressing.mode === 'static') {
      this.ctx.report(
        'ignored',
        IFACES,
        cmd,
        'MT_DHCP_CLIENT',
        'A DHCP client that is disabled or on an interface with a static address.',
        name,
      );
      return;
    }
    iface.addressing = { mode: 'dhcp' };
    this.ctx.report(
      'converted',
      IFACES,
      cmd,
      'MT_DHCP_CLIENT',
      `${name} takes its address by DHCP (FortiOS mode dhcp); default-route distance and peer DNS/NTP use FortiOS defaults.`,
      name,
    );
  }

  private other(cmd: TMtCommand, type: string): void {
    const id = this.named(cmd);
    if (!id) return this.unreadable(cmd, `A ${type} interface without a name.`);
    const iface = this.ctx.interfaceNamed(id.name, cmd);
    this.common(iface, cmd);
    if (type === 'pppoe-client') iface.addressing = { mode: 'pppoe' };
    this.ctx.note(
      'interfaces',
      id.name,
      'partial',
      'MT_INTERFACE_TYPE',
      `RouterOS ${type} interface, ${OTHER_TYPES[type] ?? ''}; it is given a port here so that its rules convert.`,
      'unknown',
    );
  }

  /** After every interface command: bridges are noted with their ports. */
  finish(): void {
    for (const [bridge, ports] of this.ctx.bridgePorts) {
      if (!this.ctx.model.interfaces.some((i) => i.name === bridge)) continue;
      this.ctx.note(
        'interfaces',
        bridge,
        ports.length ? 'partial' : 'converted',
        'MT_BRIDGE',
        ports.length
          ? `RouterOS bridge of ${ports.join(', ')}: it converts as one interface carrying the bridge's addresses; group its ports in a software or hardware switch on the FortiGate.`
          : 'A RouterOS bridge without ports (a loopback): it converts as one interface.',
        ports.length ? 'cosmetic' : undefined,
      );
    }
  }

  private unreadable(cmd: TMtCommand, why: string): void {
    this.ctx.report('unsupported', IFACES, cmd, 'MT_INTERFACE_UNREADABLE', why);
  }
}
