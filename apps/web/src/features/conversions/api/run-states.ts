import { ACTIVE_RUN_STATUSES, type TRunSummary } from '@fwmig/contract';

/** While a run works, screens ask this often for its progress. */
export const LIVE_REFRESH_MS = 1500;

/** Without a working run, the list still looks for runs started by the other side. */
export const IDLE_REFRESH_MS = 30_000;

export const isActiveRun = (run: Pick<TRunSummary, 'status'>) =>
  ACTIVE_RUN_STATUSES.includes(run.status);
