import type { TPortRange, TServiceTerm } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import type { ScreenOsContext } from './context.js';
import { append, type TSosLine } from './lines.js';
import { PREDEFINED_SERVICES } from './predefined-services.js';

const SVC = 'Services & Service Groups';

function portRange(token: string | undefined): TPortRange | undefined {
  const match = /^(\d{1,5})-(\d{1,5})$/.exec(token ?? '');
  if (!match) return undefined;
  const low = Number(match[1]);
  const high = Number(match[2]);
  return low <= high && high <= 65535 ? [low, high] : undefined;
}

/** One entry: `protocol|+ tcp|udp src-port A-B dst-port C-D`, `icmp type T code C`, `N`. */
function readTerm(rest: string[]): { term: TServiceTerm; timeout?: string } | { error: string } {
  const [protocol, ...options] = rest;
  const value = (word: string) => {
    const at = options.indexOf(word);
    return at >= 0 ? options[at + 1] : undefined;
  };
  const timeout = value('timeout');
  const extra = timeout === undefined ? {} : { timeout };
  if (protocol === 'tcp' || protocol === 'udp') {
    const dst = portRange(value('dst-port') ?? '0-65535');
    const src = portRange(value('src-port') ?? '0-65535');
    if (!dst || !src) return { error: 'its ports could not be read' };
    const fullSource = src[0] <= 1 && src[1] === 65535;
    return { term: { protocol, dst: [dst], ...(fullSource ? {} : { src: [src] }) }, ...extra };
  }
  if (protocol === 'icmp') {
    const type = value('type');
    const code = value('code');
    return {
      term: {
        protocol: 'icmp',
        ...(type !== undefined && /^\d+$/.test(type) ? { type: Number(type) } : {}),
        ...(code !== undefined && /^\d+$/.test(code) ? { code: Number(code) } : {}),
      },
      ...extra,
    };
  }
  if (protocol !== undefined && /^\d{1,3}$/.test(protocol) && Number(protocol) <= 255)
    return { term: { protocol: 'ip', number: Number(protocol) }, ...extra };
  if (protocol === 'sun-rpc' || protocol === 'ms-rpc')
    return { error: `${protocol} services (RPC program or UUID) have no port-based equivalent` };
  return { error: `protocol ${protocol ?? ''} is not understood` };
}

/** `set service "S" protocol|+ ...` lines, then `set group service "G" [add "S"]`. */
export class ServiceReader {
  private readonly services = new Map<string, TSosLine[]>();
  private readonly groups = new Map<string, TSosLine[]>();

  constructor(private readonly ctx: ScreenOsContext) {}

  service(line: TSosLine): void {
    const name = line.tokens[2] ?? '';
    append(this.services, name, line);
  }

  group(line: TSosLine): void {
    const name = line.tokens[3] ?? '';
    append(this.groups, name, line);
  }

  finish(): void {
    const { ctx } = this;
    for (const [name, lines] of this.services) {
      const terms: TServiceTerm[] = [];
      const timeouts: string[] = [];
      const ok: TSosLine[] = [];
      for (const line of lines) {
        const word = line.tokens[3];
        if (word !== 'protocol' && word !== '+') {
          ctx.report(
            'ignored',
            SVC,
            line,
            'SOS_SERVICE_OPTION',
            `Service option ${word ?? ''}: not converted (FortiOS defaults apply).`,
            name,
          );
          continue;
        }
        const read = readTerm(line.tokens.slice(4));
        if ('error' in read) {
          ctx.report(
            'unsupported',
            SVC,
            line,
            'SOS_SERVICE_UNREADABLE',
            `Not converted: ${read.error}.`,
            name,
          );
          continue;
        }
        terms.push(read.term);
        if (read.timeout) timeouts.push(read.timeout);
        ok.push(line);
      }
      if (terms.length === 0) continue;
      ctx.model.services.push({ name, origin: ctx.objectLines(ok, SVC, name, 'service'), terms });
      ctx.serviceNames.add(name);
      if (timeouts.length)
        ctx.note(
          'services',
          name,
          'partial',
          'SOS_SERVICE_TIMEOUT',
          `Session timeout ${timeouts[0] === 'never' ? 'never' : `${timeouts[0] ?? ''} minutes`} is not carried over: set session-ttl on the FortiOS service if it matters.`,
        );
    }
    for (const name of this.groups.keys()) ctx.serviceNames.add(name);
    for (const [name, lines] of this.groups) {
      const members: string[] = [];
      const skipped: string[] = [];
      let comment: string | undefined;
      const origin = ctx.objectLines(lines, SVC, name, 'service group');
      for (const line of lines) {
        const [word, member] = line.tokens.slice(4);
        if (word === 'add' && member !== undefined) {
          const resolved = this.resolve(member, origin);
          if (resolved === 'any' || resolved === undefined) skipped.push(member);
          else if (!members.includes(resolved)) members.push(resolved);
        } else if (word === 'comment' && member !== undefined) comment = member;
      }
      ctx.model.serviceGroups.push({ name, origin, members, ...(comment ? { comment } : {}) });
      if (skipped.length)
        ctx.note(
          'serviceGroups',
          name,
          'partial',
          'SOS_GROUP_MEMBER_UNKNOWN',
          `Members not converted (undefined, unknown predefined service or ANY): ${skipped.join(', ')}.`,
        );
    }
  }

  /** A service name as the model knows it: 'any', a defined or predefined service, or undefined. */
  resolve(name: string, origin: TOrigin): string | 'any' | undefined {
    if (name.toUpperCase() === 'ANY') return 'any';
    if (this.ctx.serviceNames.has(name)) return name;
    const predefined = PREDEFINED_SERVICES[name] ?? PREDEFINED_SERVICES[name.toUpperCase()];
    if (!predefined) return undefined;
    const target = predefined.target ?? (PREDEFINED_SERVICES[name] ? name : name.toUpperCase());
    return this.ctx.inlineService(target, predefined.terms, origin);
  }
}
