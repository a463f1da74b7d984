import type { TNatRule } from '../../model/ir.js';
import type { TAsaBlock, TAsaLine } from './blocks.js';
import type { AsaContext } from './context.js';
import { natSelectors, policyNatRules } from './policy-nat.js';

/** PIX 6: `nameif ethernet0 outside security0` names an interface at the top level. */
export function readPixNameif(ctx: AsaContext, line: TAsaLine): boolean {
  const [, hardware, name, level] = line.tokens;
  const security = /^security(\d+)$/.exec(level ?? '');
  if (!hardware || !name || !security) return false;
  ctx.model.interfaces.push({
    name,
    origin: ctx.origin(line),
    hardware,
    kind: hardware.includes('.') || /^vlan/i.test(hardware) ? 'vlan' : 'physical',
    addressing: { mode: 'none' },
    securityLevel: Number(security[1]),
    enabled: true,
  });
  return true;
}

/** PIX 6: `ip address outside A M` sets the named interface's address. */
export function readPixIpAddress(ctx: AsaContext, line: TAsaLine): boolean {
  const [, , nameif, a, b] = line.tokens;
  const iface = ctx.model.interfaces.find((candidate) => candidate.name === nameif);
  const prefix = ctx.prefixOf(a, b);
  if (!iface || !prefix) return false;
  iface.addressing = { mode: 'static', addresses: [prefix] };
  iface.origin = { ...iface.origin, endLine: Math.max(iface.origin.endLine, line.n) };
  ctx.report(
    'converted',
    'Interfaces',
    line,
    'PIX_IP_ADDRESS',
    `The address of ${nameif ?? ''}.`,
    nameif,
  );
  return true;
}

const SIDES = /^\(([^,()]+)(?:,([^,()]+))?\)$/;

/**
 * Pre-8.3 NAT: `static (real,mapped) MAPPED REAL [netmask M]` and the `nat (real) ID ...` /
 * `global (mapped) ID ...` pairs. Read into the same NAT rules as 8.3+ NAT; `nat ... 0` (NAT
 * exemption) becomes identity NAT.
 */
export class LegacyNat {
  private readonly nats: {
    line: TAsaLine;
    real: string;
    id: string;
    address: string;
    mask: string;
    /** Policy NAT: the ACL that selects the traffic (`nat (inside) 1 access-list X`). */
    acl?: string;
  }[] = [];
  private readonly exempt: TNatRule[] = [];
  private readonly globals = new Map<
    string,
    { line: TAsaLine; mapped: string; value: string; mask?: string }[]
  >();

  read(ctx: AsaContext, block: TAsaBlock): boolean {
    const [first, sides, ...rest] = block.head.tokens;
    const match = SIDES.exec(sides ?? '');
    if (!match) return false;
    if (first === 'static' && match[2] && rest[1] === 'access-list' && rest[2])
      return this.staticPolicy(ctx, block, [match[1] ?? '', match[2]], rest[0], rest[2]);
    if (first === 'static' && match[2]) {
      const [mappedToken, realToken] = rest.filter((t) => !['tcp', 'udp'].includes(t));
      const maskAt = rest.indexOf('netmask');
      const mask = maskAt >= 0 ? rest[maskAt + 1] : '255.255.255.255';
      const real = ctx.prefixOf(realToken, mask);
      const mapped = ctx.prefixOf(mappedToken, mask);
      if (!real || !mapped || rest.includes('tcp') || rest.includes('udp')) return false;
      const origin = ctx.origin(block);
      // `static (inside,outside) 10.1.0.0 10.1.0.0 netmask 255.255.255.0`: identity NAT.
      const identity = real.ip === mapped.ip && real.prefix === mapped.prefix;
      ctx.model.nat.push(
        this.rule(ctx, block.head, 1, {
          type: identity ? 'identity' : 'static',
          srcIntf: [match[1] ?? ''],
          dstIntf: [match[2]],
          src: [ctx.valueAddress(real, origin)],
          translatedSrc: identity
            ? { kind: 'none' }
            : { kind: 'address', ref: ctx.valueAddress(mapped, origin) },
          bidirectional: !identity,
        }),
      );
      return true;
    }
    if (first === 'nat' && !match[2]) {
      const [id, address, mask] = rest;
      // `nat (inside) 0 access-list X` exempts what an ACL selects; `nat (inside) 1 access-list
      // X` translates it with the globals of id 1 (policy NAT).
      if (id && address === 'access-list' && mask) {
        this.nats.push({ line: block.head, real: match[1] ?? '', id, address, mask, acl: mask });
        return true;
      }
      if (!id || !address || !mask) return false;
      this.nats.push({ line: block.head, real: match[1] ?? '', id, address, mask });
      return true;
    }
    if (first === 'global' && !match[2]) {
      const [id, value, netmask, mask] = rest;
      if (!id || !value) return false;
      const list = this.globals.get(id) ?? [];
      list.push({
        line: block.head,
        mapped: match[1] ?? '',
        value,
        ...(netmask === 'netmask' && mask ? { mask } : {}),
      });
      this.globals.set(id, list);
      return true;
    }
    return false;
  }

  /** Pairs each `nat` with the `global`s of its id, once every line is read. */
  build(ctx: AsaContext): void {
    this.exempt.length = 0;
    for (const nat of this.nats) {
      if (nat.acl !== undefined) {
        this.buildPolicyNat(ctx, nat.line, nat.real, nat.id, nat.acl);
        continue;
      }
      const origin = ctx.origin(nat.line);
      const realNet =
        nat.address === '0' && nat.mask === '0' ? undefined : ctx.prefixOf(nat.address, nat.mask);
      const src = realNet ? [ctx.valueAddress(realNet, origin)] : ('any' as const);
      if (nat.id === '0') {
        ctx.model.nat.push(
          this.rule(ctx, nat.line, 1, {
            type: 'identity',
            srcIntf: [nat.real],
            dstIntf: 'any',
            src,
            translatedSrc: { kind: 'none' },
            bidirectional: false,
          }),
        );
        continue;
      }
      const globals = this.globals.get(nat.id) ?? [];
      if (globals.length === 0) {
        ctx.report(
          'unsupported',
          'NAT',
          nat.line,
          'PIX_NAT_NO_GLOBAL',
          `nat id ${nat.id} has no global pool.`,
        );
        continue;
      }
      for (const global of globals) {
        const translatedSrc =
          global.value === 'interface'
            ? { kind: 'interface' as const }
            : {
                kind: 'pool' as const,
                pool: this.pool(ctx, global.value, ctx.origin(global.line)),
              };
        ctx.model.nat.push(
          this.rule(ctx, nat.line, 2, {
            type: 'dynamic',
            srcIntf: [nat.real],
            dstIntf: [global.mapped],
            src,
            translatedSrc,
            bidirectional: false,
          }),
        );
      }
    }
    // Pre-8.3 order: NAT exemption first, then static NAT, then dynamic NAT.
    ctx.model.nat.unshift(...this.exempt);
    for (const list of this.globals.values()) {
      for (const global of list)
        ctx.report(
          'converted',
          'NAT',
          global.line,
          'PIX_GLOBAL',
          'The mapped addresses of its nat rules (an IP pool or the interface).',
        );
    }
  }

  /** `nat (IF) ID access-list ACL`: exemption (id 0) or policy NAT with the id's globals. */
  private buildPolicyNat(
    ctx: AsaContext,
    line: TAsaLine,
    real: string,
    id: string,
    acl: string,
  ): void {
    const selectors = natSelectors(ctx, acl);
    const globals = this.globals.get(id) ?? [];
    if (typeof selectors === 'string' || (id !== '0' && globals.length === 0)) {
      const why = typeof selectors === 'string' ? selectors : `nat id ${id} has no global pool`;
      ctx.report(
        'unsupported',
        'NAT',
        line,
        id === '0' ? 'PIX_NAT_EXEMPT_ACL' : 'PIX_POLICY_NAT',
        `Not converted: ${why}.`,
      );
      return;
    }
    if (id === '0') {
      this.exempt.push(
        ...policyNatRules(ctx, line, selectors, 1, {
          type: 'identity',
          srcIntf: [real],
          dstIntf: 'any',
          translatedSrc: { kind: 'none' },
          bidirectional: false,
        }),
      );
      return;
    }
    for (const global of globals) {
      const translatedSrc =
        global.value === 'interface'
          ? { kind: 'interface' as const }
          : { kind: 'pool' as const, pool: this.pool(ctx, global.value, ctx.origin(global.line)) };
      ctx.model.nat.push(
        ...policyNatRules(ctx, line, selectors, 1, {
          type: 'dynamic',
          srcIntf: [real],
          dstIntf: [global.mapped],
          translatedSrc,
          bidirectional: false,
        }),
      );
    }
  }

  /** `static (R,M) MAPPED access-list ACL`: static policy NAT. */
  private staticPolicy(
    ctx: AsaContext,
    block: TAsaBlock,
    [realIf, mappedIf]: [string, string],
    mappedToken: string | undefined,
    acl: string,
  ): boolean {
    const mapped = ctx.prefixOf(mappedToken, '255.255.255.255');
    const selectors = natSelectors(ctx, acl);
    if (!mapped || typeof selectors === 'string') {
      ctx.report(
        'unsupported',
        'NAT',
        block,
        'PIX_POLICY_NAT',
        `Not converted: ${typeof selectors === 'string' ? selectors : 'the mapped address could not be read'}.`,
      );
      return true;
    }
    ctx.model.nat.push(
      ...policyNatRules(ctx, block.head, selectors, 1, {
        type: 'static',
        srcIntf: [realIf],
        dstIntf: [mappedIf],
        translatedSrc: { kind: 'address', ref: ctx.valueAddress(mapped, ctx.origin(block)) },
        bidirectional: true,
      }),
    );
    return true;
  }

  private pool(ctx: AsaContext, value: string, origin: TNatRule['origin']): string {
    const [start, end] = value.split('-');
    const startIp = ctx.ip(start);
    if (!startIp) return value;
    const name = end
      ? `pool-${startIp}-${end}`
      : ctx.valueAddress({ ip: startIp, prefix: 32 }, origin);
    if (end && !ctx.hasAddress(name)) {
      ctx.model.addresses.push({
        name,
        origin,
        generated: true,
        kind: 'range',
        start: startIp,
        end,
      });
    }
    return name;
  }

  private rule(
    ctx: AsaContext,
    line: TAsaLine,
    section: number,
    parts: Pick<
      TNatRule,
      'type' | 'srcIntf' | 'dstIntf' | 'src' | 'translatedSrc' | 'bidirectional'
    >,
  ): TNatRule {
    return {
      id: `legacy:${line.n}`,
      origin: ctx.origin(line),
      section,
      dst: 'any',
      service: 'any',
      translatedDst: { kind: 'none' },
      enabled: true,
      ...parts,
    };
  }
}

/** ASA before 8.3, PIX and FWSM: access lists name the mapped (global) address of a server. */
export function isPre83(ctx: AsaContext): boolean {
  if (ctx.model.vendor === 'ciscoPIX' || ctx.model.vendor === 'ciscoFWSM') return true;
  const match = /^(\d+)\.(\d+)/.exec(ctx.model.version ?? '');
  return (
    match !== null && (Number(match[1]) < 8 || (Number(match[1]) === 8 && Number(match[2]) < 3))
  );
}

/**
 * FortiOS central NAT matches policies on real addresses, as ASA 8.3+ does. In a pre-8.3
 * configuration a rule towards a statically translated server names its mapped address:
 * replace it with the real one.
 */
export function mappedToReal(ctx: AsaContext): void {
  const realOf = new Map<string, string>();
  for (const rule of ctx.model.nat) {
    if (
      rule.type === 'static' &&
      rule.translatedSrc.kind === 'address' &&
      rule.src !== 'any' &&
      rule.src.length === 1 &&
      rule.src[0]
    ) {
      realOf.set(rule.translatedSrc.ref, rule.src[0]);
    }
  }
  if (realOf.size === 0) return;
  for (const policy of ctx.model.policies) {
    if (policy.dstAddr === 'any' || policy.implicit) continue;
    const rewritten = policy.dstAddr.map((name) => realOf.get(name) ?? name);
    if (rewritten.some((name, i) => name !== (policy.dstAddr as string[])[i])) {
      ctx.note(
        'policies',
        policy.id,
        'converted',
        'PRE83_MAPPED_TO_REAL',
        `Pre-8.3 rule written with the mapped address; FortiOS central NAT matches the real address: ${rewritten.join(', ')}.`,
      );
      policy.dstAddr = rewritten;
    }
  }
}
