import type { TReadinessResponse } from '@fwmig/contract';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';

/** Ready when the database answers a query: one round trip, as probes come often. */
export async function checkReadiness(
  database: Database,
  installationId: string,
): Promise<TReadinessResponse> {
  try {
    const latencyMs = await database.ping();
    return { status: 'ready', database: { driver: database.driver, latencyMs }, installationId };
  } catch (error) {
    throw new AppError(
      'NOT_READY',
      'The database is not answering; the server cannot take requests yet.',
      { internal: error instanceof Error ? error.message : String(error), cause: error },
    );
  }
}
