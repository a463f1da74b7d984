import type { TPortRange, TServiceTerm } from '../../model/ir.js';
import type { HuaweiContext } from './context.js';
import { restOf, type TVrpLine } from './lines.js';

const SVC = 'Services & Service Groups';

/** ICMP type names VRP prints (`icmp-type echo`). */
const ICMP_TYPES: Readonly<Record<string, number>> = {
  'echo-reply': 0,
  unreachable: 3,
  'source-quench': 4,
  redirect: 5,
  echo: 8,
  'ttl-exceeded': 11,
  'parameter-problem': 12,
  timestamp: 13,
  'timestamp-reply': 14,
};

const tcp = (port: number): TServiceTerm => ({ protocol: 'tcp', dst: [[port, port]] });
const udp = (port: number): TServiceTerm => ({ protocol: 'udp', dst: [[port, port]] });

/** Predefined services (Huawei USG6000 "Predefined Services"), referenced by name only. */
export const PREDEFINED: Readonly<Record<string, TServiceTerm[]>> = {
  http: [tcp(80)],
  https: [tcp(443)],
  ftp: [tcp(21)],
  ssh: [tcp(22)],
  telnet: [tcp(23)],
  smtp: [tcp(25)],
  pop3: [tcp(110)],
  imap: [tcp(143)],
  dns: [udp(53), tcp(53)],
  snmp: [udp(161)],
  snmptrap: [udp(162)],
  ntp: [udp(123)],
  tftp: [udp(69)],
  syslog: [udp(514)],
  rdp: [tcp(3389)],
  ldap: [tcp(389)],
  radius: [udp(1812)],
  sqlnet: [tcp(1521)],
  icmp: [{ protocol: 'icmp' }],
  ping: [{ protocol: 'icmp', type: 8 }],
  gre: [{ protocol: 'ip', number: 47 }],
  esp: [{ protocol: 'ip', number: 50 }],
  ah: [{ protocol: 'ip', number: 51 }],
  ospf: [{ protocol: 'ip', number: 89 }],
};

const PROTOCOLS: Readonly<Record<string, number>> = { tcp: 6, udp: 17, icmp: 1, sctp: 132 };

/** `a [to b] [c [to d]] ...` from `at`, up to the next keyword; the ranges and the next index. */
function portList(words: readonly string[], at: number): [TPortRange[] | undefined, number] {
  const ranges: TPortRange[] = [];
  let i = at;
  while (/^\d+$/.test(words[i] ?? '')) {
    const low = Number(words[i]);
    let high = low;
    if (words[i + 1] === 'to' && /^\d+$/.test(words[i + 2] ?? '')) {
      high = Number(words[i + 2]);
      i += 3;
    } else i += 1;
    if (low > high || high > 65535) return [undefined, i];
    ranges.push([low, high]);
  }
  return [ranges.length > 0 ? ranges : undefined, i];
}

/**
 * `protocol tcp|udp|sctp [source-port ...] [destination-port ...]`, `protocol icmp [icmp-type T
 * [code C]]` or `protocol N` from `at`: the term, or undefined when it is not readable.
 */
export function termOf(words: readonly string[], at: number): TServiceTerm | undefined {
  if (words[at] !== 'protocol') return undefined;
  const proto = words[at + 1] ?? '';
  if (proto === 'tcp' || proto === 'udp' || proto === 'sctp') {
    let dst: TPortRange[] = [[0, 65535]];
    let src: TPortRange[] | undefined;
    let i = at + 2;
    while (i < words.length) {
      const [ranges, next] = portList(words, i + 1);
      if (!ranges) return undefined;
      if (words[i] === 'destination-port') dst = ranges;
      else if (words[i] === 'source-port') src = ranges;
      else return undefined;
      i = next;
    }
    const whole = src?.length === 1 && src[0]?.[0] === 0 && src[0][1] === 65535;
    return src && !whole ? { protocol: proto, dst, src } : { protocol: proto, dst };
  }
  if (proto === 'icmp') {
    if (words.length === at + 2) return { protocol: 'icmp' };
    const typeWord = words[at + 3] ?? '';
    const type = /^\d+$/.test(typeWord) ? Number(typeWord) : ICMP_TYPES[typeWord];
    if (words[at + 2] !== 'icmp-type' || type === undefined) return undefined;
    const code = words[at + 4] === 'code' ? Number(words[at + 5]) : undefined;
    if (code !== undefined && !Number.isInteger(code)) return undefined;
    return code === undefined ? { protocol: 'icmp', type } : { protocol: 'icmp', type, code };
  }
  const number = /^\d+$/.test(proto) ? Number(proto) : undefined;
  if (number === undefined || number > 255 || words.length > at + 2) return undefined;
  const named = Object.entries(PROTOCOLS).find(([, n]) => n === number)?.[0];
  if (named === 'tcp' || named === 'udp' || named === 'sctp')
    return { protocol: named, dst: [[0, 65535]] };
  if (named === 'icmp') return { protocol: 'icmp' };
  return { protocol: 'ip', number };
}

const rangesText = (list: readonly TPortRange[]) =>
  list.map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`)).join('_');

/** A name for a term (`tcp-8443`, `udp-5000-5010`, `icmp-8`, `ip-47`). */
export function termName(term: TServiceTerm): string {
  if (term.protocol === 'ip') return `ip-${term.number}`;
  if (!('dst' in term)) {
    return term.type === undefined
      ? term.protocol
      : `${term.protocol}-${term.type}${term.code === undefined ? '' : `-${term.code}`}`;
  }
  const ports = rangesText(term.dst);
  const src = term.src ? `_src${rangesText(term.src)}` : '';
  return `${term.protocol}-${ports}${src}`;
}

/** A service a rule names: a set of the file, or a predefined one (made once). */
export function serviceRef(ctx: HuaweiContext, name: string, line: TVrpLine): string | undefined {
  if (ctx.names.has('services', name) || ctx.names.has('serviceGroups', name)) return name;
  const terms = PREDEFINED[name];
  if (!terms) return undefined;
  // Named for their ports: FortiOS's own HTTPS, DNS... are not the file's to define.
  const [only] = terms;
  const made = terms.length === 1 && only ? termName(only) : `${name}-svc`;
  return ctx.generatedService(
    made,
    terms.map((t) => ({ ...t })),
    ctx.origin(line),
  );
}

/** `ip service-set X type object` (terms) and `type group` (other sets) views. */
export function readServiceSets(ctx: HuaweiContext, views: readonly TVrpLine[]): void {
  for (const view of views) {
    const name = view.words[2] ?? '';
    const group = view.words.at(-1) === 'group';
    const terms: TServiceTerm[] = [];
    const members: string[] = [];
    const unread: string[] = [];
    let comment: string | undefined;
    for (const line of view.children) {
      const [w0, w1] = line.words;
      if (w0 === 'description') {
        comment = restOf(line, 1);
        continue;
      }
      if (w0 !== 'service') {
        ctx.report('unrecognised', SVC, line, 'HW_SERVICE_LINE', `Not read: "${line.text}".`, name);
        continue;
      }
      const from = /^\d+$/.test(w1 ?? '') ? 2 : 1;
      if (line.words[from] === 'service-set') {
        const ref = serviceRef(ctx, line.words[from + 1] ?? '', line);
        if (ref) members.push(ref);
        else unread.push(line.text);
        continue;
      }
      const term = termOf(line.words, from);
      if (term) terms.push(term);
      else unread.push(line.text);
    }
    const origin = ctx.origin(view);
    const extra = comment ? { comment } : {};
    if (!group && members.length === 0 && terms.length === 0) {
      ctx.report(
        'unsupported',
        SVC,
        view,
        'HW_SERVICE_EMPTY',
        `Service set ${name} has no entry FortiOS can hold: rules naming it are not converted.`,
        name,
      );
      continue;
    }
    if (group || members.length > 0)
      ctx.model.serviceGroups.push({ name, origin, members, ...extra });
    else ctx.model.services.push({ name, origin, terms, ...extra });
    if (terms.length > 0 && (group || members.length > 0)) unread.push('protocol terms in a group');
    if (unread.length > 0)
      ctx.note(
        group ? 'serviceGroups' : 'services',
        name,
        'partial',
        'HW_SERVICE_ENTRY',
        `Entries not converted: ${unread.join('; ')}.`,
        'narrows',
      );
  }
}
