import { asc, eq } from 'drizzle-orm';
import { ZModelName, ZSeries, ZSnPrefix, ZVersion, type TMatrixResult } from '@fwmig/contract';
import type { AppDb } from '../../db/database.js';
import { firmwareVersions, modelVersions, targetModels } from '../../db/schema/catalogue.js';
import { MATRIX_COLUMNS } from './matrix-file.js';

interface TMatrixEntry {
  row: number;
  model: string;
  snPrefix: string;
  series: string;
  versions: string[];
}

type TRowError = TMatrixResult['errors'][number];

/** The catalogue as the matrix sees it: model -> prefix, series, versions. */
async function currentMatrix(db: AppDb) {
  const models = await db
    .select()
    .from(targetModels)
    .orderBy(asc(targetModels.series), asc(targetModels.model));
  const pairs = await db
    .select({ modelId: modelVersions.modelId, version: firmwareVersions.version })
    .from(modelVersions)
    .innerJoin(firmwareVersions, eq(firmwareVersions.id, modelVersions.versionId));
  const versions = await db.select().from(firmwareVersions);
  return {
    models: models.map((m) => ({
      ...m,
      versions: pairs
        .filter((p) => p.modelId === m.id)
        .map((p) => p.version)
        .sort(),
    })),
    versions: new Map(versions.map((v) => [v.version, v.id])),
  };
}

/** The template's rows: every model with its prefix, series and versions. */
export async function matrixRows(db: AppDb): Promise<string[][]> {
  const { models } = await currentMatrix(db);
  return models.map((m) => [m.model, m.snPrefix, m.series, m.versions.join('; ')]);
}

/** Checks every row; errors name the row (as the spreadsheet numbers it) and the column. */
function validate(
  rows: string[][],
  current: Awaited<ReturnType<typeof currentMatrix>>,
): { entries: TMatrixEntry[]; errors: TRowError[] } {
  const errors: TRowError[] = [];
  const header = rows[0]?.map((cell) => cell.toLowerCase()) ?? [];
  const expected = MATRIX_COLUMNS.map((c) => c.toLowerCase());
  if (expected.some((name, index) => header[index] !== name)) {
    errors.push({
      row: 1,
      column: 'header',
      message: `The first row must be the column names: ${MATRIX_COLUMNS.join(', ')}.`,
    });
    return { entries: [], errors };
  }
  if (rows.length < 2) {
    errors.push({ row: 2, column: 'Model', message: 'The file has no rows under its header.' });
  }
  const entries: TMatrixEntry[] = [];
  const seenModels = new Map<string, number>();
  const seenPrefixes = new Map<string, number>();
  rows.slice(1).forEach((cells, index) => {
    const row = index + 2;
    const fail = (column: string, message: string) => errors.push({ row, column, message });
    const [modelCell = '', prefixCell = '', seriesCell = '', versionsCell = ''] = cells;
    const model = ZModelName.safeParse(modelCell);
    const snPrefix = ZSnPrefix.safeParse(prefixCell);
    const series = ZSeries.safeParse(seriesCell);
    if (!model.success)
      fail('Model', `"${modelCell}" ${model.error.issues[0]?.message ?? 'is not a model name'}.`);
    if (!snPrefix.success)
      fail(
        'Serial prefix',
        `"${prefixCell}" ${snPrefix.error.issues[0]?.message ?? 'is not valid'}.`,
      );
    if (!series.success)
      fail('Series', `Series ${series.error.issues[0]?.message ?? 'is not valid'}.`);
    const versions = versionsCell.split(/[;,\s]+/).filter(Boolean);
    for (const version of versions) {
      if (!ZVersion.safeParse(version).success)
        fail('Versions', `"${version}" is not a version number such as 7.4.4.`);
      else if (!current.versions.has(version)) {
        fail(
          'Versions',
          `Version ${version} is not in the catalogue; add it on the Versions page first.`,
        );
      }
    }
    if (!model.success || !snPrefix.success || !series.success) return;
    const first = seenModels.get(model.data.toLowerCase());
    if (first) fail('Model', `${model.data} is already on row ${first}.`);
    seenModels.set(model.data.toLowerCase(), row);
    const prefixRow = seenPrefixes.get(snPrefix.data);
    if (prefixRow) fail('Serial prefix', `${snPrefix.data} is already on row ${prefixRow}.`);
    seenPrefixes.set(snPrefix.data, row);
    entries.push({
      row,
      model: model.data,
      snPrefix: snPrefix.data,
      series: series.data,
      versions: [...new Set(versions)].sort(),
    });
  });
  // A prefix may only move to a model when the model holding it is in the file too.
  const inFile = new Set(entries.map((entry) => entry.model));
  for (const entry of entries) {
    const owner = current.models.find(
      (m) => m.snPrefix === entry.snPrefix && m.model !== entry.model && !inFile.has(m.model),
    );
    if (owner) {
      errors.push({
        row: entry.row,
        column: 'Serial prefix',
        message: `${entry.snPrefix} belongs to ${owner.model}, which this file does not change.`,
      });
    }
  }
  return { entries, errors: errors.sort((a, b) => a.row - b.row) };
}

/**
 * Applies a matrix file: every row sets a model's serial prefix, series and supported versions
 * (a new model is added without ports). Any error and nothing changes.
 */
export async function applyMatrix(db: AppDb, rows: string[][]): Promise<TMatrixResult> {
  const current = await currentMatrix(db);
  const { entries, errors } = validate(rows, current);
  const result: TMatrixResult = { applied: false, added: [], changed: [], unchanged: [], errors };
  if (errors.length > 0) return result;
  await db.transaction(async (tx) => {
    for (const entry of entries) {
      const existing = current.models.find((m) => m.model === entry.model);
      let modelId: string;
      if (!existing) {
        const [created] = await tx
          .insert(targetModels)
          .values({ model: entry.model, snPrefix: entry.snPrefix, series: entry.series })
          .returning();
        if (!created) throw new Error('model not created');
        modelId = created.id;
        result.added.push(entry.model);
      } else {
        modelId = existing.id;
        const same =
          existing.snPrefix === entry.snPrefix &&
          existing.series === entry.series &&
          existing.versions.join() === entry.versions.join();
        if (same) {
          result.unchanged.push(entry.model);
          continue;
        }
        // Parking the prefix lets two models swap prefixes within one file.
        await tx
          .update(targetModels)
          .set({ snPrefix: `~${existing.id}` })
          .where(eq(targetModels.id, existing.id));
        result.changed.push(entry.model);
      }
      await tx.delete(modelVersions).where(eq(modelVersions.modelId, modelId));
      const versionIds = entry.versions
        .map((v) => current.versions.get(v))
        .filter((id): id is string => Boolean(id));
      if (versionIds.length > 0) {
        await tx
          .insert(modelVersions)
          .values(versionIds.map((versionId) => ({ modelId, versionId })));
      }
    }
    for (const entry of entries) {
      if (result.unchanged.includes(entry.model)) continue;
      await tx
        .update(targetModels)
        .set({ snPrefix: entry.snPrefix, series: entry.series, updatedAt: new Date() })
        .where(eq(targetModels.model, entry.model));
    }
  });
  result.applied = true;
  return result;
}
