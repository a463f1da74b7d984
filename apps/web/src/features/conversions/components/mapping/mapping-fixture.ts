import type { TMappingView, TRunSummary, TSourceInterface } from '@fwmig/contract';

function source(hardware: string, overrides: Partial<TSourceInterface> = {}): TSourceInterface {
  return {
    hardware,
    names: [],
    kind: 'physical',
    addresses: [],
    vlans: 0,
    description: '',
    target: null,
    ...overrides,
  };
}

/** Tests' mapping: three ASA ports of ticket 9 onto a FortiGate-60F, nothing saved yet. */
export function makeMappingView(overrides: Partial<TMappingView> = {}): TMappingView {
  return {
    sourceInterfaces: [
      source('GigabitEthernet0/0', {
        names: ['outside'],
        addresses: ['203.0.113.2/24'],
        target: 'wan1',
      }),
      source('GigabitEthernet0/1', {
        names: ['inside', 'guests'],
        addresses: ['10.0.0.1/24', '10.0.20.1/24'],
        vlans: 2,
        target: 'internal1',
      }),
      source('Management0/0', {
        names: ['management'],
        kind: 'management',
        addresses: ['192.168.1.1/24'],
        target: 'dmz',
      }),
    ],
    targetModel: 'FortiGate-60F',
    targetPorts: [
      { name: 'wan1', type: 'wan', speed: '1 Gbps' },
      { name: 'wan2', type: 'wan', speed: '1 Gbps' },
      { name: 'dmz', type: 'dmz', speed: '1 Gbps' },
      { name: 'internal1', type: 'switch', speed: '1 Gbps' },
      { name: 'internal2', type: 'switch', speed: '1 Gbps' },
    ],
    saved: {},
    suggested: {
      'GigabitEthernet0/0': 'wan1',
      'GigabitEthernet0/1': 'internal1',
      'Management0/0': 'dmz',
    },
    reasons: {
      'GigabitEthernet0/0': 'WAN role',
      'GigabitEthernet0/1': '1 Gbps, next free port',
      'Management0/0': 'next free port',
    },
    problems: [],
    editable: true,
    ...overrides,
  };
}

export function makeRun(overrides: Partial<TRunSummary> = {}): TRunSummary {
  return {
    id: '0b3c1f4e-2a6d-4c1e-9f7a-5d8e2b1c3a40',
    ticketId: 9,
    number: 5,
    status: 'queued',
    reason: 'mapping',
    automatic: false,
    requestedBy: 'Erin Engineer',
    attempts: 0,
    error: null,
    failure: null,
    queuedAt: '2026-11-20T10:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    released: false,
    releasedBy: null,
    delivered: false,
    engineVersion: null,
    timings: null,
    counts: null,
    verdict: null,
    outputSize: null,
    scope: null,
    ...overrides,
  };
}
