import type { TPortRange, TService, TServiceGroup, TServiceTerm } from '../../../model/ir.js';
import type { TNote } from '../../../report/report-types.js';
import { optional } from './addresses.js';
import type { ParseContext } from './context.js';
import { editsOf, Fields } from './fields.js';
import type { TCliConfig } from './tree.js';
import { readPortItem } from './values.js';

/** `firewall service custom` and `firewall service group` -> TService, TServiceGroup. */

type TIssue = Omit<TNote, 'status'> & { status: 'partial' | 'unsupported' };

const PORT_PROTOCOLS = [
  ['tcp-portrange', 'tcp'],
  ['udp-portrange', 'udp'],
  ['sctp-portrange', 'sctp'],
] as const;

/** Session timers change how long sessions live, not what matches. */
const TIMER_KEYS = [
  'session-ttl',
  'tcp-halfclose-timer',
  'tcp-halfopen-timer',
  'tcp-timewait-timer',
  'udp-idle-timer',
];

const isFullRange = (range: TPortRange): boolean => range[0] === 0 && range[1] === 65535;

/**
 * Port terms of one protocol. Items with the same source range share a term; items with
 * different ones cannot (a term matches every dst x src combination).
 */
function portTerms(
  protocol: 'tcp' | 'udp' | 'sctp',
  items: readonly string[],
  issues: TIssue[],
): TServiceTerm[] {
  const bySource = new Map<string, { dst: TPortRange[]; src?: TPortRange }>();
  for (const item of items) {
    const read = readPortItem(item);
    if (!read) {
      issues.push({
        status: 'partial',
        code: 'FORTIOS_SERVICE_PORTS',
        message: `${protocol} port range '${item}' is malformed and was left out`,
      });
      continue;
    }
    const src = read.src && !isFullRange(read.src) ? read.src : undefined;
    const key = src ? `${src[0]}-${src[1]}` : '';
    const group = bySource.get(key);
    if (group) group.dst.push(read.dst);
    else bySource.set(key, src ? { dst: [read.dst], src } : { dst: [read.dst] });
  }
  return [...bySource.values()].map((group) =>
    group.src ? { protocol, dst: group.dst, src: [group.src] } : { protocol, dst: group.dst },
  );
}

/** What a service entry matches, and what of it could not be represented. */
export function readServiceTerms(f: Fields): { terms: TServiceTerm[]; issues: TIssue[] } {
  const issues: TIssue[] = [];
  const protocol = (f.str('protocol') ?? 'TCP/UDP/SCTP').toUpperCase();
  let terms: TServiceTerm[] = [];
  if (protocol === 'TCP/UDP/SCTP' || protocol === 'TCP/UDP/UDP-LITE/SCTP') {
    for (const [key, name] of PORT_PROTOCOLS) terms.push(...portTerms(name, f.list(key), issues));
    if (f.list('udplite-portrange').length) {
      issues.push({
        status: 'unsupported',
        code: 'FORTIOS_SERVICE_UDPLITE',
        message: 'UDP-Lite ports are not represented',
      });
    }
  } else if (protocol === 'ICMP' || protocol === 'ICMP6') {
    const type = f.int('icmptype');
    const code = f.int('icmpcode');
    terms = [
      {
        protocol: protocol === 'ICMP' ? 'icmp' : 'icmp6',
        ...(type !== undefined ? { type } : {}),
        ...(type !== undefined && code !== undefined ? { code } : {}),
      },
    ];
  } else if (protocol === 'IP') {
    // protocol-number 0 (or none) is every IP protocol.
    terms = [{ protocol: 'ip', number: f.int('protocol-number') ?? 0 }];
  } else if (protocol === 'ALL') {
    terms = [{ protocol: 'ip', number: 0 }];
  } else {
    issues.push({
      status: 'unsupported',
      code: 'FORTIOS_SERVICE_PROTOCOL',
      message: `protocol ${protocol} (explicit proxy) has no equivalent`,
    });
  }
  if (f.flag('proxy', false)) {
    issues.push({
      status: 'partial',
      code: 'FORTIOS_SERVICE_PROXY',
      message: 'explicit-proxy service: used by proxy policies only',
    });
  }
  const iprange = f.str('iprange');
  const fqdn = optional(f.str('fqdn'));
  if ((iprange && iprange !== '0.0.0.0') || fqdn) {
    issues.push({
      status: 'unsupported',
      code: 'FORTIOS_SERVICE_DESTINATION',
      message: `the service is limited to destination ${iprange && iprange !== '0.0.0.0' ? iprange : fqdn}, which the model cannot express`,
    });
  }
  const timers = TIMER_KEYS.filter((key) => f.has(key));
  if (timers.length) {
    issues.push({
      status: 'partial',
      code: 'FORTIOS_SERVICE_TIMERS',
      message: `session timers not carried: ${timers.join(', ')}`,
    });
  }
  if (terms.length === 0 && issues.length === 0) {
    issues.push({
      status: 'partial',
      code: 'FORTIOS_SERVICE_EMPTY',
      message: 'no port range: the service matches nothing',
    });
  }
  return { terms, issues };
}

export function mapServices(ctx: ParseContext, table: TCliConfig): void {
  for (const entry of editsOf(table)) {
    const f = new Fields(entry);
    const { terms, issues } = readServiceTerms(f);
    const comment = optional(f.str('comment'));
    ctx.define('service', entry.key);
    const service: TService = { name: entry.key, origin: ctx.origin(entry), terms };
    if (comment) service.comment = comment;
    ctx.model.services.push(service);
    for (const issue of issues)
      ctx.note('services', entry.key, issue.status, issue.code, issue.message);
  }
}

export function mapServiceGroups(ctx: ParseContext, table: TCliConfig): void {
  for (const entry of editsOf(table)) {
    const f = new Fields(entry);
    const comment = optional(f.str('comment'));
    ctx.define('service', entry.key);
    const group: TServiceGroup = {
      name: entry.key,
      origin: ctx.origin(entry),
      members: f.list('member'),
    };
    if (comment) group.comment = comment;
    ctx.model.serviceGroups.push(group);
  }
}
