import { packetText, type TVerificationResult } from '@fwmig/contract';
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
  natDifferences: [],
  danglingReferences: [],
  notVerified: [],
  uncompared: [],
};
const keys = (verification: TVerificationResult | null) =>
  widenedItems(verification, 7).map((item) => item.key);
const FIRST = `widened:1|outside_in:1|${packetText(packet)}`;

describe('widened checklist items (issue 17 item 1)', () => {
  it('issue 17 item 1: one item per widened finding, none for other verdicts', () => {
    expect(keys(base)).toEqual([FIRST]);
    expect(keys({ ...base, status: 'narrowed', widened: [] })).toEqual([]);
    expect(keys({ ...base, status: 'equivalent', widened: [] })).toEqual([]);
    expect(keys(null)).toEqual([]);
  });

  it('issue 17 item 1: a capped list and a finding-less widened verdict still ask for acknowledgement', () => {
    expect(keys({ ...base, findingsCapped: true })).toEqual([FIRST, 'widened:more|run 7']);
    expect(keys({ ...base, widened: [] })).toEqual(['widened:run|run 7']);
    // Keyed by run: an acknowledgement given on one run does not carry over to the next.
    expect(widenedItems({ ...base, widened: [] }, 8).map((item) => item.key)).toEqual([
      'widened:run|run 8',
    ]);
  });

  it('issue 17 item 1: an older engine counts when its counterexample is accepted only by the output', () => {
    const old = { ...base, status: 'different' as const, widened: [] };
    expect(keys({ ...old, counterexample: finding })).toEqual([FIRST]);
    // Without its packet, the way of the difference is unknown: it needs an acknowledgement.
    expect(keys(old)).toEqual(['widened:run|run 7']);
    const narrower = {
      ...finding,
      source: { ruleId: 'x', action: 'accept' as const },
      target: { ruleId: 'default', action: 'deny' as const },
    };
    expect(keys({ ...old, counterexample: narrower })).toEqual([]);
  });

  it('issue 17 review item 1: an output VIP finding says where the VIP sends the packet, not that the source denied it', () => {
    const nat =
      'output VIP extra-vip (output line 40) translates 203.0.113.11 -> 10.1.0.22, which no source rule translates the same way';
    const vip = { ...finding, source: { ruleId: 'outside_in:1', action: 'accept' as const }, nat };
    const [item] = widenedItems({ ...base, widened: [vip] }, 7);
    expect(item?.message).toBe(`${nat}: acknowledge that the output may forward it.`);
    expect(item?.message).not.toContain('which the source denied');
  });
});
