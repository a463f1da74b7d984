import type { TDay, TDhcpServer, TSchedule } from '../../model/ir.js';
import { prefixToMask } from '../../net/ipv4.js';
import { normalizeMac } from '../../net/mac.js';
import { isIp, type ScreenOsContext } from './context.js';
import type { TSosLine } from './lines.js';

const DHCP = 'DHCP Servers';

/** `set interface X dhcp server ...` lines, gathered per interface. */
export function buildDhcpServers(ctx: ScreenOsContext, byInterface: Map<string, TSosLine[]>): void {
  for (const [iface, lines] of byInterface) {
    const server: TDhcpServer = {
      id: iface,
      origin: ctx.runOrigin(lines),
      interface: iface,
      ranges: [],
      dnsServers: [],
      enabled: false,
    };
    const used: TSosLine[] = [];
    for (const line of lines) {
      const rest = line.tokens.slice(5);
      const [word, a, b, c] = rest;
      const option = (what: string) => word === 'option' && a === what && b !== undefined;
      if (word === 'service' || word === 'enable') server.enabled = true;
      else if (word === 'disable') server.enabled = false;
      else if (word === 'ip' && isIp(a) && b === 'to' && isIp(c)) server.ranges.push([a, c]);
      else if (word === 'ip' && isIp(a) && b === 'mac' && normalizeMac(c ?? '')) {
        (server.reservations ??= []).push({ ip: a, mac: normalizeMac(c ?? '') ?? '' });
      } else if (option('gateway') && isIp(b)) server.gateway = b;
      else if (option('netmask') && isIp(b)) server.netmask = b;
      else if (word === 'option' && /^dns\d$/.test(a ?? '') && isIp(b)) server.dnsServers.push(b);
      else if (option('domainname')) server.domain = b;
      else if (option('lease') && /^\d+$/.test(b ?? '')) {
        // ScreenOS states the lease in minutes.
        server.leaseSeconds = Number(b) * 60;
      } else {
        ctx.report(
          'unsupported',
          DHCP,
          line,
          'SOS_DHCP_OPTION',
          `DHCP server setting "${rest.join(' ')}" is not converted.`,
          iface,
        );
        continue;
      }
      used.push(line);
    }
    if (used.length === 0) continue;
    if (!server.gateway || !server.netmask) {
      const address = ctx.model.interfaces.find((i) => i.name === iface);
      const first =
        address?.addressing.mode === 'static' ? address.addressing.addresses[0] : undefined;
      if (first) {
        server.gateway ??= first.ip;
        server.netmask ??= prefixToMask(first.prefix);
      }
    }
    server.origin = ctx.objectLines(used, DHCP, iface, 'DHCP server');
    ctx.model.dhcpServers.push(server);
  }
}

/** `set dns host dnsN A`, `set domain D`, `set hostname H`. */
export function buildDns(ctx: ScreenOsContext, lines: TSosLine[]): void {
  const servers: string[] = [];
  let domain: string | undefined;
  const used: TSosLine[] = [];
  for (const line of lines) {
    const [, word, a, b] = line.tokens;
    if (word === 'hostname' && a) {
      ctx.model.hostname = a;
      ctx.report(
        'converted',
        'System',
        line,
        'SOS_HOSTNAME',
        'The hostname becomes the FortiOS hostname.',
      );
    } else if (word === 'domain' && a) {
      domain = a;
      used.push(line);
    } else if (word === 'dns' && a === 'host' && /^dns\d$/.test(b ?? '') && isIp(line.tokens[4])) {
      servers.push(line.tokens[4] ?? '');
      used.push(line);
    } else
      ctx.report(
        'ignored',
        'DNS',
        line,
        'SOS_DNS_OPTION',
        `DNS setting "${line.tokens.slice(1).join(' ')}" is not converted (DNS proxy and cache settings: FortiOS defaults apply).`,
      );
  }
  if (used.length === 0) return;
  ctx.model.dns = {
    origin: ctx.objectLines(used, 'DNS', 'dns', 'DNS settings'),
    servers,
    ...(domain ? { domain } : {}),
  };
}

const DAYS: TDay[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

function time(token: string | undefined): string | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(token ?? '');
  return match ? `${(match[1] ?? '').padStart(2, '0')}:${match[2] ?? ''}` : undefined;
}

/** `MM/DD/YYYY H:MM` -> `YYYY/MM/DD HH:MM`. */
function moment(date: string | undefined, clock: string | undefined): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(date ?? '');
  const hhmm = time(clock);
  if (!match || !hhmm) return undefined;
  return `${match[3] ?? ''}/${(match[1] ?? '').padStart(2, '0')}/${(match[2] ?? '').padStart(2, '0')} ${hhmm}`;
}

/** `set scheduler "S" once start D T stop D T` and `recurrent DAY start T stop T [start T stop T]`. */
export function buildSchedules(ctx: ScreenOsContext, byName: Map<string, TSosLine[]>): void {
  for (const [name, lines] of byName) {
    const schedule: TSchedule = { name, origin: ctx.runOrigin(lines), recurring: [] };
    const used: TSosLine[] = [];
    for (const line of lines) {
      const rest = line.tokens.slice(3);
      const commentAt = rest.indexOf('comment');
      if (commentAt >= 0 && rest[commentAt + 1]) schedule.comment = rest[commentAt + 1];
      if (rest[0] === 'once' && rest[1] === 'start' && rest[4] === 'stop') {
        const start = moment(rest[2], rest[3]);
        const end = moment(rest[5], rest[6]);
        if (start && end) {
          schedule.absolute = { start, end };
          used.push(line);
          continue;
        }
      }
      if (rest[0] === 'recurrent') {
        const day = rest[1]?.toLowerCase() ?? '';
        const days = day === 'daily' ? DAYS : DAYS.filter((d) => d === day);
        const windows: { start: string; end: string }[] = [];
        for (let i = 2; rest[i] === 'start' && rest[i + 2] === 'stop'; i += 4) {
          const start = time(rest[i + 1]);
          const end = time(rest[i + 3]);
          if (start && end) windows.push({ start, end });
        }
        if (days.length && windows.length) {
          for (const window of windows) schedule.recurring.push({ days, ...window });
          used.push(line);
          continue;
        }
      }
      ctx.report(
        'unsupported',
        'Schedules',
        line,
        'SOS_SCHEDULE_UNREADABLE',
        'The schedule line could not be read.',
        name,
      );
    }
    if (used.length === 0) continue;
    schedule.origin = ctx.objectLines(used, 'Schedules', name, 'schedule');
    ctx.model.schedules.push(schedule);
  }
}
