/**
 * Address translations compared and found to differ, as findings of their own (issue 17
 * review, item 2): a flow whose source leaves translated otherwise, a destination translation
 * the output lacks or adds. Not "not compared": the comparison ran and the translations differ.
 * What could not be compared stays in `uncompared`.
 */
import type { TConfigModel } from '../model/ir.js';
import type { TOrigin } from '../model/origin.js';
import type { TUncompared } from './coverage.js';
import { describeView, destinationNatCaveats, unmatchedTargetNat } from './destination-nat.js';
import type { TPacket } from './evaluate.js';
import { formatPacket } from './evaluate.js';
import type { TFlatPolicy, TFlattenContext } from './flatten.js';
import type { RouteTable } from './routes.js';
import { compareSourceNat, type TSourceNatOptions } from './source-nat.js';
import type { TVerificationFinding } from './verify.js';
import { vipExposure } from './vip-exposure.js';

/** One address translation that differs between the source and the output. */
export interface TNatDifference {
  /** Which translation: of the source address, or of the destination (a VIP). */
  kind: 'source' | 'destination';
  /** `nat 12`, `policy 3` (source items), `output nat web-vip` (an output VIP). */
  item: string;
  /** Where the source rule is written, when the difference has one. */
  origin?: TOrigin;
  /** The output rule involved (`snat:1`, a VIP name), when there is one. */
  targetRuleId?: string;
  /** A flow the two sides translate differently (source NAT). */
  packet?: TPacket;
  /** What each side translates the source address to, in words (source NAT). */
  translations?: { source: string; output: string };
  /** The whole difference in one line. */
  message: string;
}

const words = (translation: string) =>
  translation === 'not translated' ? 'leaves it untranslated' : `translates it to ${translation}`;

/** `source NAT 12` item names, as `sourceNatUncompared` gives them. */
const itemOf = (ruleId: string) =>
  ruleId
    .replace(/^source:(nat|policy):/, '$1 ')
    .replace(/^target:(nat|policy):/, 'output $1 ')
    .replace(/^(source|target):(nat|none)$/, 'nat');

/**
 * Source and destination NAT of both models compared: the differences found, and what could
 * not be compared (for the verdict's `uncompared`).
 */
export function compareTranslations(
  source: TConfigModel,
  target: TConfigModel,
  options: TSourceNatOptions = {},
  /** The flattened policies, to tell whether an output VIP no source rule has forwards traffic. */
  policies?: {
    source: TFlatPolicy;
    target: TFlatPolicy;
    context: TFlattenContext;
    routes?: RouteTable | undefined;
  },
): { differences: TNatDifference[]; uncompared: TUncompared[]; widened: TVerificationFinding[] } {
  // Made when first needed: most verifications have nothing to place.
  let origins: Map<string, TOrigin> | undefined;
  const originOf = (ruleId: string) => {
    origins ??= new Map<string, TOrigin>([
      ...source.nat.map((rule) => [`source:nat:${rule.id}`, rule.origin] as const),
      ...source.policies.map((policy) => [`source:policy:${policy.id}`, policy.origin] as const),
    ]);
    const origin = origins.get(ruleId);
    return origin ? { origin } : {};
  };
  const differences: TNatDifference[] = [];
  const uncompared: TUncompared[] = [];
  const snat = compareSourceNat(source, target, options);
  for (const d of snat.differences) {
    const ruleId = d.sourceRuleId === 'source:none' ? d.targetRuleId : d.sourceRuleId;
    const targetRuleId = d.targetRuleId.replace(/^target:(nat|policy|none):?/, '');
    differences.push({
      kind: 'source',
      item: itemOf(ruleId),
      ...originOf(ruleId),
      ...(targetRuleId ? { targetRuleId } : {}),
      packet: d.packet,
      translations: d.translations,
      message: `source NAT differs for ${formatPacket(d.packet)}: the source ${words(d.translations.source)}, the output ${words(d.translations.output)}`,
    });
  }
  for (const n of snat.notVerified)
    uncompared.push({ item: itemOf(n.ruleId), ...originOf(n.ruleId), reason: n.reason });
  for (const caveat of destinationNatCaveats(source, target)) {
    const item = `nat ${caveat.ruleId.replace(/^source:nat:/, '')}`;
    if (caveat.kind === 'differs')
      differences.push({
        kind: 'destination',
        item,
        ...originOf(caveat.ruleId),
        message: `destination NAT differs: ${caveat.reason}`,
      });
    else
      uncompared.push({
        item,
        ...originOf(caveat.ruleId),
        reason: `destination NAT not compared: ${caveat.reason}`,
      });
  }
  const widened: TVerificationFinding[] = [];
  const { extra, unreadable, sourceUnreadable, sourceViews } = unmatchedTargetNat(source, target);
  for (const rule of unreadable)
    uncompared.push({
      item: `output nat ${rule.id}`,
      reason:
        'destination NAT not compared: the output VIP has addresses or ports that are not plain IPv4 and TCP/UDP',
    });
  if (sourceUnreadable)
    // An unmatched VIP may stand for the source translation that could not be read.
    for (const { rule } of extra)
      uncompared.push({
        item: `output nat ${rule.id}`,
        reason:
          'destination NAT not compared: no readable source translation matches this output VIP, and some source translation could not be read',
      });
  else if (policies) {
    const sourceOrigins = new Map(source.policies.map((policy) => [policy.id, policy.origin]));
    const found = vipExposure(
      extra,
      { source: policies.source, target: policies.target },
      policies.context,
      { sourceOrigins, sourceViews, ...(policies.routes ? { routes: policies.routes } : {}) },
    );
    widened.push(...found.widened);
    differences.push(...found.differences);
  } else
    for (const { rule, view } of extra)
      differences.push({
        kind: 'destination',
        item: `output nat ${rule.id}`,
        targetRuleId: rule.id,
        message: `output VIP ${rule.id} translates ${describeView(view)}, which no source rule translates`,
      });
  return { differences, uncompared, widened };
}

/** `source NAT differs: nat 3 (fw.cfg:12): …; and 2 more`, for the verdict's reason. */
export function describeNatDifferences(items: readonly TNatDifference[], shown = 2): string {
  const first = items
    .slice(0, shown)
    .map(
      (d) =>
        `${d.item}${d.origin ? ` (${d.origin.file}:${d.origin.line})` : ''}: ${d.message.replace(/^(source|destination) NAT differs:? ?/, '')}`,
    );
  const kinds = [...new Set(items.map((d) => d.kind))];
  const more = items.length > shown ? `; and ${items.length - shown} more` : '';
  return `${kinds.join(' and ')} NAT ${kinds.length > 1 ? 'differ' : 'differs'}: ${first.join('; ')}${more}`;
}
