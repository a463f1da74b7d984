import type { TRunDetail, TVerificationResult } from '@fwmig/contract';
import { EQUIVALENT_VERIFICATION, makeRunDetail } from './run-fixture';

const packet = {
  srcIntf: 'wan1',
  dstIntf: 'internal1',
  src: '198.51.100.7',
  dst: '10.1.1.10',
  protocol: 'tcp',
  protocolNumber: 6,
  srcPort: 1024,
  dstPort: 22,
};

const base = EQUIVALENT_VERIFICATION;

/** One verification per verdict, as the verifier of issue 17 reports them. */
export const VERIFICATIONS: Record<TVerificationResult['status'], TVerificationResult> = {
  equivalent: base,
  widened: {
    ...base,
    status: 'widened',
    widened: [
      {
        sourceRuleId: 'outside_in:1',
        targetRuleId: '1',
        origin: { file: 'asa-running.cfg', line: 2, endLine: 2 },
        packet,
        source: { ruleId: 'default', action: 'deny' },
        target: { ruleId: '1', action: 'accept' },
      },
      {
        sourceRuleId: 'outside_in:4',
        targetRuleId: '7',
        origin: { file: 'asa-running.cfg', line: 3, endLine: 3 },
        packet: { ...packet, dstPort: 3389, src: '203.0.113.50' },
        source: { ruleId: 'outside_in:4', action: 'deny' },
        target: { ruleId: '7', action: 'accept' },
      },
    ],
    narrowed: [
      {
        sourceRuleId: 'inside_out:2',
        targetRuleId: '9',
        origin: { file: 'asa-running.cfg', line: 4, endLine: 4 },
        packet: { ...packet, srcIntf: 'internal1', dstIntf: 'wan1', dstPort: 443 },
        source: { ruleId: 'inside_out:2', action: 'accept' },
        target: { ruleId: 'default', action: 'deny' },
      },
    ],
  },
  narrowed: {
    ...base,
    status: 'narrowed',
    narrowed: [
      {
        sourceRuleId: 'inside_out:2',
        targetRuleId: 'default',
        origin: { file: 'asa-running.cfg', line: 4, endLine: 4 },
        packet,
        source: { ruleId: 'inside_out:2', action: 'accept' },
        target: { ruleId: 'default', action: 'deny' },
      },
    ],
  },
  unknown: {
    ...base,
    status: 'unknown',
    reason: 'rule outside_in:9 matches on an application FortiOS cannot compare',
    uncompared: [
      {
        item: 'policy outside_in:9',
        origin: { file: 'asa-running.cfg', line: 9, endLine: 9 },
        reason: 'matches application ssh, which is not compared',
      },
    ],
  },
  nothing_compared: {
    ...base,
    status: 'nothing_compared',
    policiesCompared: { source: 0, target: 0 },
    natCompared: { source: 0, target: 0 },
    uncompared: [{ item: 'input', reason: 'the file ends in the middle of an access list' }],
  },
  equivalent_filtering: { ...base, status: 'equivalent_filtering', natCompared: undefined },
  different: {
    ...base,
    status: 'different',
    natCompared: undefined,
    counterexample: {
      packet,
      source: { ruleId: 'default', action: 'deny' },
      target: { ruleId: '1', action: 'accept' },
    },
  },
};

/** A finished run whose verification has the given verdict. */
export function runWithVerdict(status: TVerificationResult['status']): TRunDetail {
  return makeRunDetail({ verdict: status, verification: VERIFICATIONS[status] });
}
