import type { TNatRule, TNatTranslation, TRefList } from '../../model/ir.js';
import type { SonicWallContext } from './context.js';
import { lacksFields, withPriority } from './policies.js';
import { field, type TRow } from './tables.js';

const NAT = 'NAT';

/** Fields every NAT policy row has (a row without one was cut). */
const REQUIRED = [
  'OrigSrc',
  'OrigDst',
  'OrigSvc',
  'TransSrc',
  'TransDst',
  'TransSvc',
  'SrcIface',
  'DstIface',
  'Enabled',
];

const isOriginal = (value: string) => value === '' || value.toLowerCase() === 'original';
const isAny = (value: string) => value === '' || value.toLowerCase() === 'any';

/** `natPolicySrcIface_N` / `DstIface_N`: an `iface_ifnum`, `-1` (or empty) any. */
function iface(ctx: SonicWallContext, value: string): TRefList | { problem: string } {
  if (value === '' || value === '-1') return 'any';
  const name = ctx.ifnums.get(value);
  if (name && ctx.model.interfaces.some((i) => i.name === name)) return [name];
  return { problem: `its interface number ${value} is not a converted interface` };
}

const isAddress = (ctx: SonicWallContext, name: string) =>
  ctx.names.has('addresses', name) || ctx.names.has('addressGroups', name);

/** Rows by `natPolicyPriority_N` then index: SonicOS evaluates NAT policies first match. */
function ordered(rows: TRow[]): TRow[] {
  const p = (row: TRow) =>
    field(row, 'Priority') === '' ? Number.MAX_SAFE_INTEGER : Number(field(row, 'Priority'));
  return [...rows].sort((a, b) => p(a) - p(b) || a.index - b.index);
}

/** A public address published by a NAT policy: the access rules name it (reference §3 NAT). */
interface TPublished {
  from: string;
  to: string;
  rule: string;
  service?: string;
  translatedService?: string;
}

/**
 * `natPolicy*_N` (reference §3 NAT): one first-match table. Original source, destination and
 * service are the match; translated source (`X1 IP` of the outbound interface: interface NAT),
 * destination (a VIP) and service (the VIP's mapped port). A reflexive one-to-one policy also
 * gets its mirror. Access rules name the public address of an inbound NAT; FortiOS central
 * NAT policies name the real server, so those rules are rewritten.
 */
export function readNat(ctx: SonicWallContext): void {
  const published: TPublished[] = [];
  const rows = ctx.tables.rows('natPolicy');
  const required = withPriority(rows, REQUIRED);
  for (const row of ordered(rows)) {
    if (lacksFields(ctx, row, required, 'NAT policy')) continue;
    const rule = buildRule(ctx, row);
    if (typeof rule === 'string') {
      ctx.notConverted(NAT, row, 'SW_NAT_NOT_CONVERTED', rule, String(row.index));
      continue;
    }
    ctx.model.nat.push(rule);
    if (rule.translatedDst.kind === 'address' && rule.dst !== 'any' && rule.dst[0] && rule.enabled)
      published.push({
        from: rule.dst[0],
        to: rule.translatedDst.ref,
        rule: rule.id,
        ...(rule.service !== 'any' && rule.service[0] ? { service: rule.service[0] } : {}),
        ...(rule.translatedService ? { translatedService: rule.translatedService } : {}),
      });
    if (field(row, 'Reflexive') === '1') mirror(ctx, rule);
  }
  for (const row of ctx.tables.rows('natPolicyV6'))
    ctx.report(
      'unsupported',
      NAT,
      row,
      'SW_NAT_IPV6',
      'IPv6 NAT policies (and NAT64) are not converted yet.',
      `v6-${row.index}`,
    );
  rewritePublished(ctx, published);
}

function buildRule(ctx: SonicWallContext, row: TRow): TNatRule | string {
  const srcIntf = iface(ctx, field(row, 'SrcIface'));
  const dstIntf = iface(ctx, field(row, 'DstIface'));
  if (!Array.isArray(srcIntf) && srcIntf !== 'any') return srcIntf.problem;
  if (!Array.isArray(dstIntf) && dstIntf !== 'any') return dstIntf.problem;
  const refs: Record<string, string> = {};
  for (const f of ['OrigSrc', 'OrigDst', 'TransSrc', 'TransDst']) {
    const value = field(row, f);
    const blank = f.startsWith('Orig') ? isAny(value) : isOriginal(value);
    if (!blank && !isAddress(ctx, value)) return `its ${f} ${value} is not a converted address`;
    if (!blank) refs[f] = value;
  }
  for (const f of ['OrigSvc', 'TransSvc']) {
    const value = field(row, f);
    const blank = f === 'OrigSvc' ? isAny(value) : isOriginal(value);
    if (!blank && !ctx.names.has('services', value))
      return `its ${f} ${value} is not a converted service`;
    if (!blank) refs[f] = value;
  }
  if (refs.TransDst && ctx.names.has('addressGroups', refs.TransDst))
    return `its translated destination ${refs.TransDst} is a group (load balancing NAT is not converted yet)`;
  const out = dstIntf === 'any' ? undefined : dstIntf[0];
  const translatedSrc: TNatTranslation = !refs.TransSrc
    ? { kind: 'none' }
    : out && refs.TransSrc === `${out} IP`
      ? { kind: 'interface' }
      : { kind: 'address', ref: refs.TransSrc };
  const translatedDst: TNatTranslation = refs.TransDst
    ? { kind: 'address', ref: refs.TransDst }
    : { kind: 'none' };
  const refList = (name: string | undefined): TRefList => (name ? [name] : 'any');
  const rule: TNatRule = {
    id: String(row.index),
    origin: ctx.origin(row),
    section: 1,
    type: refs.TransDst ? 'static' : refs.TransSrc ? 'dynamic' : 'identity',
    srcIntf,
    dstIntf,
    src: refList(refs.OrigSrc),
    dst: refList(refs.OrigDst),
    service: refList(refs.OrigSvc),
    translatedSrc,
    translatedDst,
    bidirectional: false,
    enabled: field(row, 'Enabled') === '1',
  };
  if (refs.TransSvc) rule.translatedService = refs.TransSvc;
  const comment = field(row, 'Name') || field(row, 'Comment');
  if (comment) rule.comment = comment;
  return rule;
}

/**
 * The mirror SonicOS creates for a reflexive policy: traffic from the translated destination
 * leaves with the original destination as its source (one-to-one NAT).
 */
function mirror(ctx: SonicWallContext, rule: TNatRule): void {
  const simple =
    rule.translatedDst.kind === 'address' &&
    rule.translatedSrc.kind === 'none' &&
    rule.dst !== 'any' &&
    rule.service === 'any' &&
    !rule.translatedService;
  if (!simple || rule.translatedDst.kind !== 'address' || rule.dst === 'any' || !rule.dst[0]) {
    ctx.note(
      'nat',
      rule.id,
      'partial',
      'SW_NAT_REFLEXIVE',
      'Reflexive: its mirror policy is not converted (only one-to-one policies without service translation are); add the outbound source NAT on the FortiGate.',
      'unknown',
    );
    return;
  }
  ctx.model.nat.push({
    ...rule,
    id: `${rule.id}-reflexive`,
    type: 'dynamic',
    srcIntf: rule.dstIntf,
    dstIntf: rule.srcIntf,
    src: [rule.translatedDst.ref],
    dst: rule.src,
    translatedSrc: { kind: 'address', ref: rule.dst[0] },
    translatedDst: { kind: 'none' },
  });
  ctx.note(
    'nat',
    rule.id,
    'converted',
    'SW_NAT_REFLEXIVE',
    `Reflexive: its mirror (source ${rule.translatedDst.ref} leaves as ${rule.dst[0]}) is NAT rule ${rule.id}-reflexive.`,
  );
}

/** Access rules naming a published address name its real server, and the real port. */
function rewritePublished(ctx: SonicWallContext, published: TPublished[]): void {
  const byFrom = new Map<string, TPublished>();
  for (const p of published) if (!byFrom.has(p.from)) byFrom.set(p.from, p);
  for (const policy of ctx.model.policies) {
    if (policy.dstAddr === 'any') continue;
    const used = policy.dstAddr.map((ref) => byFrom.get(ref));
    if (!used.some(Boolean)) continue;
    policy.dstAddr = [...new Set(policy.dstAddr.map((ref, i) => used[i]?.to ?? ref))];
    for (const p of used)
      if (p)
        ctx.note(
          'policies',
          policy.id,
          'converted',
          'SW_POST_NAT_DESTINATION',
          `Destination ${p.from} is published by NAT policy ${p.rule}: the policy names the real server ${p.to}, as FortiOS central NAT requires.`,
        );
    const first = used[0];
    if (!first?.service || !first.translatedService || policy.service === 'any') continue;
    const same = used.every(
      (p) => p?.service === first.service && p?.translatedService === first.translatedService,
    );
    if (same && policy.service.includes(first.service)) {
      policy.service = policy.service.map((s) =>
        s === first.service ? (first.translatedService as string) : s,
      );
      ctx.note(
        'policies',
        policy.id,
        'converted',
        'SW_POST_NAT_PORT',
        `Its service ${first.service} is translated to ${first.translatedService} by NAT policy ${first.rule}: the policy names the real port.`,
      );
    }
  }
}
