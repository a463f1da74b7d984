/**
 * The verdict in one plain-words line for people (the report, the CLI): what was found, one
 * example, and what is left unproven.
 */
import { describeUncompared } from './coverage.js';
import { describeNatDifferences } from './nat-differences.js';
import type { TDecision } from './evaluate.js';
import { formatPacket } from './evaluate.js';
import type { TVerification, TVerificationFinding } from './verify.js';

const decided = (side: 'source' | 'output', decision: TDecision) =>
  decision.ruleId === 'default'
    ? `the ${side} default action`
    : `${side} ${side === 'output' ? 'policy' : 'rule'} ${decision.ruleId}`;

const where = (finding: TVerificationFinding) =>
  finding.origin ? ` (${finding.origin.file}:${finding.origin.line})` : '';

const flat = (n: number, side: string) => `${n} ${side} ${n === 1 ? 'rule' : 'rules'}`;

const rules = (n: number, capped: boolean | undefined) =>
  `${n}${capped ? '+' : ''} ${n === 1 ? 'rule' : 'rules'}`;

function widenedText(v: TVerification, f: TVerificationFinding): string {
  if (f.nat)
    return `Widened: the output forwards traffic the source does not: ${rules(v.widened.length, v.findingsCapped)}, e.g. ${f.nat}`;
  const from =
    f.sourceRuleId === 'default' ? '' : `, from source rule ${f.sourceRuleId}${where(f)}`;
  return (
    `Widened: the output accepts traffic the source denies: ${rules(v.widened.length, v.findingsCapped)}, ` +
    `e.g. ${decided('output', f.target)}${from} accepts ${formatPacket(f.packet)}, ` +
    `which ${decided('source', f.source)} denies`
  );
}

function narrowedText(v: TVerification, f: TVerificationFinding): string {
  return (
    `Narrowed: the output denies traffic the source accepts: ${rules(v.narrowed.length, v.findingsCapped)}, ` +
    `e.g. ${decided('source', f.source)}${where(f)} accepts ${formatPacket(f.packet)}, ` +
    `which ${decided('output', f.target)} denies`
  );
}

/** One line: the verdict, an example, and what is left unproven. */
export function summarizeVerification(v: TVerification): string {
  const { source, target } = v.policiesCompared;
  const widened = v.widened[0];
  const narrowed = v.narrowed[0];
  let text: string;
  if (v.status === 'widened' && widened) text = widenedText(v, widened);
  else if (v.status === 'narrowed' && narrowed) text = narrowedText(v, narrowed);
  else if (v.status === 'nothing_compared')
    text =
      'Nothing compared: the source yielded no rules (empty, cut short, wrong vendor or everything in another part)';
  else if (v.status === 'equivalent')
    // Counts of flat rules (enabled, one per policy or more: a security profile adds one).
    text = `Equivalent: the ${flat(source, 'source')} and the ${flat(target, 'output')} compared decide all traffic alike`;
  else text = `Not proven: ${v.reason ?? 'unknown'}`;
  const notes: string[] = [];
  if (v.status === 'widened' && v.narrowed.length > 0)
    notes.push(`also narrowed: ${rules(v.narrowed.length, v.findingsCapped)}`);
  // A "Not proven" verdict already starts its reason with the translations that differ.
  if (v.status !== 'unknown' && v.natDifferences.length > 0)
    notes.push(describeNatDifferences(v.natDifferences, 1));
  if (v.status !== 'unknown' && v.uncompared.length > 0)
    notes.push(describeUncompared(v.uncompared));
  if (v.notVerified.length > 0) notes.push(`${v.notVerified.length} rules not fully verified`);
  if (v.danglingReferences.length > 0)
    notes.push(`${v.danglingReferences.length} undefined names in the output`);
  return notes.length > 0 ? `${text} (${notes.join('; ')}).` : `${text}.`;
}
