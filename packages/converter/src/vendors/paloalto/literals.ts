import type { TAddress } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import { networkOf } from '../../net/ipv4.js';

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** An ip-netmask value (`10.0.0.0/24`, a bare IP = /32, IPv6 too) as a prefix. */
export function parseNetmask(value: string): { ip: string; prefix: number } | undefined {
  const [ip = '', len] = value.trim().split('/');
  const v4 = IPV4.test(ip) && ip.split('.').every((o) => Number(o) <= 255);
  const v6 = !v4 && /^[0-9a-fA-F:.]+$/.test(ip) && ip.includes(':');
  if (!v4 && !v6) return undefined;
  const max = v4 ? 32 : 128;
  const prefix = len === undefined ? max : Number(len);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) return undefined;
  return { ip: v4 ? networkOf(ip, prefix) : ip.toLowerCase(), prefix };
}

/** An ip-range value `A-B` (IPv4). */
export function parseRange(value: string): { start: string; end: string } | undefined {
  const [start = '', end = '', extra] = value.trim().split('-');
  if (extra !== undefined || !IPV4.test(start) || !IPV4.test(end)) return undefined;
  return { start, end };
}

/**
 * The address a PAN-OS literal in a rule stands for: a country code (`US`), an ip-range or an
 * ip-netmask value as PAN-OS writes them; undefined if it is none.
 */
export function literalToAddress(value: string, origin: TOrigin): TAddress | undefined {
  const base = { origin, generated: true };
  if (/^[A-Z]{2}$/.test(value))
    return { ...base, name: `geo-${value}`, kind: 'geo', country: value };
  const range = parseRange(value);
  if (range) return { ...base, name: `r-${range.start}-${range.end}`, kind: 'range', ...range };
  const net = parseNetmask(value);
  if (!net) return undefined;
  if (net.prefix === 32 || net.prefix === 128)
    return { ...base, name: `h-${net.ip}`, kind: 'host', ip: net.ip };
  return { ...base, name: `n-${net.ip}_${net.prefix}`, kind: 'subnet', ...net };
}
