/**
 * Destination translations compared by what they do, not by how a vendor wrote them: the
 * policy comparison sees real addresses only (central NAT), so a VIP that lost its source
 * condition or port change would go unnoticed there. Each enabled source rule that translates
 * destinations (a DNAT, or a static NAT's reverse direction) must have a target rule with the
 * same clients, external and mapped addresses, and ports; otherwise it is listed as not
 * verified. Interfaces are not compared.
 */
import type { TConfigModel, TNatRule, TPortRange, TRefList } from '../model/ir.js';
import { AddressResolver, type TInterval } from '../model/resolve.js';

interface TDnatView {
  clients: string;
  ext: string;
  mapped: string;
  ports: string;
}

const setText = (intervals: TInterval[] | undefined): string | undefined => {
  if (!intervals) return undefined;
  const merged: TInterval[] = [];
  for (const [low, high] of [...intervals].sort((a, b) => a[0] - b[0])) {
    const last = merged[merged.length - 1];
    if (last && low <= last[1] + 1) last[1] = Math.max(last[1], high);
    else merged.push([low, high]);
  }
  return merged.map(([low, high]) => `${low}-${high}`).join(',');
};

function portsOf(model: TConfigModel, refs: TRefList | undefined): string | undefined {
  if (refs === undefined || refs === 'any') return 'any';
  const terms = refs.flatMap((name) => model.services.find((s) => s.name === name)?.terms ?? []);
  if (terms.length !== 1 || !terms[0] || !('dst' in terms[0])) return undefined;
  const { protocol, dst } = terms[0];
  return `${protocol}:${dst.map(([low, high]: TPortRange) => `${low}-${high}`).join(',')}`;
}

/** The destination translation of a rule, or undefined when it has none; 'opaque' if unreadable. */
function view(model: TConfigModel, resolver: AddressResolver, rule: TNatRule) {
  const resolve = (refs: TRefList) => (refs === 'any' ? 'any' : setText(resolver.resolve(refs)));
  let parts: (string | undefined)[];
  if (rule.translatedDst.kind === 'address') {
    const ext = portsOf(model, rule.service);
    parts = [
      resolve(rule.src),
      resolve(rule.dst),
      resolve([rule.translatedDst.ref]),
      ext === 'any'
        ? 'any'
        : `${ext}>${portsOf(model, rule.translatedService ? [rule.translatedService] : rule.service) ?? '?'}`,
    ];
  } else if (rule.type === 'static' && rule.translatedSrc.kind === 'address') {
    // Connections to the mapped address reach the real one: clients are any source.
    const real = portsOf(model, rule.service);
    parts = [
      'any',
      resolve([rule.translatedSrc.ref]),
      resolve(rule.src),
      real === 'any'
        ? 'any'
        : `${portsOf(model, rule.translatedService ? [rule.translatedService] : rule.service) ?? '?'}>${real}`,
    ];
  } else return undefined;
  if (parts.some((p) => p === undefined)) return 'opaque';
  const [clients = '', ext = '', mapped = '', ports = ''] = parts as string[];
  return { clients, ext, mapped, ports } satisfies TDnatView;
}

const key = (v: TDnatView) => `${v.clients}|${v.ext}|${v.mapped}|${v.ports}`;

/** Source destination-translating rules the target does not translate the same way. */
export function destinationNatCaveats(
  source: TConfigModel,
  target: TConfigModel,
): { ruleId: string; reason: string }[] {
  const targetResolver = new AddressResolver(target);
  const targetKeys = new Set<string>();
  for (const rule of target.nat) {
    const v = rule.enabled ? view(target, targetResolver, rule) : undefined;
    if (v && v !== 'opaque') targetKeys.add(key(v));
  }
  const resolver = new AddressResolver(source);
  const out: { ruleId: string; reason: string }[] = [];
  for (const rule of source.nat) {
    const v = rule.enabled ? view(source, resolver, rule) : undefined;
    if (!v) continue;
    if (v === 'opaque')
      out.push({
        ruleId: `source:nat:${rule.id}`,
        reason:
          'destination NAT whose addresses or ports are not plain IPv4 and TCP/UDP: not compared',
      });
    else if (!targetKeys.has(key(v)))
      out.push({
        ruleId: `source:nat:${rule.id}`,
        reason: 'no target VIP translates the same clients, addresses and ports',
      });
  }
  return out;
}
