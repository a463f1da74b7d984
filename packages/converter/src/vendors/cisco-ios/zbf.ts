import type { TPolicy, TServiceTerm } from '../../model/ir.js';
import { readAce, entryWords } from './ace.js';
import { isRemark } from './acls.js';
import { acePolicy } from './policies.js';
import type { IosContext, TBlock, TLine } from './context.js';

/** `match protocol P`: the port-based services IOS's PAM gives the common names. */
const PROTOCOLS: Readonly<Record<string, TServiceTerm[]>> = {
  tcp: [{ protocol: 'tcp', dst: [[0, 65535]] }],
  udp: [{ protocol: 'udp', dst: [[0, 65535]] }],
  icmp: [{ protocol: 'icmp' }],
  http: [{ protocol: 'tcp', dst: [[80, 80]] }],
  https: [{ protocol: 'tcp', dst: [[443, 443]] }],
  dns: [
    { protocol: 'udp', dst: [[53, 53]] },
    { protocol: 'tcp', dst: [[53, 53]] },
  ],
  ssh: [{ protocol: 'tcp', dst: [[22, 22]] }],
  telnet: [{ protocol: 'tcp', dst: [[23, 23]] }],
  ftp: [{ protocol: 'tcp', dst: [[21, 21]] }],
  smtp: [{ protocol: 'tcp', dst: [[25, 25]] }],
  pop3: [{ protocol: 'tcp', dst: [[110, 110]] }],
  imap: [{ protocol: 'tcp', dst: [[143, 143]] }],
  ntp: [{ protocol: 'udp', dst: [[123, 123]] }],
  snmp: [{ protocol: 'udp', dst: [[161, 161]] }],
  tftp: [{ protocol: 'udp', dst: [[69, 69]] }],
};

interface TClassMap {
  block: TBlock;
  all: boolean;
  acls: string[];
  protocols: string[];
  unread: string[];
}

interface TPolicyClass {
  line: TLine;
  name: string;
  action: 'accept' | 'deny';
  log: boolean;
  pass: boolean;
}

/** Zone-based firewall definitions, gathered in any order (IOS allows forward references). */
export class ZbfState {
  readonly classMaps = new Map<string, TClassMap>();
  readonly policyMaps = new Map<string, { block: TBlock; classes: TPolicyClass[] }>();
  readonly pairs: { block: TBlock; name: string; src: string; dst: string; policy?: string }[] = [];
}

/** `zone security Z`. */
export function readZone(ctx: IosContext, block: TBlock): void {
  const name = block.head.tokens[2] ?? '';
  const description = block.children.find((c) => c.tokens[0] === 'description');
  ctx.model.zones.push({
    name,
    origin: ctx.origin(block),
    interfaces: [],
    intrazone: 'allow',
    ...(description ? { comment: description.text.trim().slice('description '.length) } : {}),
  });
}

/** `class-map type inspect [match-any|match-all] C` with its `match` lines. */
export function readClassMap(state: ZbfState, block: TBlock): void {
  const words = block.head.tokens;
  const name = words.at(-1) ?? '';
  const map: TClassMap = {
    block,
    all: !words.includes('match-any'),
    acls: [],
    protocols: [],
    unread: [],
  };
  for (const child of block.children) {
    const [w0, w1, w2, w3] = child.tokens;
    if (w0 === 'match' && w1 === 'access-group' && w2 === 'name' && w3) map.acls.push(w3);
    else if (w0 === 'match' && w1 === 'access-group' && w2) map.acls.push(w2);
    else if (w0 === 'match' && w1 === 'protocol' && w2 && PROTOCOLS[w2]) map.protocols.push(w2);
    else if (w0 !== 'description') map.unread.push(child.text.trim());
  }
  state.classMaps.set(name, map);
}

/** `policy-map type inspect P` with ` class type inspect C` / ` class class-default` and actions. */
export function readPolicyMap(state: ZbfState, block: TBlock): void {
  const name = block.head.tokens[3] ?? '';
  const classes: TPolicyClass[] = [];
  let current: TPolicyClass | undefined;
  for (const child of block.children) {
    const [w0, w1, w2, w3] = child.tokens;
    if (w0 === 'class') {
      const cls = w1 === 'type' ? (w3 ?? '') : (w1 ?? '');
      current = { line: child, name: cls, action: 'deny', log: false, pass: false };
      classes.push(current);
    } else if (current && (w0 === 'inspect' || w0 === 'pass' || w0 === 'drop')) {
      current.action = w0 === 'drop' ? 'deny' : 'accept';
      current.pass = w0 === 'pass';
      current.log = w1 === 'log' || w2 === 'log';
    }
  }
  state.policyMaps.set(name, { block, classes });
}

/** `zone-pair security ZP source S destination D` + ` service-policy type inspect P`. */
export function readZonePair(state: ZbfState, block: TBlock): void {
  const words = block.head.tokens;
  const src = words[words.indexOf('source') + 1] ?? '';
  const dst = words[words.indexOf('destination') + 1] ?? '';
  const policy = block.children.find((c) => c.tokens[0] === 'service-policy')?.tokens[3];
  state.pairs.push({ block, name: words[2] ?? '', src, dst, ...(policy ? { policy } : {}) });
}

/** The policies of one class of a pair: its ACL entries (match-all: narrowed by the protocol). */
function classPolicies(
  ctx: IosContext,
  state: ZbfState,
  pair: ZbfState['pairs'][number],
  cls: TPolicyClass,
  converted: Set<TLine>,
): TPolicy[] {
  const between = { srcIntf: [pair.src], dstIntf: [pair.dst] };
  const id = `${pair.name}:${cls.name}`;
  const base = {
    origin: ctx.origin(cls.line),
    ...between,
    action: cls.action,
    log: cls.log,
    enabled: true,
  };
  if (cls.name === 'class-default')
    return [{ id, ...base, srcAddr: 'any', dstAddr: 'any', service: 'any' }];
  const map = state.classMaps.get(cls.name);
  if (!map)
    return [
      {
        id,
        ...base,
        srcAddr: 'any',
        dstAddr: 'any',
        service: 'any',
        incomplete: `class-map ${cls.name} is not defined`,
      },
    ];
  const lost: string[] = [...map.unread];
  const protocolService = (p: string) =>
    ctx.generatedService(`zbf-${p}`, PROTOCOLS[p] ?? [], ctx.origin(map.block));
  const out: TPolicy[] = [];
  for (const name of map.acls) {
    const acl = ctx.acls.get(name);
    ctx.useAcl(name, 'class-map');
    if (!acl) {
      lost.push(`access list ${name} (not defined)`);
      continue;
    }
    acl.lines.forEach((line, index) => {
      if (isRemark(entryWords(line))) return;
      converted.add(line);
      const ace = readAce(ctx, line, acl.kind === 'standard');
      if (typeof ace === 'string' || ace.action === 'deny') {
        lost.push(
          typeof ace === 'string'
            ? ace
            : `the deny entry ${index + 1} of ${name} (it means "not this class")`,
        );
        return;
      }
      const policy = acePolicy(
        ctx,
        { ...ace, action: cls.action, log: cls.log || ace.log },
        `${id}:${name}:${index + 1}`,
        line,
        between,
      );
      // match-all with a protocol: the ACE's service must lie inside it to stand for both.
      if (map.all && map.protocols.length > 0) {
        const inside =
          map.protocols.length === 1 &&
          ace.protocols !== 'any' &&
          ace.protocols.every((p) => p === map.protocols[0]);
        const terms =
          ace.service === 'any'
            ? undefined
            : ctx.model.services.find((s) => s.name === ace.service)?.terms;
        const groupInside = terms?.length && terms.every((t) => t.protocol === map.protocols[0]);
        if (ace.service === 'any' && map.protocols.length === 1)
          policy.service = [protocolService(map.protocols[0] ?? '')];
        else if (!inside && !groupInside)
          lost.push(
            `the intersection of ${name} entry ${index + 1} with match protocol ${map.protocols.join(', ')}`,
          );
      }
      out.push(policy);
    });
  }
  if (!map.all || map.acls.length === 0)
    for (const p of map.protocols)
      out.push({
        id: `${id}:${p}`,
        ...base,
        srcAddr: 'any',
        dstAddr: 'any',
        service: [protocolService(p)],
      });
  if (lost.length > 0) for (const policy of out) policy.membersLeftOut = lost;
  if (out.length === 0)
    out.push({
      id,
      ...base,
      srcAddr: 'any',
      dstAddr: 'any',
      service: 'any',
      incomplete: lost.join('; ') || `class-map ${cls.name} matches nothing readable`,
    });
  if (cls.pass)
    for (const policy of out)
      ctx.note(
        'policies',
        policy.id,
        'partial',
        'IOS_ZBF_PASS',
        'pass is stateless: IOS needs a reverse pass for replies; the FortiOS policy is stateful and admits the replies itself.',
        'widens',
      );
  return out;
}

/**
 * Zone pairs as policies: each class of the pair's policy-map in order (`inspect`, `pass` =
 * accept; `drop` and no action = deny), ending in class-default (drop when not printed).
 * Pairs naming `self` (the router) are reported: they are FortiOS local-in policies.
 */
export function zonePolicies(ctx: IosContext, state: ZbfState, converted: Set<TLine>): TPolicy[] {
  const policies: TPolicy[] = [];
  for (const pair of state.pairs) {
    if (pair.src === 'self' || pair.dst === 'self') {
      ctx.report(
        'unsupported',
        'Policies',
        pair.block,
        'IOS_ZBF_SELF',
        `Zone pair ${pair.name} filters traffic ${pair.src === 'self' ? 'from' : 'to'} the router itself (self zone): write FortiOS local-in policies by hand.`,
        pair.name,
      );
      continue;
    }
    const map = pair.policy ? state.policyMaps.get(pair.policy) : undefined;
    if (!map) {
      ctx.report(
        'ignored',
        'Policies',
        pair.block,
        'IOS_ZBF_NO_POLICY',
        `Zone pair ${pair.name} has no inspect policy: IOS drops its traffic, as FortiOS does without a policy.`,
        pair.name,
      );
      continue;
    }
    const classes = map.classes.some((c) => c.name === 'class-default')
      ? map.classes
      : [
          ...map.classes,
          {
            line: map.block.head,
            name: 'class-default',
            action: 'deny' as const,
            log: false,
            pass: false,
          },
        ];
    for (const cls of classes) policies.push(...classPolicies(ctx, state, pair, cls, converted));
    ctx.report(
      'converted',
      'Policies',
      pair.block,
      'IOS_ZONE_PAIR',
      `Zone pair ${pair.name}: policies from ${pair.src} to ${pair.dst} by the classes of ${pair.policy ?? ''}.`,
      pair.name,
    );
  }
  for (const [name, map] of state.classMaps) {
    for (const acl of map.acls) ctx.useAcl(acl, 'class-map');
    ctx.report(
      'converted',
      'Policies',
      map.block,
      'IOS_CLASS_MAP',
      `Class ${name} is read in the zone pairs that use it.`,
      name,
    );
  }
  for (const [name, map] of state.policyMaps)
    ctx.report(
      'converted',
      'Policies',
      map.block,
      'IOS_POLICY_MAP',
      `Policy ${name} is read in the zone pairs that use it.`,
      name,
    );
  return policies;
}
