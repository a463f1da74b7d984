import type { TPortRange, TService, TServiceTerm } from '../../../model/ir.js';
import { q } from '../writer.js';
import type { EmitContext } from './context.js';
import { dependencyOrder } from './dependency-order.js';

type TPortTerm = Extract<TServiceTerm, { protocol: 'tcp' | 'udp' | 'sctp' }>;

const range = ([low, high]: TPortRange) => (low === high ? `${low}` : `${low}-${high}`);

/** `dst[:src]` items of a port term: every destination range with every source range. */
function portItems(term: TPortTerm): string[] {
  const sources = term.src ?? [undefined];
  return term.dst.flatMap((dst) =>
    sources.map((src) => (src ? `${range(dst)}:${range(src)}` : range(dst))),
  );
}

/** A custom service body: all port terms in one, or one ICMP / IP term. */
type TPart =
  | { kind: 'ports'; terms: TPortTerm[] }
  | { kind: 'single'; term: Exclude<TServiceTerm, TPortTerm> };

function parts(service: TService): TPart[] {
  const ports = service.terms.filter(
    (t): t is TPortTerm => t.protocol === 'tcp' || t.protocol === 'udp' || t.protocol === 'sctp',
  );
  const singles = service.terms.filter(
    (t): t is Exclude<TServiceTerm, TPortTerm> => !ports.includes(t as TPortTerm),
  );
  return [
    ...(ports.length ? [{ kind: 'ports' as const, terms: ports }] : []),
    ...singles.map((term) => ({ kind: 'single' as const, term })),
  ];
}

function writePart(ctx: EmitContext, part: TPart): void {
  if (part.kind === 'ports') {
    for (const protocol of ['tcp', 'udp', 'sctp'] as const) {
      const items = part.terms.filter((t) => t.protocol === protocol).flatMap(portItems);
      if (items.length) ctx.out.set(`${protocol}-portrange`, ...items);
    }
    return;
  }
  const { term } = part;
  if (term.protocol === 'ip') {
    ctx.out.set('protocol', 'IP');
    ctx.out.set('protocol-number', term.number);
  } else {
    ctx.out.set('protocol', term.protocol === 'icmp' ? 'ICMP' : 'ICMP6');
    if (term.type !== undefined) ctx.out.set('icmptype', term.type);
    if (term.code !== undefined) ctx.out.set('icmpcode', term.code);
  }
}

/**
 * `config firewall service custom` and `group`. A service FortiOS cannot hold in one custom
 * service (ports and ICMP together, several ICMP types) becomes several and a group.
 */
export function emitServices(ctx: EmitContext): void {
  const extraGroups: { name: string; members: string[]; source: string }[] = [];
  if (ctx.model.services.length) {
    ctx.out.config('firewall service custom', () => {
      for (const service of ctx.model.services) {
        if (ctx.factory('service', service)) continue;
        const pieces = parts(service);
        if (pieces.length === 0) {
          ctx.note('services', service.name, {
            status: 'unsupported',
            code: 'SERVICE_EMPTY',
            message: 'The service matches nothing.',
          });
          continue;
        }
        if (pieces.length === 1 && pieces[0]) {
          const name = ctx.name('services', 'service', service.name);
          const part = pieces[0];
          ctx.out.edit(name, () => {
            writePart(ctx, part);
            if (service.comment) ctx.out.set('comment', q(service.comment.slice(0, 255)));
          });
          ctx.target('services', service.name, `firewall service custom "${name}"`);
          continue;
        }
        const members = pieces.map((part, index) => {
          const name = ctx.names.claim('service', `${service.name}-${index + 1}`).name;
          ctx.out.edit(name, () => writePart(ctx, part));
          ctx.target('services', service.name, `firewall service custom "${name}"`);
          return name;
        });
        extraGroups.push({ name: service.name, members, source: service.name });
        ctx.note('services', service.name, {
          status: 'converted',
          code: 'SERVICE_SPLIT',
          message: `FortiOS holds one protocol kind per custom service: split into ${members.length} services and a group.`,
        });
      }
    });
  }
  const { ordered, cyclic } = dependencyOrder(ctx.model.serviceGroups);
  if (ordered.length === 0 && extraGroups.length === 0) return;
  ctx.out.config('firewall service group', () => {
    for (const group of extraGroups) {
      const name = ctx.name('services', 'service', group.name);
      ctx.out.edit(name, () => ctx.out.set('member', ...group.members.map(q)));
      ctx.target('services', group.source, `firewall service group "${name}"`);
    }
    for (const group of ordered) {
      const name = ctx.name('serviceGroups', 'service', group.name);
      const resolve = (member: string) => ctx.names.lookup('service', member);
      const members = group.members.map(resolve).filter((m): m is string => m !== undefined);
      const missing = group.members.filter((member) => resolve(member) === undefined);
      if (missing.length || cyclic.includes(group.name) || members.length === 0) {
        ctx.note('serviceGroups', group.name, {
          status: members.length ? 'partial' : 'unsupported',
          code: 'GROUP_MEMBER_MISSING',
          message: `Members left out (undefined, unconverted or circular): ${missing.join(', ') || group.name}.`,
        });
        if (members.length === 0) continue;
      }
      ctx.out.edit(name, () => ctx.out.set('member', ...members.map(q)));
      ctx.target('serviceGroups', group.name, `firewall service group "${name}"`);
    }
  });
}
