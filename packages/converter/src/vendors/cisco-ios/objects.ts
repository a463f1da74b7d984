import type { TServiceTerm } from '../../model/ir.js';
import { ICMP_TYPES, PROTOCOL_KEYWORDS } from '../cisco-asa/keywords.js';
import type { IosContext, TBlock } from './context.js';
import { readPorts } from './ace.js';

/**
 * `object-group network N`: `host A`, `A M` (a subnet mask, not a wildcard), `range A B`,
 * `any`, `group-object G`, `description`. Becomes an address group (Cisco IOS Security
 * Configuration Guide, "Object Groups for ACLs").
 */
export function readNetworkGroup(ctx: IosContext, block: TBlock): void {
  const name = block.head.tokens[2] ?? '';
  const members: string[] = [];
  let comment: string | undefined;
  for (const child of block.children) {
    const [word, a, b] = child.tokens;
    const origin = ctx.origin(child);
    let member: string | undefined;
    if (word === 'description') comment = child.text.trim().slice('description '.length);
    else if (word === 'host') member = a && ctx.ip(a) ? ctx.hostAddress(a, origin) : undefined;
    else if (word === 'range' && ctx.ip(a) && ctx.ip(b) && a && b)
      member = ctx.valueAddress({ start: a, end: b }, origin);
    else if (word === 'any') member = ctx.valueAddress({ ip: '0.0.0.0', prefix: 0 }, origin);
    else if (word === 'group-object' && a) member = a;
    else member = ctx.maskAddress(word, a, origin);
    if (word === 'description') continue;
    if (member) members.push(member);
    else
      ctx.report(
        'unsupported',
        'Addresses & Address Groups',
        child,
        'IOS_GROUP_MEMBER',
        `Member "${child.text.trim()}" of ${name} could not be read: the group is converted without it.`,
        name,
      );
  }
  ctx.model.addressGroups.push({
    name,
    origin: ctx.origin(block),
    members,
    ...(comment ? { comment } : {}),
  });
}

/** One line of an `object-group service`: its terms, or undefined if it cannot be read. */
function serviceLine(tokens: string[]): TServiceTerm[] | undefined {
  const [word, ...rest] = tokens;
  if (word === 'tcp' || word === 'udp' || word === 'tcp-udp') {
    const protocols = word === 'tcp-udp' ? (['tcp', 'udp'] as const) : ([word] as const);
    if (rest.length === 0) return protocols.map((protocol) => ({ protocol, dst: [[0, 65535]] }));
    let i = 0;
    let src: ReturnType<typeof readPorts>;
    if (rest[0] === 'source') {
      src = readPorts(rest, 1);
      if (!src) return undefined;
      i = 1 + src.used;
    }
    const dst = i < rest.length ? readPorts(rest, i) : undefined;
    if (i < rest.length && (!dst || i + dst.used !== rest.length)) return undefined;
    return protocols.map((protocol) => ({
      protocol,
      dst: dst?.ranges ?? [[0, 65535]],
      ...(src ? { src: src.ranges } : {}),
    }));
  }
  if (word === 'icmp') {
    if (rest.length === 0) return [{ protocol: 'icmp' }];
    const type =
      ICMP_TYPES[rest[0] ?? ''] ?? (/^\d{1,3}$/.test(rest[0] ?? '') ? Number(rest[0]) : undefined);
    return type === undefined || rest.length > 1 ? undefined : [{ protocol: 'icmp', type }];
  }
  const number =
    word === undefined
      ? undefined
      : (PROTOCOL_KEYWORDS[word] ?? (/^\d{1,3}$/.test(word) ? Number(word) : undefined));
  return number === undefined || rest.length > 0 ? undefined : [{ protocol: 'ip', number }];
}

/**
 * `object-group service N`: `tcp|udp|tcp-udp [source OP] [OP]`, `icmp [TYPE]`, a protocol,
 * `group-object G`. Used in place of an ACE's protocol and ports: one service of every term,
 * nested groups merged in (read after all groups are known).
 */
export function readServiceGroups(ctx: IosContext, blocks: TBlock[]): void {
  const byName = new Map(blocks.map((block) => [block.head.tokens[2] ?? '', block]));
  const done = new Map<string, TServiceTerm[]>();
  const termsOf = (name: string, depth: number): TServiceTerm[] => {
    const known = done.get(name);
    if (known) return known;
    const block = byName.get(name);
    if (!block || depth > 16) return [];
    const terms: TServiceTerm[] = [];
    done.set(name, terms);
    for (const child of block.children) {
      const [word, a] = child.tokens;
      if (word === 'description') continue;
      const read = word === 'group-object' && a ? termsOf(a, depth + 1) : serviceLine(child.tokens);
      if (read) terms.push(...read);
    }
    return terms;
  };
  for (const [name, block] of byName) {
    ctx.model.services.push({ name, origin: ctx.origin(block), terms: termsOf(name, 0) });
    for (const child of block.children) {
      const [word] = child.tokens;
      if (word !== 'description' && word !== 'group-object' && !serviceLine(child.tokens))
        ctx.report(
          'unsupported',
          'Services & Service Groups',
          child,
          'IOS_SERVICE_MEMBER',
          `Member "${child.text.trim()}" of ${name} could not be read: the service is converted without it.`,
          name,
        );
    }
  }
}
