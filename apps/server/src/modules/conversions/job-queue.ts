import { hostname } from 'node:os';
import PgBoss from 'pg-boss';
import type { TConversionSettings } from '../../config/env.js';
import type { Database } from '../../db/database.js';

/** The queue of conversion runs; each job carries one run id. */
export const CONVERSION_QUEUE = 'conversion';
/** Jobs whose workers died more often than the retry limit land here; their runs fail. */
export const GIVEN_UP_QUEUE = 'conversion-given-up';

export interface TRunJob {
  runId: string;
}

/** Who stores a result: for the record, and for tests that kill a worker. */
export const WORKER_NAME = `${hostname()}:${process.pid}`;

/**
 * Seconds a job may stay active before the queue takes it as lost (its worker died) and retries
 * it: the engine's own limit plus time to read the inputs and store the result. A live worker
 * that overruns it only causes a second attempt, whose result is not stored twice.
 */
export function jobExpirySeconds(settings: TConversionSettings): number {
  return settings.timeLimitSeconds + Math.min(60, Math.max(5, settings.timeLimitSeconds));
}

/**
 * Starts pg-boss on the product's database (PGlite or PostgreSQL, through the same SQL adapter)
 * and makes sure both queues exist. Supervision (expiring lost jobs) runs in every process;
 * pg-boss lets one of them do it per interval.
 */
export async function startJobQueue(
  database: Database,
  settings: TConversionSettings,
  onError: (error: Error) => void,
): Promise<PgBoss> {
  const expiry = jobExpirySeconds(settings);
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: Math.min(60, Math.max(2, Math.round(expiry / 4))),
  });
  boss.on('error', onError);
  await boss.start();
  await boss.createQueue(GIVEN_UP_QUEUE, { name: GIVEN_UP_QUEUE, retryLimit: 5 });
  await boss.createQueue(CONVERSION_QUEUE, {
    name: CONVERSION_QUEUE,
    retryLimit: settings.retryLimit,
    retryDelay: 1,
    expireInSeconds: expiry,
    deadLetter: GIVEN_UP_QUEUE,
  });
  // createQueue keeps an existing queue's options; settings may have changed since.
  await boss.updateQueue(CONVERSION_QUEUE, {
    name: CONVERSION_QUEUE,
    retryLimit: settings.retryLimit,
    retryDelay: 1,
    expireInSeconds: expiry,
    deadLetter: GIVEN_UP_QUEUE,
  });
  return boss;
}
