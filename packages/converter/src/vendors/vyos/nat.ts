import type { TNatRule, TNatTranslation, TRefList } from '../../model/ir.js';
import { parseIpv4Range, parsePrefix } from '../toolkit/vendor-context.js';
import type { VyosContext } from './context.js';
import { portRanges } from './ports.js';
import { readSide } from './rule-match.js';
import { ruleService } from './services.js';
import { byNumber, flag, leaf, sub, tags, use, type TNode } from './tree.js';

type TKind = 'source' | 'destination';

/** An interface of a NAT rule: `outbound-interface eth0` or VyOS 1.4 `... name eth0`. */
function natInterface(
  ctx: VyosContext,
  rule: TNode,
  key: string,
): { refs: TRefList; lost?: string } {
  const node = sub(rule, key);
  if (!node) return { refs: 'any' };
  const name = leaf(node, 'name') ?? node.children[0]?.word;
  if (!name || name === 'any') return { refs: 'any' };
  if (name.startsWith('!') || name === 'group')
    return { refs: 'any', lost: `its ${key} ${name} is not converted` };
  return { refs: [ctx.interfaceName(name)] };
}

/** A translated address: masquerade, one address or a range (an IP pool), or a prefix. */
function sourceTranslation(ctx: VyosContext, value: string, node: TNode): TNatTranslation | string {
  if (value === 'masquerade') return { kind: 'interface' };
  const range = parseIpv4Range(value);
  const prefix = range ? undefined : parsePrefix(value);
  const [start, end] = range
    ? [range.start, range.end]
    : prefix?.prefix === 32
      ? [prefix.ip, prefix.ip]
      : [];
  if (!start || !end) return `its translation address ${value} is not an IPv4 address or range`;
  const name = `pool-${value.replace('/32', '')}`;
  if (!ctx.model.ipPools.some((p) => p.name === name))
    ctx.model.ipPools.push({ name, origin: ctx.origin(node), start, end, type: 'overload' });
  return { kind: 'pool', pool: name };
}

/** The translated port of a destination rule as a service of the rule's protocol. */
/** A port (or range) of tcp, udp or tcp_udp as a generated service; undefined if not one. */
export function portService(
  ctx: VyosContext,
  protocol: string,
  port: string,
  node: TNode,
): string | undefined {
  const { ranges, unknown } = portRanges(port);
  if (unknown.length || ranges.length !== 1 || !['tcp', 'udp', 'tcp_udp'].includes(protocol))
    return undefined;
  const protocols =
    protocol === 'tcp_udp' ? (['tcp', 'udp'] as const) : ([protocol as 'tcp' | 'udp'] as const);
  return ctx.generatedService(
    `${protocol}-${port}`,
    protocols.map((p) => ({ protocol: p, dst: ranges })),
    ctx.origin(node),
  );
}

/**
 * One NAT rule in the model. `translation` is the node with `address` and `port` (VyOS
 * `translation`, EdgeOS `inside-address` / `outside-address`).
 */
export function readNatRule(
  ctx: VyosContext,
  rule: TNode,
  kind: TKind,
  translation: TNode | undefined,
  id: string,
  masquerade = false,
): void {
  use(rule);
  const on = !flag(rule, 'disable');
  const lost: string[] = [];
  const src = readSide(ctx, sub(rule, 'source'));
  const dst = readSide(ctx, sub(rule, 'destination'));
  const service = ruleService(ctx, rule);
  const srcIntf = natInterface(ctx, rule, 'inbound-interface');
  const dstIntf = natInterface(ctx, rule, 'outbound-interface');
  for (const part of [
    src.lost,
    dst.lost,
    'lost' in service ? service.lost : undefined,
    srcIntf.lost,
    dstIntf.lost,
  ])
    if (part) lost.push(part);
  if (src.negate || dst.negate)
    lost.push('a negated address (a FortiOS NAT rule or VIP cannot exclude)');
  if (src.other.length || dst.other.length)
    lost.push(`its match on ${[...src.other, ...dst.other].map((o) => o.kind).join(', ')}`);
  if (src.lossy || dst.lossy)
    lost.push(`its group ${src.lossy ?? dst.lossy} is not complete in this input`);
  const exclude = flag(rule, 'exclude');
  const address = masquerade ? 'masquerade' : leaf(translation, 'address');
  const port = leaf(translation, 'port');
  let translatedSrc: TNatTranslation = { kind: 'none' };
  let translatedDst: TNatTranslation = { kind: 'none' };
  let translatedPort: string | undefined;
  if (!exclude && kind === 'source') {
    if (!address) lost.push('it has no translation address');
    else {
      const t = sourceTranslation(ctx, address, translation ?? rule);
      if (typeof t === 'string') lost.push(t);
      else translatedSrc = t;
    }
    if (port) lost.push(`its translated source port ${port}`);
  }
  if (!exclude && kind === 'destination') {
    const target = address
      ? ctx.literalAddress(address, ctx.origin(translation ?? rule))
      : undefined;
    if (!target)
      lost.push(
        address
          ? `its translation address ${address} is not an IPv4 address or range`
          : 'it has no translation address',
      );
    else translatedDst = { kind: 'address', ref: target };
    if (dst.refs === 'any' && !dst.lost)
      lost.push(
        'its destination address is not given (a FortiOS VIP needs the public address; on a DHCP or PPPoE interface set it by hand)',
      );
    if (port) {
      translatedPort = portService(ctx, leaf(rule, 'protocol') ?? 'tcp_udp', port, rule);
      if (!translatedPort)
        lost.push(`its translated port ${port} is not one port or range of tcp/udp`);
    }
  }
  if (lost.length) {
    ctx.report(
      on ? 'unsupported' : 'ignored',
      'NAT',
      rule,
      'VYOS_NAT_NOT_CONVERTED',
      `Not converted: ${lost.join('; ')}.`,
      id,
    );
    return;
  }
  const nat: TNatRule = {
    id,
    origin: ctx.origin(rule),
    section: kind === 'destination' ? 1 : 2,
    type: exclude ? 'identity' : kind === 'destination' ? 'static' : 'dynamic',
    srcIntf: srcIntf.refs,
    dstIntf: dstIntf.refs,
    src: src.refs,
    dst: dst.refs,
    service: 'refs' in service ? service.refs : 'any',
    translatedSrc,
    translatedDst,
    ...(translatedPort ? { translatedService: translatedPort } : {}),
    bidirectional: false,
    enabled: on,
  };
  const description = leaf(rule, 'description');
  if (description) nat.comment = description;
  ctx.model.nat.push(nat);
}

/**
 * VyOS `nat destination rule N` (port forwards: VIPs) and `nat source rule N` (masquerade
 * and translation addresses: IP pools), each in rule number order. `nat static`, `nat66` and
 * `nat64` are reported.
 */
export function readNat(ctx: VyosContext, root: TNode): void {
  const nat = sub(root, 'nat');
  for (const kind of ['destination', 'source'] as const)
    for (const rule of byNumber(tags(nat, kind, 'rule')))
      readNatRule(
        ctx,
        rule,
        kind,
        sub(rule, 'translation'),
        `${kind === 'source' ? 'snat' : 'dnat'}-${rule.word}`,
      );
  // `nat static|nat66|nat64|cgnat` (1.4+) and the top-level `nat66`/`nat64` of 1.3.
  const others = [
    ...['static', 'nat66', 'nat64', 'cgnat'].map((word) => ({
      node: sub(nat, word),
      label: `nat ${word}`,
    })),
    ...['nat66', 'nat64'].map((word) => ({ node: sub(root, word), label: word })),
  ];
  for (const { node, label } of others) {
    if (!node) continue;
    use(node);
    ctx.report(
      'unsupported',
      'NAT',
      node,
      'VYOS_NAT_KIND',
      `${label} is not converted: make the FortiOS VIPs, NAT64 or NPTv6 by hand.`,
      node.word,
    );
  }
}
