import type { TServiceTerm } from '../../model/ir.js';
import type { TXmlNode } from '../toolkit/xml-tree.js';
import { listOf, textOf, type WatchGuardContext } from './context.js';

/**
 * `<service-list>`: each `<service>` (a policy type: packet filter or proxy) becomes a service
 * whose terms are its `<service-item>` members: IP protocol number with a server (destination)
 * port (`<server-port>`, 0 = every port) or a range (`<start-server-port>`/`<end-server-port>`),
 * ICMP with `<icmp-type>`/`<icmp-code>` (255 = any code). A service with several members is
 * already a group: one service with several terms. `Any` (protocol 0) is the model's `any`.
 */
export function readServices(ctx: WatchGuardContext, list: TXmlNode): void {
  for (const node of list.children) {
    const name = textOf(node, 'name');
    const terms: TServiceTerm[] = [];
    let unknown = false;
    for (const member of listOf(node, 'service-item')) {
      const term = termOf(member);
      if (term) terms.push(term);
      else unknown = true;
    }
    if (unknown || terms.length === 0) {
      ctx.report(
        'unsupported',
        'Services & Service Groups',
        node,
        'WG_SERVICE_MEMBER',
        `Service ${name}: a member the converter cannot read (no protocol, or a port it does not understand); policies of this type are not converted. Create the service on the FortiGate.`,
        name,
      );
      ctx.unconverted.add(name);
      continue;
    }
    if (terms.some((t) => t.protocol === 'ip' && t.number === 0)) {
      // Every protocol: policies of this type match any service (FortiOS ALL).
      ctx.anyServices.add(name);
      ctx.report(
        'converted',
        'Services & Service Groups',
        node,
        'WG_SERVICE_ANY',
        `Service ${name} matches every protocol: policies naming it use ALL.`,
        name,
      );
      continue;
    }
    const description = textOf(node, 'description');
    ctx.model.services.push({
      name,
      origin: ctx.take(node),
      terms,
      ...(description ? { comment: description } : {}),
    });
  }
}

const PORT = /^\d{1,5}$/;

function termOf(member: TXmlNode): TServiceTerm | undefined {
  const protocol = textOf(member, 'protocol');
  if (!/^\d{1,3}$/.test(protocol) || Number(protocol) > 255) return undefined;
  const number = Number(protocol);
  if (number === 1 || number === 58) {
    const type = textOf(member, 'icmp-type');
    const code = textOf(member, 'icmp-code');
    const term: TServiceTerm = { protocol: number === 1 ? 'icmp' : 'icmp6' };
    if (PORT.test(type) && Number(type) !== 255) term.type = Number(type);
    if (PORT.test(code) && Number(code) !== 255 && term.type !== undefined)
      term.code = Number(code);
    return term;
  }
  if (number !== 6 && number !== 17) return { protocol: 'ip', number };
  const single = textOf(member, 'server-port');
  const start = single || textOf(member, 'start-server-port');
  const end = single || textOf(member, 'end-server-port');
  if (!PORT.test(start) || !PORT.test(end)) return undefined;
  const low = Number(start);
  const high = Number(end);
  if (high > 65535 || low > high) return undefined;
  return {
    protocol: number === 6 ? 'tcp' : 'udp',
    dst: [low === 0 ? [1, 65535] : [low, high]],
  };
}
