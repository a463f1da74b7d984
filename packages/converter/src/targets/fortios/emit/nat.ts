import type {
  TIpPool,
  TNatRule,
  TNatTranslation,
  TPortRange,
  TRefList,
} from '../../../model/ir.js';
import type { AddressResolver, TInterval } from '../../../model/resolve.js';
import { formatIpv4, parseIpv4 } from '../../../net/ipv4.js';
import { q } from '../writer.js';
import { policySnatRow, writeCentralSnat, type TSnatRow } from './central-snat.js';
import type { EmitContext } from './context.js';
import { needsCentralSnat, vipMappedAddresses } from './nat-mode.js';
import { serviceNamed } from './service-lookup.js';
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
  const service = serviceNamed(ctx.model.services, name);
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
 * NAT in the output's mode (nat-mode.ts). Central: policies keep real addresses as ASA 8.3+
 * ACLs do, VIPs for destination translation, IP pools, and `central-snat-map` rows in the
 * source's NAT order, then one per policy that carried its own source NAT. Policy: the
 * source's IP pools and VIPs; policies carry their NAT and name the VIPs (policies.ts).
 */
export function emitNat(ctx: EmitContext): void {
  const central = ctx.natMode === 'central';
  const rules = ctx.model.nat;
  const policyNat = central ? ctx.model.policies.filter((p) => p.nat && !p.incomplete) : [];
  if (!central || (rules.length === 0 && policyNat.length === 0)) {
    emitPolicyPools(ctx);
    if (rules.length === 0) return;
  }
  const { resolver } = ctx;
  const vips: TVip[] = [];
  const pools = new Map<string, TPool>();
  // Every interface of the rule (a row takes several), or undefined if one did not convert.
  const intfName = (refs: TRefList): string[] | undefined => {
    if (refs === 'any') return ['any'];
    const names = refs.map((ref) => ctx.policyIntf(ref));
    if (names.length === 0 || names.some((name) => name === undefined)) return undefined;
    return [...new Set(names.filter((name) => name !== undefined))];
  };
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
    const existing = ref === undefined ? undefined : pools.get(ref);
    if (existing) return existing;
    // A FortiOS source names its `firewall ippool` entries (model ipPools) rather than addresses.
    const own =
      translation.kind === 'pool' ? ctx.model.ipPools.find((p) => p.name === ref) : undefined;
    const interval = own ? poolInterval(own) : ref ? single(resolver, ref) : undefined;
    if (!ref || !interval) return undefined;
    const pool = {
      name: ctx.names.claim('ippool', ref).name,
      interval,
      type: own?.type ?? type,
    };
    if (own) ctx.target('ipPools', own.name, `firewall ippool "${pool.name}"`);
    pools.set(ref, pool);
    return pool;
  };
  const rows: {
    rule: TNatRule;
    srcintf: string[];
    dstintf: string[];
    nat: boolean;
    pool?: TPool;
  }[] = [];
  const mappedOfVip = central ? new Set<string>() : vipMappedAddresses(ctx.model);
  // A FortiOS source's own pools all move, used or not, as they do in policy mode.
  if (central && ctx.model.vendor === 'fortinet')
    for (const own of ctx.model.ipPools) poolFor({ kind: 'pool', pool: own.name }, own.type);

  for (const rule of rules) {
    const srcintf = intfName(rule.srcIntf);
    const dstintf = intfName(rule.dstIntf);
    const unsupported = (message: string) =>
      ctx.note('nat', rule.id, { status: 'unsupported', code: 'NAT_NOT_CONVERTED', message });
    if (!srcintf || !dstintf) {
      unsupported('Its interfaces did not convert.');
      continue;
    }
    if (!central && needsCentralSnat(rule)) {
      unsupported('Policy NAT mode: this source NAT rule needs central NAT.');
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
        // A FortiOS source's VIP keeps its name: its policies name it again in policy mode.
        // A twice NAT has made its static source VIP already: this one is the rule's `-dst`.
        const base =
          ctx.model.vendor === 'fortinet' ? rule.id : `vip-${rule.id.replace(/:/g, '-')}`;
        const twice = vips.some((vip) => vip.rule === rule);
        const vipName = ctx.names.claim('vip', twice ? `${base}-dst` : base).name;
        if (mappedOfVip.has(rule.translatedDst.ref))
          ctx.vipOfMapped.set(rule.translatedDst.ref, vipName);
        vips.push({
          rule,
          name: vipName,
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

  if (central) ctx.out.config('system settings', () => ctx.out.set('central-nat', 'enable'));
  const snat: TSnatRow[] = rows.map(({ rule, srcintf, dstintf, nat, pool }) => ({
    collection: 'nat',
    id: rule.id,
    srcintf,
    dstintf,
    src: rule.src,
    dst: rule.dst,
    nat,
    pools: pool ? [pool.name] : [],
    enabled: rule.enabled,
    ...(rule.comment ? { comment: rule.comment } : {}),
  }));
  if (central) {
    const pool = (name: string) => poolFor({ kind: 'pool', pool: name }, 'overload')?.name;
    for (const policy of policyNat) {
      const row = policySnatRow(ctx, policy, pool);
      if (row) snat.push(row);
    }
  }
  writePools(ctx, [...pools.values()]);
  writeVips(ctx, vips);
  writeCentralSnat(ctx, snat);
}

function writePools(ctx: EmitContext, pools: readonly TPool[]): void {
  if (pools.length === 0) return;
  ctx.out.config('firewall ippool', () => {
    for (const pool of pools) {
      ctx.out.edit(pool.name, () => {
        if (pool.type !== 'overload') ctx.out.set('type', pool.type);
        ctx.out.set('startip', formatIpv4(pool.interval[0]));
        ctx.out.set('endip', formatIpv4(pool.interval[1]));
      });
    }
  });
}

function writeVips(ctx: EmitContext, vips: readonly TVip[]): void {
  if (vips.length === 0) return;
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

const poolInterval = (pool: TIpPool): TInterval | undefined => {
  const start = parseIpv4(pool.start);
  const end = parseIpv4(pool.end);
  return start === undefined || end === undefined ? undefined : [start, end];
};

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
