import type { TAddress } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import { networkOf } from '../../net/ipv4.js';
import {
  dottedMaskPrefix,
  parseIpv4Range,
  parsePrefix,
  type TAddressValue,
} from '../toolkit/vendor-context.js';
import type { HuaweiContext } from './context.js';
import { restOf, type TVrpLine } from './lines.js';

const ADDR = 'Addresses & Address Groups';
const IPV4 = /^\d+\.\d+\.\d+\.\d+$/;

/** A wildcard whose set bits are the low ones is a mask (`0.0.0.255` = /24). */
function wildcardPrefix(wildcard: string): number | undefined {
  if (!IPV4.test(wildcard)) return undefined;
  const inverse = wildcard
    .split('.')
    .map((o) => String(255 - Number(o)))
    .join('.');
  return dottedMaskPrefix(inverse);
}

type TEntry = { ref: string } | { address: TAddress };

/**
 * One `address` entry (`ip mask m`, `ip len`, `ip wildcard w`, `range a b`, `address-set N`),
 * the optional entry id already skipped, as an address named for its value (not yet in the
 * model) or a reference; undefined when it is not readable.
 */
function entryOf(ctx: HuaweiContext, words: readonly string[], line: TVrpLine): TEntry | undefined {
  const [first = '', second, third] = words;
  const origin = ctx.origin(line);
  if (first === 'address-set')
    return second && (ctx.names.has('addressGroups', second) || ctx.names.has('addresses', second))
      ? { ref: second }
      : undefined;
  if (first === 'range') {
    const range = parseIpv4Range(`${second ?? ''}-${third ?? ''}`);
    return range && { address: addressOf(range, origin) };
  }
  if (second === 'wildcard' && third) {
    const prefix = wildcardPrefix(third);
    if (prefix !== undefined)
      return IPV4.test(first) ? { address: addressOf({ ip: first, prefix }, origin) } : undefined;
    if (!IPV4.test(first) || !IPV4.test(third)) return undefined;
    const name = `w-${first}_${third}`;
    return {
      address: { name, origin, generated: true, kind: 'wildcard', ip: first, wildcard: third },
    };
  }
  const mask = second === 'mask' ? third : second;
  const prefix = parsePrefix(mask === undefined ? first : `${first}/${mask}`);
  return prefix && { address: addressOf(prefix, origin) };
}

/** The address of a value, named as the toolkit names literals (`h-`, `n-`, `r-`). */
function addressOf(value: TAddressValue, origin: TOrigin): TAddress {
  if ('start' in value)
    return {
      name: `r-${value.start}-${value.end}`,
      origin,
      generated: true,
      kind: 'range',
      ...value,
    };
  if (value.prefix === 32 || value.prefix === 128)
    return { name: `h-${value.ip}`, origin, generated: true, kind: 'host', ip: value.ip };
  const ip = value.ip.includes(':') ? value.ip : networkOf(value.ip, value.prefix);
  return {
    name: `n-${ip}_${value.prefix}`,
    origin,
    generated: true,
    kind: 'subnet',
    ip,
    prefix: value.prefix,
  };
}

/** `ip address-set X type object|group` views: one entry is an address, several a group. */
export function readAddressSets(ctx: HuaweiContext, views: readonly TVrpLine[]): void {
  for (const view of views) {
    const name = view.words[2] ?? '';
    const entries: TEntry[] = [];
    const unread: string[] = [];
    let comment: string | undefined;
    for (const line of view.children) {
      if (line.words[0] === 'description') {
        comment = restOf(line, 1);
        continue;
      }
      if (line.words[0] !== 'address') {
        ctx.report(
          'unrecognised',
          ADDR,
          line,
          'HW_ADDRESS_LINE',
          `Not read: "${line.text}".`,
          name,
        );
        continue;
      }
      const from = /^\d+$/.test(line.words[1] ?? '') ? 2 : 1;
      const entry = entryOf(ctx, line.words.slice(from), line);
      if (entry) entries.push(entry);
      else unread.push(line.text);
    }
    const origin = ctx.origin(view);
    const [only] = entries;
    if (entries.length === 1 && unread.length === 0 && only && 'address' in only) {
      const address = { ...only.address, name, origin, ...(comment ? { comment } : {}) };
      delete address.generated;
      ctx.model.addresses.push(address);
    } else {
      const members = entries.map((e) => ('ref' in e ? e.ref : ctx.generatedAddress(e.address)));
      ctx.model.addressGroups.push({ name, origin, members, ...(comment ? { comment } : {}) });
    }
    if (unread.length > 0)
      ctx.note(
        'addressGroups',
        name,
        'partial',
        'HW_ADDRESS_ENTRY',
        `Entries not converted (not an address FortiOS can hold, or a set not defined above): ${unread.join('; ')}.`,
        'narrows',
      );
  }
}

/** `domain-set name X` with `add domain D` lines: FQDN addresses in a group named X. */
export function readDomainSets(ctx: HuaweiContext, views: readonly TVrpLine[]): void {
  for (const view of views) {
    const name = view.words[2] ?? '';
    const members: string[] = [];
    for (const line of view.children) {
      const [w0, w1, w2] = line.words;
      if (w0 === 'add' && w1 === 'domain' && w2) {
        members.push(
          ctx.generatedAddress({
            name: `f-${w2}`,
            origin: ctx.origin(line),
            generated: true,
            kind: 'fqdn',
            fqdn: w2,
          }),
        );
      } else if (w0 !== 'description')
        ctx.report('unrecognised', ADDR, line, 'HW_DOMAIN_LINE', `Not read: "${line.text}".`, name);
    }
    ctx.model.addressGroups.push({ name, origin: ctx.origin(view), members });
  }
}
