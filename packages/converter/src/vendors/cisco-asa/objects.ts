import type { TAddress, TPortRange, TServiceTerm } from '../../model/ir.js';
import { formatIpv4, parseIpv4 } from '../../net/ipv4.js';
import type { TAsaBlock, TAsaLine } from './blocks.js';
import type { AsaContext } from './context.js';
import { ICMP_TYPES, PROTOCOL_KEYWORDS } from './keywords.js';
import { directoryGroup } from './ace-conditions.js';
import { readAddress, readPortOperator } from './operands.js';

const ADDR = 'Addresses & Address Groups';
const SVC = 'Services & Service Groups';

/** `name 10.0.0.1 web-srv [description ...]`. */
export function readName(ctx: AsaContext, line: TAsaLine): void {
  const [, ip, alias] = line.tokens;
  if (ip === undefined || alias === undefined || ctx.ip(ip) === undefined) {
    ctx.report(
      'unsupported',
      ADDR,
      line,
      'ASA_NAME_NOT_IPV4',
      'Only IPv4 name aliases are converted.',
    );
    return;
  }
  ctx.aliases.set(alias, ip);
  ctx.report(
    'converted',
    ADDR,
    line,
    'ASA_NAME_ALIAS',
    `Alias ${alias} is replaced by ${ip} where it is used.`,
    alias,
  );
}

function addressFromLines(ctx: AsaContext, block: TAsaBlock, name: string): TAddress | undefined {
  const origin = ctx.origin(block);
  let address: TAddress | undefined;
  for (const child of block.children) {
    const [keyword, a, b] = child.tokens;
    if (keyword === 'host' && ctx.ip(a))
      address = { name, origin, kind: 'host', ip: ctx.ip(a) ?? '' };
    else if (keyword === 'subnet') {
      const prefix = ctx.prefixOf(a, b);
      const ip = ctx.ip(a);
      const mask = b === undefined ? undefined : parseIpv4(b);
      if (prefix) address = { name, origin, kind: 'subnet', ...prefix };
      else if (ip !== undefined && mask !== undefined) {
        // A mask with holes: its zero bits are "don't care", a wildcard on FortiOS.
        address = { name, origin, kind: 'wildcard', ip, wildcard: formatIpv4(~mask >>> 0) };
      }
    } else if (keyword === 'range' && ctx.ip(a) && ctx.ip(b)) {
      address = { name, origin, kind: 'range', start: ctx.ip(a) ?? '', end: ctx.ip(b) ?? '' };
    } else if (keyword === 'fqdn') {
      const fqdn = a === 'v4' || a === 'v6' ? b : a;
      if (fqdn) address = { name, origin, kind: 'fqdn', fqdn };
    }
  }
  const description = block.children.find((child) => child.tokens[0] === 'description');
  if (address && description)
    address.comment = description.text.trim().slice('description '.length);
  return address;
}

/**
 * `object network N` (host, subnet, range, fqdn; its `nat` line is read with NAT). An object
 * may be written twice (once with its address, once with only its NAT line): merged by name.
 */
export function readNetworkObject(ctx: AsaContext, block: TAsaBlock): void {
  const name = block.head.tokens[2] ?? '';
  const address = addressFromLines(ctx, block, name);
  if (!address) {
    if (block.children.some((child) => child.tokens[0] === 'nat')) return; // only its NAT line
    const v6 = block.children.some((child) => child.tokens[1]?.includes(':'));
    ctx.report(
      'unsupported',
      ADDR,
      block,
      v6 ? 'ASA_IPV6_OBJECT' : 'ASA_OBJECT_EMPTY',
      v6 ? 'IPv6 objects are not converted yet.' : 'The object has no address.',
      name,
    );
    return;
  }
  if (ctx.hasAddress(name)) return;
  ctx.model.addresses.push(address);
}

/** `object-group network G`: network-object host|A M|object N, group-object G2. */
export function readNetworkGroup(ctx: AsaContext, block: TAsaBlock): void {
  const name = block.head.tokens[2] ?? '';
  const origin = ctx.origin(block);
  const members: string[] = [];
  const skipped: string[] = [];
  for (const child of block.children) {
    const [keyword, ...rest] = child.tokens;
    if (keyword === 'network-object') {
      const read = readAddress(ctx, rest, 0, origin);
      if (read?.operand.kind === 'ref') members.push(read.operand.name);
      else skipped.push(child.text.trim());
    } else if (keyword === 'group-object' && rest[0]) members.push(rest[0]);
  }
  const description = block.children.find((child) => child.tokens[0] === 'description');
  ctx.model.addressGroups.push({
    name,
    origin,
    members,
    ...(description ? { comment: description.text.trim().slice('description '.length) } : {}),
  });
  if (skipped.length > 0) {
    ctx.note(
      'addressGroups',
      name,
      'partial',
      'ASA_GROUP_MEMBER_SKIPPED',
      `Members not converted: ${skipped.join('; ')}.`,
    );
  }
}

const PORT_PROTOCOLS = new Set(['tcp', 'udp', 'tcp-udp', 'sctp']);

/** Terms of `tcp|udp|tcp-udp [source OP P] [destination OP P]` and friends; undefined if unreadable. */
export function serviceTerms(ctx: AsaContext, tokens: string[]): TServiceTerm[] | undefined {
  const [protocol, ...rest] = tokens;
  if (protocol === undefined) return undefined;
  if (PORT_PROTOCOLS.has(protocol)) {
    let src: TPortRange[] | undefined;
    let dst: TPortRange[] = [[0, 65535]];
    let i = 0;
    while (i < rest.length) {
      const word = rest[i];
      const direction = word === 'source' || word === 'destination' ? word : 'destination';
      if (word === 'source' || word === 'destination') i += 1;
      const op = readPortOperator(rest, i);
      if (!op) return undefined;
      if (direction === 'source') src = op.ranges;
      else dst = op.ranges;
      i += op.used;
    }
    const protocols =
      protocol === 'tcp-udp' ? (['tcp', 'udp'] as const) : [protocol as 'tcp' | 'udp' | 'sctp'];
    return protocols.map((p) => ({ protocol: p, dst, ...(src ? { src } : {}) }));
  }
  if (protocol === 'icmp' || protocol === 'icmp6') {
    const type =
      rest[0] === undefined ? undefined : (ICMP_TYPES[rest[0]] ?? numberOrUndefined(rest[0]));
    const code = numberOrUndefined(rest[1]);
    if (rest[0] !== undefined && type === undefined) return undefined;
    return [
      {
        protocol,
        ...(type !== undefined ? { type } : {}),
        ...(code !== undefined ? { code } : {}),
      },
    ];
  }
  const number = PROTOCOL_KEYWORDS[protocol] ?? numberOrUndefined(protocol);
  if (number === undefined || rest.length > 0) return undefined;
  return [{ protocol: 'ip', number }];
}

function numberOrUndefined(token: string | undefined): number | undefined {
  return token !== undefined && /^\d{1,3}$/.test(token) ? Number(token) : undefined;
}

/** `object service S` with one `service ...` line. */
export function readServiceObject(ctx: AsaContext, block: TAsaBlock): void {
  const name = block.head.tokens[2] ?? '';
  const line = block.children.find((child) => child.tokens[0] === 'service');
  const terms = line ? serviceTerms(ctx, line.tokens.slice(1)) : undefined;
  if (!terms) {
    ctx.report(
      'unsupported',
      SVC,
      block,
      'ASA_SERVICE_UNREADABLE',
      'The service definition could not be read.',
      name,
    );
    return;
  }
  ctx.model.services.push({ name, origin: ctx.origin(block), terms });
}

/**
 * `object-group service G [tcp|udp|tcp-udp]` (port-object / service-object / group-object),
 * `object-group protocol P` and `object-group icmp-type I`.
 */
export function readServiceGroup(ctx: AsaContext, block: TAsaBlock): void {
  const [, kind, name = '', portProtocol] = block.head.tokens;
  const origin = ctx.origin(block);
  if (kind === 'protocol' || kind === 'icmp-type') {
    const values = block.children
      .filter((child) => child.tokens[0] === 'protocol-object' || child.tokens[0] === 'icmp-object')
      .map((child) => {
        const token = child.tokens[1] ?? '';
        return kind === 'protocol'
          ? (PROTOCOL_KEYWORDS[token] ?? Number(token))
          : (ICMP_TYPES[token] ?? Number(token));
      });
    (kind === 'protocol' ? ctx.protocolGroups : ctx.icmpGroups).set(name, values);
    ctx.report(
      'converted',
      SVC,
      block,
      'ASA_GROUP_INLINED',
      `${kind} group ${name} is expanded where it is used.`,
      name,
    );
    return;
  }
  const members: string[] = [];
  const skipped: string[] = [];
  const ranges: TPortRange[] = [];
  block.children.forEach((child, index) => {
    const [keyword, ...rest] = child.tokens;
    if (keyword === 'port-object') {
      const op = readPortOperator(rest, 0);
      if (op) ranges.push(...op.ranges);
      else skipped.push(child.text.trim());
    } else if (keyword === 'service-object') {
      if (rest[0] === 'object' && rest[1]) members.push(rest[1]);
      else {
        const terms = serviceTerms(ctx, rest);
        if (terms) {
          const member = `${name}-${index + 1}`;
          ctx.model.services.push({
            name: member,
            origin: ctx.origin(child),
            terms,
            generated: true,
          });
          members.push(member);
        } else skipped.push(child.text.trim());
      }
    } else if (keyword === 'group-object' && rest[0]) members.push(rest[0]);
  });
  if (portProtocol && PORT_PROTOCOLS.has(portProtocol)) {
    ctx.portGroups.set(name, { protocol: portProtocol as 'tcp' | 'udp' | 'tcp-udp', ranges });
    const protocols =
      portProtocol === 'tcp-udp' ? (['tcp', 'udp'] as const) : [portProtocol as 'tcp' | 'udp'];
    ctx.model.services.push({
      name,
      origin,
      terms: protocols.map((protocol) => ({ protocol, dst: ranges })),
    });
  } else {
    ctx.model.serviceGroups.push({ name, origin, members });
  }
  if (skipped.length > 0) {
    ctx.note(
      portProtocol ? 'services' : 'serviceGroups',
      name,
      'partial',
      'ASA_GROUP_MEMBER_SKIPPED',
      `Members not converted: ${skipped.join('; ')}.`,
    );
  }
}

/**
 * `object-group user G` (identity firewall): `user DOMAIN\u`, `user-group DOMAIN\\g` and
 * `group-object G2` members, kept as a user group under the source's names.
 */
export function readUserGroup(ctx: AsaContext, block: TAsaBlock): void {
  const name = block.head.tokens[2] ?? '';
  const members = block.children
    .filter((child) => ['user', 'user-group', 'group-object'].includes(child.tokens[0] ?? ''))
    .map((child) =>
      child.tokens[0] === 'user-group'
        ? directoryGroup(child.tokens[1] ?? '')
        : (child.tokens[1] ?? ''),
    )
    .filter((member) => member !== '');
  ctx.model.userGroups.push({ name, origin: ctx.origin(block), members });
}
