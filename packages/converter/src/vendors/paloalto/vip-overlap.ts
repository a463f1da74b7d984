import type { TConfigModel, TNatRule, TPortRange } from '../../model/ir.js';
import { AddressResolver, type TInterval } from '../../model/resolve.js';
import type { PanContext } from './context.js';

/** The public side of a destination translation, as a FortiOS VIP would hold it. */
interface TPublicSide {
  rule: TNatRule;
  ext: TInterval[];
  /** One protocol and port range (a port-forward VIP), or every port. */
  ports: { protocol: string; range: TPortRange } | 'all';
}

/** A source port condition covering every port is no condition for a VIP. */
const everyPort = (src: TPortRange[] | undefined) =>
  !src?.length || src.some(([low, high]) => low <= 1 && high >= 65535);

/** The port range a VIP can forward for a service: one TCP/UDP/SCTP range, else every port. */
function vipPorts(model: TConfigModel, service: TNatRule['service']): TPublicSide['ports'] {
  if (service === 'any' || service.length !== 1) return 'all';
  const terms = model.services.find((s) => s.name === service[0])?.terms ?? [];
  const [term, ...rest] = terms;
  if (!term || rest.length || !('dst' in term) || term.dst.length !== 1 || !everyPort(term.src))
    return 'all';
  const [range] = term.dst;
  return range ? { protocol: term.protocol, range } : 'all';
}

function publicSide(model: TConfigModel, resolver: AddressResolver, rule: TNatRule) {
  if (!rule.enabled) return undefined;
  const ext =
    rule.translatedDst.kind === 'address' && rule.dst !== 'any'
      ? resolver.resolve(rule.dst)
      : rule.type === 'static' && rule.translatedSrc.kind === 'address'
        ? resolver.resolve([rule.translatedSrc.ref])
        : undefined;
  return ext?.length ? { rule, ext, ports: vipPorts(model, rule.service) } : undefined;
}

const meet = (a: TInterval[], b: TInterval[]) =>
  a.some(([low, high]) => b.some(([l, h]) => low <= h && l <= high));

function portsMeet(a: TPublicSide['ports'], b: TPublicSide['ports']): boolean {
  if (a === 'all' || b === 'all') return true;
  return a.protocol === b.protocol && a.range[0] <= b.range[1] && b.range[0] <= a.range[1];
}

/**
 * Destination translations that would become overlapping FortiOS VIPs: two on one public
 * address where either forwards every port, or both forward overlapping ports of one
 * protocol. PAN-OS takes the first matching NAT rule; FortiOS accepts no such pair of VIPs,
 * so the later rule is reported (spec: issue 17 item 5f).
 */
export function reportVipOverlaps(ctx: PanContext): void {
  const { model } = ctx;
  const resolver = new AddressResolver(model);
  const sides: TPublicSide[] = [];
  for (const rule of model.nat) {
    const side = publicSide(model, resolver, rule);
    if (!side) continue;
    const earlier = sides.find((s) => meet(s.ext, side.ext) && portsMeet(s.ports, side.ports));
    sides.push(side);
    if (!earlier) continue;
    const what =
      earlier.ports === 'all' || side.ports === 'all'
        ? 'and one of them translates every port'
        : 'on overlapping ports';
    ctx.note(
      'nat',
      rule.id,
      'unsupported',
      'PANOS_VIP_OVERLAP',
      `Its public address is also translated by NAT rule ${earlier.rule.id}, ${what}: PAN-OS applies the first matching rule, but FortiOS accepts no two overlapping VIPs on one address. Give each a distinct port range (port forwarding) or keep only one.`,
    );
  }
}
