import type { TRunSummary } from '@fwmig/contract';
import { makeRun as makeBaseRun } from '../../test/run-fixture';

/** A finished run of ticket 9 started by an engineer, for the tests: number 5 unless told. */
export function makeRun(overrides: Partial<TRunSummary> = {}): TRunSummary {
  return makeBaseRun({
    number: 5,
    reason: 'manual',
    automatic: false,
    requestedBy: 'Erin Engineer',
    released: false,
    timings: null,
    counts: { converted: 10, partial: 1, unsupported: 0, ignored: 2 },
    outputSize: null,
    ...overrides,
  });
}
