import type { TPortRange } from '../../../model/ir.js';
import { formatIpv4, isIpv4, prefixRange } from '../../../net/ipv4.js';
import { optional } from './addresses.js';
import type { ParseContext } from './context.js';
import { editsOf, Fields } from './fields.js';
import type { TCliConfig, TCliEdit } from './tree.js';
import { readIpRange, readPorts, readPrefix } from './values.js';

/**
 * `firewall vip` (static NAT) -> TNatRule with generated addresses (and services, for port
 * forwarding); `firewall vipgrp` -> expanded where used; `firewall ippool` -> TIpPool.
 * A VIP's rule id is the VIP's name. Policies that name a VIP in `dstaddr` get its mapped
 * address instead: the model's policies match real addresses, as in FortiOS central NAT.
 */

function addRangeAddress(
  ctx: ParseContext,
  entry: TCliEdit,
  base: string,
  range: [string, string],
  what: string,
): string {
  const name = ctx.uniqueName(base);
  const [start, end] = range;
  const body =
    start === end ? { kind: 'host' as const, ip: start } : { kind: 'range' as const, start, end };
  ctx.model.addresses.push({
    name,
    origin: ctx.origin(entry),
    generated: true,
    comment: `${what} of VIP "${entry.key}"`,
    ...body,
  });
  ctx.define('address', name);
  return name;
}

function addPortService(
  ctx: ParseContext,
  entry: TCliEdit,
  base: string,
  protocol: 'tcp' | 'udp' | 'sctp',
  ports: TPortRange,
  what: string,
): string {
  const name = ctx.uniqueName(base);
  ctx.model.services.push({
    name,
    origin: ctx.origin(entry),
    generated: true,
    comment: `${what} of VIP "${entry.key}"`,
    terms: [{ protocol, dst: [ports] }],
  });
  ctx.define('service', name);
  return name;
}

export function mapVips(ctx: ParseContext, table: TCliConfig): void {
  for (const entry of editsOf(table)) {
    const f = new Fields(entry);
    const name = entry.key;
    const type = f.str('type') ?? 'static-nat';
    const external = readIpRange(f.str('extip'));
    const mappedList = f.list('mappedip');
    const mapped = readIpRange(mappedList[0]);
    const protocol = f.str('protocol') ?? 'tcp';
    const portforward = f.flag('portforward', false);
    const extPorts = readPorts(f.str('extport') ?? '');
    const mappedPorts = f.has('mappedport') ? readPorts(f.str('mappedport') ?? '') : extPorts;
    const why =
      type !== 'static-nat'
        ? `type ${type} has no equivalent in the model`
        : !external || !mapped
          ? `extip '${f.str('extip') ?? ''}' / mappedip '${mappedList.join(' ')}' are not IPv4 addresses or ranges`
          : portforward &&
              (!extPorts ||
                !mappedPorts ||
                (protocol !== 'tcp' && protocol !== 'udp' && protocol !== 'sctp'))
            ? `port forwarding of ${protocol} '${f.str('extport') ?? ''}' cannot be read`
            : undefined;
    if (why || !external || !mapped) {
      ctx.define('address', name, 'unsupported');
      ctx.line(
        'unsupported',
        'NAT',
        entry,
        'FORTIOS_VIP_UNSUPPORTED',
        `VIP "${name}": ${why ?? 'unreadable'}`,
        name,
      );
      continue;
    }
    const dst = addRangeAddress(ctx, entry, `${name}-extip`, external, 'external address');
    const translated = addRangeAddress(ctx, entry, `${name}-mappedip`, mapped, 'mapped address');
    let service: string | undefined;
    let translatedService: string | undefined;
    if (
      portforward &&
      extPorts &&
      mappedPorts &&
      (protocol === 'tcp' || protocol === 'udp' || protocol === 'sctp')
    ) {
      service = addPortService(ctx, entry, `${name}-extport`, protocol, extPorts, 'external port');
      if (mappedPorts[0] !== extPorts[0] || mappedPorts[1] !== extPorts[1]) {
        translatedService = addPortService(
          ctx,
          entry,
          `${name}-mappedport`,
          protocol,
          mappedPorts,
          'mapped port',
        );
      }
    }
    const extintf = f.str('extintf') ?? 'any';
    const comment = optional(f.str('comment'));
    const filter = sourceFilter(ctx, entry, f.list('src-filter'));
    ctx.define('address', name, 'nat');
    ctx.vipMapped.set(name, translated);
    ctx.model.nat.push({
      id: name,
      origin: ctx.origin(entry),
      section: 1,
      type: 'static',
      srcIntf: extintf === 'any' ? 'any' : [extintf],
      dstIntf: 'any',
      src: filter ?? 'any',
      dst: [dst],
      service: service ? [service] : 'any',
      translatedSrc: { kind: 'none' },
      translatedDst: { kind: 'address', ref: translated },
      ...(translatedService ? { translatedService } : {}),
      // Connections from the mapped side get the external address only with nat-source-vip.
      bidirectional: f.flag('nat-source-vip', false),
      enabled: f.str('status') !== 'disable',
      ...(comment ? { comment } : {}),
    });
    noteVip(ctx, name, f, mappedList.length, filter !== undefined);
  }
}

/**
 * `src-filter "10.0.0.0/24" "10.1.0.1-10.1.0.9"`: the clients the VIP translates for, as
 * generated addresses; undefined when absent or when an item cannot be read (then noted).
 */
function sourceFilter(ctx: ParseContext, entry: TCliEdit, items: string[]): string[] | undefined {
  const ranges = items.map((item) => {
    if (!item.includes('/')) return readIpRange(item);
    const prefix = readPrefix([item]);
    if (!prefix) return undefined;
    const [low, high] = prefixRange(prefix.ip, prefix.prefix);
    return [formatIpv4(low), formatIpv4(high)] as [string, string];
  });
  if (items.length === 0 || ranges.some((r) => !r)) return undefined;
  return ranges.flatMap((range) =>
    range ? [addRangeAddress(ctx, entry, `${entry.key}-src`, range, 'source filter')] : [],
  );
}

function noteVip(
  ctx: ParseContext,
  name: string,
  f: Fields,
  mappedCount: number,
  filtered: boolean,
): void {
  if (mappedCount > 1) {
    ctx.note(
      'nat',
      name,
      'unsupported',
      'FORTIOS_VIP_MAPPED_LIST',
      `only the first of ${mappedCount} mapped ranges is carried`,
    );
  }
  const extra = [
    'src-filter',
    'srcintf-filter',
    'service',
    'portmapping-type',
    'arp-reply',
    'http-redirect',
  ].filter(
    (key) =>
      f.has(key) &&
      !(key === 'arp-reply' && f.str(key) === 'enable') &&
      !(key === 'src-filter' && filtered),
  );
  if (extra.length)
    ctx.note('nat', name, 'partial', 'FORTIOS_VIP_OPTIONS', `not carried: ${extra.join(', ')}`);
}

export function mapVipGroups(ctx: ParseContext, table: TCliConfig): void {
  for (const entry of editsOf(table)) {
    const members = new Fields(entry).list('member');
    ctx.vipGroups.set(entry.key, members);
    ctx.define('address', entry.key, 'vipgrp');
    ctx.line(
      'ignored',
      'NAT',
      entry,
      'FORTIOS_VIPGRP_EXPANDED',
      `VIP group "${entry.key}": policies that use it name the mapped addresses of its members (${members.join(', ')}) instead`,
      entry.key,
    );
  }
}

export function mapIpPools(ctx: ParseContext, table: TCliConfig): void {
  for (const entry of editsOf(table)) {
    const f = new Fields(entry);
    const name = entry.key;
    const start = f.str('startip') ?? '';
    const end = f.str('endip') ?? start;
    if (!isIpv4(start) || !isIpv4(end)) {
      ctx.define('ipPool', name, 'unsupported');
      ctx.line(
        'unsupported',
        'IP Pools',
        entry,
        'FORTIOS_IPPOOL_RANGE',
        `IP pool "${name}": '${start}-${end}' is not an IPv4 range`,
        name,
      );
      continue;
    }
    const type = f.str('type') ?? 'overload';
    const comment = optional(f.str('comments'));
    ctx.define('ipPool', name);
    ctx.model.ipPools.push({
      name,
      origin: ctx.origin(entry),
      start,
      end,
      type: type === 'one-to-one' ? 'one-to-one' : 'overload',
      ...(comment ? { comment } : {}),
    });
    if (type !== 'one-to-one' && type !== 'overload') {
      ctx.note(
        'ipPools',
        name,
        'partial',
        'FORTIOS_IPPOOL_TYPE',
        `type ${type} is read as overload`,
      );
    }
  }
}
