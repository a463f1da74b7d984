import type { TRefList } from '../../model/ir.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';
import type { SophosContext } from './context.js';

/** A rule's cell resolved to model names; `missing` could not be, `lossy` lost members. */
export interface TResolved {
  refs: TRefList;
  missing: string[];
  lossy: string[];
}

const isAny = (values: string[]) =>
  values.length === 0 || values.some((v) => v.toLowerCase() === 'any');

/**
 * The address an interface object (`#PortA`) stands for: the interface's own address, made
 * as a host; undefined when the interface is not in the input or has no static address.
 */
function interfaceAddress(ctx: SophosContext, value: string, node: TXmlNode): string | undefined {
  const iface = ctx.model.interfaces.find((i) => i.name === value.slice(1));
  if (iface?.addressing.mode !== 'static') return undefined;
  const first = iface.addressing.addresses[0];
  return first ? ctx.literalAddress(first.ip, ctx.origin(node)) : undefined;
}

/**
 * Networks of a rule or NAT rule: host and group names, `#Port` interface objects, `Any`.
 * System hosts (`##ALL_RW`, remote-access clients) and names not in the input are `missing`.
 */
export function resolveAddresses(ctx: SophosContext, values: string[], node: TXmlNode): TResolved {
  if (isAny(values)) return { refs: 'any', missing: [], lossy: [] };
  const refs: string[] = [];
  const missing: string[] = [];
  const lossy: string[] = [];
  for (const value of values) {
    const name = ctx.hasAddress(value)
      ? value
      : value.startsWith('#') && !value.startsWith('##')
        ? interfaceAddress(ctx, value, node)
        : undefined;
    if (name) refs.push(name);
    else missing.push(value);
    if (name && ctx.lossy.has(`a:${name}`)) lossy.push(name);
  }
  return { refs: [...new Set(refs)], missing, lossy };
}

/** Services of a rule by name; names not in the input are `missing`. */
export function resolveServices(ctx: SophosContext, values: string[]): TResolved {
  if (isAny(values)) return { refs: 'any', missing: [], lossy: [] };
  const refs = values.filter((v) => ctx.hasService(v));
  return {
    refs: [...new Set(refs)],
    missing: values.filter((v) => !ctx.hasService(v)),
    lossy: refs.filter((v) => ctx.lossy.has(`s:${v}`)),
  };
}
