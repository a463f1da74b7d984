import type { TInterface, TInterfaceKind } from '../../model/ir.js';
import { readPrefix, type ScreenOsContext } from './context.js';
import type { TSosLine } from './lines.js';

const IFACES = 'Interfaces';

function kindOf(name: string): TInterfaceKind {
  if (/^tunnel\./i.test(name)) return 'tunnel';
  if (/^loopback\./i.test(name)) return 'loopback';
  if (/^aggregate\d/i.test(name)) return 'aggregate';
  if (/^redundant\d/i.test(name)) return 'redundant';
  if (/^(mgt|mgmt)$/i.test(name)) return 'management';
  return name.includes('.') ? 'vlan' : 'physical';
}

/** Management services ScreenOS can open on an interface (FortiOS allowaccess words). */
const MANAGE: Record<string, string> = {
  ping: 'ping',
  ssh: 'ssh',
  web: 'http',
  ssl: 'https',
  telnet: 'telnet',
  snmp: 'snmp',
};

/** What an interface's lines said, gathered before it becomes a model interface. */
interface TPending {
  iface: TInterface;
  lines: TSosLine[];
}

/** Reads `set interface X ...` lines (except NAT and DHCP server ones, read elsewhere). */
export class InterfaceReader {
  private readonly pending = new Map<string, TPending>();

  constructor(private readonly ctx: ScreenOsContext) {}

  private get(name: string): TPending {
    let found = this.pending.get(name);
    if (!found) {
      const kind = kindOf(name);
      found = {
        iface: {
          name,
          origin: { file: this.ctx.file, line: 0, endLine: 0 },
          hardware: name,
          kind,
          addressing: { mode: 'none' },
          enabled: true,
          ...(kind === 'vlan' ? { parent: name.split('.')[0] ?? name } : {}),
        },
        lines: [],
      };
      this.pending.set(name, found);
    }
    return found;
  }

  /** The interface of that name, if the file configures it. */
  find(name: string): TInterface | undefined {
    return this.pending.get(name)?.iface;
  }

  /** Reads one line; `rest` are the tokens after `set interface NAME`. */
  read(line: TSosLine, name: string, rest: string[], unset: boolean): void {
    const { ctx } = this;
    const entry = this.get(name);
    const { iface } = entry;
    entry.lines.push(line);
    const [word, a, b] = rest;
    if (unset) {
      ctx.report(
        'ignored',
        IFACES,
        line,
        'SOS_INTERFACE_UNSET',
        'Removes a default setting of the interface: FortiOS has its own defaults.',
        name,
      );
      return;
    }
    if (word === 'tag' && a && /^\d+$/.test(a)) {
      iface.kind = 'vlan';
      iface.vlanId = Number(a);
      iface.parent ??= name.split('.')[0] ?? name;
      if (rest[2] === 'zone' && rest[3]) this.bind(iface, rest[3], line);
    } else if (word === 'zone' && a) this.bind(iface, a, line);
    else if (word === 'ip' && a === 'manageable') {
      ctx.report(
        'partial',
        IFACES,
        line,
        'SOS_MANAGE_IP',
        'Management on the interface address: FortiOS allows administrative access by allowaccess (only ping is set).',
        name,
      );
    } else if (word === 'ip' && a === 'unnumbered') {
      // A tunnel interface's line waits: it may become a phase1-interface (see finish).
      if (iface.kind === 'tunnel') return;
      ctx.report(
        'unsupported',
        IFACES,
        line,
        'SOS_UNNUMBERED',
        `Unnumbered interface (borrows ${rest[3] ?? ''}): FortiOS tunnel interfaces need no address; not converted.`,
        name,
      );
    } else if (word === 'ip') {
      const prefix = readPrefix(rest, 1);
      if (!prefix) {
        ctx.report(
          'unsupported',
          IFACES,
          line,
          'SOS_INTERFACE_IP',
          'The address could not be read (IPv6 is not converted yet).',
          name,
        );
        return;
      }
      const address = { ip: prefix.ip, prefix: prefix.prefix };
      const addresses = iface.addressing.mode === 'static' ? iface.addressing.addresses : [];
      if (rest.includes('secondary')) addresses.push(address);
      else addresses.unshift(address);
      iface.addressing = { mode: 'static', addresses };
    } else if (word === 'nat' || word === 'route') {
      if (word === 'nat') ctx.natMode.add(name);
      ctx.report(
        'converted',
        IFACES,
        line,
        word === 'nat' ? 'SOS_NAT_MODE' : 'SOS_ROUTE_MODE',
        word === 'nat'
          ? 'NAT mode: traffic from this interface to the Untrust zone is source-translated by the policies that carry it (central SNAT rows).'
          : 'Route mode: no implicit source translation.',
        name,
      );
    } else if (word === 'manage' && a) {
      const access = MANAGE[a];
      ctx.report(
        'partial',
        IFACES,
        line,
        'SOS_MANAGE',
        access
          ? `Management access ${a}: set allowaccess ${access} on the FortiOS interface (the converter sets only ping).`
          : `Management service ${a} has no FortiOS allowaccess equivalent.`,
        name,
      );
    } else if (word === 'dhcp' && a === 'client') {
      if (b === 'enable' || rest.length === 2) iface.addressing = { mode: 'dhcp' };
      else
        ctx.report(
          'ignored',
          IFACES,
          line,
          'SOS_DHCP_CLIENT_OPTION',
          'DHCP client option: FortiOS defaults apply.',
          name,
        );
    } else if (word === 'pppoe') iface.addressing = { mode: 'pppoe' };
    else if (word === 'mtu' && a && /^\d+$/.test(a)) iface.mtu = Number(a);
    else if (word === 'description' && a !== undefined) iface.description = a;
    else if (word === 'disable' || word === 'shutdown') iface.enabled = false;
    else if (
      word === 'phy' ||
      word === 'bandwidth' ||
      word === 'monitor' ||
      word === 'route-deny'
    ) {
      ctx.report(
        'ignored',
        IFACES,
        line,
        'SOS_INTERFACE_TUNING',
        `Interface ${word} setting: FortiOS defaults apply.`,
        name,
      );
    } else
      ctx.report(
        'unsupported',
        IFACES,
        line,
        'SOS_INTERFACE_OPTION',
        `Interface setting "${rest.join(' ')}" is not converted.`,
        name,
      );
  }

  private bind(iface: TInterface, zoneName: string, line: TSosLine): void {
    const zone = this.ctx.zone(zoneName, line);
    if (!zone) {
      this.ctx.report(
        'ignored',
        IFACES,
        line,
        'SOS_SPECIAL_ZONE',
        `Zone ${zoneName} has no FortiOS equivalent: the interface joins no zone.`,
        iface.name,
      );
      return;
    }
    iface.zone = zone.name;
    if (!zone.interfaces.includes(iface.name)) zone.interfaces.push(iface.name);
  }

  /**
   * A `tunnel.N` bound to a route-based VPN becomes its phase1-interface: its zone names the
   * phase1 and its lines are accounted for. False when no VPN is bound to it.
   */
  private tunnel(iface: TInterface, lines: TSosLine[]): boolean {
    const { ctx } = this;
    const phase1 = ctx.tunnelPhase1.get(iface.name);
    const unnumbered = lines.filter((l) => l.tokens[3] === 'ip' && l.tokens[4] === 'unnumbered');
    if (!phase1) {
      for (const line of unnumbered)
        ctx.report(
          'unsupported',
          IFACES,
          line,
          'SOS_UNNUMBERED',
          `Unnumbered interface (borrows ${line.tokens[6] ?? ''}): FortiOS tunnel interfaces need no address; not converted.`,
          iface.name,
        );
      return false;
    }
    const zone = iface.zone ? ctx.model.zones.find((z) => z.name === iface.zone) : undefined;
    if (zone) zone.interfaces = zone.interfaces.map((n) => (n === iface.name ? phase1 : n));
    ctx.reportLines(
      'converted',
      IFACES,
      lines,
      'SOS_TUNNEL_INTERFACE',
      `Becomes the phase1-interface ${phase1} of its IPsec tunnel${zone ? ` (in zone ${zone.name})` : ''}; an unnumbered tunnel needs no address on FortiOS.`,
      iface.name,
    );
    return true;
  }

  /** Adds the interfaces to the model; call once every line is read. */
  finish(): void {
    const { ctx } = this;
    for (const { iface, lines } of [...this.pending.values()]) {
      // A VLAN's parent port without a line of its own still needs a port.
      if (iface.kind === 'vlan' && iface.parent && !this.pending.has(iface.parent)) {
        const parent = this.get(iface.parent);
        parent.iface.generated = true;
        parent.iface.origin = ctx.runOrigin(lines);
      }
    }
    for (const { iface, lines } of this.pending.values()) {
      if (iface.kind === 'tunnel' && this.tunnel(iface, lines)) continue;
      if (lines.length === 0) {
        ctx.model.interfaces.push(iface);
        continue;
      }
      if (/^(ha\d*|vlan1)$/i.test(iface.name) && !iface.zone && iface.addressing.mode === 'none') {
        for (const line of lines)
          if (!ctx.claimed.has(line.n))
            ctx.report(
              'ignored',
              IFACES,
              line,
              'SOS_UNUSED_INTERFACE',
              `${iface.name} carries no traffic of a zone.`,
              iface.name,
            );
        continue;
      }
      iface.origin = ctx.objectLines(lines, IFACES, iface.name, 'interface');
      ctx.model.interfaces.push(iface);
    }
    for (const zone of ctx.model.zones) {
      zone.interfaces = zone.interfaces.filter(
        (name) =>
          ctx.model.interfaces.some((i) => i.name === name) ||
          ctx.model.phase1.some((p) => p.name === name),
      );
    }
  }
}
