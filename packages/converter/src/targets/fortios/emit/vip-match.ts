import type { TNatRule, TPortRange } from '../../../model/ir.js';
import { rangeToPrefixes } from '../../../net/ipv4.js';
import type { TNote } from '../../../report/report-types.js';
import type { EmitContext } from './context.js';
import { serviceNamed } from './service-lookup.js';

/** Port forwarding of a VIP: the port clients connect to and the port it becomes. */
export interface TVipPorts {
  protocol: 'tcp' | 'udp' | 'sctp';
  ext: TPortRange;
  mapped: TPortRange;
}

/** What a destination NAT rule matches besides its address, as VIP settings. */
export interface TVipMatch {
  ports?: TVipPorts;
  /** Client prefixes (`src-filter`); absent: every source. */
  srcFilter?: string[];
  notes: TNote[];
}

/** The one TCP/UDP/SCTP destination port range a service stands for, if it is that simple. */
function portsOf(
  ctx: EmitContext,
  name: string | undefined,
): { protocol: TVipPorts['protocol']; range: TPortRange } | undefined {
  const service = serviceNamed(ctx.model.services, name);
  const [term, ...rest] = service?.terms ?? [];
  if (!term || rest.length) return undefined;
  if (term.protocol !== 'tcp' && term.protocol !== 'udp' && term.protocol !== 'sctp') return;
  const [range, ...more] = term.dst;
  // A source port condition of every port (PAN-OS `source-port 1-65535`) is none: a VIP
  // forwards the destination port whatever the source port (issue 17 item 5f).
  const anySource = !term.src?.length || term.src.some(([low, high]) => low <= 1 && high >= 65535);
  return range && !more.length && anySource ? { protocol: term.protocol, range } : undefined;
}

const width = ([low, high]: TPortRange) => high - low;

function ports(ctx: EmitContext, rule: TNatRule): TVipPorts | string | undefined {
  if (rule.service === 'any' && !rule.translatedService) return undefined;
  const ext = rule.service === 'any' || rule.service.length !== 1 ? undefined : rule.service[0];
  const original = portsOf(ctx, ext);
  const translated = rule.translatedService ? portsOf(ctx, rule.translatedService) : original;
  if (!original || !translated) return 'its service is not one TCP, UDP or SCTP port range';
  if (original.protocol !== translated.protocol)
    return 'its service changes protocol, which a VIP cannot';
  const mapped = translated.range;
  // A VIP maps a port range onto a range of the same width, port by port.
  if (width(original.range) !== width(mapped)) return 'its port ranges differ in width';
  return { protocol: original.protocol, ext: original.range, mapped };
}

/**
 * The source condition and port translation of a destination NAT rule as VIP settings
 * (`src-filter`; `portforward`, `extport`, `mappedport`), with a note for what does not fit:
 * the VIP then translates more than the source did, and the report must say so.
 */
export function vipMatch(ctx: EmitContext, rule: TNatRule): TVipMatch {
  const notes: TNote[] = [];
  const port = ports(ctx, rule);
  if (typeof port === 'string')
    notes.push({
      status: 'partial',
      code: 'NAT_SERVICE_IGNORED',
      message: `The service condition of this NAT rule is not carried over (${port}): the VIP translates every port.`,
    });
  let srcFilter: string[] | undefined;
  if (rule.src !== 'any') {
    const intervals = ctx.resolver.resolve(rule.src);
    srcFilter = intervals?.flatMap(([low, high]) =>
      rangeToPrefixes(low, high).map((p) => `${p.ip}/${p.prefix}`),
    );
    if (!srcFilter?.length || srcFilter.includes('0.0.0.0/0')) srcFilter = undefined;
    if (!intervals?.length)
      notes.push({
        status: 'partial',
        code: 'NAT_SOURCE_IGNORED',
        message:
          'The source condition of this destination NAT is not IPv4 addresses: the VIP translates for every source.',
      });
  }
  return {
    ...(typeof port === 'object' ? { ports: port } : {}),
    ...(srcFilter ? { srcFilter } : {}),
    notes,
  };
}
