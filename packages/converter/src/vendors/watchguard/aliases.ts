import type { TXmlNode } from '../toolkit/xml-tree.js';
import { listOf, textOf, type WatchGuardContext } from './context.js';

/**
 * One member of a policy's From or To list, resolved: the conjunction of an interface set, an
 * address and a user (WatchGuard Fireware Help, "About Aliases": an alias member is an address,
 * an interface and a user together; an alias is the union of its members).
 */
export interface TEnd {
  intf: 'any' | string[];
  addr: 'any' | string;
  /** An authenticated user or group (`<user>` other than Any). */
  user?: string;
  /** A static NAT (SNAT) action named in a To list: the address clients connect to. */
  snat?: string;
  /** The Firebox itself (management traffic), not a forwarding end. */
  firebox?: boolean;
  /** What could not be resolved, with why: the member is left out. */
  unknown?: string;
}

/** Built-in aliases that stand for interfaces (WatchGuard Fireware Help, "About Aliases"). */
const BUILT_IN = new Set([
  'Any',
  'Any-Trusted',
  'Any-External',
  'Any-Optional',
  'Any-BOVPN',
  'Any-MUVPN',
  'Firebox',
]);

/** How many times a cycle of aliases was cut (a result read across a cut is not remembered). */
let cycleCuts = 0;

/** Indexes `<alias-list>` by name; its elements are accounted for once policies resolved them. */
export function indexAliases(ctx: WatchGuardContext, list: TXmlNode): void {
  for (const node of list.children) ctx.aliases.set(textOf(node, 'name'), node);
}

/** The members an alias stands for, nested aliases flattened (a cycle resolves to nothing). */
export function resolveAlias(
  ctx: WatchGuardContext,
  name: string,
  seen = new Set<string>(),
): TEnd[] {
  // Remembered unless a cycle was cut inside (that result depends on where it was entered):
  // aliases such as address groups are named by many policies.
  const known = ctx.resolvedAliases.get(name);
  if (known) return known;
  const cuts = cycleCuts;
  const ends = resolveFresh(ctx, name, seen);
  if (cuts === cycleCuts) ctx.resolvedAliases.set(name, ends);
  return ends;
}

function resolveFresh(ctx: WatchGuardContext, name: string, seen: Set<string>): TEnd[] {
  const node = ctx.aliases.get(name);
  if (!node) {
    if (BUILT_IN.has(name))
      return [{ intf: interfacesOf(ctx, name) ?? [], addr: 'any', ...firebox(name) }];
    return [{ intf: 'any', addr: 'any', unknown: `alias ${name} (not defined in the file)` }];
  }
  if (seen.has(name)) {
    cycleCuts++;
    return [];
  }
  seen.add(name);
  ctx.usedAliases.add(name);
  const ends: TEnd[] = [];
  for (const member of listOf(node, 'alias-member-list')) {
    const nested = textOf(member, 'alias-name');
    if (textOf(member, 'type') === '2' || nested) {
      ends.push(...resolveAlias(ctx, nested, seen));
      continue;
    }
    ends.push(memberEnd(ctx, member));
  }
  seen.delete(name);
  return ends;
}

function memberEnd(ctx: WatchGuardContext, member: TXmlNode): TEnd {
  const interfaceName = textOf(member, 'interface') || 'Any';
  const address = textOf(member, 'address') || 'Any';
  const user = textOf(member, 'user') || 'Any';
  const intf = interfacesOf(ctx, interfaceName);
  const end: TEnd = { intf: intf ?? 'any', addr: 'any', ...firebox(interfaceName) };
  if (user !== 'Any') end.user = user;
  if (!intf) end.unknown = `interface ${interfaceName} (not converted)`;
  if (address === 'Any') return end;
  if (ctx.snatActions.has(address)) end.snat = address;
  else if (ctx.names.has('addresses', address) || ctx.names.has('addressGroups', address))
    end.addr = address;
  else if (address === 'Firebox') end.firebox = true;
  else
    end.unknown ??= ctx.unconverted.has(address)
      ? `address ${address} (not converted)`
      : `address ${address} (not defined in the file)`;
  return end;
}

const firebox = (name: string) => (name === 'Firebox' ? { firebox: true } : {});

/** The interfaces an interface field names; undefined when it names none the model has. */
export function interfacesOf(ctx: WatchGuardContext, name: string): 'any' | string[] | undefined {
  if (name === 'Any' || name === 'Firebox') return 'any';
  if (name === 'Any-BOVPN') return [...ctx.tunnels];
  const ofType = ctx.interfacesOfType.get(name);
  if (ofType) return ofType;
  if (name === 'Any-Trusted' || name === 'Any-External' || name === 'Any-Optional') return [];
  return ctx.names.has('interfaces', name) ? [name] : undefined;
}

/** Reports the aliases: those policies resolved are converted into them, the rest unused. */
export function reportAliases(ctx: WatchGuardContext): void {
  for (const [name, node] of ctx.aliases) {
    if (ctx.usedAliases.has(name))
      ctx.report(
        'converted',
        'Addresses & Address Groups',
        node,
        'WG_ALIAS',
        `Alias ${name}: resolved into the interfaces and addresses of the policies that name it.`,
        name,
      );
    else
      ctx.report(
        'ignored',
        'Addresses & Address Groups',
        node,
        'WG_ALIAS_UNUSED',
        `Alias ${name} is not used by any converted policy or NAT entry: not converted.`,
        name,
      );
  }
}
