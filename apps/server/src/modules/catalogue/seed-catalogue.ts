import { count } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import {
  firmwareVersions,
  modelInterfaces,
  modelVersions,
  targetModels,
} from '../../db/schema/catalogue.js';
import { SEED_MATRIX, SEED_MODELS, SEED_VERSIONS } from './seed-data.js';

/**
 * Fills an empty catalogue with the seed models, firmware versions and matrix, so the product
 * is useful on its first start. A catalogue with anything in it is left alone. Returns whether
 * it seeded.
 */
export async function ensureSeedCatalogue(db: AppDb): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [models] = await tx.select({ value: count() }).from(targetModels);
    const [versions] = await tx.select({ value: count() }).from(firmwareVersions);
    if ((models?.value ?? 0) > 0 || (versions?.value ?? 0) > 0) return false;
    const versionRows = await tx.insert(firmwareVersions).values(SEED_VERSIONS).returning();
    const versionId = new Map(versionRows.map((row) => [row.version, row.id]));
    for (const seed of SEED_MODELS) {
      const [model] = await tx
        .insert(targetModels)
        .values({ model: seed.model, snPrefix: seed.snPrefix, series: seed.series })
        .returning();
      if (!model) throw new Error(`seed model ${seed.model} not created`);
      await tx.insert(modelInterfaces).values(
        seed.interfaces.map((port, position) => ({
          modelId: model.id,
          name: port.name,
          type: port.type,
          speed: port.speed,
          notes: port.notes ?? '',
          position,
        })),
      );
      const supported = (SEED_MATRIX[seed.model] ?? []).flatMap((v) => versionId.get(v) ?? []);
      if (supported.length > 0) {
        await tx
          .insert(modelVersions)
          .values(supported.map((id) => ({ modelId: model.id, versionId: id })));
      }
    }
    return true;
  });
}
