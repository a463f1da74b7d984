import type { TNatRule, TNatTranslation } from '../../model/ir.js';
import type { PanContext } from './context.js';
import { resolveAddresses } from './refs.js';
import { child, members, textAt, type TXmlNode } from '../toolkit/xml-tree.js';

/** A note on a NAT rule: `[code, message]`, reported as partial. */
export type TNatNote = [code: string, message: string];

/**
 * The address a `translated-address` list stands for: the one object or literal it names, or,
 * for several, an address group made of them (`group` names it); undefined when a member is
 * not defined here or several are not allowed.
 */
export function translatedRef(
  ctx: PanContext,
  values: string[],
  node: TXmlNode,
  group?: string,
): string | undefined {
  const resolved = resolveAddresses(ctx, values, node);
  if (resolved.refs === 'any' || resolved.missing.length || resolved.refs.length === 0) return;
  if (resolved.refs.length === 1) return resolved.refs[0];
  if (!group) return undefined;
  if (!ctx.hasAddress(group))
    ctx.model.addressGroups.push({
      name: group,
      origin: ctx.origin(node),
      generated: true,
      members: resolved.refs,
    });
  return group;
}

export interface TSourceTranslation {
  translatedSrc: TNatTranslation;
  type: TNatRule['type'];
  bidirectional: boolean;
  notes: TNatNote[];
}

/**
 * `source-translation` of a NAT rule (reference §3): dynamic-ip-and-port (interface address or
 * translated addresses), dynamic-ip (a pool, with an optional fallback) and static-ip. A string
 * says why it cannot be put in the model.
 */
export function readSourceTranslation(
  ctx: PanContext,
  entry: TXmlNode,
  name: string,
): TSourceTranslation | string {
  const snat = child(entry, 'source-translation');
  const method = snat?.children[0];
  const notes: TNatNote[] = [];
  const none = { translatedSrc: { kind: 'none' } as const, type: 'dynamic' as const };
  if (!snat || !method) return { ...none, bidirectional: false, notes };
  if (method.name === 'dynamic-ip-and-port' || method.name === 'dynamic-ip') {
    let translatedSrc: TNatTranslation;
    if (child(method, 'interface-address')) {
      translatedSrc = { kind: 'interface' };
      if (textAt(method, 'interface-address', 'ip'))
        notes.push([
          'PANOS_INTERFACE_IP',
          "The chosen interface address becomes the egress interface's primary address.",
        ]);
    } else {
      const values = members(child(method, 'translated-address'));
      const ref = translatedRef(ctx, values, entry, `${name}-snat`);
      if (!ref) return 'Its translated source addresses are not all defined here.';
      translatedSrc = { kind: 'address', ref };
    }
    if (method.name === 'dynamic-ip')
      notes.push([
        'PANOS_DYNAMIC_IP',
        'dynamic-ip (one address per source, no port translation) becomes a port-translating pool.',
      ]);
    if (child(method, 'fallback'))
      notes.push([
        'PANOS_NAT_FALLBACK',
        'Its fallback translation (used when the pool runs out) is not converted.',
      ]);
    return { translatedSrc, type: 'dynamic', bidirectional: false, notes };
  }
  if (method.name === 'static-ip') {
    const ref = translatedRef(ctx, members(child(method, 'translated-address')), entry);
    if (!ref) return 'Its static translated source is not one address, range or prefix.';
    const bidirectional = textAt(method, 'bi-directional') === 'yes';
    if (!bidirectional)
      notes.push([
        'PANOS_STATIC_ONE_WAY',
        'One-way static source translation becomes a pool of the translated addresses.',
      ]);
    return {
      translatedSrc: { kind: 'address', ref },
      type: bidirectional ? 'static' : 'dynamic',
      bidirectional,
      notes,
    };
  }
  return `Source translation ${method.name} is not converted.`;
}

/** The match fields every PAN-OS NAT rule has. */
const REQUIRED_NAT_FIELDS = ['from', 'to', 'source', 'destination', 'service'] as const;

/** Why a NAT rule cannot be read completely (cut short, a field missing), or undefined. */
export function natIncomplete(entry: TXmlNode): string | undefined {
  if (entry.cut) return 'The file ends inside this NAT rule (cut short?): it is not converted.';
  const missing = REQUIRED_NAT_FIELDS.filter((field) => !child(entry, field));
  if (missing.length)
    return `It has no ${missing.join(', ')}, which every PAN-OS NAT rule has (a file cut short or edited?): it is not converted.`;
  return undefined;
}
