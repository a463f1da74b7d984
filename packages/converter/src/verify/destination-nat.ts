/**
 * Destination translations compared by what they do, not by how a vendor wrote them: the
 * policy comparison sees real addresses only (central NAT), so a VIP that lost its source
 * condition or port change would go unnoticed there. Each enabled source rule that translates
 * destinations (a DNAT, or a static NAT's reverse direction) must have a target rule with the
 * same clients, external and mapped addresses, and port translation (protocols, external port
 * ranges -> mapped ports); otherwise it is listed as not verified. Where translations overlap
 * (several on one public address), which one applies matters: a source rule wholly shadowed
 * by an earlier one translates nothing; and where the output has overlapping VIPs that map
 * differently, which one FortiOS applies is not modelled, so the source rules they stand for
 * are listed as not verified. Interfaces are not compared.
 */
import type { TConfigModel, TNatRule, TRefList, TServiceTerm } from '../model/ir.js';
import { AddressResolver, type TInterval } from '../model/resolve.js';
import { formatIpv4 } from '../net/ipv4.js';
import { HullIndex } from './hull-index.js';
import { scoped } from './verify-scope.js';

/** A destination translation by value: who it translates for, from where to where. */
export interface TDnatView {
  id: string;
  clients: TInterval[] | 'any';
  ext: TInterval[];
  /** The addresses the external ones become. */
  real: TInterval[];
  /** Protocols and external ports matched; undefined = every packet. */
  ports?: { protocols: string[]; dst: TInterval[] };
  /** The ports the external ones become (with `ports`). */
  mappedPorts?: TInterval[];
  /** Arrival interfaces the translation is limited to (a VIP's `extintf`). */
  srcIntf: 'any' | readonly string[];
  key: string;
}

const merged = (intervals: readonly TInterval[]): TInterval[] => {
  const out: TInterval[] = [];
  for (const [low, high] of [...intervals].sort((a, b) => a[0] - b[0])) {
    const last = out[out.length - 1];
    if (last && low <= last[1] + 1) last[1] = Math.max(last[1], high);
    else out.push([low, high]);
  }
  return out;
};
const setText = (intervals: readonly TInterval[]) =>
  merged(intervals)
    .map(([low, high]) => `${low}-${high}`)
    .join(',');
const overlaps = (a: readonly TInterval[], b: readonly TInterval[]) =>
  a.some(([x, y]) => b.some(([u, v]) => x <= v && u <= y));

/** The model's services by name (the first of a name, as a search in order finds it). */
const servicesByName = (model: TConfigModel) =>
  scoped(model, 'services by name', () => {
    const out = new Map<string, TConfigModel['services'][number]>();
    for (const service of model.services)
      if (!out.has(service.name)) out.set(service.name, service);
    return out;
  });

/** A service as protocols and destination ports; undefined when it is not plain TCP/UDP/SCTP. */
function portsOf(model: TConfigModel, refs: TRefList | undefined) {
  if (refs === undefined || refs === 'any') return 'any' as const;
  const terms: TServiceTerm[] = refs.flatMap(
    (name) => servicesByName(model).get(name)?.terms ?? [],
  );
  const ported = terms.filter((term) => 'dst' in term);
  if (terms.length === 0 || ported.length !== terms.length) return undefined;
  // A source-port condition narrows the translation: not carried by a plain port mapping.
  if (ported.some((term) => term.src?.some(([low, high]) => low > 1 || high < 65535)))
    return undefined;
  // Per protocol, the union of its ports; several protocols must share them (tcp and udp 53).
  const byProtocol = new Map<string, TInterval[]>();
  for (const term of ported)
    byProtocol.set(term.protocol, [
      ...(byProtocol.get(term.protocol) ?? []),
      ...((term.dst ?? []) as TInterval[]),
    ]);
  const sets = [...byProtocol.values()].map((dst) => setText(dst));
  if (new Set(sets).size !== 1) return undefined;
  const dst = merged([...byProtocol.values()][0] ?? []);
  return { protocols: [...byProtocol.keys()].sort(), dst };
}

/** `tcp,udp:8000-8010>80-80`: the external ports and what they become. */
function portMapping(model: TConfigModel, ext: TRefList, mapped: string | undefined) {
  const from = portsOf(model, ext);
  const to = mapped ? portsOf(model, [mapped]) : from;
  if (from === 'any') return { key: 'any' };
  if (!from || !to || to === 'any' || to.protocols.join() !== from.protocols.join()) return;
  return {
    key: `${from.protocols.join(',')}:${setText(from.dst)}>${setText(to.dst)}`,
    from,
    to: to.dst,
  };
}

/** The destination translation of a rule, or undefined when it has none; 'opaque' if unreadable. */
function view(model: TConfigModel, resolver: AddressResolver, rule: TNatRule) {
  const resolve = (refs: TRefList) => (refs === 'any' ? 'any' : resolver.resolve(refs));
  let parts: [ReturnType<typeof resolve>, ReturnType<typeof resolve>, ReturnType<typeof resolve>];
  let ports: ReturnType<typeof portMapping>;
  let srcIntf: TDnatView['srcIntf'] = 'any';
  if (rule.translatedDst.kind === 'address') {
    srcIntf = rule.srcIntf;
    parts = [resolve(rule.src), resolve(rule.dst), resolve([rule.translatedDst.ref])];
    ports = portMapping(model, rule.service, rule.translatedService);
  } else if (rule.type === 'static' && rule.translatedSrc.kind === 'address') {
    // Connections to the mapped address reach the real one: clients are any source.
    parts = ['any', resolve([rule.translatedSrc.ref]), resolve(rule.src)];
    const mapped = rule.translatedService;
    ports =
      rule.service === 'any' || !mapped
        ? portMapping(model, rule.service, undefined)
        : portMapping(model, [mapped], rule.service[0]);
    if (rule.service !== 'any' && rule.service.length !== 1) ports = undefined;
  } else return undefined;
  const [clients, ext, real] = parts;
  if (!clients || !ext || ext === 'any' || !real || real === 'any' || !ports)
    return 'opaque' as const;
  // Every IPv4 address as clients is no client condition (a VIP without `src-filter`).
  const allClients = clients === 'any' || setText(clients) === `0-${2 ** 32 - 1}`;
  const clientText = allClients ? 'any' : setText(clients);
  return {
    id: rule.id,
    clients: allClients ? ('any' as const) : clients,
    ext,
    real,
    ...(ports.from ? { ports: ports.from } : {}),
    ...(ports.to ? { mappedPorts: ports.to } : {}),
    srcIntf,
    key: `${clientText}|${setText(ext)}|${setText(real)}|${ports.key}`,
  } satisfies TDnatView;
}

/** The lowest and highest external address of a view (none when it has none), kept per view. */
const hulls = new WeakMap<TDnatView, TInterval | undefined>();
function hullOf(v: TDnatView): TInterval | undefined {
  if (hulls.has(v)) return hulls.get(v);
  const hull: TInterval | undefined = v.ext.length
    ? [Math.min(...v.ext.map(([low]) => low)), Math.max(...v.ext.map(([, high]) => high))]
    : undefined;
  hulls.set(v, hull);
  return hull;
}
const covers = (outer: TInterval | undefined, inner: TInterval) =>
  !!outer && outer[0] <= inner[0] && inner[1] <= outer[1];
const meets = (a: TInterval | undefined, b: TInterval | undefined) =>
  !!a && !!b && a[0] <= b[1] && b[0] <= a[1];

/** Whether two translations can apply to one packet. */
function shareTraffic(a: TDnatView, b: TDnatView): boolean {
  if (!overlaps(a.ext, b.ext)) return false;
  if (a.clients !== 'any' && b.clients !== 'any' && !overlaps(a.clients, b.clients)) return false;
  if (!a.ports || !b.ports) return true;
  return (
    a.ports.protocols.some((p) => b.ports?.protocols.includes(p)) &&
    overlaps(a.ports.dst, b.ports.dst)
  );
}

/** Whether `later` matches nothing `earlier` does not: same clients, addresses and ports or fewer. */
function shadowedBy(later: TDnatView, earlier: TDnatView): boolean {
  const inside = (inner: readonly TInterval[], outer: readonly TInterval[]) =>
    inner.every(([x, y]) => outer.some(([u, v]) => u <= x && y <= v));
  if (
    earlier.clients !== 'any' &&
    (later.clients === 'any' || !inside(later.clients, earlier.clients))
  )
    return false;
  if (!inside(later.ext, merged(earlier.ext))) return false;
  if (!earlier.ports) return true;
  return (
    !!later.ports &&
    later.ports.protocols.every((p) => earlier.ports?.protocols.includes(p)) &&
    inside(later.ports.dst, earlier.ports.dst)
  );
}

function views(model: TConfigModel) {
  // Read by several comparisons of one verification: made once (verify-scope.ts).
  return scoped(model, 'destination-nat views', () => {
    const resolver = new AddressResolver(model);
    return model.nat.flatMap((rule) => {
      const v = rule.enabled ? view(model, resolver, rule) : undefined;
      return v ? [{ rule, view: v }] : [];
    });
  });
}

/**
 * A source destination translation the target does not match: `differs` when the output was
 * compared and translates otherwise, `uncompared` when the comparison could not decide.
 */
export interface TDnatCaveat {
  ruleId: string;
  reason: string;
  kind: 'differs' | 'uncompared';
}

/** Source destination-translating rules the target does not translate the same way. */
export function destinationNatCaveats(source: TConfigModel, target: TConfigModel): TDnatCaveat[] {
  const targetViews = views(target).flatMap(({ view: v }) => (v === 'opaque' ? [] : [v]));
  const byKey = new Map<string, TDnatView[]>();
  for (const v of targetViews) {
    const same = byKey.get(v.key);
    if (same) same.push(v);
    else byKey.set(v.key, [v]);
  }
  const targetIndex = new HullIndex();
  targetViews.forEach((t, i) => targetIndex.add(i, hullOf(t)));
  const out: TDnatCaveat[] = [];
  const earlier: TDnatView[] = [];
  const earlierIndex = new HullIndex();
  for (const { rule, view: v } of views(source)) {
    const ruleId = `source:nat:${rule.id}`;
    if (v === 'opaque') {
      out.push({
        ruleId,
        kind: 'uncompared',
        reason:
          'destination NAT whose addresses or ports are not plain IPv4 and TCP/UDP: not compared',
      });
      continue;
    }
    const hull = hullOf(v);
    // Hulls first: a rule can only shadow, or share traffic with, one whose addresses reach.
    const shadow = (
      hull ? earlierIndex.candidates(hull).map((i) => earlier[i] as TDnatView) : earlier
    ).find((e) => (!hull || covers(hullOf(e), hull)) && e.key !== v.key && shadowedBy(v, e));
    earlierIndex.add(earlier.length, hull);
    earlier.push(v);
    const matches = byKey.get(v.key);
    // A shadowed rule translates nothing; an output VIP for it would translate what it should not.
    if (shadow && matches)
      out.push({
        ruleId,
        // Which of the output's overlapping VIPs FortiOS applies is not modelled: not a proof.
        kind: 'uncompared',
        reason: `never applies (rule ${shadow.id} translates all its traffic first), but the output translates it`,
      });
    if (shadow) continue;
    if (!matches) {
      out.push({
        ruleId,
        kind: 'differs',
        reason: `no output VIP translates the same clients, addresses and ports (${describeView(v)})`,
      });
      continue;
    }
    const reach = matches.map(hullOf);
    // Only targets whose addresses reach one of the matches', in the output's order.
    const near = [...new Set(reach.flatMap((h) => (h ? targetIndex.candidates(h) : [])))].sort(
      (a, b) => a - b,
    );
    const rivals = near
      .map((i) => targetViews[i] as TDnatView)
      .filter(
        (t) =>
          t.key !== v.key &&
          reach.some((h) => meets(h, hullOf(t))) &&
          matches.some((m) => shareTraffic(m, t)),
      );
    if (rivals.length > 0)
      out.push({
        ruleId,
        kind: 'uncompared',
        reason: `the output also translates part of its traffic otherwise (${rivals
          .map((t) => t.id)
          .join(', ')}): which VIP FortiOS applies where they overlap is not compared`,
      });
  }
  return out;
}

/** `203.0.113.5 tcp 2222 -> 10.1.1.22 port 22, for 198.51.100.0-198.51.100.255`. */
export function describeView(v: TDnatView): string {
  const addresses = (set: readonly TInterval[]) =>
    merged(set)
      .map(([low, high]) =>
        low === high ? formatIpv4(low) : `${formatIpv4(low)}-${formatIpv4(high)}`,
      )
      .join(', ');
  const ports = (set: readonly TInterval[] | undefined) =>
    set ? ` port ${setText(set).replace(/\b(\d+)-\1\b/g, '$1')}` : '';
  const protocols = v.ports ? ` ${v.ports.protocols.join('/')}` : '';
  const clients = v.clients === 'any' ? '' : `, for ${addresses(v.clients)}`;
  return `${addresses(v.ext)}${protocols}${ports(v.ports?.dst)} -> ${addresses(v.real)}${ports(v.mappedPorts ?? v.ports?.dst)}${clients}`;
}

/**
 * Output destination translations no source rule stands for (issue 17 review, item 1): every
 * enabled target VIP must translate the same clients, external and mapped addresses and ports
 * as some source destination translation. `unreadable` are target VIPs that cannot be compared
 * (not plain IPv4 and TCP/UDP); `sourceUnreadable` says a source translation could not be
 * read, so an unmatched VIP may stand for it.
 */
export function unmatchedTargetNat(
  source: TConfigModel,
  target: TConfigModel,
): {
  extra: { rule: TNatRule; view: TDnatView }[];
  unreadable: TNatRule[];
  sourceUnreadable: boolean;
  /** The source's readable destination translations, in order. */
  sourceViews: TDnatView[];
} {
  const sourceViews = views(source);
  const keys = new Set(sourceViews.flatMap(({ view: v }) => (v === 'opaque' ? [] : [v.key])));
  const extra: { rule: TNatRule; view: TDnatView }[] = [];
  const unreadable: TNatRule[] = [];
  for (const { rule, view: v } of views(target)) {
    if (v === 'opaque') unreadable.push(rule);
    else if (!keys.has(v.key)) extra.push({ rule, view: v });
  }
  return {
    extra,
    unreadable,
    sourceUnreadable: sourceViews.some(({ view: v }) => v === 'opaque'),
    sourceViews: sourceViews.flatMap(({ view: v }) => (v === 'opaque' ? [] : [v])),
  };
}
