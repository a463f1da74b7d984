import type { TPortRange, TPrefix } from '../../../model/ir.js';
import { isIpv4, maskToPrefix } from '../../../net/ipv4.js';
import { toInt } from './fields.js';

/** Readers of FortiOS value syntax: prefixes, ranges, port ranges. */

/** `['10.0.0.0', '255.255.255.0']`, `['10.0.0.0/24']` or `['10.0.0.0/255.255.255.0']`. */
export function readPrefix(values: readonly string[]): TPrefix | undefined {
  const [first, second] = values;
  if (first === undefined) return undefined;
  const slash = first.indexOf('/');
  const ip = slash < 0 ? first : first.slice(0, slash);
  const mask = slash < 0 ? second : first.slice(slash + 1);
  if (!isIpv4(ip)) return undefined;
  if (mask === undefined) return { ip, prefix: 32 };
  const length = isIpv4(mask) ? maskToPrefix(mask) : toInt(mask);
  if (length === undefined || length > 32) return undefined;
  return { ip, prefix: length };
}

/** `10.0.0.1-10.0.0.5` or a single `10.0.0.1`. */
export function readIpRange(text: string | undefined): [string, string] | undefined {
  if (text === undefined) return undefined;
  const dash = text.indexOf('-');
  const start = dash < 0 ? text : text.slice(0, dash);
  const end = dash < 0 ? text : text.slice(dash + 1);
  return isIpv4(start) && isIpv4(end) ? [start, end] : undefined;
}

/** `80`, `1000-2000`; undefined when malformed or out of 0-65535. */
export function readPorts(text: string): TPortRange | undefined {
  const dash = text.indexOf('-');
  const low = toInt(dash < 0 ? text : text.slice(0, dash));
  const high = dash < 0 ? low : toInt(text.slice(dash + 1));
  if (low === undefined || high === undefined || low > 65535 || high > 65535) return undefined;
  return low <= high ? [low, high] : [high, low];
}

/** One `tcp-portrange` item: `dstlow[-dsthigh][:srclow[-srchigh]]`. */
export function readPortItem(text: string): { dst: TPortRange; src?: TPortRange } | undefined {
  const colon = text.indexOf(':');
  const dst = readPorts(colon < 0 ? text : text.slice(0, colon));
  if (!dst) return undefined;
  if (colon < 0) return { dst };
  const src = readPorts(text.slice(colon + 1));
  return src ? { dst, src } : undefined;
}
