import type { TAddress, TAddressGroup } from '../../../model/ir.js';
import { formatIpv4, parseIpv4 } from '../../../net/ipv4.js';
import type { ParseContext } from './context.js';
import { editsOf, Fields } from './fields.js';
import type { TCliConfig } from './tree.js';
import { readPrefix } from './values.js';

/** `firewall address` and `firewall addrgrp` -> TAddress, TAddressGroup. */

const TYPE = 'Addresses & Address Groups';

type TDistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A TAddress without its name, origin and comment: what the address matches. */
export type TAddressBody = TDistributiveOmit<TAddress, 'name' | 'origin' | 'comment' | 'generated'>;

/** Text for `comment ''`-style optional strings: the empty string means none. */
export const optional = (text: string | undefined): string | undefined => (text ? text : undefined);

function subnet(values: readonly string[]): TAddressBody | string {
  // `type ipmask` with no `subnet` line is 0.0.0.0/0 (the factory "all").
  const prefix = readPrefix(values.length ? values : ['0.0.0.0', '0.0.0.0']);
  if (!prefix) return `subnet '${values.join(' ')}' is not an IPv4 prefix`;
  return prefix.prefix === 32
    ? { kind: 'host', ip: prefix.ip }
    : { kind: 'subnet', ip: prefix.ip, prefix: prefix.prefix };
}

/** The address an entry describes, or why it cannot be one. */
export function readAddressBody(f: Fields): TAddressBody | string {
  const type = f.str('type') ?? 'ipmask';
  switch (type) {
    case 'ipmask':
    case 'interface-subnet':
      return subnet(f.list('subnet'));
    case 'iprange': {
      const start = f.str('start-ip') ?? '0.0.0.0';
      const end = f.str('end-ip') ?? start;
      if (parseIpv4(start) === undefined || parseIpv4(end) === undefined) {
        return `range '${start}-${end}' is not IPv4`;
      }
      return start === end ? { kind: 'host', ip: start } : { kind: 'range', start, end };
    }
    case 'fqdn': {
      const fqdn = f.str('fqdn');
      return fqdn ? { kind: 'fqdn', fqdn } : 'type fqdn without an fqdn';
    }
    case 'geography': {
      const country = f.str('country');
      return country ? { kind: 'geo', country } : 'type geography without a country';
    }
    case 'wildcard': {
      const [ip, mask] = f.list('wildcard');
      const maskValue = parseIpv4(mask ?? '');
      if (ip === undefined || parseIpv4(ip) === undefined || maskValue === undefined) {
        return `wildcard '${f.list('wildcard').join(' ')}' is not IPv4`;
      }
      // FortiOS wildcard masks mark the bits that must match; the model's mark "don't care".
      return { kind: 'wildcard', ip, wildcard: formatIpv4(~maskValue >>> 0) };
    }
    default:
      return `type ${type} has no equivalent in the model`;
  }
}

export function mapAddresses(ctx: ParseContext, table: TCliConfig): void {
  for (const entry of editsOf(table)) {
    const f = new Fields(entry);
    const body = readAddressBody(f);
    if (typeof body === 'string') {
      ctx.define('address', entry.key, 'unsupported');
      ctx.line(
        'unsupported',
        TYPE,
        entry,
        'FORTIOS_ADDRESS_UNSUPPORTED',
        `address "${entry.key}": ${body}`,
        entry.key,
      );
      continue;
    }
    ctx.define('address', entry.key);
    const comment = optional(f.str('comment'));
    ctx.model.addresses.push({
      name: entry.key,
      origin: ctx.origin(entry),
      ...(comment ? { comment } : {}),
      ...body,
    });
  }
}

export function mapAddressGroups(ctx: ParseContext, table: TCliConfig): void {
  for (const entry of editsOf(table)) {
    const f = new Fields(entry);
    const comment = optional(f.str('comment'));
    const exclude = f.flag('exclude', false) ? f.list('exclude-member') : [];
    ctx.define('address', entry.key);
    const group: TAddressGroup = {
      name: entry.key,
      origin: ctx.origin(entry),
      members: f.list('member'),
    };
    if (exclude.length) group.exclude = exclude;
    if (comment) group.comment = comment;
    ctx.model.addressGroups.push(group);
  }
}
