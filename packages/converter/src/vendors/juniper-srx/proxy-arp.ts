import { AddressResolver, type TInterval } from '../../model/resolve.js';
import { parseIpv4 } from '../../net/ipv4.js';
import type { SrxContext } from './context.js';
import { poolRange } from './nat-pools.js';
import { groupByWord, under, type TStmt } from './statements.js';

/** The public side of each NAT rule read: VIP external addresses and source pools. */
function natIntervals(ctx: SrxContext): TInterval[] {
  const resolver = new AddressResolver(ctx.model);
  const refs = ctx.model.nat.flatMap((rule) => [
    ...(rule.translatedSrc.kind === 'pool' ? [rule.translatedSrc.pool] : []),
    ...(rule.translatedSrc.kind === 'address' ? [rule.translatedSrc.ref] : []),
    ...(rule.translatedDst.kind === 'address' && rule.dst !== 'any' ? rule.dst : []),
  ]);
  return refs.flatMap((ref) => resolver.resolve([ref]) ?? []);
}

const text = (start: string, end: string) => (start === end ? start : `${start}-${end}`);

/**
 * `security nat proxy-arp` (and `proxy-ndp`). FortiOS answers ARP for the addresses of its VIPs
 * and IP pools itself (`arp-reply`, enabled by default), so entries inside a converted NAT rule's
 * public addresses need nothing; the others are reported with the FortiOS setting that would
 * answer for them (`config system proxy-arp`).
 */
export function readProxyArp(ctx: SrxContext, stmts: TStmt[]): void {
  const all = under(stmts, ['security', 'nat']);
  ctx.reportStmts(
    all.filter((s) => s.words[2] === 'proxy-ndp'),
    4,
    'unsupported',
    'NAT',
    'JUNOS_PROXY_NDP',
    'Proxy NDP (IPv6 neighbour answers for NAT addresses) is not converted: IPv6 NAT is not converted.',
    'proxy-ndp',
  );
  const covered = natIntervals(ctx);
  const arp = all.filter((s) => s.words[2] === 'proxy-arp' && s.words[3] === 'interface');
  for (const [iface, list] of groupByWord(arp, 4)) {
    const inNat: TStmt[] = [];
    const outside: { stmt: TStmt; text: string }[] = [];
    const unread: TStmt[] = [];
    for (const stmt of list) {
      const range = stmt.words[5] === 'address' ? poolRange(stmt.words.slice(6)) : undefined;
      const low = range ? parseIpv4(range.start) : undefined;
      const high = range ? parseIpv4(range.end) : undefined;
      if (!range || low === undefined || high === undefined) unread.push(stmt);
      else if (covered.some(([a, b]) => a <= low && high <= b)) inNat.push(stmt);
      else outside.push({ stmt, text: text(range.start, range.end) });
    }
    const name = `proxy-arp ${iface}`;
    ctx.reportStmts(
      inNat,
      7,
      'converted',
      'NAT',
      'JUNOS_PROXY_ARP_NAT',
      `Proxy ARP on ${iface} for addresses of converted NAT rules: FortiOS answers ARP for its VIP and IP pool addresses itself (arp-reply, enabled by default).`,
      name,
    );
    ctx.reportStmts(
      outside.map((o) => o.stmt),
      7,
      'unsupported',
      'NAT',
      'JUNOS_PROXY_ARP',
      `Proxy ARP on ${iface} for ${outside.map((o) => o.text).join(', ')}: ${outside.length > 1 ? 'no converted NAT rule has these addresses, so FortiOS will not answer ARP for them' : 'no converted NAT rule has this address, so FortiOS will not answer ARP for it'}. If still needed, add it under config system proxy-arp (interface, ip, end-ip).`,
      name,
    );
    ctx.reportStmts(
      unread,
      5,
      'unsupported',
      'NAT',
      'JUNOS_PROXY_ARP_UNREADABLE',
      `A proxy ARP setting on ${iface} this converter does not read (not an IPv4 address or range).`,
      name,
    );
  }
}
