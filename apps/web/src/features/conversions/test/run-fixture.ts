import type { TMappingView, TRunDetail, TRunSummary, TVerificationResult } from '@fwmig/contract';

/** A verification that proved the run equivalent. */
export const EQUIVALENT_VERIFICATION: TVerificationResult = {
  status: 'equivalent',
  policiesCompared: { source: 32, target: 33 },
  natCompared: { source: 4, target: 4 },
  widened: [],
  narrowed: [],
  natDifferences: [],
  danglingReferences: [],
  notVerified: [],
  uncompared: [],
};

/** Tests' runs: run 1 of ticket 9, finished and released, unless overridden. */
export function makeRun(overrides: Partial<TRunSummary> = {}): TRunSummary {
  const number = overrides.number ?? 1;
  return {
    id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    ticketId: 9,
    number,
    status: 'done',
    reason: 'submitted',
    automatic: number === 1,
    requestedBy: 'netops',
    attempts: 1,
    error: null,
    failure: null,
    queuedAt: '2026-11-20T09:00:00.000Z',
    startedAt: '2026-11-20T09:00:01.000Z',
    finishedAt: '2026-11-20T09:00:04.000Z',
    released: true,
    releasedBy: null,
    delivered: false,
    engineVersion: '0.1.0',
    timings: { queueMs: 1000, parseMs: 400, convertMs: 900, verifyMs: 1200, totalMs: 3500 },
    counts: { converted: 40, partial: 2, unsupported: 1, ignored: 3 },
    verdict: 'equivalent',
    outputSize: 5120,
    scope: null,
    ...overrides,
  };
}

const zero = { converted: 0, partial: 0, unsupported: 0, ignored: 0, unrecognised: 0 };

export function makeRunDetail(overrides: Partial<TRunDetail> = {}): TRunDetail {
  return {
    ...makeRun(overrides),
    inputs: {
      files: [{ id: 'f-source-1', name: 'asa-running.cfg', sha256: 'a'.repeat(64), size: 4300 }],
      vendor: 'cisco-asa',
      objects: [],
      mapping: {},
      targetModel: 'FortiGate 60F',
      targetPorts: ['wan1', 'wan2', 'internal1'],
      firmwareVersion: '7.4',
      sslvpn: null,
    },
    report: {
      source: { vendor: 'cisco-asa', files: [{ name: 'asa-running.cfg', lines: 60 }] },
      target: { os: 'FortiOS', model: 'FortiGate 60F' },
      totals: {
        Policies: { ...zero, converted: 30, partial: 2 },
        'Addresses & Address Groups': { ...zero, converted: 10, ignored: 3 },
        NAT: { ...zero, unsupported: 1 },
      },
      entries: [
        {
          status: 'converted',
          objectType: 'Policies',
          name: 'outside_in',
          origin: { file: 'asa-running.cfg', line: 2, endLine: 2 },
          code: 'CONVERTED',
          message: 'Converted to a firewall policy.',
          targets: ['firewall policy 1'],
        },
        {
          status: 'unsupported',
          objectType: 'NAT',
          name: 'twice-nat-7',
          origin: { file: 'asa-running.cfg', line: 3, endLine: 3 },
          code: 'NAT_UNSUPPORTED',
          message: 'Twice NAT with a service object is not converted.',
          targets: [],
        },
      ],
    },
    verification: EQUIVALENT_VERIFICATION,
    sourceInterfaces: [],
    ...overrides,
  };
}

/** A mapping with no interfaces, read-only: for tests whose subject is not the mapping. */
export const EMPTY_MAPPING: TMappingView = {
  sourceInterfaces: [],
  targetModel: 'FortiGate 60F',
  targetPorts: [],
  saved: {},
  suggested: {},
  reasons: {},
  problems: [],
  editable: false,
};
