import type { TPolicy } from '../../model/ir.js';
import type { CpContext } from './context.js';
import { isObject, str } from './json-file.js';
import type { CpLayers, TCpLayer, TCpRule } from './layers.js';
import type { CpObjects } from './objects.js';
import { combine, labelOf, readMatch, timeUids, type TMatch } from './rule-cells.js';
import { conditionObjects, conditionsRefused, contentConditions } from './rule-conditions.js';
import { noteConditions } from './rule-notes.js';
import { laterLayer, unusedInline } from './layer-reports.js';
import { tunnelPolicies, vpnColumn } from './rule-vpn.js';
import type { CpStore } from './store.js';
import type { CpVpn } from './vpn.js';
import type { CpZones } from './zones.js';

const TARGETS_ALL = new Set(['Policy Targets', 'All', 'Any']);

/** The rule an inline layer belongs to: what its rules inherit. */
interface TInlineParent {
  id: string;
  match: TMatch;
  enabled: boolean;
  depth: number;
  /** The parent rules, whose install-on targets hold for the inline layer too. */
  chain: TCpRule[];
}

/**
 * Access layers to policies. The first ordered layer becomes the policy list; inline layers are
 * flattened under their parent rule; a later ordered layer changes nothing only when it accepts
 * everything, otherwise it is reported (FortiOS has one policy list per packet).
 */
export class CpAccess {
  constructor(
    private readonly ctx: CpContext,
    private readonly store: CpStore,
    private readonly objects: CpObjects,
    private readonly layers: CpLayers,
    private readonly zones: CpZones,
    private readonly vpn: CpVpn,
  ) {}

  convert(): void {
    const all = this.layers.build();
    const inline = new Set(
      all.flatMap((layer) => layer.rules.map((r) => str(r.raw['inline-layer']) ?? '')),
    );
    const ordered = all.filter((layer) => !inline.has(layer.uid));
    ordered.forEach((layer, index) => {
      if (index === 0) this.firstLayer(layer);
      else
        laterLayer(
          this.ctx,
          { objects: this.objects, store: this.store, zones: this.zones },
          layer,
          index + 1,
        );
    });
    for (const layer of all) {
      if (inline.has(layer.uid) && !this.used.has(layer.uid)) unusedInline(this.ctx, layer);
    }
  }

  private readonly used = new Set<string>();

  private firstLayer(layer: TCpLayer): void {
    this.ctx.model.policies.push(...layer.rules.flatMap((rule) => this.rule(layer, rule)));
    const action = layer.cleanup ?? 'drop';
    this.ctx.model.defaultAction = action === 'accept' ? 'accept' : 'deny';
    this.ctx.report(
      'converted',
      'Policies',
      layer.origin,
      'CP_LAYER',
      `Ordered layer 1 (${layer.name}): its rules become the policies, in order; traffic no rule matches is ${action === 'accept' ? 'accepted' : 'dropped'}${layer.cleanup ? '' : ' (implicit cleanup Drop assumed: show-access-layers is not in the set)'}.`,
      layer.name,
    );
  }

  private rule(layer: TCpLayer, rule: TCpRule, parent?: TInlineParent): TPolicy[] {
    const id = parent ? `${parent.id}.${rule.number}` : `${layer.name}:${rule.number}`;
    const name = str(rule.raw.name);
    const fail = (why: string): TPolicy[] => {
      this.ctx.report(
        'unsupported',
        'Policies',
        rule.origin,
        'CP_RULE_NOT_CONVERTED',
        `Rule ${id} is not converted: ${why}.`,
        name,
      );
      for (const [uid] of conditionObjects(this.store, rule)) this.objects.namedByUnconverted(uid);
      return [];
    };
    const own = readMatch(this.objects, this.store, rule, this.zones);
    if ('error' in own) return fail(own.error);
    const action = labelOf(this.store, rule, rule.raw.action);
    const content = contentConditions(this.store, rule);
    const refused = conditionsRefused(action, own, content);
    if (refused) return fail(refused);
    const matches: TMatch[] = [];
    for (const m of own) {
      const combined = parent ? combine(parent.match, m) : m;
      if ('error' in combined) return fail(combined.error);
      matches.push(combined);
    }
    const vpn = vpnColumn(this.store, this.vpn, rule);
    if ('error' in vpn) return fail(vpn.error);
    const time = this.schedules(rule);
    if ('error' in time) return fail(time.error);
    if (action === 'Apply Layer' && !('any' in vpn))
      return fail('a VPN column on a rule that applies an inline layer is not converted');
    const enabled = rule.raw.enabled !== false && (parent?.enabled ?? true);
    const [first] = matches;
    if (action === 'Apply Layer' && first)
      return this.applyLayer(rule, id, {
        id,
        match: first,
        enabled,
        depth: (parent?.depth ?? 0) + 1,
        chain: [...(parent?.chain ?? []), rule],
      });
    if (!['Accept', 'Drop', 'Reject', 'Ask', 'Inform'].includes(action))
      return fail(`its action "${action}" is not understood`);
    const track = isObject(rule.raw.track) ? rule.raw.track.type : rule.raw.track;
    // A cell is a union: each alternative of the match, and each time, is a policy of its own.
    const times = time.names.length ? time.names : [undefined];
    const variants = matches.flatMap((match) => times.map((schedule) => ({ match, schedule })));
    const split = variants.map(({ match, schedule }, k): TPolicy => {
      const otherConditions = [
        ...(match.roles ?? []).map((value) => ({ kind: 'access-role', value })),
        ...content,
      ];
      return {
        id: k ? `${id}.${k + 1}` : id,
        ...(name ? { name: k ? `${name} (${k + 1})` : name } : {}),
        origin: rule.origin,
        srcIntf: match.src.intf ?? 'any',
        dstIntf: match.dst.intf ?? 'any',
        srcAddr: match.src.refs,
        dstAddr: match.dst.refs,
        ...(match.src.negate ? { srcNegate: true } : {}),
        ...(match.dst.negate ? { dstNegate: true } : {}),
        service: match.service.refs,
        action: action === 'Accept' || action === 'Ask' || action === 'Inform' ? 'accept' : 'deny',
        // Reject tells the client (TCP reset / ICMP unreachable), as send-deny-packet does.
        ...(action === 'Reject' ? { sendDeny: true } : {}),
        log: !['', 'None'].includes(labelOf(this.store, rule, track)),
        enabled,
        ...(schedule ? { schedule } : {}),
        ...(str(rule.raw.comments) ? { comment: str(rule.raw.comments) } : {}),
        ...(match.applications ? { applications: match.applications } : {}),
        ...(otherConditions.length ? { otherConditions } : {}),
      };
    });
    const policies: TPolicy[] = [];
    for (const policy of split) {
      const tunnels = 'any' in vpn ? [policy] : tunnelPolicies(this.ctx, policy, vpn);
      if ('error' in tunnels) return fail(tunnels.error);
      policies.push(...tunnels);
    }
    for (const p of policies) this.notes(p, [rule, ...(parent?.chain ?? [])], action);
    const why = [
      own.some((m) => m.roles) && own.length > 1 ? 'its source cell holds access roles' : '',
      own.some((m) => m.applications) && own.length > 1
        ? 'its service cell holds applications'
        : '',
      times.length > 1 ? 'its time column names several times' : '',
    ].filter(Boolean);
    for (const p of policies) noteConditions(this.ctx, p, { of: split.length, why });
    for (const [uid, kind] of conditionObjects(this.store, rule)) this.objects.keep(uid, kind);
    return policies;
  }

  /** The rule's time column as schedules: a policy has one, so each time is a policy. */
  private schedules(rule: TCpRule): { names: string[] } | { error: string } {
    const uids = timeUids(this.store, rule);
    if (!uids.length) return { names: [] };
    const names = uids.map((uid) => this.store.label(uid)).join(', ');
    // A parent rule's time would have to be intersected with each inline rule's own.
    if (labelOf(this.store, rule, rule.raw.action) === 'Apply Layer')
      return {
        error: `its time column (${names}) is not converted: a time on an inline layer would have to be combined with its rules`,
      };
    const out: string[] = [];
    for (const uid of uids) {
      const resolved = this.objects.schedule(uid);
      if (!('name' in resolved))
        return {
          error: `its time column (${names}) is not converted: ${uids.length > 1 ? `${this.store.label(uid)}: ` : ''}${'error' in resolved ? resolved.error : 'Any'}`,
        };
      out.push(resolved.name);
    }
    return { names: out };
  }

  private notes(policy: TPolicy, rules: TCpRule[], action: string): void {
    const partial = (code: string, message: string) =>
      this.ctx.note('policies', policy.id, 'partial', code, message);
    if (action === 'Ask' || action === 'Inform')
      partial(
        'CP_USERCHECK',
        `${action} (UserCheck) becomes accept: the user is not asked or informed.`,
      );
    const targets = rules.flatMap((rule) =>
      (Array.isArray(rule.raw['install-on']) ? rule.raw['install-on'] : [])
        .map((item) => labelOf(this.store, rule, item))
        .filter((label) => !TARGETS_ALL.has(label)),
    );
    if (targets.length)
      partial(
        'CP_INSTALL_ON',
        `Installed only on ${targets.join(', ')} in Check Point; kept here: remove it if this gateway is not one of them.`,
      );
  }

  private applyLayer(rule: TCpRule, id: string, parent: TInlineParent): TPolicy[] {
    const uid = str(rule.raw['inline-layer']) ?? '';
    const layer = this.layers.byUid.get(uid);
    const say = (status: 'converted' | 'unsupported', code: string, message: string) =>
      this.ctx.report(status, 'Policies', rule.origin, code, message, str(rule.raw.name));
    if (!layer || parent.depth > 8) {
      say(
        'unsupported',
        'CP_INLINE_LAYER_MISSING',
        `Rule ${id} applies inline layer ${this.store.label(uid)}, which is not in the export: not converted.`,
      );
      return [];
    }
    this.used.add(uid);
    const policies = layer.rules.flatMap((child) => this.rule(layer, child, parent));
    const cleanup = layer.cleanup ?? 'drop';
    const catchAll = policies.some(
      (p) =>
        p.enabled &&
        p.srcIntf === 'any' &&
        p.dstIntf === 'any' &&
        p.srcAddr === 'any' &&
        p.dstAddr === 'any' &&
        p.service === 'any' &&
        !p.srcNegate &&
        !p.dstNegate,
    );
    say(
      'converted',
      'CP_APPLY_LAYER',
      `Rule ${id} applies inline layer ${layer.name}: its match is added to each of that layer's rules${catchAll ? '' : `, then a cleanup (${cleanup}${layer.cleanup ? '' : ', assumed'}) for the rest of its match`}.`,
    );
    this.ctx.report(
      'converted',
      'Policies',
      layer.origin,
      'CP_INLINE_LAYER',
      `Inline layer ${layer.name}, flattened under rule ${id}.`,
      layer.name,
    );
    if (catchAll) return policies;
    const cleanupPolicy: TPolicy = {
      id: `${id}.cleanup`,
      origin: rule.origin,
      srcIntf: parent.match.src.intf ?? 'any',
      dstIntf: parent.match.dst.intf ?? 'any',
      srcAddr: parent.match.src.refs,
      dstAddr: parent.match.dst.refs,
      ...(parent.match.src.negate ? { srcNegate: true } : {}),
      ...(parent.match.dst.negate ? { dstNegate: true } : {}),
      service: parent.match.service.refs,
      action: cleanup === 'accept' ? 'accept' : 'deny',
      log: false,
      enabled: parent.enabled,
      implicit: `Implicit cleanup of inline layer ${layer.name}`,
    };
    this.notes(cleanupPolicy, parent.chain, '');
    policies.push(cleanupPolicy);
    return policies;
  }
}
