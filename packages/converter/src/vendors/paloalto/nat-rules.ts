import type { TNatRule, TNatTranslation, TPolicy } from '../../model/ir.js';
import type { PanContext } from './context.js';
import { resolveAddresses, resolveZones, serviceName } from './refs.js';
import { child, entries, members, nameOf, textAt, type TXmlNode } from './xml-tree.js';

/** A destination translation: security rules naming `from` mean traffic that becomes `to`. */
export interface TDnatMapping {
  from: string;
  to: string;
  ruleId: string;
  restricted: boolean;
  portTranslated: boolean;
}

/**
 * NAT rules of one rulebase, in order (first match). Zones are pre-NAT; the translated sides
 * become FortiOS central NAT objects (VIPs, IP pools, SNAT rows). Returns the destination
 * translations security rules must be rewritten for.
 */
export function readNatRules(
  ctx: PanContext,
  rules: TXmlNode | undefined,
  layer: string,
): TDnatMapping[] {
  const mappings: TDnatMapping[] = [];
  for (const entry of entries(rules)) {
    const mapping = readNatRule(ctx, entry, layer);
    if (mapping) mappings.push(...mapping);
  }
  return mappings;
}

function single(ctx: PanContext, values: string[], node: TXmlNode): string | undefined {
  const resolved = resolveAddresses(ctx, values, node);
  return resolved.refs !== 'any' && resolved.refs.length === 1 && resolved.missing.length === 0
    ? resolved.refs[0]
    : undefined;
}

function readNatRule(ctx: PanContext, entry: TXmlNode, layer: string): TDnatMapping[] | undefined {
  const name = nameOf(entry);
  const id = `${layer}:${name}`;
  const natType = textAt(entry, 'nat-type') ?? 'ipv4';
  const unsupported = (message: string) => {
    ctx.report('unsupported', 'NAT', entry, 'PANOS_NAT_NOT_CONVERTED', message, id);
    return undefined;
  };
  if (natType !== 'ipv4') return unsupported(`NAT type ${natType} is not converted.`);
  if (child(entry, 'dynamic-destination-translation'))
    return unsupported('Dynamic destination translation (FQDN, distribution) is not converted.');
  const src = resolveAddresses(ctx, members(child(entry, 'source')), entry);
  const dst = resolveAddresses(ctx, members(child(entry, 'destination')), entry);
  if (src.missing.length || dst.missing.length)
    return unsupported(
      `Its addresses ${[...src.missing, ...dst.missing].join(', ')} are not defined here.`,
    );
  const serviceText = members(child(entry, 'service'))[0] ?? 'any';
  const service = serviceText === 'any' ? undefined : serviceName(ctx, serviceText, entry);
  if (serviceText !== 'any' && !service)
    return unsupported(`Its service ${serviceText} is not defined here.`);
  const snat = child(entry, 'source-translation');
  const dnat = child(entry, 'destination-translation');
  let translatedSrc: TNatTranslation = { kind: 'none' };
  let type: TNatRule['type'] = 'dynamic';
  let bidirectional = false;
  const notes: [string, string][] = [];
  const method = snat?.children[0];
  if (method?.name === 'dynamic-ip-and-port' || method?.name === 'dynamic-ip') {
    if (child(method, 'interface-address')) translatedSrc = { kind: 'interface' };
    else {
      const ref = single(ctx, members(child(method, 'translated-address')), entry);
      if (!ref) return unsupported('Its translated source is not one address, range or prefix.');
      translatedSrc = { kind: 'address', ref };
    }
    if (method.name === 'dynamic-ip')
      notes.push([
        'PANOS_DYNAMIC_IP',
        'dynamic-ip (one address per source, no port translation) becomes a port-translating pool.',
      ]);
    if (child(method, 'interface-address') && textAt(method, 'interface-address', 'ip'))
      notes.push([
        'PANOS_INTERFACE_IP',
        "The chosen interface address becomes the egress interface's primary address.",
      ]);
  } else if (method?.name === 'static-ip') {
    const ref = single(ctx, members(child(method, 'translated-address')), entry);
    if (!ref)
      return unsupported('Its static translated source is not one address, range or prefix.');
    translatedSrc = { kind: 'address', ref };
    bidirectional = textAt(method, 'bi-directional') === 'yes';
    type = bidirectional ? 'static' : 'dynamic';
    if (!bidirectional)
      notes.push([
        'PANOS_STATIC_ONE_WAY',
        'One-way static source translation becomes a pool of the translated addresses.',
      ]);
  } else if (snat) return unsupported(`Source translation ${method?.name ?? ''} is not converted.`);
  let translatedDst: TNatTranslation = { kind: 'none' };
  let translatedService: string | undefined;
  const mappings: TDnatMapping[] = [];
  const port = textAt(dnat, 'translated-port');
  if (dnat) {
    const ref = single(ctx, members(child(dnat, 'translated-address')), entry);
    const original = dst.refs !== 'any' && dst.refs.length === 1 ? dst.refs[0] : undefined;
    if (!ref || !original)
      return unsupported(
        'Its destination translation is not between one original and one translated address.',
      );
    translatedDst = { kind: 'address', ref };
    type = 'static';
    const restricted = src.refs !== 'any' || serviceText !== 'any';
    mappings.push({ from: original, to: ref, ruleId: id, restricted, portTranslated: !!port });
    translatedService = port ? translatedPort(ctx, service, port) : undefined;
    if (port && !translatedService)
      notes.push([
        'PANOS_DNAT_PORT',
        `Port translation to ${port} needs one TCP or UDP service: the VIP translates the address only.`,
      ]);
    if (child(dnat, 'dns-rewrite'))
      notes.push(['PANOS_DNS_REWRITE', 'DNS rewrite is not converted.']);
  }
  if (translatedSrc.kind === 'none' && translatedDst.kind === 'none')
    return unsupported(
      'It translates nothing (a no-NAT rule): FortiOS central NAT needs no rule for it.',
    );
  if (bidirectional && translatedSrc.kind === 'address' && src.refs !== 'any' && src.refs[0])
    mappings.push({
      from: translatedSrc.ref,
      to: src.refs[0],
      ruleId: id,
      restricted: false,
      portTranslated: false,
    });
  const toInterface = textAt(entry, 'to-interface');
  if (toInterface && toInterface !== 'any')
    notes.push([
      'PANOS_TO_INTERFACE',
      `The egress interface condition (${toInterface}) is not carried over.`,
    ]);
  const comment = textAt(entry, 'description');
  ctx.model.nat.push({
    id,
    origin: ctx.take(entry),
    section: 1,
    type,
    srcIntf: resolveZones(ctx, members(child(entry, 'from')), entry),
    dstIntf: resolveZones(ctx, members(child(entry, 'to')), entry),
    src: src.refs,
    dst: dst.refs,
    service: service ? [service] : 'any',
    translatedSrc,
    translatedDst,
    ...(translatedService ? { translatedService } : {}),
    bidirectional,
    enabled: textAt(entry, 'disabled') !== 'yes',
    ...(comment ? { comment } : {}),
  });
  for (const [code, message] of notes) ctx.note('nat', id, 'partial', code, message);
  return textAt(entry, 'disabled') === 'yes' ? [] : mappings;
}

/** The service a DNAT's `translated-port` makes of its one-protocol TCP/UDP service. */
function translatedPort(
  ctx: PanContext,
  service: string | undefined,
  port: string,
): string | undefined {
  const svc = ctx.model.services.find((s) => s.name === service);
  const protocols = new Set(svc?.terms.map((t) => t.protocol));
  const [protocol] = protocols;
  const value = Number(port);
  if (!svc || protocols.size !== 1 || (protocol !== 'tcp' && protocol !== 'udp')) return;
  if (!Number.isInteger(value) || value < 1 || value > 65535) return undefined;
  const name = `${protocol}-${value}`;
  const existing = ctx.model.services.find((s) => s.name === name);
  const term = { protocol, dst: [[value, value] as [number, number]] };
  if (!existing)
    ctx.model.services.push({ name, origin: svc.origin, generated: true, terms: [term] });
  else if (JSON.stringify(existing.terms) !== JSON.stringify([term])) return undefined;
  return name;
}

/**
 * PAN-OS security rules match the pre-NAT destination; FortiOS central NAT policies match the
 * translated one. Rewrites each policy destination that a DNAT rule translates.
 */
export function rewriteDnatDestinations(ctx: PanContext, mappings: TDnatMapping[]): void {
  if (mappings.length === 0) return;
  // The first mapping of each name, as a search of the list in order would find.
  const byFrom = new Map<string, TDnatMapping>();
  for (const m of mappings) if (!byFrom.has(m.from)) byFrom.set(m.from, m);
  for (const policy of ctx.model.policies) {
    if (policy.dstAddr === 'any') continue;
    const rewritten: string[] = [];
    for (const ref of policy.dstAddr) {
      const mapping = byFrom.get(ref);
      rewritten.push(mapping ? mapping.to : ref);
      if (mapping) noteRewrite(ctx, policy, mapping);
    }
    policy.dstAddr = [...new Set(rewritten)];
  }
}

function noteRewrite(ctx: PanContext, policy: TPolicy, m: TDnatMapping): void {
  const what = `Destination ${m.from} is translated by NAT rule ${m.ruleId}: the policy names the real server ${m.to}, as FortiOS central NAT requires.`;
  if (m.restricted || m.portTranslated)
    ctx.note(
      'policies',
      policy.id,
      'partial',
      'PANOS_POST_NAT_DESTINATION',
      `${what} The NAT rule is limited by source, service or port, so other traffic to ${m.from} is no longer matched.`,
    );
  else ctx.note('policies', policy.id, 'converted', 'PANOS_POST_NAT_DESTINATION', what);
}
