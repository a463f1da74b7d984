import type { TVerificationResult } from '@fwmig/contract';
import { describe, expect, it } from 'vitest';
import { widenedItems } from './widened-items.js';

const packet = {
  srcIntf: 'wan1',
  dstIntf: 'internal1',
  src: '198.51.100.7',
  dst: '10.1.1.10',
  protocol: 'tcp',
  protocolNumber: 6,
  dstPort: 22,
};
const finding = {
  sourceRuleId: 'outside_in:1',
  targetRuleId: '1',
  packet,
  source: { ruleId: 'default', action: 'deny' as const },
  target: { ruleId: '1', action: 'accept' as const },
};
const base: TVerificationResult = {
  status: 'widened',
  policiesCompared: { source: 1, target: 1 },
  widened: [finding],
  narrowed: [],
  danglingReferences: [],
  notVerified: [],
  uncompared: [],
};
const keys = (verification: TVerificationResult | null) =>
  widenedItems(verification).map((item) => item.key);

describe('widened checklist items (issue 17 item 1)', () => {
  it('issue 17 item 1: one item per widened finding, none for other verdicts', () => {
    expect(keys(base)).toEqual(['widened:1|outside_in:1']);
    expect(keys({ ...base, status: 'narrowed', widened: [] })).toEqual([]);
    expect(keys({ ...base, status: 'equivalent', widened: [] })).toEqual([]);
    expect(keys(null)).toEqual([]);
  });

  it('issue 17 item 1: a capped list and a finding-less widened verdict still ask for acknowledgement', () => {
    expect(keys({ ...base, findingsCapped: true })).toEqual([
      'widened:1|outside_in:1',
      'widened:more',
    ]);
    expect(keys({ ...base, widened: [] })).toEqual(['widened:run']);
  });

  it('issue 17 item 1: an older engine counts when its counterexample is accepted only by the output', () => {
    const old = { ...base, status: 'different' as const, widened: [] };
    expect(keys({ ...old, counterexample: finding })).toEqual(['widened:1|outside_in:1']);
    const narrower = {
      ...finding,
      source: { ruleId: 'x', action: 'accept' as const },
      target: { ruleId: 'default', action: 'deny' as const },
    };
    expect(keys({ ...old, counterexample: narrower })).toEqual([]);
  });
});
