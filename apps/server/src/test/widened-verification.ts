import type { TVerificationResult } from '@fwmig/contract';

/** The packet the widened fixture lets through: SSH from the internet to an inside host. */
export const WIDENED_PACKET = {
  srcIntf: 'wan1',
  dstIntf: 'internal1',
  src: '198.51.100.7',
  dst: '10.1.1.10',
  protocol: 'tcp',
  protocolNumber: 6,
  srcPort: 1024,
  dstPort: 22,
};

/** What the verifier answers when output policy 1 lets in SSH that source rule outside_in:1 denied. */
export const WIDENED: TVerificationResult = {
  status: 'widened',
  policiesCompared: { source: 2, target: 2 },
  natCompared: { source: 0, target: 0 },
  widened: [
    {
      sourceRuleId: 'outside_in:1',
      targetRuleId: '1',
      origin: { file: 'edge-asa.txt', line: 19, endLine: 19 },
      packet: WIDENED_PACKET,
      source: { ruleId: 'default', action: 'deny' },
      target: { ruleId: '1', action: 'accept' },
    },
  ],
  narrowed: [],
  natDifferences: [],
  danglingReferences: [],
  notVerified: [],
  uncompared: [],
};
