/**
 * Verification of a conversion: the converted policy (re-parsed from the emitted text) decides
 * every packet as the source policy did, and every name the output uses is defined.
 * How and within which limits: docs/verification.md.
 */
import type { TConfigModel } from '../model/ir.js';
import { destinationNatCaveats } from './destination-nat.js';
import type { TEquivalence } from './equivalence.js';
import { compareRuleLists } from './equivalence.js';
import type { TDecision, TPacket } from './evaluate.js';
import { formatPacket } from './evaluate.js';
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
  /** Target routes: with them, a packet leaves by the interface of its longest matching prefix. */
  routes?: TRoute[];
  /** Decision-diagram node limit of the search (default 2,000,000). */
  maxWork?: number;
}

export interface TVerification {
  status: 'equivalent' | 'different' | 'unknown';
  /** Enabled policies on each side. */
  policiesCompared: { source: number; target: number };
  counterexample?: {
    packet: TPacket;
    source: TDecision;
    target: TDecision;
  };
  /** Names the target uses without defining them. */
  danglingReferences: TDanglingReference[];
  /** Rules (`source:<id>` / `target:<id>`) whose decisions the verdict does not fully cover. */
  notVerified: { ruleId: string; reason: string }[];
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
  const context = newFlattenContext();
  const routes = options.routes ? new RouteTable(options.routes) : undefined;
  const shared = { context, ...(routes ? { routes } : {}) };
  const flatSource = flattenPolicies(source, {
    side: 'source',
    ...shared,
    ...(options.interfaceMap ? { interfaceMap: options.interfaceMap } : {}),
    ...(options.userMap ? { userMap: options.userMap } : {}),
    ...(options.userGroupMap ? { userGroupMap: options.userGroupMap } : {}),
  });
  const flatTarget = flattenPolicies(target, { side: 'target', ...shared });
  const result: TEquivalence = compareRuleLists(flatSource, flatTarget, {
    atoms: context.atoms,
    conditions: context.conditions,
    ...(routes ? { routes } : {}),
    ...(options.maxWork !== undefined ? { maxWork: options.maxWork } : {}),
  });
  const atomsOf = (rules: readonly TFlatRule[]) => new Set(rules.flatMap((rule) => rule.opaque));
  const searched = result.equivalent !== true || result.searched;
  const base = {
    policiesCompared: { source: flatSource.rules.length, target: flatTarget.rules.length },
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
      ...destinationNatCaveats(source, target),
    ],
  };
  if (result.equivalent === true) return { status: 'equivalent', ...base };
  if (result.equivalent === 'unknown') return { status: 'unknown', ...base, reason: result.reason };
  return {
    status: 'different',
    ...base,
    counterexample: { packet: result.packet, source: result.source, target: result.target },
  };
}

const decided = (side: string, decision: TDecision) =>
  `${decision.action === 'accept' ? 'accepted' : 'denied'} by ${
    decision.ruleId === 'default' ? `the ${side} default action` : `${side} rule ${decision.ruleId}`
  }`;

/** One line for people: the verdict, the counterexample, and what is left unproven. */
export function summarizeVerification(verification: TVerification): string {
  const { source, target } = verification.policiesCompared;
  let text: string;
  if (verification.status === 'equivalent') {
    text = `Equivalent: the ${target} target policies decide all traffic as the ${source} source policies`;
  } else if (verification.status === 'different' && verification.counterexample) {
    const { packet, source: s, target: t } = verification.counterexample;
    text = `Different: ${formatPacket(packet)} is ${decided('source', s)} but ${decided('target', t)}`;
  } else text = `Not proven: ${verification.reason ?? 'unknown'}`;
  const notes: string[] = [];
  if (verification.notVerified.length > 0)
    notes.push(`${verification.notVerified.length} rules not fully verified`);
  if (verification.danglingReferences.length > 0)
    notes.push(`${verification.danglingReferences.length} undefined names in the output`);
  return notes.length > 0 ? `${text} (${notes.join('; ')}).` : `${text}.`;
}
