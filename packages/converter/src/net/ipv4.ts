/**
 * IPv4 arithmetic on unsigned 32-bit numbers. Parsers use it to read masks and wildcards, the
 * emitter for route lookups, verification for address sets.
 */

const OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** Parses dotted-quad IPv4 into an unsigned 32-bit number; undefined if it is not one. */
export function parseIpv4(text: string): number | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!OCTET.test(part)) return undefined;
    value = value * 256 + Number(part);
  }
  return value;
}

export function isIpv4(text: string): boolean {
  return parseIpv4(text) !== undefined;
}

export function formatIpv4(value: number): string {
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
}

/** Prefix length of a contiguous netmask (`255.255.255.0` -> 24); undefined otherwise. */
export function maskToPrefix(mask: string): number | undefined {
  const value = parseIpv4(mask);
  if (value === undefined) return undefined;
  const inverted = ~value >>> 0;
  // A contiguous mask inverted is 2^k - 1.
  if ((inverted & (inverted + 1)) !== 0) return undefined;
  return 32 - Math.log2(inverted + 1);
}

export function prefixToMask(prefix: number): string {
  return formatIpv4(prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0);
}

/** First and last address of a prefix, as numbers. */
export function prefixRange(ip: string, prefix: number): [number, number] {
  const base = parseIpv4(ip) ?? 0;
  const size = 2 ** (32 - prefix);
  const start = base - (base % size);
  return [start, start + size - 1];
}

/** The network address of ip/prefix (host bits cleared). */
export function networkOf(ip: string, prefix: number): string {
  return formatIpv4(prefixRange(ip, prefix)[0]);
}

/** The shortest list of prefixes covering exactly [start, end]. */
export function rangeToPrefixes(start: number, end: number): { ip: string; prefix: number }[] {
  const out: { ip: string; prefix: number }[] = [];
  let current = start;
  while (current <= end) {
    let size = current === 0 ? 2 ** 32 : 2 ** Math.min(32, countTrailingZeros(current));
    while (current + size - 1 > end) size /= 2;
    out.push({ ip: formatIpv4(current), prefix: 32 - Math.log2(size) });
    current += size;
  }
  return out;
}

function countTrailingZeros(value: number): number {
  let count = 0;
  while (count < 32 && value % 2 ** (count + 1) === 0) count += 1;
  return count;
}
