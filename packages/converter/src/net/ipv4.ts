/**
 * IPv4 arithmetic on unsigned 32-bit numbers. Parsers use it to read masks and wildcards, the
 * emitter for route lookups, verification for address sets.
 */

/**
 * Parses dotted-quad IPv4 into an unsigned 32-bit number; undefined if it is not one. Octets are
 * 0-255 without leading zeros. One pass over the characters, no allocation: it is the hottest
 * function of a large conversion (parsers, emitter and verifier all call it).
 */
export function parseIpv4(text: string): number | undefined {
  if (text.length < 7 || text.length > 15) return undefined;
  let value = 0;
  let octet = 0;
  let digits = 0;
  let dots = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 46) {
      if (digits === 0 || dots === 3) return undefined;
      value = value * 256 + octet;
      octet = 0;
      digits = 0;
      dots += 1;
    } else if (code >= 48 && code <= 57) {
      // A leading zero is only an octet of its own ("0", never "01").
      if (digits === 3 || (digits === 1 && octet === 0)) return undefined;
      octet = octet * 10 + (code - 48);
      digits += 1;
      if (octet > 255) return undefined;
    } else return undefined;
  }
  if (dots !== 3 || digits === 0) return undefined;
  return value * 256 + octet;
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
