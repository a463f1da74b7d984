import type { TNatRule, TNatTranslation, TRefList } from '../../model/ir.js';
import type { TAsaBlock, TAsaLine } from './blocks.js';
import type { AsaContext } from './context.js';
import { portNumber } from './keywords.js';

const INTERFACES = /^\(([^,()]+),([^,()]+)\)$/;

function interfaces(token: string | undefined): { real: TRefList; mapped: TRefList } | undefined {
  const match = INTERFACES.exec(token ?? '');
  if (!match) return undefined;
  const side = (name: string | undefined): TRefList =>
    name === undefined || name === 'any' ? 'any' : [name];
  return { real: side(match[1]), mapped: side(match[2]) };
}

/** An object name, `any`, or an IP literal (9.x twice NAT) as a reference list. */
function operand(
  ctx: AsaContext,
  token: string | undefined,
  origin: TNatRule['origin'],
): TRefList | undefined {
  if (token === undefined) return undefined;
  if (token === 'any') return 'any';
  const ip = ctx.ip(token);
  if (ip) return [ctx.valueAddress({ ip, prefix: 32 }, origin)];
  return [token];
}

function translation(
  ctx: AsaContext,
  token: string | undefined,
  dynamic: boolean,
  origin: TNatRule['origin'],
  patPool?: string,
): TNatTranslation {
  if (patPool) return { kind: 'pool', pool: patPool };
  if (token === 'interface') return { kind: 'interface' };
  const ref = operand(ctx, token, origin);
  if (ref === undefined || ref === 'any') return { kind: 'none' };
  return dynamic ? { kind: 'pool', pool: ref[0] ?? '' } : { kind: 'address', ref: ref[0] ?? '' };
}

/** The address name a NAT operand stands for (an object, or an inline IP). */
function refName(
  ctx: AsaContext,
  token: string | undefined,
  origin: TNatRule['origin'],
): string | undefined {
  const ref = operand(ctx, token, origin);
  return ref === undefined || ref === 'any' ? undefined : ref[0];
}

/** `destination static interface REAL`: the mapped interface's own address. */
function interfaceAddress(
  ctx: AsaContext,
  mapped: TRefList,
  origin: TNatRule['origin'],
): TRefList | undefined {
  const nameif = mapped === 'any' ? undefined : mapped[0];
  const iface = ctx.model.interfaces.find((candidate) => candidate.name === nameif);
  const ip = iface?.addressing.mode === 'static' ? iface.addressing.addresses[0]?.ip : undefined;
  return ip === undefined ? undefined : [ctx.valueAddress({ ip, prefix: 32 }, origin)];
}

/**
 * Object NAT: the ` nat (real,mapped) static|dynamic MAPPED ...` line inside `object network N`.
 * Section 2 of ASA's NAT order.
 */
export function readObjectNat(ctx: AsaContext, block: TAsaBlock, line: TAsaLine): void {
  const name = block.head.tokens[2] ?? '';
  const [, ifs, type, mapped, ...rest] = line.tokens;
  const sides = interfaces(ifs);
  const origin = ctx.origin(line);
  if (!sides || (type !== 'static' && type !== 'dynamic')) {
    ctx.report(
      'unsupported',
      'NAT',
      line,
      'ASA_NAT_UNREADABLE',
      'The NAT line could not be read.',
      name,
    );
    return;
  }
  const patPool = mapped === 'pat-pool' ? rest[0] : undefined;
  const serviceAt = rest.indexOf('service');
  const identity =
    type === 'static' && (mapped === name || ctx.sameAddress(name, refName(ctx, mapped, origin)));
  const rule: TNatRule = {
    id: `object:${name}`,
    origin,
    section: 2,
    type: identity ? 'identity' : type,
    srcIntf: sides.real,
    dstIntf: sides.mapped,
    src: [name],
    dst: 'any',
    service: 'any',
    translatedSrc: identity
      ? { kind: 'none' }
      : translation(ctx, mapped, type === 'dynamic', origin, patPool),
    translatedDst: { kind: 'none' },
    bidirectional: type === 'static',
    enabled: !rest.includes('inactive'),
  };
  if (serviceAt >= 0) {
    const [protocol, realPort, mappedPort] = rest.slice(serviceAt + 1);
    const svc = ctx.inlineService(
      `${protocol ?? 'tcp'}-${realPort ?? ''}`,
      [
        {
          protocol: protocol === 'udp' ? 'udp' : 'tcp',
          dst: [[portOf(realPort), portOf(realPort)]],
        },
      ],
      origin,
    );
    rule.service = [svc];
    rule.translatedService = ctx.inlineService(
      `${protocol ?? 'tcp'}-${mappedPort ?? ''}`,
      [
        {
          protocol: protocol === 'udp' ? 'udp' : 'tcp',
          dst: [[portOf(mappedPort), portOf(mappedPort)]],
        },
      ],
      origin,
    );
  }
  ctx.model.nat.push(rule);
}

function portOf(token: string | undefined): number {
  return portNumber(token) ?? 0;
}

/**
 * Twice (manual) NAT: `nat (real,mapped) [after-auto] [line N] source static|dynamic REAL MAPPED
 * [destination static MAPPED_DST REAL_DST] [service REAL MAPPED] [...] [inactive]`.
 * Sections 1 (before object NAT) and 3 (after-auto).
 */
export function readTwiceNat(ctx: AsaContext, line: TAsaLine, index: number): void {
  const tokens = line.tokens;
  const sides = interfaces(tokens[1]);
  const origin = ctx.origin(line);
  const afterAuto = tokens.includes('after-auto');
  const sourceAt = tokens.indexOf('source');
  const type = tokens[sourceAt + 1];
  if (!sides || sourceAt < 0 || (type !== 'static' && type !== 'dynamic')) {
    ctx.report(
      'unsupported',
      'NAT',
      line,
      'ASA_NAT_UNREADABLE',
      'The NAT rule could not be read (pre-8.3 NAT syntax is not converted).',
    );
    return;
  }
  const real = operand(ctx, tokens[sourceAt + 2], origin);
  const mappedToken = tokens[sourceAt + 3];
  const patPool = mappedToken === 'pat-pool' ? tokens[sourceAt + 4] : undefined;
  const destinationAt = tokens.indexOf('destination');
  const serviceAt = tokens.indexOf('service');
  const descriptionAt = tokens.indexOf('description');
  const mappedDstToken = destinationAt >= 0 ? tokens[destinationAt + 2] : undefined;
  const mappedDst =
    mappedDstToken === 'interface'
      ? interfaceAddress(ctx, sides.mapped, origin)
      : destinationAt >= 0
        ? operand(ctx, mappedDstToken, origin)
        : 'any';
  const realDst = destinationAt >= 0 ? tokens[destinationAt + 3] : undefined;
  // Identity: each side maps to itself, by the same name or by two names of the same addresses.
  const same = (a: string | undefined, b: string | undefined) =>
    a === b || ctx.sameAddress(refName(ctx, a, origin), refName(ctx, b, origin));
  const srcIdentity = type === 'static' && same(tokens[sourceAt + 2], mappedToken);
  const dstIdentity = destinationAt < 0 || same(mappedDstToken, realDst);
  const identity = srcIdentity && dstIdentity;
  const rule: TNatRule = {
    id: `manual:${index + 1}`,
    origin,
    section: afterAuto ? 3 : 1,
    type: identity ? 'identity' : type,
    srcIntf: sides.real,
    dstIntf: sides.mapped,
    src: real ?? 'any',
    dst: mappedDst ?? 'any',
    service: serviceAt >= 0 && tokens[serviceAt + 1] ? [tokens[serviceAt + 1] ?? ''] : 'any',
    translatedSrc: srcIdentity
      ? { kind: 'none' }
      : translation(ctx, mappedToken, type === 'dynamic', origin, patPool),
    translatedDst:
      dstIdentity || realDst === undefined
        ? { kind: 'none' }
        : translation(ctx, realDst, false, origin),
    bidirectional: type === 'static' && !tokens.includes('unidirectional'),
    enabled: !tokens.slice(0, descriptionAt < 0 ? undefined : descriptionAt).includes('inactive'),
    ...(descriptionAt >= 0 ? { comment: tokens.slice(descriptionAt + 1).join(' ') } : {}),
  };
  if (serviceAt >= 0 && tokens[serviceAt + 2] && tokens[serviceAt + 2] !== tokens[serviceAt + 1]) {
    rule.translatedService = tokens[serviceAt + 2];
  }
  ctx.model.nat.push(rule);
}

/** ASA orders section 2 itself: static before dynamic, then fewer addresses first, then name. */
export function sortNat(rules: TNatRule[]): TNatRule[] {
  const bySection = (section: number) => rules.filter((rule) => rule.section === section);
  const auto = bySection(2).sort((a, b) => {
    const rank = (rule: TNatRule) => (rule.type === 'dynamic' ? 1 : 0);
    return rank(a) - rank(b) || a.id.localeCompare(b.id);
  });
  return [...bySection(1), ...auto, ...bySection(3)];
}

/** The second `object network N` block of an object, holding only its NAT line. */
export function readLaterObjectNat(ctx: AsaContext, block: TAsaBlock): void {
  const natLine = block.children.find((child) => child.tokens[0] === 'nat');
  if (natLine) readObjectNat(ctx, block, natLine);
  ctx.report(
    'converted',
    'NAT',
    block.head,
    'ASA_OBJECT_NAT_BLOCK',
    'Object NAT of a network object.',
    block.head.tokens[2],
  );
}
