import { describe, expect, it } from 'vitest';
import { PARTIAL_EFFECTS, partialEffectRank, ZReportEntry } from './conversion-report.js';
import {
  olderVerdict,
  readStoredVerification,
  ZRunSummary,
  ZVerdict,
  ZVerificationResult,
} from './conversions.js';
import { VERDICT_LABELS, VERDICT_WORDS, packetText } from './verification-text.js';

const packet = {
  srcIntf: 'port1',
  dstIntf: 'port2',
  src: '198.51.100.7',
  dst: '10.0.0.5',
  protocol: 'tcp',
  protocolNumber: 6,
  dstPort: 22,
};

describe('verification schema (issue 17 item 1)', () => {
  it('issue 17 item 1: a result stored before issue 17 still reads, with empty findings', () => {
    const old = ZVerificationResult.parse({
      status: 'different',
      policiesCompared: { source: 3, target: 3 },
      counterexample: {
        packet,
        source: { ruleId: 'outside_in:1', action: 'deny' },
        target: { ruleId: '1', action: 'accept' },
      },
      danglingReferences: [],
      notVerified: [],
    });
    expect(old).toMatchObject({ status: 'different', widened: [], narrowed: [], uncompared: [] });
    expect(old.natCompared).toBeUndefined();
  });

  it('issue 17 item 1: reads the new verdicts with their findings and uncompared items', () => {
    const result = ZVerificationResult.parse({
      status: 'widened',
      policiesCompared: { source: 2, target: 2 },
      natCompared: { source: 1, target: 0 },
      widened: [
        {
          sourceRuleId: 'outside_in:2',
          targetRuleId: '2',
          origin: { file: 'asa.cfg', line: 14, endLine: 14 },
          packet,
          source: { ruleId: 'default', action: 'deny' },
          target: { ruleId: '2', action: 'accept' },
        },
      ],
      narrowed: [],
      danglingReferences: [],
      notVerified: [],
      uncompared: [{ item: 'nat 12', reason: 'twice NAT is not compared' }],
    });
    expect(result.widened[0]?.origin?.line).toBe(14);
    expect(result.uncompared).toHaveLength(1);
    expect(ZVerificationResult.safeParse({ ...result, status: 'nothing_compared' }).success).toBe(
      true,
    );
    expect(ZVerificationResult.safeParse({ ...result, status: 'maybe' }).success).toBe(false);
  });

  it('issue 17 item 1: a run summary takes every verdict, old "different" included', () => {
    for (const verdict of [
      'equivalent',
      'widened',
      'narrowed',
      'unknown',
      'nothing_compared',
      'not_run',
      'different',
    ]) {
      expect(ZVerdict.parse(verdict)).toBe(verdict);
    }
    expect(ZRunSummary.shape.verdict.safeParse('differs').success).toBe(false);
  });

  it('issue 17 item 7: the effects rank worst first, in the same order as the engine', () => {
    expect(PARTIAL_EFFECTS.map(partialEffectRank)).toEqual([0, 1, 2, 3]);
  });

  it('issue 17 item 7: a partial report entry carries its effect on traffic', () => {
    const entry = {
      status: 'partial',
      objectType: 'Policies',
      origin: { file: 'asa.cfg', line: 3, endLine: 3 },
      code: 'ZONE_MEMBER_INTERFACE',
      message: 'Wider.',
      targets: [],
    };
    expect(ZReportEntry.parse({ ...entry, effect: 'widens' }).effect).toBe('widens');
    expect(ZReportEntry.parse(entry).effect).toBeUndefined();
    expect(ZReportEntry.safeParse({ ...entry, effect: 'harmless' }).success).toBe(false);
  });
});

describe('verdict words (issue 17 item 1)', () => {
  it('issue 17 item 1: names unknown "Not proven" and tells old runs to re-run', () => {
    expect(VERDICT_LABELS.unknown).toBe('Not proven');
    expect(VERDICT_WORDS.different.title).toBe(
      'Different (older engine: re-run to see widened/narrowed)',
    );
    expect(VERDICT_LABELS.different).toBe(VERDICT_WORDS.different.label);
    expect(packetText(packet)).toBe('tcp from 198.51.100.7 (port1) to 10.0.0.5 port 22 (port2)');
    expect(packetText({ ...packet, protocol: 'icmp', dstPort: undefined, icmpType: 8 })).toBe(
      'icmp type 8 from 198.51.100.7 (port1) to 10.0.0.5 (port2)',
    );
  });
});

describe('older results (issue 17 review item 5)', () => {
  const stored = {
    status: 'equivalent',
    policiesCompared: { source: 3, target: 3 },
    danglingReferences: [],
    notVerified: [],
  };

  it('issue 17 review item 5: an equivalent stored without natCompared never reads as the full claim', () => {
    const old = readStoredVerification(stored);
    expect(old.status).toBe('equivalent_filtering');
    expect(VERDICT_WORDS[old.status].title).toBe(
      'Equivalent (filtering only; NAT not compared by this engine version)',
    );
    expect(VERDICT_WORDS[old.status].label).not.toMatch(/proven/i);
    expect(olderVerdict('equivalent', false)).toBe('equivalent_filtering');
  });

  it('issue 17 review item 5: a result that compared NAT keeps its verdict, and NAT differences read', () => {
    const now = readStoredVerification({
      ...stored,
      natCompared: { source: 1, target: 1 },
      natDifferences: [{ kind: 'source', item: 'nat 1', message: 'source NAT differs for …' }],
    });
    expect(now.status).toBe('equivalent');
    expect(now.natDifferences).toHaveLength(1);
    expect(olderVerdict('widened', false)).toBe('widened');
    expect(readStoredVerification(stored).natDifferences).toEqual([]);
  });
});
