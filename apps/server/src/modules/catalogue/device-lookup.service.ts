import { desc, eq, sql } from 'drizzle-orm';
import type { TFirmwareVersion, TModelSummary } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { firmwareVersions, modelVersions, targetModels } from '../../db/schema/catalogue.js';

/**
 * The target model of a device serial number: the model whose serial-number prefix starts the
 * serial (the longest, if several do), with the firmware versions the matrix allows for it.
 */
export async function modelForSerial(
  db: AppDb,
  serial: string,
): Promise<(TModelSummary & { versions: TFirmwareVersion[] }) | undefined> {
  const upper = serial.trim().toUpperCase();
  const [model] = await db
    .select()
    .from(targetModels)
    .where(sql`${upper} like ${targetModels.snPrefix} || '%'`)
    .orderBy(desc(sql`length(${targetModels.snPrefix})`))
    .limit(1);
  if (!model) return undefined;
  const versions = await db
    .select({ version: firmwareVersions.version, releaseDate: firmwareVersions.releaseDate })
    .from(modelVersions)
    .innerJoin(firmwareVersions, eq(firmwareVersions.id, modelVersions.versionId))
    .where(eq(modelVersions.modelId, model.id))
    .orderBy(desc(firmwareVersions.releaseDate), desc(firmwareVersions.version));
  return { model: model.model, snPrefix: model.snPrefix, series: model.series, versions };
}
