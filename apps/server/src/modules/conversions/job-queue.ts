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

/** Seconds between a retry becoming due and a worker taking it (retryDelay, polling). */
const RETRY_DELAY_SECONDS = 1;
export const POLLING_SECONDS = 1;

/**
 * The queue's job expiry: the engine's own limit plus time to read the inputs and store the
 * result. pg-boss also stops waiting for a handler after this long (in process), so it must
 * cover the longest live run; dead workers are found sooner, by `livenessSeconds`.
 */
export function jobExpirySeconds(settings: TConversionSettings): number {
  return settings.timeLimitSeconds + Math.min(60, Math.max(5, settings.timeLimitSeconds));
}

/** Seconds a job may go without a heartbeat before it is taken as its worker's death. */
function livenessOf(settings: TConversionSettings): number {
  return Math.min(settings.livenessSeconds, jobExpirySeconds(settings));
}

/** How often a worker renews its active job: three beats per liveness, so one late beat is fine. */
export function heartbeatSeconds(settings: TConversionSettings): number {
  return Math.max(0.5, livenessOf(settings) / 3);
}

/** How often the queue looks for expired jobs (pg-boss maintenance, one process per interval). */
function maintenanceSeconds(settings: TConversionSettings): number {
  return Math.min(10, Math.max(1, Math.round(livenessOf(settings) / 3)));
}

/**
 * The longest a run whose worker died waits before another worker takes it again: the
 * liveness, the maintenance interval that notices it, the retry delay and the polling interval
 * (issue 18 item 8: within 60 s with the default settings).
 */
export function retryDetectionSeconds(settings: TConversionSettings): number {
  return (
    livenessOf(settings) + maintenanceSeconds(settings) + RETRY_DELAY_SECONDS + POLLING_SECONDS
  );
}

/**
 * Renews a running job. pg-boss 10 has no heartbeat; it expires an active job at
 * started_on + expire_in, and expire_in must stay the long `jobExpirySeconds` (pg-boss reads it
 * at fetch to time the handler, and copies it into retries). So the beat moves started_on
 * instead, to `livenessSeconds` before expiry: a job whose worker stops beating expires that
 * long after its last beat. (Nothing of the product reads pg-boss's started_on; the run row
 * keeps its own start.) Answers false when the job is no longer active.
 */
export async function heartbeatJob(
  database: Database,
  settings: TConversionSettings,
  jobId: string,
): Promise<boolean> {
  const { rows } = await database.executeSql(
    `update pgboss.job set started_on = now() - make_interval(secs => $3)
     where name = $1 and id = $2::uuid and state = 'active' returning id`,
    [CONVERSION_QUEUE, jobId, jobExpirySeconds(settings) - livenessOf(settings)],
  );
  return rows.length > 0;
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
    maintenanceIntervalSeconds: maintenanceSeconds(settings),
  });
  boss.on('error', onError);
  await boss.start();
  await boss.createQueue(GIVEN_UP_QUEUE, { name: GIVEN_UP_QUEUE, retryLimit: 5 });
  await boss.createQueue(CONVERSION_QUEUE, {
    name: CONVERSION_QUEUE,
    retryLimit: settings.retryLimit,
    retryDelay: RETRY_DELAY_SECONDS,
    expireInSeconds: expiry,
    deadLetter: GIVEN_UP_QUEUE,
  });
  // createQueue keeps an existing queue's options; settings may have changed since.
  await boss.updateQueue(CONVERSION_QUEUE, {
    name: CONVERSION_QUEUE,
    retryLimit: settings.retryLimit,
    retryDelay: RETRY_DELAY_SECONDS,
    expireInSeconds: expiry,
    deadLetter: GIVEN_UP_QUEUE,
  });
  return boss;
}
