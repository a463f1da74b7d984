import type { TAddress } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import { parseIpv4Range, parsePrefix } from '../toolkit/vendor-context.js';
import { at, child, type TXmlNode } from '../toolkit/xml-tree.js';
import { childrenNamed, text, type PfContext } from './context.js';

/** One alias as either format writes it: legacy `<aliases>` or OPNsense MVC `<Alias>`. */
interface TAlias {
  node: TXmlNode;
  name: string;
  type: string;
  entries: string[];
  comment: string;
  enabled: boolean;
}

const FQDN = /^(?=.{1,253}$)([a-z0-9_](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}\.?$/i;
const COUNTRY = /^[A-Z]{2}$/;

/** Alias types FortiOS has no object for, and what to do instead. */
const UNCONVERTED: Record<string, string> = {
  url: 'a URL alias (a list downloaded once): create the addresses, or a FortiOS external threat feed (`system external-resource`)',
  url_ports: 'a URL port alias: create the services by hand',
  urltable:
    'a URL table (a list refreshed on a schedule): create a FortiOS external threat feed (`system external-resource`) and use it',
  urltable_ports: 'a URL table of ports: create the services by hand',
  mac: 'a MAC address alias: use FortiOS MAC address objects by hand',
  asn: 'an AS number alias: create an Internet Service or threat feed by hand',
  dynipv6host: 'a dynamic IPv6 host alias: no FortiOS counterpart',
  authgroup: 'an OpenVPN group alias: use FortiOS user groups in the policies',
  external: 'an external alias (filled by a script or API): no FortiOS counterpart',
  internal: 'an internal OPNsense alias: no FortiOS counterpart',
};

function legacyAliases(root: TXmlNode): TAlias[] {
  return childrenNamed(child(root, 'aliases'), 'alias').map((node) => ({
    node,
    name: text(node, 'name'),
    type: text(node, 'type'),
    entries: text(node, 'address').split(/\s+/).filter(Boolean),
    comment: text(node, 'descr'),
    enabled: true,
  }));
}

function mvcAliases(root: TXmlNode): TAlias[] {
  const list = at(root, 'OPNsense', 'Firewall', 'Alias', 'aliases');
  return childrenNamed(list, 'alias').map((node) => ({
    node,
    name: text(node, 'name'),
    type: text(node, 'type'),
    entries: text(node, 'content')
      .split(/[\n\r,]+/)
      .map((e) => e.trim())
      .filter(Boolean),
    comment: text(node, 'description'),
    enabled: text(node, 'enabled') !== '0',
  }));
}

/**
 * Aliases, legacy and OPNsense MVC: host and network aliases become an address (one entry) or an
 * address group of generated members; nested aliases nest; port aliases are kept for the rules'
 * services; URL tables and the other dynamic kinds are reported and the rules naming them are not
 * converted.
 */
export function readAliases(ctx: PfContext, root: TXmlNode): void {
  const aliases = [...legacyAliases(root), ...mvcAliases(root)];
  const kinds = new Map(aliases.map((a) => [a.name, a.type]));
  for (const alias of aliases) {
    const { node, name, type } = alias;
    const why = !alias.enabled
      ? 'a disabled alias'
      : (UNCONVERTED[type] ??
        (isAddressType(type) || type === 'port' ? undefined : `type ${type}`));
    if (why) {
      ctx.unconverted.set(name, why);
      const status = alias.enabled ? 'unsupported' : 'ignored';
      ctx.report(
        status,
        'Addresses & Address Groups',
        node,
        'PF_ALIAS_NOT_CONVERTED',
        `Alias ${name} is ${why}; rules naming it are not converted.`,
        name,
      );
      continue;
    }
    if (type === 'port') {
      ctx.portAliases.set(name, alias.entries);
      ctx.report(
        'converted',
        'Services & Service Groups',
        node,
        'PF_PORT_ALIAS',
        `Port alias ${name}: the rules naming it get services of its ports with their protocol.`,
        name,
      );
      continue;
    }
    addressAlias(ctx, alias, kinds);
  }
}

const isAddressType = (type: string) =>
  type === 'host' || type === 'network' || type === 'networkgroup' || type === 'geoip';

function addressAlias(ctx: PfContext, alias: TAlias, kinds: Map<string, string>): void {
  const { node, name } = alias;
  const origin = ctx.take(node);
  const members: string[] = [];
  const bad: string[] = [];
  // One entry that is itself an address: the alias is that address, with no generated member.
  const [only] = alias.entries;
  if (alias.entries.length === 1 && only !== undefined && !kinds.has(only)) {
    const own = addressOf(name, only, origin);
    if (own) {
      ctx.model.addresses.push({ ...own, ...(alias.comment ? { comment: alias.comment } : {}) });
      return;
    }
  }
  for (const entry of alias.entries) {
    if (kinds.has(entry) && entry !== name) members.push(entry);
    else if (alias.type === 'geoip' && COUNTRY.test(entry)) {
      members.push(ctx.literalGeo(entry, origin));
    } else {
      const literal = ctx.literalAddress(entry, origin);
      if (literal) members.push(literal);
      else if (FQDN.test(entry)) members.push(ctx.literalFqdn(entry.toLowerCase(), origin));
      else bad.push(entry);
    }
  }
  const comment = alias.comment ? { comment: alias.comment } : {};
  ctx.model.addressGroups.push({ name, origin, members, ...comment });
  if (bad.length) {
    ctx.unconverted.set(name, `an alias with entries that are no address (${bad.join(', ')})`);
    ctx.note(
      'addressGroups',
      name,
      'partial',
      'PF_ALIAS_ENTRY',
      `Entries that are no address were left out: ${bad.join(', ')}; rules naming it are not converted.`,
      'narrows',
    );
  }
}

/** An alias of one entry as an address of its own name (host, subnet, range, FQDN). */
function addressOf(name: string, entry: string, origin: TOrigin): TAddress | undefined {
  const range = parseIpv4Range(entry);
  if (range) return { name, origin, kind: 'range', ...range };
  const net = parsePrefix(entry);
  if (net)
    return net.prefix === 32 || net.prefix === 128
      ? { name, origin, kind: 'host', ip: net.ip }
      : { name, origin, kind: 'subnet', ...net };
  return FQDN.test(entry) ? { name, origin, kind: 'fqdn', fqdn: entry.toLowerCase() } : undefined;
}
