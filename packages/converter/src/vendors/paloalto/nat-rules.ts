import type { TNatTranslation, TRefList } from '../../model/ir.js';
import type { PanContext } from './context.js';
import {
  natIncomplete,
  readSourceTranslation,
  translatedRef,
  type TNatNote,
} from './nat-translations.js';
import { resolveAddresses, resolveZones, serviceName } from './refs.js';
import { child, entries, members, nameOf, textAt, type TXmlNode } from '../toolkit/xml-tree.js';

/**
 * A destination translation: security rules naming `from` mean traffic that becomes `to`;
 * with a port translation, traffic to `service` becomes `translatedService`.
 */
export interface TDnatMapping {
  from: string;
  to: string;
  ruleId: string;
  restricted: boolean;
  portTranslated: boolean;
  service?: string;
  translatedService?: string;
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

function readNatRule(ctx: PanContext, entry: TXmlNode, layer: string): TDnatMapping[] | undefined {
  const name = nameOf(entry);
  const id = `${layer}:${name}`;
  const natType = textAt(entry, 'nat-type') ?? 'ipv4';
  const unsupported = (message: string, code = 'PANOS_NAT_NOT_CONVERTED') => {
    ctx.report('unsupported', 'NAT', entry, code, message, id);
    return undefined;
  };
  const incomplete = natIncomplete(entry);
  if (incomplete) {
    // A NAT rule left out changes what later rules translate: the input is incomplete.
    if (!entry.cut) (ctx.model.incomplete ??= []).push(`NAT rule ${id}: ${incomplete}`);
    return unsupported(incomplete, 'PANOS_NAT_INCOMPLETE');
  }
  if (natType !== 'ipv4') return unsupported(`NAT type ${natType} is not converted.`);
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
  const source = readSourceTranslation(ctx, entry, name);
  if (typeof source === 'string') return unsupported(source);
  const { translatedSrc, bidirectional, notes } = source;
  let type = source.type;
  const dnat = readDestinationTranslation(ctx, entry, { dst: dst.refs, service, id });
  if (typeof dnat === 'string') return unsupported(dnat);
  notes.push(...(dnat?.notes ?? []));
  const translatedDst: TNatTranslation = dnat
    ? { kind: 'address', ref: dnat.ref }
    : { kind: 'none' };
  if (dnat) type = 'static';
  // A no-NAT rule matters: traffic it matches is not translated by any later rule.
  if (translatedSrc.kind === 'none' && translatedDst.kind === 'none') type = 'identity';
  const mappings: TDnatMapping[] = [];
  if (dnat?.mapped && dst.refs !== 'any') {
    const restricted = src.refs !== 'any' || serviceText !== 'any';
    const ports =
      service && dnat.translatedService
        ? { service, translatedService: dnat.translatedService }
        : {};
    for (const from of dst.refs)
      mappings.push({
        from,
        to: dnat.ref,
        ruleId: id,
        restricted,
        portTranslated: !!dnat.port,
        ...ports,
      });
  }
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
    ...(dnat?.translatedService ? { translatedService: dnat.translatedService } : {}),
    bidirectional,
    enabled: textAt(entry, 'disabled') !== 'yes',
    ...(comment ? { comment } : {}),
  });
  if (type === 'identity')
    ctx.note(
      'nat',
      id,
      'converted',
      'PANOS_NO_NAT',
      'A no-NAT rule: kept as a rule that translates nothing, so later rules do not translate its traffic.',
    );
  for (const [code, message] of notes) ctx.note('nat', id, 'partial', code, message);
  return textAt(entry, 'disabled') === 'yes' ? [] : mappings;
}

/**
 * `destination-translation` (static) or `dynamic-destination-translation` (8.1+: the address
 * may be an FQDN, spread by a distribution method): the translated address and port. `mapped`
 * tells that security rules naming the original destinations are rewritten to it; a dynamic
 * translation to an FQDN is not (no VIP is made of it), so those rules keep the public address.
 */
function readDestinationTranslation(
  ctx: PanContext,
  entry: TXmlNode,
  rule: { dst: TRefList; service: string | undefined; id: string },
) {
  const dynamic = child(entry, 'dynamic-destination-translation');
  const dnat = child(entry, 'destination-translation') ?? dynamic;
  if (!dnat) return undefined;
  const ref = translatedRef(ctx, members(child(dnat, 'translated-address')), entry);
  if (!ref || rule.dst === 'any')
    return 'Its destination translation is not from named destinations to one translated address.';
  const notes: TNatNote[] = [];
  const port = textAt(dnat, 'translated-port');
  const translatedService = port ? translatedPort(ctx, rule.service, port) : undefined;
  if (port && !translatedService)
    notes.push([
      'PANOS_DNAT_PORT',
      `Port translation to ${port} needs one TCP or UDP service: the VIP translates the address only.`,
    ]);
  if (child(dnat, 'dns-rewrite'))
    notes.push(['PANOS_DNS_REWRITE', 'DNS rewrite is not converted.']);
  const fqdn = ctx.model.addresses.some((a) => a.name === ref && a.kind === 'fqdn');
  if (dynamic)
    notes.push([
      'PANOS_DYNAMIC_DNAT',
      `Dynamic destination translation${fqdn ? ` to the FQDN ${ref}` : ''}${textAt(dynamic, 'distribution') ? ` (distribution ${textAt(dynamic, 'distribution')})` : ''}: ${fqdn ? 'FortiOS VIPs here map to IP addresses only, and the policies keep the public address' : 'converted as a static translation'}.`,
    ]);
  return { ref, port, translatedService, notes, mapped: !(dynamic && fqdn) };
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
