import { packetText, type TChecklistItem, type TVerificationResult } from '@fwmig/contract';

type TUnticked = Omit<TChecklistItem, 'done' | 'note' | 'doneBy' | 'doneAt'>;

const ruleName = (id: string) => (id === 'default' ? 'the default action' : `rule ${id}`);

/**
 * One checklist item per output rule the verifier found accepting traffic its source denied
 * (issue 17): delivery waits until an engineer has acknowledged each. Keyed by the output policy
 * and its source rule, so a re-run that still widens the same way keeps the acknowledgement.
 * An older engine's `different` counts when its counterexample is accepted by the output, and
 * a `widened` verdict without findings still asks for one acknowledgement.
 */
export function widenedItems(verification: TVerificationResult | null): TUnticked[] {
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
    key: `widened:${finding.targetRuleId}|${finding.sourceRuleId}`,
    objectType: 'Policies',
    name: finding.sourceRuleId,
    status: 'widened',
    code: 'VERIFY_WIDENED',
    message: `FortiOS policy ${finding.targetRuleId === 'default' ? '(default action)' : finding.targetRuleId} accepts ${packetText(finding.packet)}, which the source denied (${ruleName(finding.sourceRuleId)}): acknowledge that the output may let it through.`,
    file: finding.origin?.file ?? '',
    line: finding.origin?.line ?? 0,
  }));
  // The verifier lists a bounded number of findings: the rest need an acknowledgement too.
  if (items.length > 0 && verification.findingsCapped && verification.status === 'widened') {
    items.push({
      key: 'widened:more',
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
  if (items.length === 0 && verification.status === 'widened') {
    items.push({
      key: 'widened:run',
      objectType: 'Policies',
      name: null,
      status: 'widened',
      code: 'VERIFY_WIDENED',
      message:
        'The output accepts traffic the source denied (the verifier named no rule): acknowledge it before delivery.',
      file: '',
      line: 0,
    });
  }
  return items;
}
