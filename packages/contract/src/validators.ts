/**
 * Validators shared by the server and the web app (spec §5): IPv4, IPv4 with a CIDR mask, and
 * e-mail / URL recognition in text. Each pattern is linear-time (no nested quantifiers).
 */

// One octet 0-255 without leading zeros ("01" and "256" are not octets).
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)';
const IPV4 = `${OCTET}(?:\\.${OCTET}){3}`;

const IPV4_RE = new RegExp(`^${IPV4}$`);
// spec §5: the mask runs from /8 through /32.
const IPV4_CIDR_RE = new RegExp(`^${IPV4}/(?:[89]|[12]\\d|3[0-2])$`);

/** spec §5: four octets 0-255. */
export function isIpv4(value: string): boolean {
  return IPV4_RE.test(value);
}

/** spec §5: IPv4 with a CIDR mask /8 through /32. */
export function isIpv4Cidr(value: string): boolean {
  return IPV4_CIDR_RE.test(value);
}

/** E-mail addresses in text (recognition, not RFC 5322 validation). */
export const EMAIL_PATTERN = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** http(s) URLs in text. */
export const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/g;

export function isEmail(value: string): boolean {
  return new RegExp(`^${EMAIL_PATTERN.source}$`).test(value);
}

export function isUrl(value: string): boolean {
  return new RegExp(`^${URL_PATTERN.source}$`).test(value);
}
