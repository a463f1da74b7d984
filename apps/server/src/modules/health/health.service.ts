import type { TReadinessResponse } from '@fwmig/contract';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { ensureInstallation } from './installation.service.js';

/** Ready when the database answers a query and knows this installation. */
export async function checkReadiness(database: Database): Promise<TReadinessResponse> {
  try {
    const latencyMs = await database.ping();
    const { id } = await ensureInstallation(database.db);
    return {
      status: 'ready',
      database: { driver: database.driver, latencyMs },
      installationId: id,
    };
  } catch (error) {
    throw new AppError(
      'NOT_READY',
      'The database is not answering; the server cannot take requests yet.',
      {
        internal: error instanceof Error ? error.message : String(error),
        cause: error,
      },
    );
  }
}
