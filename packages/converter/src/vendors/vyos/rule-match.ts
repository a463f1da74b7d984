import type { TPartialEffect } from '../../report/report-types.js';
import { fqdnAddress } from './addresses.js';
import type { VyosContext } from './context.js';
import { leaf, sub, type TNode } from './tree.js';

/** A note a converted rule gets. */
export interface TRuleNote {
  status: 'converted' | 'partial';
  code: string;
  message: string;
  effect?: TPartialEffect;
}

/** One side (source or destination) of a rule. */
export interface TSide {
  refs: 'any' | string[];
  negate: boolean;
  /** Why the side cannot be carried at all. */
  lost?: string;
  /** A group whose members were not all read. */
  lossy?: string;
  /** Conditions FortiOS has no field for (geoip, MAC address). */
  other: { kind: string; value: string }[];
}

/** Keys of a side read here (ports are the service's). */
const SIDE_KEYS = new Set(['address', 'group', 'port', 'fqdn', 'geoip', 'mac-address']);

/** The source or destination of a rule as model names. */
export function readSide(ctx: VyosContext, side: TNode | undefined): TSide {
  const out: TSide = { refs: 'any', negate: false, other: [] };
  if (!side) return out;
  const picks: string[] = [];
  const literal = leaf(side, 'address');
  if (literal) {
    const negate = literal.startsWith('!');
    const name = ctx.literalAddress(literal.replace(/^!/, ''), ctx.origin(side));
    if (!name)
      return { ...out, lost: `its address ${literal} is not an IPv4 address, network or range` };
    picks.push(name);
    out.negate = negate;
  }
  for (const kind of ['address-group', 'network-group', 'domain-group']) {
    const group = leaf(side, 'group', kind);
    if (!group) continue;
    const name = group.replace(/^!/, '');
    if (!ctx.hasAddress(name)) {
      const own = interfaceGroup(ctx, name, side);
      if (typeof own !== 'string' || own.startsWith('the address')) {
        if (typeof own === 'string') return { ...out, lost: own };
        if (group.startsWith('!')) out.negate = true;
        picks.push(own.name);
        continue;
      }
      return { ...out, lost: `its ${kind} ${name} is not defined in this input` };
    }
    if (ctx.lossy.has(name)) out.lossy = name;
    if (group.startsWith('!')) out.negate = true;
    picks.push(name);
  }
  const fqdn = leaf(side, 'fqdn');
  if (fqdn) {
    const name = fqdnAddress(ctx, fqdn, side);
    if (!name) return { ...out, lost: `its fqdn ${fqdn} is not a domain name` };
    picks.push(name);
  }
  // Several matches on one side must all hold (an AND), which a FortiOS cell cannot say.
  if (picks.length > 1)
    return { ...out, lost: `its ${side.word} has several address matches that must all hold` };
  if (out.negate && picks.length !== 1)
    return { ...out, lost: 'a negation FortiOS cannot express' };
  if (picks.length) out.refs = picks;
  const geo = sub(side, 'geoip');
  if (geo) {
    const countries = (sub(geo, 'country-code')?.children ?? []).map((c) => c.word.toUpperCase());
    const inverse = Boolean(sub(geo, 'inverse-match'));
    out.other.push({
      kind: `${side.word} geoip`,
      value: `${inverse ? 'not ' : ''}${countries.join(',')}`,
    });
  }
  const mac = leaf(side, 'mac-address');
  if (mac) out.other.push({ kind: `${side.word} mac-address`, value: mac });
  for (const child of side.children)
    if (!SIDE_KEYS.has(child.word))
      out.other.push({ kind: `${side.word} ${child.word}`, value: words(child) });
  const groupKinds = sub(side, 'group')?.children ?? [];
  for (const child of groupKinds)
    if (!['address-group', 'network-group', 'domain-group', 'port-group'].includes(child.word))
      return { ...out, lost: `its ${child.word} ${words(child)} is not converted` };
  return out;
}

/** The words below a node, for a message (`count 4 time 60`). */
export function words(node: TNode): string {
  const out: string[] = [];
  const walk = (at: TNode) => {
    for (const c of at.children) {
      out.push(c.word);
      walk(c);
    }
  };
  walk(node);
  return out.join(' ');
}

/** The states a rule matches (`state established enable` or VyOS 1.4 `state established`). */
export function ruleStates(rule: TNode): Set<string> | undefined {
  const state = sub(rule, 'state');
  if (!state) return undefined;
  const on = new Set<string>();
  for (const child of state.children) {
    const value = child.children[0]?.word;
    if (value === undefined || value === 'enable') on.add(child.word);
  }
  return on;
}

/**
 * EdgeOS's automatic group `ADDRv4_eth0`: the address of interface eth0. Its host address when
 * the interface has a static one; otherwise why not.
 */
function interfaceGroup(ctx: VyosContext, name: string, side: TNode): { name: string } | string {
  const iface = /^ADDRv4_(\S+)$/.exec(name)?.[1];
  if (!iface) return `no group ${name}`;
  const found = ctx.model.interfaces.find((i) => i.name === ctx.interfaceName(iface));
  const ip = found?.addressing.mode === 'static' ? found.addressing.addresses[0]?.ip : undefined;
  if (!ip)
    return `the address of ${iface} (EdgeOS group ${name}) is not in this input (DHCP or PPPoE): a FortiOS VIP or policy needs it stated`;
  const host = ctx.literalAddress(ip, ctx.origin(side));
  return host ? { name: host } : `no group ${name}`;
}
