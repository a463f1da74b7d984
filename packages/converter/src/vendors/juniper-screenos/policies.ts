import type { TPolicy, TRefList } from '../../model/ir.js';
import type { TOrigin } from '../../model/origin.js';
import { GLOBAL_ZONE, type ScreenOsContext } from './context.js';
import type { TSosLine } from './lines.js';
import { readPolicyHead, type TPolicyHead } from './policy-head.js';
import { tunnelSide, type TTunnelSide } from './policy-vpn.js';
import type { ServiceReader } from './services.js';

const POL = 'Policies';

/** Everything the file says about one policy id. */
interface TPolicyLines {
  head?: { line: TSosLine; read: TPolicyHead };
  lines: TSosLine[];
  /** Sub-context lines and `set policy id N <option>` lines. */
  extras: TSosLine[];
}

/** A converted policy and what its NAT asks for (built into NAT rules later). */
export interface TBuiltPolicy {
  policy: TPolicy;
  head: TPolicyHead;
  /** Source and destination zones, undefined for Global. */
  from?: string;
  to?: string;
  /** A `tunnel vpn` policy: the side that became the VPN's tunnel interface. */
  tunnel?: TTunnelSide;
}

const INSPECTION = new Set(['attack', 'av', 'url', 'di', 'uf', 'antispam']);

export class PolicyReader {
  private readonly byId = new Map<string, TPolicyLines>();

  constructor(private readonly ctx: ScreenOsContext) {}

  private entry(id: string): TPolicyLines {
    let found = this.byId.get(id);
    if (!found) {
      found = { lines: [], extras: [] };
      this.byId.set(id, found);
    }
    return found;
  }

  /** A `set policy ...` line outside a context. */
  line(line: TSosLine): void {
    const { ctx } = this;
    const t = line.tokens;
    if (t[2] === 'default-permit-all') {
      ctx.model.defaultAction = t[0] === 'unset' ? 'deny' : 'accept';
      ctx.report(
        'converted',
        POL,
        line,
        'SOS_DEFAULT_PERMIT',
        t[0] === 'unset'
          ? 'Traffic no policy matches is denied.'
          : 'Traffic no policy matches is permitted: a final accept policy.',
      );
      return;
    }
    const read = t[0] === 'set' ? readPolicyHead(line) : undefined;
    if (read) {
      const entry = this.entry(read.id);
      if (entry.head) {
        ctx.report(
          'ignored',
          POL,
          line,
          'SOS_POLICY_REDEFINED',
          `Policy ${read.id} is defined again: the first definition is kept.`,
          read.id,
        );
        return;
      }
      entry.head = { line, read };
      entry.lines.push(line);
      return;
    }
    const idAt = t.indexOf('id');
    const id = idAt >= 0 ? t[idAt + 1] : undefined;
    if (id && t[0] === 'set' && this.byId.has(id)) {
      this.entry(id).extras.push(line);
      this.entry(id).lines.push(line);
    } else if (id && t[0] === 'set' && t.length > idAt + 2) {
      this.entry(id).extras.push(line);
      this.entry(id).lines.push(line);
    } else
      ctx.report(
        'unsupported',
        POL,
        line,
        'SOS_POLICY_UNREADABLE',
        'The policy line could not be read.',
      );
  }

  /** A `set policy id N` context with its sub-lines and exit. */
  context(head: TSosLine, lines: TSosLine[], exit?: TSosLine): void {
    const entry = this.entry(head.tokens[3] ?? '');
    entry.lines.push(head, ...lines, ...(exit ? [exit] : []));
    entry.extras.push(...lines);
  }

  /** Builds the policies: zone-pair policies in file order, then global ones (spec §4). */
  build(services: ServiceReader): TBuiltPolicy[] {
    const built: TBuiltPolicy[] = [];
    for (const [id, entry] of this.byId) {
      if (!entry.head) {
        this.ctx.reportLines(
          'unsupported',
          POL,
          entry.lines,
          'SOS_POLICY_WITHOUT_RULE',
          `Policy ${id} has no rule line (from/to, addresses, service, action): nothing to convert.`,
          id,
        );
        continue;
      }
      const policy = this.buildOne(id, entry, entry.head.read, services);
      if (policy) built.push(policy);
    }
    const isGlobal = (p: TBuiltPolicy) => p.from === undefined && p.to === undefined;
    const ordered = [...built.filter((p) => !isGlobal(p)), ...built.filter(isGlobal)];
    this.ctx.model.policies.push(...ordered.map((p) => p.policy));
    return ordered;
  }

  private buildOne(
    id: string,
    entry: TPolicyLines,
    head: TPolicyHead,
    services: ServiceReader,
  ): TBuiltPolicy | undefined {
    const { ctx } = this;
    const origin = ctx.runOrigin(entry.lines);
    const fail = (why: string) =>
      ctx.reportLines(
        'unsupported',
        POL,
        entry.lines,
        'SOS_POLICY_NOT_CONVERTED',
        `Policy ${id} is not converted: ${why}.`,
        id,
      );
    const zoneOf = (name: string): { zone?: string } | 'special' => {
      if (name.toLowerCase() === GLOBAL_ZONE.toLowerCase()) return {};
      if (ctx.isSpecialZone(name)) return 'special';
      const zone = ctx.zone(
        name,
        entry.head?.line ?? entry.lines[0] ?? { n: 1, text: '', tokens: [] },
      );
      return zone ? { zone: zone.name } : 'special';
    };
    const from = zoneOf(head.from);
    const to = zoneOf(head.to);
    if (from === 'special' || to === 'special')
      return void fail(
        `zone ${from === 'special' ? head.from : head.to} (device itself, null or tunnel zone) has no FortiOS policy equivalent`,
      );
    const tunnel =
      head.action === 'tunnel' ? tunnelSide(ctx, head.vpn ?? '', from.zone, to.zone) : undefined;
    if (typeof tunnel === 'string')
      return void fail(`policy-based VPN (tunnel vpn ${head.vpn ?? ''}): ${tunnel}`);
    if (head.options.includes('auth') || head.options.includes('webauth'))
      return void fail(
        'it requires user authentication, which is not converted (converting it without would let everyone through)',
      );
    const srcNames = [head.src];
    const dstNames = [head.dst];
    const svcNames = [head.service];
    let srcNegate = false;
    let dstNegate = false;
    let enabled = true;
    const notes: { status: 'partial' | 'converted'; code: string; message: string }[] = [];
    for (const line of entry.extras) {
      const t = line.tokens;
      const inContext = t[1] !== 'policy';
      const [word, value] = inContext ? t.slice(1) : t.slice(4);
      if (t[0] === 'unset')
        notes.push({
          status: 'partial',
          code: 'SOS_POLICY_UNSET',
          message: `"${line.text}" is not converted.`,
        });
      else if (word === 'src-address' && value === 'negate') srcNegate = true;
      else if (word === 'dst-address' && value === 'negate') dstNegate = true;
      else if (word === 'src-address' && value !== undefined) srcNames.push(value);
      else if (word === 'dst-address' && value !== undefined) dstNames.push(value);
      else if (word === 'service' && value !== undefined) svcNames.push(value);
      else if (word === 'disable') enabled = false;
      else if (word === 'log' && value === 'session-init')
        notes.push({
          status: 'partial',
          code: 'SOS_LOG_SESSION_INIT',
          message: 'Logging at session start: set logtraffic-start enable on the FortiOS policy.',
        });
      else if (word === 'application')
        notes.push({
          status: 'partial',
          code: 'SOS_ALG_BINDING',
          message: `ALG binding to ${value ?? ''} is not converted: FortiOS picks helpers by port.`,
        });
      else if (word && INSPECTION.has(word))
        notes.push({
          status: 'partial',
          code: 'SOS_INSPECTION',
          message: `Deep inspection (${word}) is not converted: attach FortiOS security profiles.`,
        });
      else
        notes.push({
          status: 'partial',
          code: 'SOS_POLICY_OPTION',
          message: `"${line.text}" is not converted.`,
        });
    }
    if (tunnel && (srcNegate || dstNegate))
      return void fail('a negated address cannot be an IPsec selector of its policy-based VPN');
    // The built-in Dial-Up VPN address stands for whichever peer connects.
    const cell = (name: string) => (tunnel && /^dial-up vpn$/i.test(name) ? 'Any' : name);
    const src = this.addresses(srcNames.map(cell), from.zone ?? GLOBAL_ZONE);
    const dst = this.addresses(dstNames.map(cell), to.zone ?? GLOBAL_ZONE);
    // issue 17 item 5h: an empty group matches nothing (FortiOS cannot hold one: never let its
    // stand-in member decide). Negated, an empty cell matches everything.
    const srcCell = withoutEmptyGroups(src.refs, srcNegate, this.emptyGroups());
    const dstCell = withoutEmptyGroups(dst.refs, dstNegate, this.emptyGroups());
    // A group that lost members is not the source's group: the rule is not what the source says.
    const lost = [src.refs, dst.refs]
      .flatMap((refs) => (refs === 'any' ? [] : refs))
      .flatMap((name) => ctx.lossyGroups.get(name) ?? []);
    let incomplete: string | undefined;
    if ((srcCell.nothing || dstCell.nothing) && lost.length) {
      enabled = false;
      incomplete = `its address group lost every member (${lost.join(', ')} not found)`;
      notes.push({
        status: 'partial',
        code: 'SOS_GROUP_MEMBERS_LOST',
        message: `Not converted: ${incomplete}.`,
      });
    } else if (srcCell.nothing || dstCell.nothing) {
      enabled = false;
      notes.push({
        status: 'converted',
        code: 'SOS_EMPTY_GROUP',
        message: `Its ${srcCell.nothing ? 'source' : 'destination'} is an empty address group, which matches nothing: the policy never applies and is converted disabled.`,
      });
    }
    const svc = this.services(svcNames, services, origin);
    const missing = [...src.missing, ...dst.missing, ...svc.missing];
    if (missing.length)
      return void fail(
        `it refers to ${missing.join(', ')}, which ${missing.length > 1 ? 'are' : 'is'} not defined (or not in the zone's address book)`,
      );
    if (head.schedule && !ctx.model.schedules.some((s) => s.name === head.schedule))
      return void fail(`its schedule ${head.schedule} is not defined or did not convert`);
    const others = head.options.filter((o) => !/^\d+$/.test(o));
    if (others.length)
      notes.push({
        status: 'partial',
        code: 'SOS_POLICY_OPTION',
        message: `Options not converted: ${[...new Set(others)].join(', ')}.`,
      });
    const policy: TPolicy = {
      id,
      ...(head.name ? { name: head.name } : {}),
      origin: ctx.objectLines(entry.lines, POL, id, 'policy'),
      srcIntf: tunnel?.inbound ? [tunnel.phase1] : from.zone ? [from.zone] : 'any',
      dstIntf: tunnel && !tunnel.inbound ? [tunnel.phase1] : to.zone ? [to.zone] : 'any',
      srcAddr: srcCell.refs,
      dstAddr: dstCell.refs,
      ...(srcCell.negate ? { srcNegate: true } : {}),
      ...(dstCell.negate ? { dstNegate: true } : {}),
      service: svc.refs,
      action: head.action === 'permit' || head.action === 'tunnel' ? 'accept' : 'deny',
      // reject answers with a TCP reset or ICMP unreachable, as send-deny-packet does.
      ...(head.action === 'reject' ? { sendDeny: true } : {}),
      log: head.log,
      enabled,
      ...(head.schedule ? { schedule: head.schedule } : {}),
      ...(incomplete ? { incomplete } : lost.length ? { membersLeftOut: lost } : {}),
    };
    if (tunnel) notes.push(tunnelNote(tunnel, head.pairPolicy));
    for (const note of notes) ctx.note('policies', id, note.status, note.code, note.message);
    return {
      policy,
      head,
      ...(tunnel ? { tunnel } : {}),
      ...(from.zone ? { from: from.zone } : {}),
      ...(to.zone ? { to: to.zone } : {}),
    };
  }

  private empty: ReadonlySet<string> | undefined;

  /** Address groups without members (declared only, or every member left out). */
  private emptyGroups(): ReadonlySet<string> {
    this.empty ??= new Set(
      this.ctx.model.addressGroups.filter((g) => g.members.length === 0).map((g) => g.name),
    );
    return this.empty;
  }

  /** Address names of one side, looked up in the zone's book, then Global's; MIP/VIP to real hosts. */
  private addresses(names: string[], zone: string): { refs: TRefList; missing: string[] } {
    const { ctx } = this;
    const refs: string[] = [];
    const missing: string[] = [];
    let any = false;
    for (const name of names) {
      const lower = name.toLowerCase();
      if (lower === 'any' || lower === 'any-ipv4') {
        any = true;
        continue;
      }
      const pseudo = /^(MIP|VIP)\((.+)\)$/i.exec(name);
      const real = pseudo
        ? pseudo[1]?.toUpperCase() === 'MIP'
          ? [ctx.mips.get(pseudo[2] ?? '')].filter((n): n is string => !!n)
          : (ctx.vips.get(pseudo[2] ?? '') ?? [])
        : [];
      const found = pseudo ? undefined : ctx.lookupAddress(zone, name);
      if (real.length) refs.push(...real);
      else if (found) refs.push(found.model);
      else missing.push(name);
    }
    return { refs: any ? 'any' : [...new Set(refs)], missing };
  }

  private services(
    names: string[],
    services: ServiceReader,
    origin: TOrigin,
  ): { refs: TRefList; missing: string[] } {
    const refs: string[] = [];
    const missing: string[] = [];
    let any = false;
    for (const name of names) {
      const resolved = services.resolve(name, origin);
      if (resolved === 'any') any = true;
      else if (resolved) refs.push(resolved);
      else missing.push(name);
    }
    return { refs: any ? 'any' : [...new Set(refs)], missing };
  }
}

function tunnelNote(tunnel: TTunnelSide, pair: string | undefined) {
  return {
    status: 'converted' as const,
    code: 'SOS_TUNNEL_POLICY',
    message: `Policy-based VPN ${tunnel.vpn} made route-based: the ${tunnel.inbound ? 'source' : 'destination'} zone ${tunnel.zone} is replaced by the tunnel interface ${tunnel.phase1}; its addresses give the VPN's phase2 selectors unless the VPN sets proxy-ids.${pair ? ` Its pair-policy ${pair} carries the other direction.` : ''}`,
  };
}

/**
 * An address cell without its empty groups, which add nothing to it: `nothing` when no member
 * is left (the cell matches no packet); negated, such a cell matches every packet.
 */
function withoutEmptyGroups(
  refs: TRefList,
  negate: boolean,
  empty: ReadonlySet<string>,
): { refs: TRefList; negate: boolean; nothing: boolean } {
  if (refs === 'any') return { refs, negate, nothing: false };
  const kept = refs.filter((r) => !empty.has(r));
  if (kept.length) return { refs: kept, negate, nothing: false };
  return negate ? { refs: 'any', negate: false, nothing: false } : { refs, negate, nothing: true };
}
