import type { TChecklist, TChecklistItem } from '@fwmig/contract';

export function makeItem(overrides: Partial<TChecklistItem> = {}): TChecklistItem {
  return {
    key: 'Policies:rule-7:POLICY_TIME_RANGE',
    objectType: 'Policies',
    name: 'rule-7',
    status: 'partial',
    code: 'POLICY_TIME_RANGE',
    message: 'The time range was left out: FortiOS schedules need checking.',
    file: 'asa-running.cfg',
    line: 212,
    done: false,
    note: '',
    doneBy: null,
    doneAt: null,
    ...overrides,
  };
}

/** Tests' checklist of ticket 9: run 4 left one open item and one ticked off. */
export function makeChecklist(overrides: Partial<TChecklist> = {}): TChecklist {
  return {
    runId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    runNumber: 4,
    items: [
      makeItem(),
      makeItem({
        key: 'Other:webvpn:UNSUPPORTED_WEBVPN',
        objectType: 'Other',
        name: null,
        status: 'unsupported',
        code: 'UNSUPPORTED_WEBVPN',
        message: 'Clientless WebVPN has no FortiOS counterpart.',
        line: 480,
        done: true,
        note: 'Customer confirmed they no longer use it.',
        doneBy: 'Erin Engineer',
        doneAt: '2026-11-20T11:00:00.000Z',
      }),
    ],
    open: 1,
    ...overrides,
  };
}

export const UNROUTED = 'No route leads to its destinations: dstintf is "any".';

/** Tests' `count` rules whose destinations have no route (one group); the first `done` ticked. */
export function makeUnroutedItems(count: number, done = 0): TChecklistItem[] {
  return Array.from({ length: count }, (_, i) =>
    makeItem({
      key: `Policies|outside_in:${i + 1}|DSTINTF_ANY`,
      name: `outside_in:${i + 1}`,
      code: 'DSTINTF_ANY',
      message: UNROUTED,
      line: 100 + i,
      ...(i < done
        ? {
            done: true,
            note: 'Routed by hand.',
            doneBy: 'Erin Engineer',
            doneAt: '2026-11-20T11:00:00.000Z',
          }
        : {}),
    }),
  );
}
