import type { TRefList } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import { child, type TXmlNode } from '../toolkit/xml-tree.js';
import { flag, text, type PfContext } from './context.js';

/** A rule's `<source>` or `<destination>`: addresses, negation and port, or why not. */
export type TCell =
  | {
      refs: TRefList;
      negate: boolean;
      port: string;
      /** The firewall's own address (`(self)`, `lanip`): FortiOS local-in traffic. */
      self: boolean;
    }
  | { error: string };

/** The firewall's own addresses (`(self)`, "This firewall"): a group of its interface hosts. */
function selfGroup(ctx: PfContext, origin: TOrigin): string {
  const name = 'self';
  if (!ctx.names.has('addressGroups', name)) {
    const members: string[] = [];
    for (const iface of ctx.interfaces.values())
      if (iface.ip) members.push(ctx.literalAddress(iface.ip, origin) ?? '');
    ctx.model.addressGroups.push({
      name,
      origin,
      generated: true,
      members: members.filter(Boolean),
      comment: 'The firewall itself: its interface addresses',
    });
  }
  return name;
}

/**
 * An address value: a special network token (`lan` = LAN net, `lanip` = LAN address, `wanip`,
 * `(self)`), an alias, or a literal (host, CIDR, range).
 */
export function addressRef(
  ctx: PfContext,
  value: string,
  origin: TOrigin,
): string | { error: string } {
  if (value === '(self)' || value === 'self') return selfGroup(ctx, origin);
  const key = value.endsWith('ip') ? value.slice(0, -2) : value;
  const iface = ctx.interfaces.get(key) ?? ctx.interfaces.get(value);
  if (iface && !ctx.portAliases.has(value) && !ctx.names.has('addressGroups', value)) {
    if (!iface.ip || iface.prefix === undefined)
      return {
        error: `${value} names interface ${key}, whose address is not static (DHCP, PPPoE or none)`,
      };
    const literal = key === value ? `${iface.ip}/${iface.prefix}` : iface.ip;
    return ctx.literalAddress(literal, origin) ?? { error: `${value} could not be resolved` };
  }
  const why = ctx.unconverted.get(value);
  if (why) return { error: `alias ${value} is ${why}` };
  if (ctx.names.has('addresses', value) || ctx.names.has('addressGroups', value)) return value;
  return ctx.literalAddress(value, origin) ?? { error: `${value} is not defined in the file` };
}

/** Reads a `<source>`/`<destination>` element (absent = any). */
export function readCell(ctx: PfContext, node: TXmlNode | undefined, origin: TOrigin): TCell {
  const negate = flag(node, 'not');
  const port = text(node, 'port');
  const value = text(node, 'network') || text(node, 'address');
  if (!node || child(node, 'any') || value === '' || value === 'any')
    return { refs: 'any', negate, port, self: false };
  const ref = addressRef(ctx, value, origin);
  const self =
    value === '(self)' ||
    value === 'self' ||
    (value.endsWith('ip') && ctx.interfaces.has(value.slice(0, -2)));
  return typeof ref === 'string' ? { refs: [ref], negate, port, self } : ref;
}
