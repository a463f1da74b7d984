/**
 * Verification of a conversion: the converted policy (re-parsed from the emitted text) decides
 * every packet as the source policy did, and every name the output uses is defined.
 * How and within which limits: docs/verification.md.
 */
import type { TConfigModel } from '../model/ir.js';
import type { TOrigin } from '../model/origin.js';
import type { TReportEntry } from '../report/report-types.js';
import type { TNameMap } from './conditions.js';
import type { TUncompared } from './coverage.js';
import { uncomparedOf } from './coverage.js';
import type { TNatDifference } from './nat-differences.js';
import { compareTranslations } from './nat-differences.js';
import type { TComparison, TFound } from './equivalence.js';
import { compareRuleLists } from './equivalence.js';
import type { TDecision, TPacket } from './evaluate.js';
import { verdictOf } from './verdict.js';
import { withVerifyScope } from './verify-scope.js';
import type { TFlatRule } from './flatten.js';
import { flattenPolicies, newFlattenContext } from './flatten.js';
import type { TDanglingReference } from './references.js';
import { danglingReferences } from './references.js';
import type { TRoute } from './routes.js';
import { RouteTable } from './routes.js';

export interface TVerifyOptions {
  /** Source interface or zone member name -> target interface name. */
  interfaceMap?: Record<string, string>;
  /** Source user name -> target user name, where the conversion renamed users. */
  userMap?: Record<string, string>;
  /** Source user group name -> target user group name. */
  userGroupMap?: Record<string, string>;
  /** Source application name -> the target's application token (a FortiGuard application). */
  applicationMap?: TNameMap;
  /** Source URL category name -> the target's URL category token. */
  urlCategoryMap?: TNameMap;
  /** Target policy id -> the source policy id it was converted from (what the emitter wrote). */
  targetOrigins?: Record<string, string>;
  /**
   * The conversion report's entries (or the parser's lines): rules and lines not understood or
   * not converted are listed in `uncompared`.
   */
  reportEntries?: readonly TReportEntry[];
  /** The most widened (and narrowed) rules listed, default 50. */
  maxFindings?: number;
  /** Target routes: with them, a packet leaves by the interface of its longest matching prefix. */
  routes?: TRoute[];
  /**
   * Why `routes` may not be all the routes the source box forwards by (a leased address, a
   * routing protocol): destinations no route covers are then listed as not compared.
   */
  routesIncomplete?: string;
  /** What else the conversion knows it could not carry (an empty placeholder group). */
  uncompared?: readonly TUncompared[];
  /** Decision-diagram node limit of the search (default 2,000,000). */
  maxWork?: number;
}

/**
 * The verdict, in the order it is decided: a difference found is `widened` (the output accepts
 * a packet the source denies; wins when there are both kinds) or `narrowed` (the output denies a
 * packet the source accepts); `nothing_compared` when the source yielded no rule to compare;
 * `unknown` (shown as "Not proven") when a limit was reached, an approximation was involved or
 * something of the source was not compared (`uncompared`); `equivalent` only when every rule,
 * match condition and address translation of the source was compared and matches.
 */
export type TVerdictStatus = 'equivalent' | 'widened' | 'narrowed' | 'unknown' | 'nothing_compared';

/** One rule whose traffic the output decides otherwise than the source, with a sample packet. */
export interface TVerificationFinding {
  /** The source rule the output rule was converted from (`default`: none, the default action). */
  sourceRuleId: string;
  /** The output policy that decides the packet (`default`: the output's default action). */
  targetRuleId: string;
  /** Where the source rule is written, when there is one. */
  origin?: TOrigin;
  packet: TPacket;
  source: TDecision;
  target: TDecision;
  /**
   * An address translation behind the finding, in words: an output VIP no source rule has,
   * which forwards the packet (as it arrives) to a server the source does not.
   */
  nat?: string;
}

export type { TUncompared } from './coverage.js';
export type { TNatDifference } from './nat-differences.js';

export interface TVerification {
  status: TVerdictStatus;
  /** Enabled policies on each side. */
  policiesCompared: { source: number; target: number };
  /** Address translations (NAT rules and policy NAT) on each side. */
  natCompared: { source: number; target: number };
  /** Output rules that accept traffic the source denied, one sample packet each. */
  widened: TVerificationFinding[];
  /** Source rules whose accepted traffic the output denies, one sample packet each. */
  narrowed: TVerificationFinding[];
  /** Address translations compared and found to differ (never `equivalent` with any). */
  natDifferences: TNatDifference[];
  /** More widened or narrowed rules exist than were listed. */
  findingsCapped?: boolean;
  /** The first finding (widened before narrowed), as one packet both sides decide apart. */
  counterexample?: {
    packet: TPacket;
    source: TDecision;
    target: TDecision;
  };
  /** Names the target uses without defining them. */
  danglingReferences: TDanglingReference[];
  /** Rules (`source:<id>` / `target:<id>`) whose decisions the verdict does not fully cover. */
  notVerified: { ruleId: string; reason: string }[];
  uncompared: TUncompared[];
  /** Why the verdict is not `equivalent` where no difference was found. */
  reason?: string;
}

function caveats(
  side: 'source' | 'target',
  rules: readonly TFlatRule[],
  errors: readonly { ruleId: string; message: string }[],
  otherAtoms: ReadonlySet<string>,
  searched: boolean,
): TVerification['notVerified'] {
  const out: TVerification['notVerified'] = [];
  for (const error of errors)
    out.push({ ruleId: `${side}:${error.ruleId}`, reason: error.message });
  if (!searched) return out;
  // Pairwise equal rules are equal for any resolution of FQDN/geo objects; a search is not.
  for (const rule of rules) {
    if (rule.opaque.length === 0 || rule.key === 'empty') continue;
    const alone = rule.opaque.filter((atom) => !otherAtoms.has(atom));
    const reason = alone.length
      ? `uses ${alone.join(', ')}, which the other policy does not: its addresses are unknown`
      : `uses ${rule.opaque.join(', ')}: compared by object identity, assuming it resolves to addresses named nowhere else`;
    out.push({ ruleId: `${side}:${rule.id}`, reason });
  }
  return out;
}

/** Compares the policies of `source` and `target` and checks the references of `target`. */
export function verifyConversion(
  source: TConfigModel,
  target: TConfigModel,
  options: TVerifyOptions = {},
): TVerification {
  // What several parts read of a model is made once per verification (verify-scope.ts).
  return withVerifyScope(() => verifyInScope(source, target, options));
}

function verifyInScope(
  source: TConfigModel,
  target: TConfigModel,
  options: TVerifyOptions,
): TVerification {
  const context = newFlattenContext();
  const routes = options.routes ? new RouteTable(options.routes) : undefined;
  const shared = { context, ...(routes ? { routes } : {}) };
  const { interfaceMap, userMap, userGroupMap, applicationMap, urlCategoryMap } = options;
  const flatSource = flattenPolicies(source, {
    side: 'source',
    ...shared,
    ...(interfaceMap ? { interfaceMap } : {}),
    ...(userMap ? { userMap } : {}),
    ...(userGroupMap ? { userGroupMap } : {}),
    ...(applicationMap ? { applicationMap } : {}),
    ...(urlCategoryMap ? { urlCategoryMap } : {}),
  });
  const flatTarget = flattenPolicies(target, { side: 'target', ...shared });
  const result: TComparison = compareRuleLists(flatSource, flatTarget, {
    atoms: context.atoms,
    conditions: context.conditions,
    ...(routes ? { routes } : {}),
    ...(options.maxWork !== undefined ? { maxWork: options.maxWork } : {}),
    ...(options.maxFindings !== undefined ? { maxFindings: options.maxFindings } : {}),
  });
  // Read only after a search (caveats): not gathered otherwise.
  const atomsOf = (rules: readonly TFlatRule[]) =>
    result.searched ? new Set(rules.flatMap((rule) => rule.opaque)) : new Set<string>();
  const searched = result.searched;
  const finding = findingOf(source, target, options.targetOrigins);
  // Source and destination NAT: differences are findings, what could not be compared is listed.
  const translations = compareTranslations(
    source,
    target,
    {
      ...(interfaceMap ? { interfaceMap } : {}),
      ...(userMap ? { userMap } : {}),
      ...(userGroupMap ? { userGroupMap } : {}),
      ...(options.routes ? { routes: options.routes } : {}),
      shared: {
        ...(routes ? { routeTable: routes } : {}),
        // The registries and the flattened source, where that changes nothing: with no atom
        // numbered yet, the NAT walk numbers its own as it would alone (source-nat.ts).
        ...(context.atoms.size === 0 ? { context } : {}),
        // Renamed applications or URL categories change the conditions of the flat rules; the
        // walk takes any condition alike, but a clause renamed to nothing would drop one.
        ...(renamesProfiles(applicationMap, urlCategoryMap) ? {} : { filter: flatSource }),
      },
    },
    { source: flatSource, target: flatTarget, context, routes },
  );
  const uncompared = [
    ...(options.routesIncomplete && routes
      ? [
          {
            item: 'routes',
            reason: `destinations no route of the output covers were not compared: ${options.routesIncomplete}`,
          },
        ]
      : []),
    ...(options.uncompared ?? []),
    ...uncomparedOf(source, options.reportEntries),
    ...translations.uncompared,
  ];
  const found = {
    policiesCompared: { source: flatSource.rules.length, target: flatTarget.rules.length },
    natCompared: { source: natCount(source), target: natCount(target) },
    widened: [...result.widened.map((f) => finding(f, 'widened')), ...translations.widened],
    narrowed: result.narrowed.map((f) => finding(f, 'narrowed')),
    natDifferences: translations.differences,
    ...(result.capped ? { findingsCapped: true } : {}),
    uncompared,
    danglingReferences: danglingReferences(target),
    notVerified: [
      ...(routes?.invalid ?? []).map((route) => ({
        ruleId: `route:${route.prefix}`,
        reason: 'not an IPv4 prefix: ignored',
      })),
      ...caveats(
        'source',
        flatSource.rules,
        flatSource.errors,
        atomsOf(flatTarget.rules),
        searched,
      ),
      ...caveats(
        'target',
        flatTarget.rules,
        flatTarget.errors,
        atomsOf(flatSource.rules),
        searched,
      ),
    ],
  };
  const first = found.widened[0] ?? found.narrowed[0];
  const nothing = flatSource.rules.length === 0 && found.natCompared.source === 0;
  // A decision that rests on an assumption (a rule approximated, an FQDN taken to match only
  // itself) or an output naming what it does not define is not a proof.
  // An interface neither side defines is compared by name, exactly: no assumption there.
  const assumed = found.notVerified.filter((entry) => !entry.reason.endsWith('(compared by name)'));
  const caveat = [
    assumed.length
      ? `${assumed.length} ${assumed.length === 1 ? 'rule was' : 'rules were'} not fully verified (${assumed[0]?.ruleId}: ${assumed[0]?.reason})`
      : '',
    found.danglingReferences.length
      ? `the output names ${found.danglingReferences.length} undefined ${found.danglingReferences.length === 1 ? 'object' : 'objects'}, which FortiOS refuses`
      : '',
  ]
    .filter(Boolean)
    .join('; ');
  const unknown = [result.unknown, caveat].filter(Boolean).join('; ') || undefined;
  const { status, reason } = verdictOf({ ...found, nothing, unknown });
  return {
    status,
    ...found,
    ...(first
      ? { counterexample: { packet: first.packet, source: first.source, target: first.target } }
      : {}),
    ...(reason ? { reason } : {}),
  };
}

const renamesProfiles = (...maps: (TNameMap | undefined)[]) =>
  maps.some((map) => map !== undefined && Object.keys(map).length > 0);

/** Enabled address translations: NAT rules and policies that translate. */
const natCount = (model: TConfigModel) =>
  model.nat.filter((rule) => rule.enabled).length +
  model.policies.filter((policy) => policy.enabled && policy.nat).length;

/**
 * A difference as a finding: the source rule behind the deciding output rule (widened) or the
 * source rule whose traffic is lost (narrowed), with where it is written.
 */
function findingOf(
  source: TConfigModel,
  target: TConfigModel,
  targetOrigins: Record<string, string> | undefined,
) {
  // Made at the first finding: most verifications have none.
  let policies: Map<string, TConfigModel['policies'][number]> | undefined;
  let origins = targetOrigins;
  const cameFrom = (targetId: string): string => {
    origins ??= originsFromComments(source, target);
    return targetId === 'default' ? 'default' : (origins[targetId] ?? '(none)');
  };
  return (found: TFound, kind: 'widened' | 'narrowed'): TVerificationFinding => {
    const sourceRuleId = kind === 'widened' ? cameFrom(found.target.ruleId) : found.source.ruleId;
    policies ??= new Map(source.policies.map((policy) => [policy.id, policy]));
    const origin = policies.get(sourceRuleId)?.origin;
    return {
      sourceRuleId,
      targetRuleId: found.target.ruleId,
      ...(origin ? { origin } : {}),
      packet: found.packet,
      source: found.source,
      target: found.target,
    };
  };
}

/**
 * Without the emitter's word, the output policy -> source policy map from what the output
 * says: the converter ends each policy's comment with the source line (`... | acl.cfg:12`);
 * failing that, an output policy with a source policy's id.
 */
function originsFromComments(source: TConfigModel, target: TConfigModel): Record<string, string> {
  const byLine = new Map<string, string>();
  for (const policy of source.policies) {
    const key = `${policy.origin.file}:${policy.origin.line}`;
    if (!byLine.has(key)) byLine.set(key, policy.id);
  }
  const ids = new Set(source.policies.map((policy) => policy.id));
  const out: Record<string, string> = {};
  for (const policy of target.policies) {
    const line = /(?:^|\| )([^|]+:\d+)$/.exec(policy.comment ?? '')?.[1];
    const id = (line && byLine.get(line)) ?? (ids.has(policy.id) ? policy.id : undefined);
    if (id !== undefined) out[policy.id] = id;
  }
  return out;
}

export { summarizeVerification } from './summary.js';
