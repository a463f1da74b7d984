/**
 * A Junos prefix: `a.b.c.d/n`, a bare IPv4 (/32) or an IPv6 prefix, the address as written
 * (host bits kept: an interface address says its own host); undefined otherwise.
 */
export function parsePrefix(text: string): { ip: string; prefix: number } | undefined {
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3})(?:\/(\d{1,2}))?$/.exec(text);
  if (v4?.[1]) {
    const prefix = v4[2] === undefined ? 32 : Number(v4[2]);
    if (prefix > 32 || v4[1].split('.').some((o) => Number(o) > 255)) return undefined;
    return { ip: v4[1], prefix };
  }
  const v6 = /^([0-9a-fA-F:]*:[0-9a-fA-F:.]*)(?:\/(\d{1,3}))?$/.exec(text);
  if (v6?.[1]) {
    const prefix = v6[2] === undefined ? 128 : Number(v6[2]);
    return prefix > 128 ? undefined : { ip: v6[1].toLowerCase(), prefix };
  }
  return undefined;
}
