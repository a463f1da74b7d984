import type { TInterface, TPrefix } from '../../model/ir.js';
import { originOf, type TOrigin } from '../../model/origin.js';
import { isIpv4, maskToPrefix, networkOf } from '../../net/ipv4.js';
import type { TSourceFile } from '../vendor-parser.js';
import type { CpContext } from './context.js';
import { LEFTOVERS } from './leftovers.js';

type TDraft = Omit<TInterface, 'origin'> & { lines: number[] };

/** Words of a clish line; double-quoted words keep their spaces. */
function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '');
}

/**
 * Reads a Gaia clish `show configuration` (or `save configuration`) file: hostname, interfaces
 * with VLANs and bonds, static routes and DNS. Every other line is reported.
 */
export function readGaia(ctx: CpContext, file: TSourceFile): void {
  const drafts = new Map<string, TDraft>();
  const at = (n: number): TOrigin => originOf(file.name, n);
  const draft = (name: string, n: number): TDraft => {
    let d = drafts.get(name);
    if (!d) {
      const vlan = /^(.+)\.(\d+)$/.exec(name);
      const bond = /^bond\d+$/.test(name);
      d = {
        name,
        hardware: name,
        kind: vlan ? 'vlan' : bond ? 'aggregate' : name === 'lo' ? 'loopback' : 'physical',
        ...(vlan ? { parent: vlan[1], vlanId: Number(vlan[2]) } : {}),
        ...(bond ? { members: [] } : {}),
        addressing: { mode: 'none' },
        enabled: true,
        lines: [],
      };
      drafts.set(name, d);
    }
    d.lines.push(n);
    return d;
  };
  const dnsServers: string[] = [];
  let dnsLine = 0;
  let domain: string | undefined;
  let routeIndex = 0;
  file.text.split(/\r?\n/).forEach((raw, index) => {
    const n = index + 1;
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const w = words(line);
    const say = (
      status: 'converted' | 'ignored' | 'unsupported',
      type: Parameters<CpContext['report']>[1],
      code: string,
      why: string,
    ) => ctx.report(status, type, at(n), code, why);
    if (w[0] === 'set' && w[1] === 'hostname' && w[2]) {
      ctx.model.hostname = w[2];
      say('converted', 'System', 'CP_GAIA_HOSTNAME', 'The hostname becomes the FortiOS hostname.');
    } else if (w[0] === 'set' && w[1] === 'interface' && w[2]) {
      const d = draft(w[2], n);
      const [key, value, unit, size] = w.slice(3);
      if (key === 'ipv4-address' && value && isIpv4(value)) {
        const prefix =
          unit === 'mask-length'
            ? Number(size)
            : unit === 'subnet-mask'
              ? maskToPrefix(size ?? '')
              : undefined;
        if (prefix === undefined || !(prefix >= 0 && prefix <= 32))
          say(
            'unsupported',
            'Interfaces',
            'CP_GAIA_ADDRESS',
            'The interface address could not be read.',
          );
        else d.addressing = { mode: 'static', addresses: [{ ip: value, prefix }] };
      } else if (key === 'state') d.enabled = value !== 'off';
      else if (key === 'mtu' && value) d.mtu = Number(value);
      else if (key === 'comments' && value) d.description = value;
    } else if (w[0] === 'add' && w[1] === 'interface' && w[2] && w[3] === 'vlan' && w[4]) {
      draft(`${w[2]}.${w[4]}`, n);
    } else if (
      (w[0] === 'add' || w[0] === 'set') &&
      w[1] === 'bonding' &&
      w[2] === 'group' &&
      w[3]
    ) {
      const bond = draft(`bond${w[3]}`, n);
      if (w[0] === 'add' && w[4] === 'interface' && w[5]) {
        bond.members = [...(bond.members ?? []), w[5]];
        draft(w[5], n);
      }
    } else if (w[0] === 'set' && w[1] === 'static-route' && w[2]) {
      if (!readRoute(ctx, w, at(n), routeIndex))
        say(
          'unsupported',
          'Static Routes',
          'CP_GAIA_ROUTE',
          'This static-route form is not converted.',
        );
      else routeIndex += 1;
    } else if (
      w[0] === 'set' &&
      w[1] === 'dns' &&
      ['primary', 'secondary', 'tertiary'].includes(w[2] ?? '') &&
      w[3]
    ) {
      dnsServers.push(w[3]);
      dnsLine ||= n;
      say('converted', 'DNS', 'CP_GAIA_DNS', 'A DNS server of the FortiGate.');
    } else if (w[0] === 'set' && w[1] === 'dns' && w[2] === 'suffix' && w[3]) {
      domain = w[3];
      say('converted', 'DNS', 'CP_GAIA_DNS_SUFFIX', 'The DNS domain of the FortiGate.');
    } else {
      const known = ctx.reportLeftover(
        LEFTOVERS,
        line.trim().replace(/\s+/g, ' ').split(' '),
        at(n),
      );
      if (!known)
        ctx.report(
          'unrecognised',
          'Other',
          at(n),
          'UNRECOGNISED_LINE',
          'No rule of the Gaia clish reader understands this line.',
        );
    }
  });
  if (dnsServers.length)
    ctx.model.dns = { origin: at(dnsLine), servers: dnsServers, ...(domain ? { domain } : {}) };
  addInterfaces(ctx, file.name, drafts);
}

function addInterfaces(ctx: CpContext, file: string, drafts: Map<string, TDraft>): void {
  for (const { lines, ...iface } of drafts.values()) {
    const [first = 1] = lines;
    let end = first;
    while (lines.includes(end + 1)) end += 1;
    const rest = lines.filter((n) => n > end);
    if (iface.kind === 'loopback') {
      for (const n of lines)
        ctx.report(
          'ignored',
          'Interfaces',
          originOf(file, n),
          'CP_GAIA_LOOPBACK',
          'The loopback of the gateway OS (lo) has no FortiOS counterpart.',
        );
      continue;
    }
    ctx.model.interfaces.push({ ...iface, origin: originOf(file, first, end) });
    for (const n of rest)
      ctx.report(
        'converted',
        'Interfaces',
        originOf(file, n),
        'CP_GAIA_INTERFACE_LINE',
        `Read into interface ${iface.name}.`,
        iface.name,
      );
  }
}

/** `set static-route <prefix|default> nexthop gateway address <ip> [priority <n>] on`, and the logical, blackhole and reject forms. */
function readRoute(ctx: CpContext, w: string[], origin: TOrigin, index: number): boolean {
  const target = w[2] ?? '';
  const [ip = '', length] = target === 'default' ? ['0.0.0.0', '0'] : target.split('/');
  const prefix = Number(length);
  if (!isIpv4(ip) || !(prefix >= 0 && prefix <= 32) || length === undefined) return false;
  const dst: TPrefix = { ip: networkOf(ip, prefix), prefix };
  const rest = w.slice(3);
  const priority = rest.indexOf('priority');
  const distance = priority >= 0 ? Number(rest[priority + 1]) : undefined;
  const base = { id: `route:${index + 1}`, origin, dst };
  if (distance !== undefined)
    ctx.note(
      'routes',
      base.id,
      'partial',
      'CP_GAIA_ROUTE_PRIORITY',
      `Gaia priority ${distance} is not carried over: the route gets the FortiOS default distance.`,
    );
  if (rest[rest.length - 1] === 'off') {
    ctx.report(
      'ignored',
      'Static Routes',
      origin,
      'CP_GAIA_ROUTE_OFF',
      'Removes a route: nothing to convert.',
    );
    return true;
  }
  if (rest[0] === 'comment') {
    ctx.report('ignored', 'Static Routes', origin, 'CP_GAIA_ROUTE_COMMENT', 'A route comment.');
    return true;
  }
  if (rest[0] !== 'nexthop') return false;
  if (rest[1] === 'blackhole' || rest[1] === 'reject') {
    ctx.model.routes.push({ ...base, blackhole: true });
    if (rest[1] === 'reject')
      ctx.note(
        'routes',
        base.id,
        'partial',
        'CP_GAIA_REJECT_ROUTE',
        'A reject route becomes a blackhole: no ICMP unreachable is sent.',
      );
    return true;
  }
  if (rest[1] === 'gateway' && rest[2] === 'address' && isIpv4(rest[3] ?? '')) {
    ctx.model.routes.push({ ...base, gateway: rest[3] });
    return true;
  }
  if (rest[1] === 'gateway' && rest[2] === 'logical' && rest[3]) {
    ctx.model.routes.push({ ...base, device: rest[3] });
    return true;
  }
  return false;
}
