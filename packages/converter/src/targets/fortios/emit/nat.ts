import type { TNatRule, TNatTranslation, TPortRange, TRefList } from '../../../model/ir.js';
import type { AddressResolver, TInterval } from '../../../model/resolve.js';
import { formatIpv4 } from '../../../net/ipv4.js';
import { q } from '../writer.js';
import type { EmitContext } from './context.js';
import { vipMatch, type TVipPorts } from './vip-match.js';

const text = ([low, high]: TInterval) =>
  low === high ? formatIpv4(low) : `${formatIpv4(low)}-${formatIpv4(high)}`;
const portText = ([low, high]: TPortRange) => (low === high ? `${low}` : `${low}-${high}`);

/** One contiguous interval a reference stands for, or undefined. */
function single(resolver: AddressResolver, refs: TRefList | string): TInterval | undefined {
  if (refs === 'any') return undefined;
  const intervals = resolver.resolve(typeof refs === 'string' ? [refs] : refs);
  if (!intervals || intervals.length !== 1) return undefined;
  return intervals[0];
}

function firstPort(
  ctx: EmitContext,
  name: string | undefined,
): { protocol: 'tcp' | 'udp'; port: number } | undefined {
  const service = ctx.model.services.find((s) => s.name === name);
  const term = service?.terms[0];
  if (!term || (term.protocol !== 'tcp' && term.protocol !== 'udp') || !term.dst[0])
    return undefined;
  return { protocol: term.protocol, port: term.dst[0][0] };
}

interface TVip {
  rule: TNatRule;
  name: string;
  ext: TInterval;
  mapped: TInterval;
  extintf: string;
  ports?: TVipPorts;
  srcFilter?: string[];
}
interface TPool {
  name: string;
  interval: TInterval;
  type: 'overload' | 'one-to-one';
}

/**
 * ASA-style NAT in FortiOS central NAT mode, where policies keep real addresses as ASA 8.3+
 * ACLs do: VIPs for destination translation, IP pools, and `central-snat-map` rows in the
 * source's NAT order.
 */
export function emitNat(ctx: EmitContext): void {
  const rules = ctx.model.nat;
  if (rules.length === 0) {
    emitPolicyPools(ctx);
    return;
  }
  const { resolver } = ctx;
  const vips: TVip[] = [];
  const pools = new Map<string, TPool>();
  const intfName = (refs: TRefList) =>
    refs === 'any' ? 'any' : (ctx.policyIntf(refs[0] ?? '') ?? undefined);
  // A VIP's extintf is one interface (a zone member is fine), never a zone: a zone of one
  // interface gives that interface; a wider zone's condition stays with the policy.
  const members = new Map<string, string[]>();
  for (const [member, zone] of ctx.zoneOf)
    members.set(zone, [...(members.get(zone) ?? []), member]);
  const vipIntf = (refs: TRefList) => {
    const name = refs === 'any' ? 'any' : (ctx.intf(refs[0] ?? '') ?? 'any');
    const inZone = members.get(name);
    if (!inZone) return name;
    return inZone.length === 1 ? (inZone[0] ?? 'any') : 'any';
  };
  const poolFor = (translation: TNatTranslation, type: TPool['type']): TPool | undefined => {
    const ref =
      translation.kind === 'pool'
        ? translation.pool
        : translation.kind === 'address'
          ? translation.ref
          : undefined;
    const interval = ref ? single(resolver, ref) : undefined;
    if (!ref || !interval) return undefined;
    const existing = pools.get(ref);
    if (existing) return existing;
    const pool = { name: ctx.names.claim('ippool', ref).name, interval, type };
    pools.set(ref, pool);
    return pool;
  };
  const rows: { rule: TNatRule; srcintf: string; dstintf: string; nat: boolean; pool?: TPool }[] =
    [];

  for (const rule of rules) {
    const srcintf = intfName(rule.srcIntf);
    const dstintf = intfName(rule.dstIntf);
    const unsupported = (message: string) =>
      ctx.note('nat', rule.id, { status: 'unsupported', code: 'NAT_NOT_CONVERTED', message });
    if (!srcintf || !dstintf) {
      unsupported('Its interfaces did not convert.');
      continue;
    }
    if (rule.type === 'identity') {
      rows.push({ rule, srcintf, dstintf, nat: false });
      continue;
    }
    if (rule.type === 'static' && rule.translatedSrc.kind === 'address') {
      const real = single(resolver, rule.src);
      const mapped = single(resolver, rule.translatedSrc.ref);
      if (!real || !mapped || real[1] - real[0] !== mapped[1] - mapped[0]) {
        unsupported(
          'Static NAT between sets that are not one contiguous range of equal size is not converted yet.',
        );
        continue;
      }
      const realPort = firstPort(ctx, rule.service === 'any' ? undefined : rule.service[0]);
      const mappedPort = firstPort(ctx, rule.translatedService);
      vips.push({
        rule,
        name: ctx.names.claim('vip', `vip-${rule.id.replace(/^object:/, '').replace(/:/g, '-')}`)
          .name,
        ext: mapped,
        mapped: real,
        extintf: vipIntf(rule.dstIntf),
        ...(realPort && mappedPort
          ? {
              ports: {
                protocol: realPort.protocol,
                ext: [mappedPort.port, mappedPort.port],
                mapped: [realPort.port, realPort.port],
              },
            }
          : {}),
      });
      // A static rule with a service translates that port only: no source NAT for the rest.
      if (rule.bidirectional && rule.service === 'any') {
        const pool = poolFor(rule.translatedSrc, real[0] === real[1] ? 'overload' : 'one-to-one');
        if (pool) rows.push({ rule, srcintf, dstintf, nat: true, pool });
      }
    } else if (rule.type === 'dynamic' || rule.type === 'static') {
      if (rule.translatedSrc.kind === 'interface') rows.push({ rule, srcintf, dstintf, nat: true });
      else if (rule.translatedSrc.kind === 'pool' || rule.translatedSrc.kind === 'address') {
        const pool = poolFor(rule.translatedSrc, 'overload');
        if (!pool) {
          unsupported('Its mapped addresses are not one IPv4 range.');
          continue;
        }
        rows.push({ rule, srcintf, dstintf, nat: true, pool });
      } else if (rule.translatedDst.kind === 'none') {
        unsupported('It translates nothing this converter can express.');
        continue;
      }
    }
    let serviceCarried = rule.type === 'static' && rule.translatedSrc.kind === 'address';
    if (rule.translatedDst.kind === 'address') {
      const ext = single(resolver, rule.dst);
      const mapped = single(resolver, rule.translatedDst.ref);
      if (ext && mapped && ext[1] - ext[0] === mapped[1] - mapped[0]) {
        const match = vipMatch(ctx, rule);
        for (const note of match.notes) ctx.note('nat', rule.id, note);
        serviceCarried = true;
        vips.push({
          rule,
          name: ctx.names.claim('vip', `vip-${rule.id.replace(/:/g, '-')}`).name,
          ext,
          mapped,
          extintf: vipIntf(rule.srcIntf),
          ...(match.ports ? { ports: match.ports } : {}),
          ...(match.srcFilter ? { srcFilter: match.srcFilter } : {}),
        });
      } else unsupported('Its destination translation is not between equal IPv4 ranges.');
    }
    if (rule.service !== 'any' && !serviceCarried) {
      ctx.note('nat', rule.id, {
        status: 'partial',
        code: 'NAT_SERVICE_IGNORED',
        message:
          'The service condition of this NAT rule is not carried over: it applies to every service.',
      });
    }
  }

  ctx.out.config('system settings', () => ctx.out.set('central-nat', 'enable'));
  if (pools.size) {
    ctx.out.config('firewall ippool', () => {
      for (const pool of pools.values()) {
        ctx.out.edit(pool.name, () => {
          if (pool.type !== 'overload') ctx.out.set('type', pool.type);
          ctx.out.set('startip', formatIpv4(pool.interval[0]));
          ctx.out.set('endip', formatIpv4(pool.interval[1]));
        });
      }
    });
  }
  if (vips.length) {
    ctx.out.config('firewall vip', () => {
      for (const vip of vips) {
        ctx.out.edit(vip.name, () => {
          ctx.out.set('extip', text(vip.ext));
          ctx.out.set('mappedip', q(text(vip.mapped)));
          ctx.out.set('extintf', q(vip.extintf));
          if (vip.srcFilter) ctx.out.set('src-filter', ...vip.srcFilter.map(q));
          if (vip.ports) {
            ctx.out.set('portforward', 'enable');
            if (vip.ports.protocol !== 'tcp') ctx.out.set('protocol', vip.ports.protocol);
            ctx.out.set('extport', portText(vip.ports.ext));
            ctx.out.set('mappedport', portText(vip.ports.mapped));
          }
          if (vip.rule.comment) ctx.out.set('comment', q(vip.rule.comment.slice(0, 255)));
        });
        ctx.target('nat', vip.rule.id, `firewall vip "${vip.name}"`);
      }
    });
  }
  if (rows.length === 0) return;
  const addr = (refs: TRefList) =>
    refs === 'any'
      ? ['all']
      : refs.map((r) => ctx.names.lookup('address', r)).filter((n): n is string => !!n);
  let id = 0;
  ctx.out.config('firewall central-snat-map', () => {
    for (const row of rows) {
      const orig = addr(row.rule.src);
      const dst = addr(row.rule.dst);
      if (orig.length === 0 || dst.length === 0) {
        ctx.note('nat', row.rule.id, {
          status: 'unsupported',
          code: 'NAT_NOT_CONVERTED',
          message: 'Its addresses did not convert.',
        });
        continue;
      }
      id += 1;
      ctx.out.edit(id, () => {
        ctx.out.set('srcintf', q(row.srcintf));
        ctx.out.set('dstintf', q(row.dstintf));
        ctx.out.set('orig-addr', ...orig.map(q));
        ctx.out.set('dst-addr', ...dst.map(q));
        ctx.out.set('nat', row.nat ? 'enable' : 'disable');
        if (row.pool) ctx.out.set('nat-ippool', q(row.pool.name));
        if (!row.rule.enabled) ctx.out.set('status', 'disable');
        if (row.rule.comment) ctx.out.set('comments', q(row.rule.comment.slice(0, 1023)));
      });
      ctx.target('nat', row.rule.id, `firewall central-snat-map ${id}`);
      if (row.pool) ctx.target('nat', row.rule.id, `firewall ippool "${row.pool.name}"`);
    }
  });
}

/** IP pools a FortiOS source uses with policy NAT (no central NAT rules to carry them). */
function emitPolicyPools(ctx: EmitContext): void {
  if (ctx.model.ipPools.length === 0) return;
  ctx.out.config('firewall ippool', () => {
    for (const pool of ctx.model.ipPools) {
      const name = ctx.name('ipPools', 'ippool', pool.name);
      ctx.out.edit(name, () => {
        if (pool.type !== 'overload') ctx.out.set('type', pool.type);
        ctx.out.set('startip', pool.start);
        ctx.out.set('endip', pool.end);
      });
      ctx.target('ipPools', pool.name, `firewall ippool "${name}"`);
    }
  });
}
