import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { TFirmwareVersion, TVersionWithModels } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { firmwareVersions, modelVersions, targetModels } from '../../db/schema/catalogue.js';
import { AppError } from '../../errors/app-error.js';

type TTx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
type TDb = AppDb | TTx;

const VERSION_ORDER = [desc(firmwareVersions.releaseDate), desc(firmwareVersions.version)];

export async function findVersion(db: TDb, version: string) {
  const [row] = await db
    .select()
    .from(firmwareVersions)
    .where(eq(firmwareVersions.version, version));
  return row;
}

async function requireVersion(db: TDb, version: string) {
  const row = await findVersion(db, version);
  if (!row) throw new AppError('NOT_FOUND', `Firmware version ${version} does not exist.`);
  return row;
}

/** spec §7 GET /api/{os}/version/listAll: every version, newest first. */
export async function listVersions(db: AppDb): Promise<TFirmwareVersion[]> {
  return db
    .select({ version: firmwareVersions.version, releaseDate: firmwareVersions.releaseDate })
    .from(firmwareVersions)
    .orderBy(...VERSION_ORDER);
}

/** spec §7 GET /api/model/version/list/version: versions with the models each supports. */
export async function listVersionsWithModels(db: AppDb): Promise<TVersionWithModels[]> {
  const versions = await listVersions(db);
  const pairs = await db
    .select({ version: firmwareVersions.version, model: targetModels.model })
    .from(modelVersions)
    .innerJoin(firmwareVersions, eq(firmwareVersions.id, modelVersions.versionId))
    .innerJoin(targetModels, eq(targetModels.id, modelVersions.modelId))
    .orderBy(asc(targetModels.model));
  const byVersion = new Map<string, string[]>();
  for (const pair of pairs)
    byVersion.set(pair.version, [...(byVersion.get(pair.version) ?? []), pair.model]);
  return versions.map((v) => ({ ...v, models: byVersion.get(v.version) ?? [] }));
}

/** spec §7 GET /api/model/version/listByModel: the versions a model supports. */
export async function versionsOfModel(db: AppDb, model: string): Promise<TFirmwareVersion[]> {
  return db
    .select({ version: firmwareVersions.version, releaseDate: firmwareVersions.releaseDate })
    .from(modelVersions)
    .innerJoin(firmwareVersions, eq(firmwareVersions.id, modelVersions.versionId))
    .innerJoin(targetModels, eq(targetModels.id, modelVersions.modelId))
    .where(eq(targetModels.model, model))
    .orderBy(...VERSION_ORDER);
}

/** spec §7 GET /api/model/version/listByVersion/{version}: the models a version supports. */
export async function modelsOfVersion(db: AppDb, version: string) {
  const row = await requireVersion(db, version);
  return db
    .select({
      model: targetModels.model,
      snPrefix: targetModels.snPrefix,
      series: targetModels.series,
    })
    .from(modelVersions)
    .innerJoin(targetModels, eq(targetModels.id, modelVersions.modelId))
    .where(eq(modelVersions.versionId, row.id))
    .orderBy(asc(targetModels.series), asc(targetModels.model));
}

export async function addVersion(db: AppDb, input: TFirmwareVersion): Promise<void> {
  await db.transaction(async (tx) => {
    if (await findVersion(tx, input.version)) {
      throw new AppError(
        'CATALOGUE_DUPLICATE',
        `Firmware version ${input.version} already exists.`,
      );
    }
    await tx.insert(firmwareVersions).values(input);
  });
}

/** Renames and re-dates a version; a name another version has is a conflict. */
export async function editVersion(
  db: AppDb,
  input: TFirmwareVersion & { oldVersion: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await requireVersion(tx, input.oldVersion);
    if (input.version !== input.oldVersion && (await findVersion(tx, input.version))) {
      throw new AppError(
        'CATALOGUE_DUPLICATE',
        `Firmware version ${input.version} already exists; choose another number.`,
      );
    }
    await tx
      .update(firmwareVersions)
      .set({ version: input.version, releaseDate: input.releaseDate })
      .where(eq(firmwareVersions.id, current.id));
  });
}

/** Deletes a version no model supports; one in use is refused, naming its models. */
export async function deleteVersion(db: AppDb, version: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireVersion(tx, version);
    const users = await tx
      .select({ model: targetModels.model })
      .from(modelVersions)
      .innerJoin(targetModels, eq(targetModels.id, modelVersions.modelId))
      .where(eq(modelVersions.versionId, row.id))
      .orderBy(asc(targetModels.model));
    if (users.length > 0) {
      const names = users.map((u) => u.model);
      const shown =
        names.slice(0, 5).join(', ') + (names.length > 5 ? ` and ${names.length - 5} more` : '');
      throw new AppError(
        'VERSION_IN_USE',
        `Firmware version ${version} is supported by ${names.length} model(s) (${shown}). Remove it from them first.`,
      );
    }
    await tx.delete(firmwareVersions).where(eq(firmwareVersions.id, row.id));
  });
}

/**
 * spec §7 updateModelVersion: the models in the map (model -> series) become exactly the
 * models the version supports, and each takes the series the map gives it.
 */
export async function setVersionModels(
  db: AppDb,
  version: string,
  modelSeries: Record<string, string>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireVersion(tx, version);
    const names = Object.keys(modelSeries);
    const models =
      names.length === 0
        ? []
        : await tx.select().from(targetModels).where(inArray(targetModels.model, names));
    const unknown = names.filter((name) => !models.some((m) => m.model === name));
    if (unknown.length > 0) {
      throw new AppError('VALIDATION_FAILED', `Unknown model(s): ${unknown.join(', ')}.`);
    }
    for (const model of models) {
      const series = modelSeries[model.model];
      if (series !== undefined && series !== model.series) {
        await tx
          .update(targetModels)
          .set({ series, updatedAt: new Date() })
          .where(eq(targetModels.id, model.id));
      }
    }
    await tx.delete(modelVersions).where(eq(modelVersions.versionId, row.id));
    if (models.length > 0) {
      await tx
        .insert(modelVersions)
        .values(models.map((m) => ({ modelId: m.id, versionId: row.id })));
    }
  });
}
