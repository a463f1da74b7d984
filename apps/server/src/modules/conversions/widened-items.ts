import { packetText, type TChecklistItem, type TVerificationResult } from '@fwmig/contract';

type TUnticked = Omit<TChecklistItem, 'done' | 'note' | 'doneBy' | 'doneAt'>;

const ruleName = (id: string) => (id === 'default' ? 'the default action' : `rule ${id}`);

/**
 * One checklist item per output rule the verifier found accepting traffic its source denied
 * (issue 17): delivery waits until an engineer has acknowledged each. Keyed by the output policy,
 * its source rule and the sample packet, so only a re-run that widens in the very same way keeps
 * the acknowledgement; the items that name no rule are keyed by run, asked again for each run.
 * An older engine's `different` counts when its counterexample is accepted by the output, and
 * a `widened` verdict without findings still asks for one acknowledgement.
 */
export function widenedItems(
  verification: TVerificationResult | null,
  runId: number | string,
): TUnticked[] {
  if (!verification) return [];
  const findings = [...verification.widened];
  const legacy = verification.counterexample;
  if (
    findings.length === 0 &&
    legacy &&
    legacy.target.action === 'accept' &&
    legacy.source.action === 'deny'
  ) {
    findings.push({
      sourceRuleId: legacy.source.ruleId,
      targetRuleId: legacy.target.ruleId,
      ...legacy,
    });
  }
  const items: TUnticked[] = findings.map((finding) => ({
    key: `widened:${finding.targetRuleId}|${finding.sourceRuleId}|${packetText(finding.packet)}`,
    objectType: 'Policies',
    name: finding.sourceRuleId,
    status: 'widened',
    code: 'VERIFY_WIDENED',
    // An output VIP no source rule has: the source may accept the packet, but not to that server.
    message: finding.nat
      ? `${finding.nat}: acknowledge that the output may forward it.`
      : `${finding.targetRuleId === 'default' ? 'The FortiOS default action' : `FortiOS policy ${finding.targetRuleId}`} accepts ${packetText(finding.packet)}, which the source denied (${ruleName(finding.sourceRuleId)}): acknowledge that the output may let it through.`,
    file: finding.origin?.file ?? '',
    line: finding.origin?.line ?? 0,
  }));
  // The verifier lists a bounded number of findings: the rest need an acknowledgement too.
  if (items.length > 0 && verification.findingsCapped && verification.status === 'widened') {
    items.push({
      key: `widened:more|run ${runId}`,
      objectType: 'Policies',
      name: null,
      status: 'widened',
      code: 'VERIFY_WIDENED',
      message:
        'More output rules accept traffic the source denied than the verifier listed: review the whole policy before delivery.',
      file: '',
      line: 0,
    });
  }
  // A widened verdict naming no rule, or an older engine's difference it cannot tell the way of.
  if (
    items.length === 0 &&
    (verification.status === 'widened' ||
      (verification.status === 'different' && !verification.counterexample))
  ) {
    items.push({
      key: `widened:run|run ${runId}`,
      objectType: 'Policies',
      name: null,
      status: 'widened',
      code: 'VERIFY_WIDENED',
      message:
        verification.status === 'widened'
          ? 'The output accepts traffic the source denied (the verifier named no rule): acknowledge it before delivery.'
          : 'An older engine found a packet the output decides differently from the source: run the conversion again, or acknowledge it before delivery.',
      file: '',
      line: 0,
    });
  }
  return items;
}
